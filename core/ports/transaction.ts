import { WaitForTransactionReceiptTimeoutError, type Hex, type TransactionReceipt } from "viem";
import { revertedTransaction } from "./chain-errors.ts";
import type { ChainHandle } from "./chains.ts";

/**
 * Waits for a sent transaction. Answers null when no receipt arrived within `timeoutMs` (the
 * transaction may still be mined later), throws TRANSACTION_REVERTED when it was mined and reverted.
 */
export async function awaitReceipt(chain: ChainHandle, hash: Hex, timeoutMs: number): Promise<TransactionReceipt | null> {
  try {
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash, timeout: timeoutMs });
    if (receipt.status !== "success") throw revertedTransaction(chain.name, hash);
    return receipt;
  } catch (err) {
    if (err instanceof WaitForTransactionReceiptTimeoutError) return null;
    throw err;
  }
}
