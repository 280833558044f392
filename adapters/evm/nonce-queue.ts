import { BaseError, type Address, type Hex, type PublicClient } from "viem";
import { Mutex } from "../../core/util/mutex.ts";

/** The node refused the nonce as already used: someone else (the same key outside Berth) sent first. */
function isNonceTooLow(err: unknown): boolean {
  if (!(err instanceof BaseError)) return false;
  // Only "nonce too low": "already known" means this very transaction is in the pool already,
  // and sending it again under a new nonce would do the work twice.
  return err.walk((e) => /nonce too low/i.test(`${(e as BaseError).details ?? ""} ${e instanceof Error ? e.message : ""}`)) !== null;
}

/**
 * Hands out the signer's nonces one send at a time. The next nonce is read from the chain
 * (pending block) once and then counted locally; any failed send forgets it, so the next send
 * re-reads the truth instead of leaving a gap. A send refused with "nonce too low" (the signer
 * was used outside Berth) re-reads the nonce and is tried once more, instead of failing.
 */
export class NonceQueue {
  private readonly lock = new Mutex();
  private next: number | undefined;

  constructor(
    private readonly client: PublicClient,
    private readonly address: Address,
  ) {}

  private chainNonce(): Promise<number> {
    return this.client.getTransactionCount({ address: this.address, blockTag: "pending" });
  }

  private async attempt(build: (nonce: number) => Promise<Hex>, nonce: number): Promise<Hex> {
    try {
      const hash = await build(nonce);
      this.next = nonce + 1;
      return hash;
    } catch (err) {
      this.next = undefined;
      throw err;
    }
  }

  async send(build: (nonce: number) => Promise<Hex>): Promise<Hex> {
    const release = await this.lock.acquire();
    try {
      const known = this.next;
      try {
        return await this.attempt(build, known ?? (await this.chainNonce()));
      } catch (err) {
        if (!isNonceTooLow(err)) throw err;
        return await this.attempt(build, await this.chainNonce());
      }
    } finally {
      release();
    }
  }
}
