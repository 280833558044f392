import { BaseError, ContractFunctionRevertedError, HttpRequestError, TimeoutError, type Hex } from "viem";
import { BerthError, Conflict, UpstreamFailure, isBerthError } from "../errors/berth-error.ts";
import { redactUrls } from "../util/redact-urls.ts";

/** A revert, decoded: the custom error's name and arguments (or the revert string). */
export interface DecodedRevert {
  error_name: string | null;
  args: unknown[];
  reason: string | null;
}

function jsonSafe(value: unknown): unknown {
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonSafe(v)]));
  return value;
}

export function decodeRevert(err: unknown): DecodedRevert | null {
  if (!(err instanceof BaseError)) return null;
  const revert = err.walk((e) => e instanceof ContractFunctionRevertedError);
  if (!(revert instanceof ContractFunctionRevertedError)) return null;
  return {
    error_name: revert.data?.errorName ?? null,
    args: (jsonSafe(revert.data?.args ?? []) as unknown[]) ?? [],
    reason: revert.reason ?? null,
  };
}

/**
 * Turns whatever a chain call threw into the error model: a revert is a 409 CONTRACT_REVERTED
 * (or the code `reverts` names for that custom error), an RPC that is down or slow is a 502
 * CHAIN_RPC_UNAVAILABLE, anything else from the node is a 502 CHAIN_ERROR.
 */
export function toChainError(err: unknown, chain: string, reverts: Record<string, (r: DecodedRevert) => BerthError> = {}): BerthError {
  if (isBerthError(err)) return err;
  const revert = decodeRevert(err);
  if (revert) {
    const specific = revert.error_name ? reverts[revert.error_name] : undefined;
    if (specific) return specific(revert);
    // A require string or a panic decodes as the built-in Error(string) / Panic(uint256): the reason is what says anything.
    const builtIn = revert.error_name === null || revert.error_name === "Error" || revert.error_name === "Panic";
    const what = (builtIn ? revert.reason : revert.error_name) ?? revert.error_name ?? "without a reason";
    return new Conflict("CONTRACT_REVERTED", `the contract call on ${chain} reverted: ${what}`, { chain_id: chain, ...revert });
  }
  if (err instanceof BaseError) {
    const unreachable = err.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError);
    if (unreachable) {
      return new UpstreamFailure("CHAIN_RPC_UNAVAILABLE", `the RPC of chain ${chain} did not answer`, {
        chain_id: chain,
        cause: unreachable instanceof TimeoutError ? "timeout" : "connection failed",
      });
    }
    return new UpstreamFailure("CHAIN_ERROR", `chain ${chain} refused the request: ${redactUrls(err.shortMessage)}`, { chain_id: chain });
  }
  return new UpstreamFailure("CHAIN_ERROR", `chain ${chain} failed: ${redactUrls(err instanceof Error ? err.message : String(err))}`, { chain_id: chain });
}

/** A transaction that was mined but reverted (anvil and real chains both mine reverting transactions). */
export function revertedTransaction(chain: string, hash: Hex): BerthError {
  return new Conflict("TRANSACTION_REVERTED", `transaction ${hash} on ${chain} was mined but reverted`, { chain_id: chain, tx_hash: hash });
}
