import {
  awaitReceipt,
  chainFor,
  Forbidden,
  identityRegistryAbi,
  InvalidRequest,
  reputationRegistryAbi,
  validationRegistryAbi,
  type ChainHandle,
  type Chains,
  type Principal,
  type Static,
} from "berth/plugin";
import { getAddress, keccak256, parseEventLogs, stringToHex, zeroHash, type Address, type Hex, type Log } from "viem";
import { toRegistryError } from "./errors.ts";
import type { FeedbackGivers } from "./feedback-givers.ts";
import type { FeedbackBody, RegistryWriteSchema, ResponseBody, RevokeBody, ValidationRequestBody, ValidationResponseBody } from "./schemas.ts";

export type RegistryWrite = Static<typeof RegistryWriteSchema>;
export type RegistryAction = RegistryWrite["action"];
export type FeedbackInput = Static<typeof FeedbackBody>;
export type RevokeInput = Static<typeof RevokeBody>;
export type ResponseInput = Static<typeof ResponseBody>;
export type ValidationRequestInput = Static<typeof ValidationRequestBody>;
export type ValidationResponseInput = Static<typeof ValidationResponseBody>;

/** The registries' ABIs with the identity registry's errors, which bubble up through their calls to it. */
const identityErrors = identityRegistryAbi.filter((item) => item.type === "error");
export const REPUTATION_ABI = [...reputationRegistryAbi, ...identityErrors] as const;
export const VALIDATION_ABI = [...validationRegistryAbi, ...identityErrors] as const;

/** Who may act for an on-chain agent: its passports (`<chain>:<id>` and those linked to it). */
export type PassportsOf = (mode: Principal["mode"], chain: string, agentId: string) => Promise<string[]>;

/** A sent transaction, to be awaited: what the write was and what its receipt tells. */
export interface SentWrite {
  chain: ChainHandle;
  action: RegistryAction;
  hash: Hex;
  registry: Address;
  from: Address;
  relayed: boolean;
  agentId: string | null;
  clientAddress: Address | null;
  feedbackIndex: number | null;
  requestHash: Hex | null;
  response: number | null;
}

/**
 * Writes to the official ERC-8004 ReputationRegistry and ValidationRegistry. Feedback goes out from
 * Berth's client wallet (the registry refuses the agents' owner, Berth's signer); responses and
 * validation requests from the signer, which owns the agents Berth registered; a validation
 * response from whichever of Berth's wallets the request names. Each write is simulated first, so
 * a revert answers its own 4xx instead of a mined failure.
 */
export class RegistryWrites {
  constructor(
    private readonly chains: Chains,
    private readonly receiptTimeoutMs: number,
    private readonly givers: FeedbackGivers,
    private readonly passportsOf: PassportsOf,
    /** Wakes the chain's indexer once a write is mined, so what it announced is counted promptly. */
    private readonly mined: (chain: string) => void = () => undefined,
  ) {}

  async giveFeedback(caller: Principal, input: FeedbackInput): Promise<RegistryWrite> {
    const chain = chainFor(this.chains, input.chain_id, caller);
    const registry = reputationOf(chain);
    const client = clientOf(chain);
    const agentId = BigInt(input.agent_id);
    const args = [agentId, BigInt(input.value), input.value_decimals ?? 0, input.tag1 ?? "", input.tag2 ?? "", input.endpoint ?? "", input.feedback_uri ?? "", (input.feedback_hash ?? zeroHash) as Hex] as const;
    const hash = await this.send(chain, client, async () => {
      const { request } = await chain.publicClient.simulateContract({ address: registry, abi: REPUTATION_ABI, functionName: "giveFeedback", args, account: client.walletClient.account });
      return (nonce) => client.walletClient.writeContract({ ...request, nonce });
    });
    await this.givers.recordSent(caller, chain.name, input.agent_id, hash);
    const written = await this.finish({ chain, action: "feedback", hash, registry, from: client.address, relayed: false, agentId: input.agent_id, clientAddress: client.address, feedbackIndex: null, requestHash: null, response: null });
    if (written.feedback_index !== null) await this.givers.recordConfirmed(caller, chain.name, hash, written.feedback_index);
    return written;
  }

  /** Revokes feedback Berth's client wallet gave: for the key that gave it, or an admin. */
  async revokeFeedback(caller: Principal, input: RevokeInput): Promise<RegistryWrite> {
    const chain = chainFor(this.chains, input.chain_id, caller);
    const registry = reputationOf(chain);
    const client = clientOf(chain);
    await this.givers.requireMayRevoke(caller, chain, input.agent_id, input.feedback_index, (hash) => this.feedbackIndexOf(chain, registry, hash));
    const hash = await this.send(chain, client, async () => {
      const { request } = await chain.publicClient.simulateContract({ address: registry, abi: REPUTATION_ABI, functionName: "revokeFeedback", args: [BigInt(input.agent_id), BigInt(input.feedback_index)], account: client.walletClient.account });
      return (nonce) => client.walletClient.writeContract({ ...request, nonce });
    });
    return this.finish({ chain, action: "revoke_feedback", hash, registry, from: client.address, relayed: false, agentId: input.agent_id, clientAddress: client.address, feedbackIndex: input.feedback_index, requestHash: null, response: null });
  }

