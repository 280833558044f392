import { escrowAbi, identityRegistryAbi, reputationRegistryAbi, validationRegistryAbi, type ChainHandle, type CollectionSpec } from "berth/plugin";
import { decodeEventLog, getAddress, keccak256, stringToHex, toEventSelector, type Abi, type Address, type Hex, type Log } from "viem";

export type ChainEventKind =
  | "registered"
  | "agent_wallet"
  | "feedback"
  | "feedback_revoked"
  | "response"
  | "validation_request"
  | "validation_response"
  | "escrow_created"
  | "escrow_released"
  | "escrow_refunded";

/**
 * One registry event as the indexer keeps it: where it happened (chain, block, log), and the fields
 * scores read. `agent_id` is null for escrow events, which name wallets instead.
 */
export interface ChainEventDoc {
  chain_id: string;
  kind: ChainEventKind;
  block_number: number;
  block_hash: Hex;
  log_index: number;
  tx_hash: Hex;
  /** The block's timestamp, ms. */
  block_time: number;
  agent_id: string | null;
  /** Feedback events: the client; validation events: the validator; escrow events: the depositor. */
  client: Address | null;
  /** Escrow events: the beneficiary (also agent_wallet: the wallet set). */
  beneficiary: Address | null;
  escrow_id: string | null;
  /** Feedback events: the index; others null. */
  feedback_index: number | null;
  request_hash: Hex | null;
  /** NewFeedback value (int128) / escrow amount (uint256) / validation response (0-100), as a decimal string. */
  value: string | null;
  value_decimals: number | null;
  tag1: string | null;
  tag2: string | null;
  /** URIs and hashes that exist only in events (endpoint, feedbackURI, responseURI, ...). */
  extra: Record<string, string>;
}

export const CHAIN_EVENTS: CollectionSpec = {
  name: "reputation_chain_events",
  indexes: [{ fields: ["chain_id", "agent_id", "block_number"] }, { fields: ["chain_id", "agent_id", "kind", "block_number"] }, { fields: ["chain_id", "block_number"] }, { fields: ["chain_id", "beneficiary", "block_number"] }, { fields: ["chain_id", "escrow_id"] }],
};

const AGENT_WALLET_KEY_TOPIC = keccak256(stringToHex("agentWallet"));

interface Source {
  abi: Abi;
  events: string[];
}

/** The events indexed per contract. Identity MetadataSet only for `agentWallet` (filtered after decoding). */
const SOURCES = {
  identity: { abi: identityRegistryAbi as Abi, events: ["Registered", "MetadataSet"] },
  reputation: { abi: reputationRegistryAbi as Abi, events: ["NewFeedback", "FeedbackRevoked", "ResponseAppended"] },
  validation: { abi: validationRegistryAbi as Abi, events: ["ValidationRequest", "ValidationResponse"] },
  escrow: { abi: escrowAbi as Abi, events: ["EscrowCreated", "EscrowReleased", "EscrowRefunded"] },
} satisfies Record<string, Source>;

export interface WatchedContracts {
  addresses: Address[];
  topics: Hex[];
  sourceOf: Map<string, Source>;
}

/** What the indexer asks eth_getLogs for on one chain: its registries (and escrow, for receipts and stakes). */
export function watchedContracts(chain: ChainHandle): WatchedContracts {
  const sourceOf = new Map<string, Source>();
  const add = (address: Address | null, source: Source) => {
    if (address) sourceOf.set(address.toLowerCase(), source);
  };
  add(chain.contracts.identityRegistry, SOURCES.identity);
  add(chain.contracts.reputationRegistry, SOURCES.reputation);
  add(chain.contracts.validationRegistry, SOURCES.validation);
  add(chain.contracts.escrow, SOURCES.escrow);
  const topics = [...new Set([...sourceOf.values()].flatMap((s) => s.events.map((name) => selectorOf(s.abi, name))))];
  return { addresses: [...sourceOf.keys()].map((a) => getAddress(a)), topics, sourceOf };
}

function selectorOf(abi: Abi, name: string): Hex {
  const item = abi.find((i) => i.type === "event" && i.name === name);
  if (!item || item.type !== "event") throw new Error(`no event ${name} in the ABI`);
  return toEventSelector(item);
}

