import type { EIP1193RequestFn, Transport } from "viem";

/**
 * anvil mines only on demand, so an idle devnet's `block.timestamp` stands still: a read or a
 * simulation (`eth_call`, `eth_estimateGas`) keeps seeing the time of the last transaction, and an
 * escrow never expires while nobody writes. Before such a call, when no block has been mined in the
 * current wall-clock second, this mines an empty one (its timestamp is anvil's clock: wall time
 * plus any evm_increaseTime). An idle devnet mines nothing at all — a timer would add a block (about
 * 1.7 KB of state file) every interval, forever — and a busy one at most one extra block a second.
 * Transactions are mined with the current time anyway and count as fresh blocks.
 */
export class DevnetClock {
  /** Wall-clock second of the newest block we know of; 0 before the first. */
  private headSecond = 0;
  private mining: Promise<void> | undefined;

  static readonly TIME_DEPENDENT = new Set(["eth_call", "eth_estimateGas", "eth_createAccessList", "eth_simulateV1"]);
  static readonly MINING = new Set(["eth_sendRawTransaction", "eth_sendTransaction", "evm_mine"]);

  /** Mines an empty block unless one was mined this second; concurrent callers share one. */
  async catchUp(request: EIP1193RequestFn): Promise<void> {
    if (currentSecond() <= this.headSecond) return;
    this.mining ??= (async () => {
      const second = currentSecond();
      try {
        await request({ method: "evm_mine" as never });
        this.mined(second);
      } finally {
        this.mining = undefined;
      }
    })();
    await this.mining;
  }

  /** A block was mined, no earlier than `second`, by a transaction (automine) or an evm_mine. */
  mined(second: number): void {
    this.headSecond = Math.max(this.headSecond, second);
  }

  /** Wraps a transport so that time-dependent calls see a block of the current second. */
  transport(base: Transport): Transport {
    return ((params) => {
      const inner = base(params);
      const request = (async (args: { method: string; params?: unknown }, options?: unknown) => {
        const call = inner.request as (a: unknown, o?: unknown) => Promise<unknown>;
        if (DevnetClock.TIME_DEPENDENT.has(args.method)) await this.catchUp(inner.request);
        const second = currentSecond();
        const result = await call(args, options);
        if (DevnetClock.MINING.has(args.method)) this.mined(second);
        return result;
      }) as EIP1193RequestFn;
      return { ...inner, request };
    }) as Transport;
  }
}

function currentSecond(): number {
  return Math.floor(Date.now() / 1000);
}
