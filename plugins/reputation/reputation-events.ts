import type { ChainHandle, NewEvent } from "berth/plugin";
import type { ChainEventDoc } from "./chain-events.ts";

export const REPUTATION_SOURCE = "/berth/reputation";

/**
 * The CloudEvents the indexer appends, in the transaction that stores the chain event (so each is
 * appended once, whoever gave the feedback): `reputation.feedback_received`,
 * `reputation.feedback_revoked`, `reputation.validation_responded`. Subject: the agent as
 * `<chain>:<agent id>`, the passport form every reputation route takes. They are appended once the
 * event has the chain's confirmations; a reorganisation deeper than that is not announced again.
 */
export function reputationEventOf(doc: ChainEventDoc, chain: ChainHandle): NewEvent | null {
  const where = { chain_id: doc.chain_id, chain_numeric_id: chain.chainId, block_number: doc.block_number, block_time: doc.block_time, tx_hash: doc.tx_hash, log_index: doc.log_index };
  const subject = `${doc.chain_id}:${doc.agent_id}`;
  switch (doc.kind) {
    case "feedback":
      return {
        type: "reputation.feedback_received",
        source: REPUTATION_SOURCE,
        subject,
        data: { ...where, agent_id: doc.agent_id, client_address: doc.client, feedback_index: doc.feedback_index, value: doc.value, value_decimals: doc.value_decimals, tag1: doc.tag1, tag2: doc.tag2, ...doc.extra },
      };
    case "feedback_revoked":
      return { type: "reputation.feedback_revoked", source: REPUTATION_SOURCE, subject, data: { ...where, agent_id: doc.agent_id, client_address: doc.client, feedback_index: doc.feedback_index } };
    case "validation_response":
      return {
        type: "reputation.validation_responded",
        source: REPUTATION_SOURCE,
        subject,
        data: { ...where, agent_id: doc.agent_id, validator_address: doc.client, request_hash: doc.request_hash, response: Number(doc.value), tag: doc.tag1, ...doc.extra },
      };
    default:
      return null;
  }
}
