/** What an inbox needs of its socket: to stop reading it and read it again (ws's WebSocket). */
export interface PausableSocket {
  pause(): void;
  resume(): void;
}

/**
 * The messages of one WebSocket connection, handled `perTurn` at a time, one batch per turn of the
 * event loop, in the order they came. ws hands over every message of one read as it parses them,
 * in one go: a key flooding a connection with a thousand subscribe messages (most refused by the
 * caps) had them all handled, each refusal checked and answered, in one piece of the event loop,
 * and readiness waited behind it (465 ms measured; bench/subscriptions/flood.ts). With more than
 * `highWater` messages waiting the socket is not read (TCP makes the client wait) until half of
 * them are handled, so a flood costs neither the event loop in one piece nor unbounded memory.
 */
export class MessageInbox<M> {
  private queue: M[] = [];
  private head = 0;
  private scheduled = false;
  private paused = false;

  constructor(
    private readonly socket: PausableSocket,
    private readonly handle: (message: M) => void,
    private readonly perTurn = 16,
    private readonly highWater = 1024,
  ) {}

  /** Messages waiting to be handled. */
  get waiting(): number {
    return this.queue.length - this.head;
  }

  push(message: M): void {
    this.queue.push(message);
    if (!this.paused && this.waiting > this.highWater) {
      this.paused = true;
      this.socket.pause();
    }
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.drain);
    }
  }

  private readonly drain = (): void => {
    const end = Math.min(this.queue.length, this.head + this.perTurn);
    while (this.head < end) {
      const message = this.queue[this.head]!;
      this.queue[this.head++] = undefined as M;
      this.handle(message);
    }
    if (this.paused && this.waiting <= this.highWater / 2) {
      this.paused = false;
      this.socket.resume();
    }
    if (this.head >= this.queue.length) {
      this.queue = [];
      this.head = 0;
      this.scheduled = false;
    } else setImmediate(this.drain);
  };
}
