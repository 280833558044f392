import type { Mode, WorldStore } from "berth/plugin";
import { chainKey, type ChainHead } from "./chain-key.ts";
import { CHAIN_HEADS, MEMORIES } from "./collections.ts";
import { contentHash } from "./content-hash.ts";
import type { MemoryRecord } from "./memory-record.ts";

export type BrokenProblem = "content_hash_mismatch" | "prev_hash_mismatch" | "seq_gap" | "head_mismatch";

export interface BrokenLink {
  seq: number;
  memory_id: string | null;
  problem: BrokenProblem;
  expected: string | null;
  actual: string | null;
}

export interface ChainVerification {
  valid: boolean;
  namespace: string | null;
  /** Entries checked (all of them when valid). */
  length: number;
  /** content_hash of the last entry checked; null for an empty chain. */
  head_hash: string | null;
  first_broken: BrokenLink | null;
}

/**
 * Recomputes a chain from its first entry: each entry's seq must follow the last (1, 2, 3, ...),
 * its content_hash must equal the hash recomputed from its stored fields, and its prev_hash must
 * equal the previous entry's content_hash (null for the first). Finally the chain head must point
 * at the last entry, which catches entries cut off the end. Stops at the first broken link.
 */
export async function verifyChain(world: WorldStore, mode: Mode, agentId: string, namespace: string | null): Promise<ChainVerification> {
  const key = chainKey(agentId, namespace);
  const memories = world.collection<MemoryRecord>(MEMORIES);
  let prev: string | null = null;
  let count = 0;
  const broken = (link: BrokenLink): ChainVerification => ({ valid: false, namespace, length: count, head_hash: prev, first_broken: link });
  let cursor: string | undefined;
  do {
    const page = await memories.find({ where: { chain_key: key }, sort: { field: "seq", direction: "asc" }, limit: 1000, cursor });
    for (const r of page.items) {
      const expectedSeq = count + 1;
      if (r.seq !== expectedSeq) return broken({ seq: expectedSeq, memory_id: r.id, problem: "seq_gap", expected: String(expectedSeq), actual: String(r.seq) });
      const recomputed = contentHash(mode, r.id, r);
      if (recomputed !== r.content_hash) return broken({ seq: r.seq, memory_id: r.id, problem: "content_hash_mismatch", expected: recomputed, actual: r.content_hash });
      if (r.prev_hash !== prev) return broken({ seq: r.seq, memory_id: r.id, problem: "prev_hash_mismatch", expected: prev, actual: r.prev_hash });
      prev = r.content_hash;
      count++;
    }
    cursor = page.nextCursor;
  } while (cursor);
  const head = await world.collection<ChainHead>(CHAIN_HEADS).get(key);
  if ((head?.seq ?? 0) !== count || (head?.head_hash ?? null) !== prev) {
    return broken({ seq: head?.seq ?? 0, memory_id: head?.head_memory_id ?? null, problem: "head_mismatch", expected: head?.head_hash ?? null, actual: prev });
  }
  return { valid: true, namespace, length: count, head_hash: prev, first_broken: null };
}
