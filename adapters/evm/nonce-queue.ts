import type { Address, Hex, PublicClient } from "viem";
import { Mutex } from "../../core/util/mutex.ts";

/**
 * Hands out the signer's nonces one send at a time. The next nonce is read from the chain
 * (pending block) once and then counted locally; any failed send forgets it, so the next send
 * re-reads the truth instead of leaving a gap.
 */
export class NonceQueue {
  private readonly lock = new Mutex();
  private next: number | undefined;

  constructor(
    private readonly client: PublicClient,
    private readonly address: Address,
  ) {}

  async send(build: (nonce: number) => Promise<Hex>): Promise<Hex> {
    const release = await this.lock.acquire();
    try {
      const nonce = this.next ?? (await this.client.getTransactionCount({ address: this.address, blockTag: "pending" }));
      try {
        const hash = await build(nonce);
        this.next = nonce + 1;
        return hash;
      } catch (err) {
        this.next = undefined;
        throw err;
      }
    } finally {
      release();
    }
  }
}
