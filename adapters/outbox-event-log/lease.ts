import { randomUUID } from "node:crypto";
import { DuplicateKeyError, type Collection, type CollectionSpec, type DocumentStore } from "../../core/ports/document-store.ts";

interface LeaseDoc {
  holder: string;
  expires_at: number;
}

/** Outside both worlds: a lease is about a consumer, which reads both. */
const LEASES: CollectionSpec = { name: "event_log_leases" };

/**
 * Who may deliver for one named consumer: the process holding its lease (a document with a
 * holder and an expiry, taken and renewed with compare-and-set). Two processes on one store thus
 * never deliver the same consumer's events at once; when the holder dies, another takes over
 * once the lease expires.
 */
export class Lease {
  private readonly leases: Collection<LeaseDoc>;
  private readonly holder = randomUUID();
  private heldUntil = 0;

  constructor(
    store: DocumentStore,
    private readonly name: string,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.leases = store.collection<LeaseDoc>(LEASES);
  }

  /** True when this process holds the lease; takes or renews it when due (renewed at half its life). */
  async hold(): Promise<boolean> {
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
    if (this.heldUntil === 0) return;
    this.heldUntil = 0;
    const current = await this.leases.get(this.name);
    if (current?.holder === this.holder) await this.leases.update(this.name, current.version, { holder: this.holder, expires_at: 0 });
  }
}
