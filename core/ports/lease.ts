import { randomUUID } from "node:crypto";
import { Mutex } from "../util/mutex.ts";
import { systemClock, type Clock } from "../util/clock.ts";
import { DuplicateKeyError, type Collection, type CollectionSpec, type StoreScope } from "./document-store.ts";

interface LeaseDoc {
  holder: string;
  expires_at: number;
}

/**
 * One collection for every lease (event-log consumers, background jobs, chain signers). On the
 * whole store it is outside both worlds: a consumer reads both; a world's store has its own.
 */
const LEASES: CollectionSpec = { name: "event_log_leases" };

/**
 * Who may do one named job that must run in one process at a time (deliver a consumer's events,
 * run a background sweep, send with a chain signer): the process holding its lease, a document
 * with a holder and an expiry, taken and renewed with compare-and-set. Processes and instances
 * sharing one store thus never run the job at once; when the holder dies, another takes over once
 * the lease expires.
 */
export class Lease {
  private readonly leases: Collection<LeaseDoc>;
  private readonly holder = randomUUID();
  private heldUntil = 0;
  // One take, renewal or release at a time: two racing renewals by this holder would make the
  // loser's compare-and-set fail and report the lease lost though this process still holds it.
  private readonly turn = new Mutex();

  /** A holder renews once this little of its lease is left (default: half its life). */
  private readonly renewBeforeMs: number;

  constructor(
    store: StoreScope,
    private readonly name: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    options: { renewBeforeMs?: number } = {},
  ) {
    this.leases = store.collection<LeaseDoc>(LEASES);
    this.renewBeforeMs = Math.min(ttlMs, Math.max(0, options.renewBeforeMs ?? ttlMs / 2));
  }

  /** True when this process holds the lease; takes or renews it when due (by default at half its life). */
  async hold(): Promise<boolean> {
    const release = await this.turn.acquire();
    try {
      return await this.takeOrRenew();
    } finally {
      release();
    }
  }

  /** Until when this process holds the lease as far as it knows (0: it does not). */
  validUntil(): number {
    return this.heldUntil;
  }

  private async takeOrRenew(): Promise<boolean> {
    const now = this.now();
    if (this.heldUntil - now > this.renewBeforeMs) return true;
    const current = await this.leases.get(this.name);
    const next = { holder: this.holder, expires_at: now + this.ttlMs };
    let won = false;
    if (!current) {
      won = await this.leases.insert(this.name, next).then(
        () => true,
        (err: unknown) => {
          if (err instanceof DuplicateKeyError) return false;
          throw err;
        },
      );
    } else if (current.holder === this.holder || current.expires_at < now) {
      won = (await this.leases.update(this.name, current.version, next)) !== null;
    }
    this.heldUntil = won ? next.expires_at : 0;
    return won;
  }

  /** Gives the lease up at once (an orderly shutdown), so another process need not wait it out. */
  async release(): Promise<void> {
    const release = await this.turn.acquire();
    try {
      if (this.heldUntil === 0) return;
      this.heldUntil = 0;
      const current = await this.leases.get(this.name);
      if (current?.holder === this.holder) await this.leases.update(this.name, current.version, { holder: this.holder, expires_at: 0 });
    } finally {
      release();
    }
  }
}

/** A lease this process holds, renewed until released. */
export interface HeldLease {
  /** Still held? Checked right before work that must not happen after losing it (a stalled process). */
  held(): Promise<boolean>;
  release(): Promise<void>;
}

export interface TakeOptions {
  /** Longest wait for another process to give the lease up; then `busy()` is thrown. */
  waitMs: number;
  /** How often a waiting process looks again, ms. */
  pollMs?: number;
  busy(waitedMs: number): Error;
  /** Where the waits and renewals are timed (tests: a ManualClock); default the system's. */
  clock?: Clock;
}

/**
 * Waits for `lease` (another process may hold it), then keeps it renewed (every third of its
 * life) until released: for work that one process at a time may do across everything sharing the
 * store (a chain signer's turn, an ERC-20 allowance set and spent). Not background work: a lease
 * held for the length of one operation, on the clock it is given.
 */
export async function takeLease(lease: Lease, ttlMs: number, o: TakeOptions): Promise<HeldLease> {
  const clock = o.clock ?? systemClock;
  const started = clock.now();
  while (!(await lease.hold())) {
    const waited = clock.now() - started;
    if (waited > o.waitMs) throw o.busy(waited);
    await new Promise<void>((r) => clock.after(o.pollMs ?? 10, r));
  }
  let cancel: (() => void) | null = null;
  const renew = () => {
    void lease.hold().catch(() => undefined);
    cancel = clock.after(Math.max(50, ttlMs / 3), renew);
  };
  cancel = clock.after(Math.max(50, ttlMs / 3), renew);
  return {
    held: () => lease.hold(),
    release: async () => {
      cancel?.();
      cancel = null;
      await lease.release();
    },
  };
}
