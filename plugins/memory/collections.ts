import type { CollectionSpec } from "berth/plugin";

/**
 * The memory plugin's collections, created in each world (`live_*`, `test_*`).
 * - memories: the system of record, every chain entry. (chain_key, seq) is unique, so even a bug
 *   in the appender could not store two entries at one chain position: the store itself refuses a
 *   fork. live_fingerprint is unique too: no two live memories say the same (fingerprints.ts).
 * - memory_chain_heads: one document per chain, its last seq and hash, updated with
 *   compare-and-set inside the append transaction.
 * - memory_index_outbox: memory ids whose VectorIndex entry may be stale (see outbox.ts).
 * - memory_keys: one document per key (agent, namespace, key), written by every store of that key,
 *   so two writers of one key always touch the same document.
 * - memory_timeline: the keyed facts only, one document per fact (id: the memory's), ordered by
 *   (key_id, valid_from): each key's facts in world time (keys.ts). Memories without a key pay nothing for it.
 * - memory_history: the events of each memory after it was stored (history.ts), id `<memory>:<n>`.
 * - memory_edges: the entity graph's edges, one per relationship of an entity memory (edges.ts).
 */
export const MEMORIES: CollectionSpec = {
  name: "memories",
  indexes: [{ fields: ["chain_key", "seq"], unique: true }, { fields: ["agent_passport_id", "created_at"] }, { fields: ["live_fingerprint"], unique: true }],
};

export const CHAIN_HEADS: CollectionSpec = { name: "memory_chain_heads", indexes: [{ fields: ["agent_passport_id"] }] };

export const INDEX_OUTBOX: CollectionSpec = {
  name: "memory_index_outbox",
  indexes: [{ fields: ["next_attempt_at"] }, { fields: ["agent_passport_id"] }],
};

export const KEYS: CollectionSpec = { name: "memory_keys" };

export const TIMELINE: CollectionSpec = { name: "memory_timeline", indexes: [{ fields: ["key_id", "valid_from"] }] };

export const HISTORY: CollectionSpec = { name: "memory_history", indexes: [{ fields: ["memory_id", "n"] }] };

export const EDGES: CollectionSpec = {
  name: "memory_edges",
  indexes: [{ fields: ["agent_passport_id", "source"] }, { fields: ["agent_passport_id", "target"] }, { fields: ["memory_id"] }],
};
