/**
 * Lets subscription deliveries go on in slices of the event loop. One event for 10,000 subscribers
 * wakes 10,000 async iterators at once; each then executes its selection, serialises and sends,
 * all in promise continuations that Node runs before it looks at any socket again: the server
 * would stall for the whole fan-out. Every delivery takes a turn here first; each turn releases
 * `perTurn` of them and the next waits for the next loop iteration (setImmediate), so requests
 * are served between slices.
 */
export class FanOutPacer {
  private waiting: (() => void)[] = [];
  private head = 0;
  private scheduled = false;

  constructor(private readonly perTurn: number) {}

  /** Resolves when this delivery may go on. */
  turn(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.release);
      }
    });
  }

  /** Deliveries waiting for their turn. */
  get queued(): number {
    return this.waiting.length - this.head;
  }

  private readonly release = (): void => {
    const end = Math.min(this.waiting.length, this.head + this.perTurn);
    for (let i = this.head; i < end; i++) this.waiting[i]!();
    this.head = end;
    if (this.head >= this.waiting.length) {
      this.waiting = [];
      this.head = 0;
      this.scheduled = false;
    } else {
      setImmediate(this.release);
    }
  };
}
