import { escrowAbi, identityRegistryAbi, reputationRegistryAbi, validationRegistryAbi, type ChainHandle, type CollectionSpec } from "berth/plugin";
import { decodeAbiParameters, getAddress, keccak256, stringToHex, toEventSelector, type Abi, type AbiEvent, type AbiParameter, type Address, type Hex, type Log } from "viem";

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

/** One event's layout, worked out once: decoding a log then costs two ABI decodes, no selector hashing. */
interface EventLayout {
  name: string;
  indexed: AbiParameter[];
  data: AbiParameter[];
}

export interface WatchedContracts {
  addresses: Address[];
  topics: Hex[];
  /** Contract address (lowercase) → topic0 → the event's layout. */
  layouts: Map<string, Map<Hex, EventLayout>>;
}

/** What the indexer asks eth_getLogs for on one chain: its registries (and escrow, for receipts and stakes). */
export function watchedContracts(chain: ChainHandle): WatchedContracts {
  const sourceOf = new Map<string, Source>();
  const layouts = new Map<string, Map<Hex, EventLayout>>();
  const add = (address: Address | null, source: Source) => {
    if (!address) return;
    sourceOf.set(address.toLowerCase(), source);
    const byTopic = new Map<Hex, EventLayout>();
    for (const name of source.events) {
      const item = eventOf(source.abi, name);
      byTopic.set(toEventSelector(item), { name, indexed: item.inputs.filter((i) => i.indexed), data: item.inputs.filter((i) => !i.indexed) });
    }
    layouts.set(address.toLowerCase(), byTopic);
  };
  add(chain.contracts.identityRegistry, SOURCES.identity);
  add(chain.contracts.reputationRegistry, SOURCES.reputation);
  add(chain.contracts.validationRegistry, SOURCES.validation);
  add(chain.contracts.escrow, SOURCES.escrow);
  const topics = [...new Set([...layouts.values()].flatMap((byTopic) => [...byTopic.keys()]))];
  return { addresses: [...sourceOf.keys()].map((a) => getAddress(a)), topics, layouts };
}

function eventOf(abi: Abi, name: string): AbiEvent {
  const item = abi.find((i) => i.type === "event" && i.name === name);
  if (!item || item.type !== "event") throw new Error(`no event ${name} in the ABI`);
  return item;
}

/** A log's event name and arguments by name; indexed strings and bytes are their hashes, as the log has them. */
function decode(layout: EventLayout, log: Log): { eventName: string; args: Record<string, unknown> } {
  const args: Record<string, unknown> = {};
  layout.indexed.forEach((input, i) => {
    const topic = log.topics[i + 1] as Hex;
    args[input.name!] = input.type === "string" || input.type === "bytes" || input.type.endsWith("]") ? topic : decodeAbiParameters([input], topic)[0];
  });
  const values = decodeAbiParameters(layout.data, log.data);
  layout.data.forEach((input, i) => {
    args[input.name!] = values[i];
  });
  return { eventName: layout.name, args };
}

const BLANK = { agent_id: null, client: null, beneficiary: null, escrow_id: null, feedback_index: null, request_hash: null, value: null, value_decimals: null, tag1: null, tag2: null, extra: {} };

/** A log as a ChainEventDoc, or null for a log the indexer does not keep (other metadata keys, unknown events). */
export function toChainEvent(chainName: string, log: Log, blockTime: number, watched: WatchedContracts): ChainEventDoc | null {
  const layout = watched.layouts.get(log.address.toLowerCase())?.get(log.topics[0] as Hex);
  if (!layout || log.blockNumber === null || log.logIndex === null || log.blockHash === null || log.transactionHash === null) return null;
  let decoded: { eventName: string; args: Record<string, unknown> };
  try {
    decoded = decode(layout, log);
  } catch {
    // A log that does not fit its event's layout (another contract's at a reused topic): not ours.
    return null;
  }
  // Addresses come out of decodeAbiParameters checksummed already.
  const a = decoded.args;
  const at = { chain_id: chainName, block_number: Number(log.blockNumber), block_hash: log.blockHash, log_index: log.logIndex, tx_hash: log.transactionHash, block_time: blockTime };
  const str = (v: unknown) => String(v);
  switch (decoded.eventName) {
    case "Registered":
      return { ...at, ...BLANK, kind: "registered", agent_id: str(a.agentId), client: a.owner as Address, extra: { agent_uri: str(a.agentURI) } };
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
        client: a.clientAddress as Address,
        feedback_index: Number(a.feedbackIndex),
        value: str(a.value),
        value_decimals: Number(a.valueDecimals),
        tag1: str(a.tag1),
        tag2: str(a.tag2),
        extra: { endpoint: str(a.endpoint), feedback_uri: str(a.feedbackURI), feedback_hash: str(a.feedbackHash) },
      };
    case "FeedbackRevoked":
      return { ...at, ...BLANK, kind: "feedback_revoked", agent_id: str(a.agentId), client: a.clientAddress as Address, feedback_index: Number(a.feedbackIndex) };
    case "ResponseAppended":
      return {
        ...at,
        ...BLANK,
        kind: "response",
        agent_id: str(a.agentId),
        client: a.clientAddress as Address,
        feedback_index: Number(a.feedbackIndex),
        extra: { responder: a.responder as Address, response_uri: str(a.responseURI), response_hash: str(a.responseHash) },
      };
    case "ValidationRequest":
      return { ...at, ...BLANK, kind: "validation_request", agent_id: str(a.agentId), client: a.validatorAddress as Address, request_hash: a.requestHash as Hex, extra: { request_uri: str(a.requestURI) } };
    case "ValidationResponse":
      return {
        ...at,
        ...BLANK,
        kind: "validation_response",
        agent_id: str(a.agentId),
        client: a.validatorAddress as Address,
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
        client: a.depositor as Address,
        beneficiary: a.beneficiary as Address,
        value: str(a.amount),
        extra: { token: a.token as Address, expires_at: str(a.expiresAt) },
      };
    case "EscrowReleased":
      return { ...at, ...BLANK, kind: "escrow_released", escrow_id: str(a.escrowId), beneficiary: a.beneficiary as Address, value: str(a.amount), extra: { released_by: a.releasedBy as Address } };
    case "EscrowRefunded":
      return { ...at, ...BLANK, kind: "escrow_refunded", escrow_id: str(a.escrowId), client: a.depositor as Address, value: str(a.amount) };
    default:
      return null;
  }
}
