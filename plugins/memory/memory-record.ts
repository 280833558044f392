import type { MemoryLane, MemoryType } from "berth/plugin";

export type { MemoryLane, MemoryType };

/**
 * One stored memory, in the caller's world (`live_memories` / `test_memories`). Everything but
 * `archived`/`archived_at` is written once and covered by `content_hash` (see content-hash.ts).
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
}

/** What a store request carries once validated: everything but the chain position. */
export interface MemoryDraft {
  agent_passport_id: string;
  /** null: the agent's default chain (no namespace). */
  namespace: string | null;
  type: MemoryType;
  lane: MemoryLane;
  /** The `content` the client sent, or null. */
  content: string | null;
  /** The type's own fields (fact, rule, entity_name, trust_score, valid_from, ...). */
  fields: Record<string, unknown>;
  /** 0..1, or null when the client gave none (required for semantic memories). */
  confidence: number | null;
  metadata: Record<string, unknown>;
}

/** The answer of every store route, as the spec's semantic store: `data` of the body. */
export interface MemoryWriteResult {
  memory_id: string;
  content_hash: string;
  prev_hash: string | null;
}
