import { AddressSchema, Bytes32Schema, defineEventType, Type, type ChainHandle, type NewEvent } from "berth/plugin";
import type { ChainEventDoc } from "./chain-events.ts";

export const REPUTATION_SOURCE = "/berth/reputation";

/** Where on the chain the event happened: every reputation event's data starts with it. */
const Where = {
  chain_id: Type.String({ description: "The chain's short name." }),
  chain_numeric_id: Type.Integer({ description: "The chain's EIP-155 id." }),
  block_number: Type.Integer(),
  block_time: Type.Integer({ description: "The block's timestamp, Unix ms." }),
  tx_hash: { ...Bytes32Schema, description: "The transaction." },
  log_index: Type.Integer(),
  agent_id: Type.String({ description: "The ERC-8004 agent id on that chain (uint256, decimal)." }),
};
const where = { chain_id: "local", chain_numeric_id: 31337, block_number: 42, block_time: 1767225600000, tx_hash: "0x4ee265e1e4847861b1fb3b7512e89d0fef1a69b532bdd2e28dfa2e00dc9b0e4e", log_index: 0, agent_id: "0" };
const zero = "0x0000000000000000000000000000000000000000000000000000000000000000";

export const feedbackReceived = defineEventType({
  type: "reputation.feedback_received",
  description:
    "The ERC-8004 ReputationRegistry announced a feedback (NewFeedback) for an agent, given through Berth or directly on chain, once it has the chain's confirmations. Subject: the agent as `<chain>:<agent id>`.",
  data: Type.Object(
    {
      ...Where,
      client_address: AddressSchema,
      feedback_index: Type.Integer({ minimum: 1 }),
      value: Type.String({ description: "int128 as a decimal string, read with value_decimals." }),
      value_decimals: Type.Integer({ minimum: 0, maximum: 255 }),
      tag1: Type.String(),
      tag2: Type.String(),
      endpoint: Type.String(),
      feedback_uri: Type.String(),
      feedback_hash: Bytes32Schema,
    },
    { additionalProperties: false },
  ),
  example: { ...where, client_address: "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720", feedback_index: 1, value: "87", value_decimals: 0, tag1: "starred", tag2: "", endpoint: "", feedback_uri: "ipfs://bafy", feedback_hash: zero },
});

export const feedbackRevoked = defineEventType({
  type: "reputation.feedback_revoked",
  description: "A client revoked a feedback it gave an agent (FeedbackRevoked); scores stop counting it. Subject: the agent as `<chain>:<agent id>`.",
  data: Type.Object({ ...Where, client_address: AddressSchema, feedback_index: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  example: { ...where, client_address: "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720", feedback_index: 1 },
});

export const validationResponded = defineEventType({
  type: "reputation.validation_responded",
  description: "A validator answered a validation request about an agent (ValidationResponse, 0-100; a later answer replaces it). Subject: the agent as `<chain>:<agent id>`.",
  data: Type.Object(
    {
      ...Where,
      validator_address: AddressSchema,
      request_hash: Bytes32Schema,
      response: Type.Integer({ minimum: 0, maximum: 100 }),
      tag: Type.String(),
      response_uri: Type.String(),
      response_hash: Bytes32Schema,
    },
    { additionalProperties: false },
  ),
  example: { ...where, validator_address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906", request_hash: zero, response: 100, tag: "build", response_uri: "ipfs://ok", response_hash: zero },
});

export const REPUTATION_EVENTS = [feedbackReceived, feedbackRevoked, validationResponded];

/**
 * The CloudEvent a stored chain event announces, appended in the transaction that stores it (so
 * each is appended once, whoever sent the transaction); null for those that announce nothing. They
 * are appended once the event has the chain's confirmations; a reorganisation deeper than that is
 * not announced again.
 */
export function reputationEventOf(doc: ChainEventDoc, chain: ChainHandle): NewEvent | null {
  const at = { chain_id: doc.chain_id, chain_numeric_id: chain.chainId, block_number: doc.block_number, block_time: doc.block_time, tx_hash: doc.tx_hash, log_index: doc.log_index, agent_id: doc.agent_id };
  const subject = `${doc.chain_id}:${doc.agent_id}`;
  const extra = (key: string) => doc.extra[key] ?? "";
  switch (doc.kind) {
    case "feedback":
      return {
        type: feedbackReceived.type,
        source: REPUTATION_SOURCE,
        subject,
        data: { ...at, client_address: doc.client, feedback_index: doc.feedback_index, value: doc.value, value_decimals: doc.value_decimals, tag1: doc.tag1, tag2: doc.tag2, endpoint: extra("endpoint"), feedback_uri: extra("feedback_uri"), feedback_hash: extra("feedback_hash") },
      };
    case "feedback_revoked":
      return { type: feedbackRevoked.type, source: REPUTATION_SOURCE, subject, data: { ...at, client_address: doc.client, feedback_index: doc.feedback_index } };
    case "validation_response":
      return {
        type: validationResponded.type,
        source: REPUTATION_SOURCE,
        subject,
        data: { ...at, validator_address: doc.client, request_hash: doc.request_hash, response: Number(doc.value), tag: doc.tag1, response_uri: extra("response_uri"), response_hash: extra("response_hash") },
      };
    default:
      return null;
  }
}
