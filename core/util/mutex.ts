/** A FIFO async mutex: one holder at a time, waiters served in arrival order. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private held = false;

  get locked(): boolean {
    return this.held;
  }

  async acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => next);
    await previous;
    this.held = true;
    return () => {
      this.held = false;
      release();
    };
  }

  /** Resolves once nobody holds the lock and everybody queued before this call has had it. */
  async idle(): Promise<void> {
    if (!this.held) return;
    await this.tail;
  }
}
