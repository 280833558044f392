import type { CountedGauge, LimitLedger } from "./limit-ledger.ts";

/** One caller's count of things open now, here and (as last read from the store) elsewhere. */
export interface GaugeEntry {
  /** Open in this process. */
  mine: number;
  /** `mine` as last written to the store. */
  written: number;
  /** Open in other live instances, as last read. */
  others: number;
  /** Highest `mine` this process allows before it hears from the store again. */
  allow: number;
  /** When `others` was last read (0: never). */
  readAt: number;
}

/**
 * A cap on what a caller holds open at once (a key's GraphQL subscriptions), across every instance
 * sharing the store: a concurrent count, where RateLimiter counts a rate. Alone, or without a
 * LimitLedger, the cap is exact. With one, each instance writes its own count per caller when it
 * changes and reads the others' (limit-ledger.ts); until it hears again it allows itself what it
 * holds plus its share (1/N) of what the others' last written counts leave. Those are counts, not
 * claims as the rate limits have: instances racing for a caller's last units can each take their
 * share, up to (N−1)/N of the cap over it (subscriptions open slowly; a claim per subscription was
 * not worth a write). A crashed instance's counts stop counting once it is taken for dead (90 s).
 */
export class SharedGauge implements CountedGauge {
  private readonly entries = new Map<string, GaugeEntry>();
  private sync: LimitLedger | null = null;
  private clockNow: () => number = Date.now;

  constructor(
    readonly max: number,
    /** Names the gauge's slots in the store. */
    readonly name: string,
  ) {}

  share(sync: LimitLedger, now: () => number = Date.now): void {
    this.sync = sync;
    this.clockNow = now;
    sync.registerGauge(this);
  }

  slot(caller: string): string {
    return `${this.name}:${caller}`;
  }

  current(caller: string): GaugeEntry | undefined {
    return this.entries.get(caller);
  }

  /** Undefined when nothing needs reading; else resolves once the caller's counts elsewhere are known (or the read failed). */
  prepare(caller: string, now = this.clockNow()): Promise<void> | undefined {
    return this.sync?.prepareGauge(this, caller, now);
  }

  /** Whether tryAcquire would count one more now; a caller not seen yet may be (the store decides). */
  wouldAllow(caller: string): boolean {
    const e = this.entries.get(caller);
    return e === undefined || e.mine + 1 <= e.allow;
  }

  /** Counts one more for the caller if the cap allows it. */
  tryAcquire(caller: string): boolean {
    let e = this.entries.get(caller);
    if (!e) {
      e = { mine: 0, written: 0, others: 0, allow: 0, readAt: 0 };
      this.reshare(e);
      this.entries.set(caller, e);
    }
    if (e.mine + 1 > e.allow) {
      if (e.mine + e.others < this.max) this.sync?.gaugeTouched(this, caller);
      return false;
    }
    e.mine++;
    this.sync?.gaugeTouched(this, caller);
    return true;
  }

  release(caller: string): void {
    const e = this.entries.get(caller);
    if (!e || e.mine === 0) return;
    e.mine--;
    this.reshare(e);
    if (this.sync) this.sync.gaugeTouched(this, caller);
    else if (e.mine === 0) this.entries.delete(caller);
  }

  /** Sets what the store said of the caller elsewhere (and what this process wrote, after a sync). */
  learn(caller: string, others: number, readAt: number, written?: number): void {
    const e = this.entries.get(caller) ?? { mine: 0, written: 0, others: 0, allow: 0, readAt: 0 };
    e.others = others;
    e.readAt = readAt;
    if (written !== undefined) e.written = written;
    this.reshare(e);
    // After a sync: nothing open here and nothing left in the store, so forget the caller.
    if (written !== undefined && e.mine === 0 && e.written === 0) this.entries.delete(caller);
    else this.entries.set(caller, e);
  }

  /** Forgets callers read but never counted here (a refused first subscription) once their read is old. */
  sweep(now: number, olderThanMs: number): void {
    for (const [caller, e] of this.entries) if (e.mine === 0 && e.written === 0 && now - e.readAt > olderThanMs) this.entries.delete(caller);
  }

  /** The instance count changed: every caller's allowance here is shared again. */
  reshareAll(_live: number): void {
    for (const e of this.entries.values()) this.reshare(e);
  }

  reshare(e: GaugeEntry): void {
    const live = this.sync?.live ?? 1;
    e.allow = e.mine + Math.floor(Math.max(0, this.max - e.mine - e.others) / live);
  }

  /** Whether anything is open here (an instance holding open things keeps its heartbeat). */
  get holding(): boolean {
    for (const e of this.entries.values()) if (e.mine > 0) return true;
    return false;
  }

  *active(): IterableIterator<[string, GaugeEntry]> {
    yield* this.entries;
  }
}