const BLANK = { agent_id: null, client: null, beneficiary: null, escrow_id: null, feedback_index: null, request_hash: null, value: null, value_decimals: null, tag1: null, tag2: null, extra: {} };

/** A log as a ChainEventDoc, or null for a log the indexer does not keep (other metadata keys, unknown events). */
export function toChainEvent(chainName: string, log: Log, blockTime: number, watched: WatchedContracts): ChainEventDoc | null {
  const source = watched.sourceOf.get(log.address.toLowerCase());
  if (!source || log.blockNumber === null || log.logIndex === null || log.blockHash === null || log.transactionHash === null) return null;
  let decoded: { eventName: string; args: Record<string, unknown> };
  try {
    decoded = decodeEventLog({ abi: source.abi, data: log.data, topics: log.topics }) as unknown as typeof decoded;
  } catch {
    return null;
  }
  const a = decoded.args;
  const at = { chain_id: chainName, block_number: Number(log.blockNumber), block_hash: log.blockHash, log_index: log.logIndex, tx_hash: log.transactionHash, block_time: blockTime };
  const str = (v: unknown) => String(v);
  switch (decoded.eventName) {
    case "Registered":
      return { ...at, ...BLANK, kind: "registered", agent_id: str(a.agentId), client: getAddress(a.owner as Address), extra: { agent_uri: str(a.agentURI) } };
    case "MetadataSet": {
      if (log.topics[2] !== AGENT_WALLET_KEY_TOPIC) return null;
      const value = a.metadataValue as Hex;
      const wallet = value.length === 42 ? getAddress(value) : null;
      return { ...at, ...BLANK, kind: "agent_wallet", agent_id: str(a.agentId), beneficiary: wallet };
    }
    case "NewFeedback":
      return {
        ...at,
        ...BLANK,
        kind: "feedback",
        agent_id: str(a.agentId),
        client: getAddress(a.clientAddress as Address),
        feedback_index: Number(a.feedbackIndex),
        value: str(a.value),
        value_decimals: Number(a.valueDecimals),
        tag1: str(a.tag1),
        tag2: str(a.tag2),
        extra: { endpoint: str(a.endpoint), feedback_uri: str(a.feedbackURI), feedback_hash: str(a.feedbackHash) },
      };
    case "FeedbackRevoked":
      return { ...at, ...BLANK, kind: "feedback_revoked", agent_id: str(a.agentId), client: getAddress(a.clientAddress as Address), feedback_index: Number(a.feedbackIndex) };
    case "ResponseAppended":
      return {
        ...at,
        ...BLANK,
        kind: "response",
        agent_id: str(a.agentId),
        client: getAddress(a.clientAddress as Address),
        feedback_index: Number(a.feedbackIndex),
        extra: { responder: getAddress(a.responder as Address), response_uri: str(a.responseURI), response_hash: str(a.responseHash) },
      };
    case "ValidationRequest":
      return { ...at, ...BLANK, kind: "validation_request", agent_id: str(a.agentId), client: getAddress(a.validatorAddress as Address), request_hash: a.requestHash as Hex, extra: { request_uri: str(a.requestURI) } };
    case "ValidationResponse":
      return {
        ...at,
        ...BLANK,
        kind: "validation_response",
        agent_id: str(a.agentId),
        client: getAddress(a.validatorAddress as Address),
        request_hash: a.requestHash as Hex,
        value: str(a.response),
        tag1: str(a.tag),
        extra: { response_uri: str(a.responseURI), response_hash: str(a.responseHash) },
      };
    case "EscrowCreated":
      return {
        ...at,
        ...BLANK,
        kind: "escrow_created",
        escrow_id: str(a.escrowId),
        client: getAddress(a.depositor as Address),
        beneficiary: getAddress(a.beneficiary as Address),
        value: str(a.amount),
        extra: { token: getAddress(a.token as Address), expires_at: str(a.expiresAt) },
      };
    case "EscrowReleased":
      return { ...at, ...BLANK, kind: "escrow_released", escrow_id: str(a.escrowId), beneficiary: getAddress(a.beneficiary as Address), value: str(a.amount), extra: { released_by: getAddress(a.releasedBy as Address) } };
    case "EscrowRefunded":
      return { ...at, ...BLANK, kind: "escrow_refunded", escrow_id: str(a.escrowId), client: getAddress(a.depositor as Address), value: str(a.amount) };
    default:
      return null;
  }
}