  /** The agent's answer to a feedback, sent by its owner (Berth's signer): for keys of the agent, or an admin. */
  async appendResponse(caller: Principal, input: ResponseInput): Promise<RegistryWrite> {
    const chain = chainFor(this.chains, input.chain_id, caller);
    const registry = reputationOf(chain);
    await this.requireActForAgent(caller, chain, input.agent_id);
    const clientAddress = getAddress(input.client_address);
    const args = [BigInt(input.agent_id), clientAddress, BigInt(input.feedback_index), input.response_uri, (input.response_hash ?? zeroHash) as Hex] as const;
    const hash = await this.send(chain, signerOf(chain), async () => {
      const { request } = await chain.publicClient.simulateContract({ address: registry, abi: REPUTATION_ABI, functionName: "appendResponse", args, account: chain.walletClient.account });
      return (nonce) => chain.walletClient.writeContract({ ...request, nonce });
    });
    return this.finish({ chain, action: "append_response", hash, registry, from: chain.signer, relayed: false, agentId: input.agent_id, clientAddress, feedbackIndex: input.feedback_index, requestHash: null, response: null });
  }

  /** Asks `validator` to validate the agent, as its owner (Berth's signer): for keys of the agent, or an admin. */
  async requestValidation(caller: Principal, input: ValidationRequestInput): Promise<RegistryWrite> {
    const chain = chainFor(this.chains, input.chain_id, caller);
    const registry = validationOf(chain);
    await this.requireActForAgent(caller, chain, input.agent_id);
    const requestHash = (input.request_hash ?? keccak256(stringToHex(input.request_uri))) as Hex;
    const args = [getAddress(input.validator), BigInt(input.agent_id), input.request_uri, requestHash] as const;
    const hash = await this.send(chain, signerOf(chain), async () => {
      const { request } = await chain.publicClient.simulateContract({ address: registry, abi: VALIDATION_ABI, functionName: "validationRequest", args, account: chain.walletClient.account });
      return (nonce) => chain.walletClient.writeContract({ ...request, nonce });
    });
    return this.finish({ chain, action: "validation_request", hash, registry, from: chain.signer, relayed: false, agentId: input.agent_id, clientAddress: null, feedbackIndex: null, requestHash, response: null });
  }

  /**
   * Answers a validation request that names one of Berth's own wallets as the validator (admins
   * only: the answer is an attestation by the operator's wallet). Validators with their own wallets
   * sign the response themselves and send it through the relay.
   */
  async respondToValidation(caller: Principal, input: ValidationResponseInput): Promise<RegistryWrite> {
    const chain = chainFor(this.chains, input.chain_id, caller);
    const registry = validationOf(chain);
    if (caller.role !== "admin") throw new Forbidden("ADMIN_REQUIRED", "only an admin may answer a validation with Berth's wallets; a validator with its own wallet relays its signed response", null);
    const requestHash = input.request_hash as Hex;
    let status: readonly [Address, bigint, number, Hex, string, bigint];
    try {
      status = await chain.publicClient.readContract({ address: registry, abi: VALIDATION_ABI, functionName: "getValidationStatus", args: [requestHash] });
    } catch (err) {
      throw toRegistryError(err, chain.name);
    }
    const validator = getAddress(status[0]);
    const wallet = [signerOf(chain), chain.client].find((w) => w !== null && w.address === validator);
    if (!wallet) {
      throw new Forbidden("NOT_THE_VALIDATOR", `the request names ${validator} as its validator, which is not one of Berth's wallets on ${chain.name}; the validator signs its response and relays it`, {
        chain_id: chain.name,
        validator,
      });
    }
    const args = [requestHash, input.response, input.response_uri ?? "", (input.response_hash ?? zeroHash) as Hex, input.tag ?? ""] as const;
    const hash = await this.send(chain, wallet, async () => {
      const { request } = await chain.publicClient.simulateContract({ address: registry, abi: VALIDATION_ABI, functionName: "validationResponse", args, account: wallet.walletClient.account });
      return (nonce) => wallet.walletClient.writeContract({ ...request, nonce });
    });
    return this.finish({ chain, action: "validation_response", hash, registry, from: wallet.address, relayed: false, agentId: status[1].toString(), clientAddress: null, feedbackIndex: null, requestHash, response: input.response });
  }

