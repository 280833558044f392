import type { Collection, CollectionSpec, DocumentStore } from "../../core/ports/document-store.ts";
import { Lease, takeLease, type HeldLease } from "../../core/ports/lease.ts";
import { NotReady } from "../../core/errors/berth-error.ts";

/** The next nonce the last process to send with a signer left for the next one. */
interface NonceDoc {
  next: number;
  updated_at: number;
}

const NONCES: CollectionSpec = { name: "chain_signer_nonces" };

/** 503 with Retry-After: another process kept the signer past the wait (or this one lost its turn); nothing was sent. */
export function signerBusy(chain: string, message: string): NotReady {
  const err = new NotReady("CHAIN_SIGNER_BUSY", message, { chain });
  Object.assign(err.headers, { "retry-after": "1" });
  return err;
}

/**
 * Whose turn it is to send with one signer on one chain, across every process and instance
 * sharing the store (a cluster's workers, several Berths): a lease in the store. The holder sends
 * what it has queued, then leaves the next nonce in the store and gives the lease up, so the next
 * holder starts from max(that, the chain's pending count) and two processes never pick one nonce.
 * A holder that dies mid-turn is taken over once its lease expires (`ttlMs`); the chain's own
 * count then tells what it sent.
 */
export class SignerTurn {
  private readonly lease: Lease;
  private readonly nonces: Collection<NonceDoc>;
  private turn: HeldLease | undefined;

  constructor(
    store: DocumentStore,
    private readonly id: string,
    private readonly ttlMs: number,
    /** Longest wait for another process's turn to end before a send fails. */
    private readonly waitMs: number,
  ) {
    this.lease = new Lease(store, `signer:${id}`, ttlMs);
    this.nonces = store.collection<NonceDoc>(NONCES);
  }

  /** Waits for this process's turn; answers the next nonce the previous holder left (undefined: none). */
  async begin(): Promise<number | undefined> {
    // Renewed while the turn lasts, so a long send (a slow RPC) never lets another process in.
    this.turn ??= await takeLease(this.lease, this.ttlMs, {
      waitMs: this.waitMs,
      busy: (waited) => signerBusy(this.id, `another Berth process kept this chain's signer busy for ${waited} ms; nothing was sent, retry`),
    });
    return (await this.nonces.get(this.id))?.next;
  }

  /** Still this process's turn? Checked right before a send: a stalled process never sends after losing it. */
  held(): Promise<boolean> {
    return this.turn ? this.turn.held() : Promise.resolve(false);
  }

  /** Ends the turn: records the next nonce (when known) and lets the next process in. */
  async end(next: number | undefined): Promise<void> {
    const turn = this.turn;
    this.turn = undefined;
    try {
      if (next !== undefined) await this.nonces.upsert(this.id, { next, updated_at: Date.now() });
    } finally {
      await turn?.release();
    }
  }
}
