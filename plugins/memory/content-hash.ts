import { canonicalJson, type Mode } from "berth/plugin";
import { createHash } from "node:crypto";
import type { MemoryRecord } from "./memory-record.ts";

/** Bump when the hashed fields change; old entries keep verifying under the version they carry. */
export const HASH_VERSION = 1;

/**
 * The exact JSON whose RFC 8785 canonical form is hashed. Besides the identifying content the
 * design names (agent, namespace, type, content and the type's fields) it binds:
 * - `prev_hash`: a link is only tamper-evident if it covers its predecessor. Without it, someone
 *   who rewrites entry k could recompute k's hash and patch k+1's stored prev_hash unnoticed;
 *   with it, every later hash changes, including the head hash each write answered.
 * - `memory_id`, `seq`, `created_at`: identical content stored twice still gives two distinct
 *   links, and the id, position and timestamp (which recall's recency uses) cannot be swapped.
 * - `mode`, `lane`, `confidence`, `metadata`: everything else written once is covered too.
 * Not hashed: `archived`/`archived_at` (archiving is a state change, not a rewrite) and the
 * chain_key (derived from agent and namespace).
 */
export function hashedEntry(mode: Mode, memoryId: string, r: Omit<MemoryRecord, "content_hash" | "chain_key" | "archived" | "archived_at">) {
  return {
    v: HASH_VERSION,
    mode,
    memory_id: memoryId,
    agent_passport_id: r.agent_passport_id,
    namespace: r.namespace,
    seq: r.seq,
    type: r.type,
    lane: r.lane,
    content: r.content,
    fields: r.fields,
    confidence: r.confidence,
    metadata: r.metadata,
    created_at: r.created_at,
    prev_hash: r.prev_hash,
  };
}

/** SHA-256 hex of the canonical JSON of hashedEntry(...). */
export function contentHash(mode: Mode, memoryId: string, r: Omit<MemoryRecord, "content_hash" | "chain_key" | "archived" | "archived_at">): string {
  return createHash("sha256").update(canonicalJson(hashedEntry(mode, memoryId, r))).digest("hex");
}