  private async requireActForAgent(caller: Principal, chain: ChainHandle, agentId: string): Promise<void> {
    if (caller.role === "admin") return;
    const passports = await this.passportsOf(caller.mode, chain.name, agentId);
    if (passports.some((p) => caller.passports.includes(p))) return;
    throw new Forbidden("PASSPORT_NOT_ALLOWED", `this key may not act for agent ${agentId} on ${chain.name} (passports ${passports.join(", ")})`, { chain_id: chain.name, agent_id: agentId, passports });
  }

  /** Simulates, then sends with the wallet's next nonce; any failure is mapped. */
  private async send(chain: ChainHandle, wallet: Pick<SignerLike, "send">, prepare: () => Promise<(nonce: number) => Promise<Hex>>): Promise<Hex> {
    try {
      const write = await prepare();
      return await wallet.send(write);
    } catch (err) {
      throw toRegistryError(err, chain.name);
    }
  }

  /** Waits for the receipt (up to the timeout) and reads what the registry announced. */
  async finish(sent: SentWrite): Promise<RegistryWrite> {
    const { chain, hash } = sent;
    let receipt;
    try {
      receipt = await awaitReceipt(chain, hash, this.receiptTimeoutMs);
    } catch (err) {
      throw toRegistryError(err, chain.name);
    }
    const base = {
      success: true as const,
      action: sent.action,
      chain_id: chain.name,
      tx_hash: hash,
      registry: sent.registry,
      from: sent.from,
      relayed: sent.relayed,
      agent_id: sent.agentId,
      client_address: sent.clientAddress,
      feedback_index: sent.feedbackIndex,
      request_hash: sent.requestHash,
      response: sent.response,
    };
    if (!receipt) return { ...base, confirmed: false, block_number: null };
    this.mined(chain.name);
    const logs = receipt.logs.filter((l) => l.address.toLowerCase() === sent.registry.toLowerCase());
    return { ...base, ...announced(sent.action, logs), confirmed: true, block_number: Number(receipt.blockNumber) };
  }

  /** The feedback index a giveFeedback transaction got, or null while it is not mined. */
  private async feedbackIndexOf(chain: ChainHandle, registry: Address, hash: Hex): Promise<number | null> {
    try {
      const receipt = await chain.publicClient.getTransactionReceipt({ hash });
      const [event] = parseEventLogs({ abi: reputationRegistryAbi, eventName: "NewFeedback", logs: receipt.logs.filter((l) => l.address.toLowerCase() === registry.toLowerCase()) });
      return event ? Number(event.args.feedbackIndex) : null;
    } catch {
      return null;
    }
  }
}

interface SignerLike {
  address: Address;
  send(build: (nonce: number) => Promise<Hex>): Promise<Hex>;
}

/** What the receipt's events tell beyond what was sent: the feedback's index, the agent a relayed call named. */
function announced(action: RegistryAction, logs: Log[]): Partial<RegistryWrite> {
  if (action === "feedback") {
    const [e] = parseEventLogs({ abi: reputationRegistryAbi, eventName: "NewFeedback", logs });
    return e ? { agent_id: e.args.agentId.toString(), client_address: e.args.clientAddress, feedback_index: Number(e.args.feedbackIndex) } : {};
  }
  if (action === "validation_response") {
    const [e] = parseEventLogs({ abi: validationRegistryAbi, eventName: "ValidationResponse", logs });
    return e ? { agent_id: e.args.agentId.toString(), request_hash: e.args.requestHash, response: e.args.response } : {};
  }
  return {};
}

export function reputationOf(chain: ChainHandle): Address {
  if (!chain.contracts.reputationRegistry) {
    throw new InvalidRequest("REPUTATION_REGISTRY_NOT_CONFIGURED", `no ERC-8004 ReputationRegistry is configured on ${chain.name} (set CHAIN_<NAME>_REPUTATION_REGISTRY)`, { chain_id: chain.name });
  }
  return chain.contracts.reputationRegistry;
}

export function validationOf(chain: ChainHandle): Address {
  if (!chain.contracts.validationRegistry) {
    throw new InvalidRequest("VALIDATION_REGISTRY_NOT_CONFIGURED", `no ERC-8004 ValidationRegistry is configured on ${chain.name} (set CHAIN_<NAME>_VALIDATION_REGISTRY)`, { chain_id: chain.name });
  }
  return chain.contracts.validationRegistry;
}

function clientOf(chain: ChainHandle) {
  if (!chain.client) {
    throw new InvalidRequest("CLIENT_WALLET_NOT_CONFIGURED", `Berth has no client wallet on ${chain.name} (set CHAIN_<NAME>_CLIENT_KEY), or relay a transaction the client signed`, { chain_id: chain.name });
  }
  return chain.client;
}

function signerOf(chain: ChainHandle): SignerLike & { walletClient: ChainHandle["walletClient"] } {
  return { address: chain.signer, walletClient: chain.walletClient, send: chain.send };
}
