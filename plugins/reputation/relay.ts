import { chainFor, Conflict, InvalidRequest, toChainError, type Chains, type Principal } from "berth/plugin";
import { decodeFunctionData, getAddress, parseTransaction, recoverTransactionAddress, type Address, type Hex, type TransactionSerialized } from "viem";
import { toRegistryError } from "./errors.ts";
import { REPUTATION_ABI, VALIDATION_ABI, type RegistryAction, type RegistryWrite, type RegistryWrites, type SentWrite } from "./registry-writes.ts";

const ACTIONS: Record<string, RegistryAction> = {
  giveFeedback: "feedback",
  revokeFeedback: "revoke_feedback",
  appendResponse: "append_response",
  validationRequest: "validation_request",
  validationResponse: "validation_response",
};

function invalid(problem: string, details: Record<string, unknown> = {}): InvalidRequest {
  return new InvalidRequest("RELAY_TRANSACTION_INVALID", `cannot relay this transaction: ${problem}`, details);
}

/**
 * Broadcasts a registry call the client signed with its own wallet: Berth checks that it calls one
 * of the five registry writes on this chain's registries, runs it (eth_call, as its signer) so a
 * revert answers its 4xx before anything is broadcast, sends it and waits like its own writes.
 */
export async function relay(writes: RegistryWrites, chains: Chains, caller: Principal, input: { chain_id: string; signed_transaction: string }): Promise<RegistryWrite> {
  const chain = chainFor(chains, input.chain_id, caller);
  const raw = input.signed_transaction as TransactionSerialized;
  let tx: ReturnType<typeof parseTransaction>;
  let from: Address;
  try {
    tx = parseTransaction(raw);
    from = await recoverTransactionAddress({ serializedTransaction: raw });
  } catch {
    throw invalid("it is not a signed, serialized EVM transaction");
  }
  if (tx.chainId !== chain.chainId) throw invalid(`it is signed for chain id ${tx.chainId ?? "none (pre-EIP-155)"}, ${chain.name} is ${chain.chainId}`, { chain_id: chain.name });
  if ((tx.value ?? 0n) !== 0n) throw invalid("it sends value; the registries take none");
  const to = tx.to ? getAddress(tx.to) : null;
  const reputation = chain.contracts.reputationRegistry;
  const validation = chain.contracts.validationRegistry;
  const abi = to !== null && to === reputation ? REPUTATION_ABI : to !== null && to === validation ? VALIDATION_ABI : null;
  if (abi === null) {
    throw invalid(`it calls ${to ?? "no contract"}; Berth relays only to ${chain.name}'s ERC-8004 registries`, { to, reputation_registry: reputation, validation_registry: validation });
  }
  let call: ReturnType<typeof decodeFunctionData<typeof abi>>;
  try {
    call = decodeFunctionData({ abi, data: tx.data ?? "0x" });
  } catch {
    throw invalid("its data is not a call of the registry's ABI");
  }
  const action = ACTIONS[call.functionName];
  if (!action) throw invalid(`${call.functionName} is not a write Berth relays (${Object.keys(ACTIONS).join(", ")})`);
  try {
    // The same code against the same state as the broadcast will run, from the client's address
    // and within the gas the client signed for (a transaction short of gas would revert when mined,
    // its fee spent: refused here instead).
    await chain.publicClient.simulateContract({ address: to!, abi, functionName: call.functionName, args: call.args, account: from, ...(tx.gas !== undefined ? { gas: tx.gas } : {}) } as Parameters<typeof chain.publicClient.simulateContract>[0]);
  } catch (err) {
    throw toRegistryError(err, chain.name);
  }
  let hash: Hex;
  try {
    hash = await chain.publicClient.sendRawTransaction({ serializedTransaction: raw });
  } catch (err) {
    const mapped = toChainError(err, chain.name);
    // The node refused the transaction itself (nonce, funds, fee): the client's to fix, not an outage.
    if (mapped.code === "CHAIN_ERROR") throw new Conflict("RELAY_REJECTED", mapped.message, { chain_id: chain.name, from });
    throw mapped;
  }
  const args = call.args as readonly unknown[];
  const sent: SentWrite = {
    chain,
    action,
    hash,
    registry: to!,
    from,
    relayed: true,
    agentId: action === "validation_response" ? null : action === "validation_request" ? String(args[1]) : String(args[0]),
    clientAddress: action === "feedback" || action === "revoke_feedback" ? from : action === "append_response" ? getAddress(args[1] as Address) : null,
    feedbackIndex: action === "revoke_feedback" ? Number(args[1]) : action === "append_response" ? Number(args[2]) : null,
    requestHash: action === "validation_request" ? (args[3] as Hex) : action === "validation_response" ? (args[0] as Hex) : null,
    response: action === "validation_response" ? Number(args[1]) : null,
  };
  return writes.finish(sent);
}
