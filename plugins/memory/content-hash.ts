import { canonicalJson, type Mode } from "berth/plugin";
import { createHash } from "node:crypto";
import type { MemoryRecord } from "./memory-record.ts";

/**
 * The hash version new entries get when they carry none of the lifecycle fields. Entries keep
 * verifying under the version they were written with (`hash_v`, absent for 1).
 */
export const HASH_VERSION = 1;

/** The version that also binds the lifecycle fields: op, key, valid_from, expires_at, corrects. */
export const LIFECYCLE_HASH_VERSION = 2;

type Hashed = Omit<MemoryRecord, "content_hash" | "chain_key" | "archived" | "archived_at">;

/** True when an entry must be hashed with version 2: it carries a lifecycle field that version 1 would leave unbound. */
export function needsLifecycleHash(r: Pick<MemoryRecord, "op" | "key" | "stated_valid_from" | "expires_at" | "corrects">): boolean {
  return (r.op ?? "store") !== "store" || (r.key ?? null) !== null || (r.stated_valid_from ?? null) !== null || (r.expires_at ?? null) !== null || (r.corrects ?? null) !== null;
}

/**
 * The exact JSON whose RFC 8785 canonical form is hashed. Besides the identifying content the
 * design names (agent, namespace, type, content and the type's fields) it binds:
 * - `prev_hash`: a link is only tamper-evident if it covers its predecessor. Without it, someone
 *   who rewrites entry k could recompute k's hash and patch k+1's stored prev_hash unnoticed;
 *   with it, every later hash changes, including the head hash each write answered.
 * - `memory_id`, `seq`, `created_at`: identical content stored twice still gives two distinct
 *   links, and the id, position and timestamp (which recall's recency uses) cannot be swapped.
 * - `mode`, `lane`, `confidence`, `metadata`: everything else written once is covered too.
 * - version 2 adds what a lifecycle entry says once and for all: `op` (store or retract), `key`,
 *   `valid_from`, `expires_at` and `corrects` (a retraction's target is in its `fields`).
 * Not hashed: `archived`/`archived_at` and the lifecycle state (valid_to, superseded_by,
 * retracted_*, repeat counts): each is a consequence of later entries or of repeats recorded in
 * the memory's history, not a rewrite. Nor the chain_key (derived from agent and namespace).
 */
export function hashedEntry(mode: Mode, memoryId: string, r: Hashed) {
  const v1 = {
    v: r.hash_v ?? HASH_VERSION,
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
  if (r.hash_v !== LIFECYCLE_HASH_VERSION) return v1;
  return {
    ...v1,
    op: r.op ?? "store",
    key: r.key ?? null,
    valid_from: r.valid_from ?? null,
    expires_at: r.expires_at ?? null,
    corrects: r.corrects ?? null,
  };
}

/** SHA-256 hex of the canonical JSON of hashedEntry(...), under the entry's own version. */
export function contentHash(mode: Mode, memoryId: string, r: Hashed): string {
  return createHash("sha256").update(canonicalJson(hashedEntry(mode, memoryId, r))).digest("hex");
}
