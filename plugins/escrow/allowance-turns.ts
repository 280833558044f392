import { Lease, Mutex, NotReady, takeLease, type ChainHandle, type WorldStores } from "berth/plugin";
import type { Address } from "viem";

/**
 * Creating an escrow sets the service wallet's ERC-20 allowance to the amount, then spends it:
 * two creations of one token interleaved would spend each other's allowance. So one creation per
 * (chain, token) at a time: in this process a FIFO mutex, across the processes and instances
 * sharing the store a lease, renewed while the creation lasts.
 */
export class AllowanceTurns {
  private readonly locks = new Map<string, Mutex>();

  constructor(
    private readonly stores: WorldStores,
    /** How long a creation may hold the turn without renewing (a process that died), ms. */
    private readonly ttlMs: number,
    /** Longest wait for another process's creation of the same token, ms. */
    private readonly waitMs: number,
  ) {}

  private lock(key: string): Mutex {
    let lock = this.locks.get(key);
    if (!lock) this.locks.set(key, (lock = new Mutex()));
    return lock;
  }

  /** Waits for the token's turn; answers how to end it. */
  async acquire(chain: ChainHandle, token: Address): Promise<() => Promise<void>> {
    const key = `${chain.name}:${token.toLowerCase()}`;
    const releaseLocal = await this.lock(key).acquire();
    try {
      const lease = new Lease(this.stores.world(chain.mode), `escrow-allowance:${key}`, this.ttlMs);
      const held = await takeLease(lease, this.ttlMs, {
        waitMs: this.waitMs,
        busy: (waited) => {
          const err = new NotReady("CHAIN_SIGNER_BUSY", `another Berth process kept creating escrows of ${token} on ${chain.name} for ${waited} ms; nothing was sent, retry`, { chain_id: chain.name, token });
          Object.assign(err.headers, { "retry-after": "1" });
          return err;
        },
      });
      return async () => {
        try {
          await held.release();
        } finally {
          releaseLocal();
        }
      };
    } catch (err) {
      releaseLocal();
      throw err;
    }
  }
}
