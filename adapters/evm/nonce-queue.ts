import { BaseError, type Address, type Hex, type PublicClient } from "viem";
import { Mutex } from "../../core/util/mutex.ts";
import { signerBusy, type SignerTurn } from "./signer-turn.ts";

/** The node refused the nonce as already used: someone else (the same key outside Berth) sent first. */
function isNonceTooLow(err: unknown): boolean {
  if (!(err instanceof BaseError)) return false;
  // Only "nonce too low": "already known" means this very transaction is in the pool already,
  // and sending it again under a new nonce would do the work twice.
  return err.walk((e) => /nonce too low/i.test(`${(e as BaseError).details ?? ""} ${e instanceof Error ? e.message : ""}`)) !== null;
}

/**
 * Hands out the signer's nonces one send at a time. In this process sends queue behind a mutex;
 * across processes and instances sharing the store they take turns (SignerTurn): a process holds
 * the signer while it has sends queued, then leaves the next nonce for the next holder. The next
 * nonce is read from the chain (pending block) at the start of each turn, taking the larger of it
 * and what the last holder left, and then counted locally; any failed send forgets it, so the next
 * send re-reads the truth instead of leaving a gap. A send refused with "nonce too low" (the signer
 * was used outside Berth) re-reads the nonce and is tried once more, instead of failing.
 */
export class NonceQueue {
  private readonly lock = new Mutex();
  private next: number | undefined;
  /** Sends asked for in this process and not finished: the turn ends when none is left. */
  private waiting = 0;
  private inTurn = false;

  constructor(
    private readonly client: PublicClient,
    private readonly address: Address,
    private readonly turn?: SignerTurn,
  ) {}

  private async chainNonce(): Promise<number> {
    return this.client.getTransactionCount({ address: this.address, blockTag: "pending" });
  }

  private async attempt(build: (nonce: number) => Promise<Hex>, nonce: number): Promise<Hex> {
    if (this.turn && !(await this.turn.held())) {
      this.next = undefined;
      throw signerBusy(String(this.address), "this process lost its turn with the chain signer (it stalled past the lease); nothing was sent, retry");
    }
    try {
      const hash = await build(nonce);
      this.next = nonce + 1;
      return hash;
    } catch (err) {
      this.next = undefined;
      throw err;
    }
  }

  /** Starts this process's turn with the signer (other processes may have sent meanwhile). */
  private async beginTurn(): Promise<void> {
    if (!this.turn || this.inTurn) return;
    const left = await this.turn.begin();
    this.inTurn = true;
    const chain = await this.chainNonce();
    this.next = Math.max(chain, left ?? 0);
  }

  private async endTurnIfIdle(): Promise<void> {
    if (!this.turn || !this.inTurn || this.waiting > 0) return;
    this.inTurn = false;
    const next = this.next;
    this.next = undefined;
    await this.turn.end(next).catch(() => undefined);
  }

  async send(build: (nonce: number) => Promise<Hex>): Promise<Hex> {
    this.waiting++;
    const release = await this.lock.acquire();
    try {
      await this.beginTurn();
      const known = this.next;
      try {
        return await this.attempt(build, known ?? (await this.chainNonce()));
      } catch (err) {
        if (!isNonceTooLow(err)) throw err;
        return await this.attempt(build, await this.chainNonce());
      }
    } finally {
      this.waiting--;
      try {
        await this.endTurnIfIdle();
      } finally {
        release();
      }
    }
  }
}
