import type { MemoryLane, MemoryType } from "berth/plugin";

export type { MemoryLane, MemoryType };

/**
 * One entry of a hash chain, in the caller's world (`live_memories` / `test_memories`): a memory,
 * or (op "retract") the retraction of one. What is written once is covered by `content_hash` (see
 * content-hash.ts); the lifecycle state below it (closed by a later fact, retracted, repeated,
 * archived) changes as later entries and repeats arrive, is not hashed, and can be rebuilt from the
 * chain: every change to it is caused by a chain entry or recorded in the memory's history.
 *
 * Optional fields are left out while they hold their default (no key, open, never retracted or
 * repeated, ...): a plain memory is stored as small as before lifecycles, and entries written
 * before them read the same way (lifecycle.ts).
 */
export interface MemoryRecord extends MemoryDraft {
  /** Which hash chain the entry belongs to (chain-key.ts); indexed with `seq`, unique. */
  chain_key: string;
  /** Position in the chain: 1 for the first entry, +1 per entry, no gaps. */
  seq: number;
  /** Unix ms, assigned when the entry joins its chain. */
  created_at: number;
  content_hash: string;
  prev_hash: string | null;
  archived: boolean;
  archived_at: number | null;
  /** 2 when the entry was hashed with the lifecycle fields (content-hash.ts); absent: 1. */
  hash_v?: 2;
  /** Where validity starts, Unix ms: `valid_from` as sent, else the type's own start, else `created_at`. Hashed in version 2. */
  valid_from?: number;

  // Lifecycle state (not hashed).
  /** The key's timeline (keys.ts): JSON of [agent, namespace, key]; null without a key. */
  key_id?: string | null;
  /** Where validity ends (exclusive), Unix ms; null: open. A later fact of the same key closes it. */
  valid_to?: number | null;
  /** The memory whose `valid_from` closed this one. */
  superseded_by?: string | null;
  retracted_at?: number | null;
  /** The retraction entry, or the memory that corrected this one. */
  retracted_by?: string | null;
  /** How often the same memory was stored again and folded onto this one. */
  repeat_count?: number;
  last_seen_at?: number | null;
  /** Events in the memory's history so far (history.ts). */
  history_n?: number;
  /** Its normalised content hash (fingerprint.ts) while it is live: unique among the world's memories (fingerprints.ts). */
  live_fingerprint?: string | null;
}

export type EntryOp = "store" | "retract";

/** What a store request carries once validated: everything but the chain position. */
export interface MemoryDraft {
  agent_passport_id: string;
  /** null: the agent's default chain (no namespace). */
  namespace: string | null;
  type: MemoryType;
  lane: MemoryLane;
  /** The `content` the client sent, or null. */
  content: string | null;
  /** The type's own fields (fact, rule, entity_name, trust_score, valid_from, ...); a retraction's target and reason. */
  fields: Record<string, unknown>;
  /** 0..1, or null when the client gave none (required for semantic memories). */
  confidence: number | null;
  metadata: Record<string, unknown>;
  /** Absent: "store". A retraction is an entry of its own, never recalled. Hashed in version 2. */
  op?: EntryOp;
  /** Facts with the same key supersede each other (semantic, entity, temporal). Hashed in version 2. */
  key?: string | null;
  /** `valid_from` as the client sent it (semantic, entity); null: the type's own start or the time stored. */
  stated_valid_from?: number | null;
  /** After this, Unix ms, recall no longer returns the memory (it is kept). Hashed in version 2. */
  expires_at?: number | null;
  /** The memory this one corrects (it is retracted by this one). Hashed in version 2. */
  corrects?: string | null;
  /** Who wrote it (history.ts actor); not hashed. */
  actor?: string;
}

/** The answer of every store route, as the spec's semantic store: `data` of the body. */
export interface MemoryWriteResult {
  memory_id: string;
  content_hash: string;
  prev_hash: string | null;
  /** "stored": a new chain entry; "repeated": the same memory was current already and this write was counted on it. */
  outcome: "stored" | "repeated";
  /** How often the memory was stored again after the first time. */
  repeat_count: number;
  /** Memories whose validity this write closed (same key, older valid_from). */
  superseded_memory_ids: string[];
}
