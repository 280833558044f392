import type { Clock } from "./clock.ts";

interface Pending {
  at: number;
  seq: number;
  fn: () => void;
}

/**
 * A clock that moves only when told (tests): `advance(ms)` fires the timers that come due, in
 * order of their time (then of their setting), each at its own time, letting the work each one
 * starts run up to its next real wait before the next fires. Work that waits on real I/O (a
 * store's commit) is awaited with the scheduler's `settle()`, not by advancing further.
 */
export class ManualClock implements Clock {
  private time: number;
  private seq = 0;
  private pending: Pending[] = [];

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  after(ms: number, fn: () => void): () => void {
    const entry: Pending = { at: this.time + Math.max(0, ms), seq: this.seq++, fn };
    this.pending.push(entry);
    return () => {
      this.pending = this.pending.filter((p) => p !== entry);
    };
  }

  /** How many timers wait (tests check that stopped work left none behind). */
  get timers(): number {
    return this.pending.length;
  }

  /** Milliseconds until the next timer is due (0: due now; Infinity: none). */
  nextTimerIn(): number {
    let next = Infinity;
    for (const p of this.pending) next = Math.min(next, p.at);
    return Math.max(0, next - this.time);
  }

  /** Moves time forward by `ms`, firing every timer due by then, timers set meanwhile included. */
  async advance(ms: number): Promise<void> {
    if (!(ms >= 0)) throw new RangeError(`advance(${ms}): time only moves forward`);
    const target = this.time + ms;
    for (;;) {
      const next = this.nextDue(target);
      if (!next) break;
      this.pending = this.pending.filter((p) => p !== next);
      this.time = next.at;
      next.fn();
      // Lets what the timer started reach its next real wait before anything else fires.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    this.time = target;
  }

  private nextDue(limit: number): Pending | undefined {
    let best: Pending | undefined;
    for (const p of this.pending) {
      if (p.at > limit) continue;
      if (!best || p.at < best.at || (p.at === best.at && p.seq < best.seq)) best = p;
    }
    return best;
  }
}
