import type { CollectionSpec } from "berth/plugin";

/**
 * The memory plugin's collections, created in each world (`live_*`, `test_*`).
 * - memories: the system of record. (chain_key, seq) is unique, so even a bug in the appender
 *   could not store two entries at one chain position: the store itself refuses a fork.
 * - memory_chain_heads: one document per chain, its last seq and hash, updated with
 *   compare-and-set inside the append transaction.
 * - memory_index_outbox: memory ids whose VectorIndex entry may be stale (see outbox.ts).
 */
export const MEMORIES: CollectionSpec = {
  name: "memories",
  indexes: [{ fields: ["chain_key", "seq"], unique: true }, { fields: ["agent_passport_id", "created_at"] }],
};

export const CHAIN_HEADS: CollectionSpec = { name: "memory_chain_heads", indexes: [{ fields: ["agent_passport_id"] }] };

export const INDEX_OUTBOX: CollectionSpec = {
  name: "memory_index_outbox",
  indexes: [{ fields: ["next_attempt_at"] }, { fields: ["agent_passport_id"] }],
};
