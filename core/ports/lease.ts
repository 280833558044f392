import { randomUUID } from "node:crypto";
import { Mutex } from "../util/mutex.ts";
import { DuplicateKeyError, type Collection, type CollectionSpec, type StoreScope } from "./document-store.ts";

interface LeaseDoc {
  holder: string;
  expires_at: number;
}

/** A lease kept while long work runs (see Lease.keepAlive). */
export interface LeaseKeeper {
  /**
   * True once the lease may be someone else's: it expired before a renewal got through (the store
   * was unreachable), or another process holds it. The work should stop at its next step.
   */
  lost(): boolean;
  /** Stops renewing (the lease itself is kept until it expires or is released). */
  stop(): void;
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

  constructor(
    store: StoreScope,
    private readonly name: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.leases = store.collection<LeaseDoc>(LEASES);
  }

  /** True when this process holds the lease; takes or renews it when due (renewed at half its life). */
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

  /**
   * Renews the lease in the background while long work runs (a delivery that waits on a slow
   * broker, a batch of many events), so no other process takes it over meanwhile and does the same
   * work out of order; renewals happen at half the lease's life, as `hold()` does them.
   */
  keepAlive(): LeaseKeeper {
    let lost = false;
    const timer = setInterval(
      () => {
        this.hold().then(
          (held) => {
            if (!held) lost = true;
          },
          // The store did not answer: still ours until it expires, which `lost()` sees.
          () => undefined,
        );
      },
      Math.max(5, Math.floor(this.ttlMs / 4)),
    );
    timer.unref();
    return {
      lost: () => lost || this.now() >= this.heldUntil,
      stop: () => clearInterval(timer),
    };
  }

  private async takeOrRenew(): Promise<boolean> {
    const now = this.now();
    if (this.heldUntil - now > this.ttlMs / 2) return true;
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
}

/**
 * Waits for `lease` (another process may hold it), then keeps it renewed (every third of its
 * life) until released: for work that one process at a time may do across everything sharing the
 * store (a chain signer's turn, an ERC-20 allowance set and spent).
 */
export async function takeLease(lease: Lease, ttlMs: number, o: TakeOptions): Promise<HeldLease> {
  const started = Date.now();
  while (!(await lease.hold())) {
    const waited = Date.now() - started;
    if (waited > o.waitMs) throw o.busy(waited);
    await new Promise((r) => setTimeout(r, o.pollMs ?? 10));
  }
  const renewer = setInterval(() => void lease.hold().catch(() => undefined), Math.max(50, ttlMs / 3));
  renewer.unref();
  return {
    held: () => lease.hold(),
    release: async () => {
      clearInterval(renewer);
      await lease.release();
    },
  };
}
