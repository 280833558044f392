import { MAX_K, squaredNorm, type IndexFilter, type Mode, type Static, type VectorIndex, type WorldStores } from "berth/plugin";
import { INDEX_OUTBOX, MEMORIES } from "./collections.ts";
import type { GuardedEmbedder } from "./guarded-embedder.ts";
import { queryIntents } from "./intent-keywords.ts";
import { statusAt, validFrom, validTo, type MemoryStatus } from "./lifecycle.ts";
import { collapse } from "./near-duplicates.ts";
import type { MemoryLane, MemoryRecord, MemoryType } from "./memory-record.ts";
import { displayText, indexText } from "./memory-text.ts";
import type { OutboxEntry } from "./outbox.ts";
import { quality, recency, score, typeBonus } from "./rerank.ts";
import type { RecallBody } from "./schemas.ts";

export interface RecallInput {
  query: string;
  types: MemoryType[];
  lanes: MemoryLane[];
  limit: number;
  namespace?: string;
  min_similarity: number;
  include_archived: boolean;
  /** Recall what was valid at this time instead of now. */
  as_of?: number;
  /** Also memories no longer valid, each with its status. */
  include_superseded: boolean;
}

export interface RecalledMemory {
  memory_id: string;
  type: MemoryType;
  content: string;
  similarity: number;
  score: number;
  created_at: number;
  lane: MemoryLane;
  namespace: string | null;
  content_hash: string;
  archived: boolean;
  status: MemoryStatus;
  key: string | null;
  valid_from: number;
  valid_to: number | null;
  superseded_by: string | null;
  expires_at: number | null;
  repeat_count: number;
  near_duplicates: string[];
}

export interface RecallResult {
  memories: RecalledMemory[];
  query_embedding_model: string;
  total_candidates: number;
  stage_one: "vector" | "lexical";
}

/** Recall body after validation (defaults filled in) → the service's input. */
export function recallInput(body: Static<typeof RecallBody>): RecallInput {
  return {
    query: body.query,
    types: body.types ?? [],
    lanes: body.lanes ?? [],
    limit: body.limit ?? 10,
    ...(body.namespace !== undefined ? { namespace: body.namespace } : {}),
    min_similarity: body.min_similarity ?? 0.5,
    include_archived: body.include_archived ?? false,
    ...(body.as_of !== undefined ? { as_of: body.as_of } : {}),
    include_superseded: body.include_superseded ?? false,
  };
}

/**
 * Which memories a recall at time `at` returns: by default those valid now or later (current or
 * upcoming); with as_of, those valid then; with include_superseded, all, each with its status.
 */
export function shows(status: MemoryStatus, input: Pick<RecallInput, "as_of" | "include_superseded">): boolean {
  if (input.include_superseded) return true;
  return input.as_of !== undefined ? status === "current" : status === "current" || status === "upcoming";
}

/** What `query_embedding_model` says when the query was not embedded and stage one matched words. */
export const LEXICAL_MODEL = "lexical-bm25";

/**
 * Stage one fetches this many candidates for stage two to rerank: `factor` per requested memory and
 * at least 10·factor; with the default factor 5, max(5·limit, 50). A smaller factor trades rerank
 * depth for a little speed: the embedded index rescores 10 candidates per requested one.
 */
export function candidateCount(limit: number, factor = DEFAULT_CANDIDATE_FACTOR): number {
  return Math.min(MAX_K, Math.max(limit * factor, 10 * factor));
}

export const DEFAULT_CANDIDATE_FACTOR = 5;

export interface RecallDeps {
  stores: WorldStores;
  index: VectorIndex;
  embedder: GuardedEmbedder;
  /** See candidateCount. */
  candidateFactor: number;
  now?: () => number;
}

/**
 * Two-stage recall.
 * Stage one: kNN over the agent's vectors (cosine) when the query can be embedded; memories still
 * waiting for a vector are added from a BM25 search, so nothing stored is invisible. When the query cannot be embedded (embedder down, or a query without features),
 * stage one is BM25 alone and `similarity` is the normalised BM25 score (never a substring match).
 * Stage two: each candidate is loaded from the store (the system of record: filters are checked
 * again there); a vector hit's similarity is the embedder's rerank of the query against the
 * memory's indexed text (Embedder.rerank; without one, the cosine's calibrated scale); candidates
 * below min_similarity are dropped, the rest scored with rerank.ts and sorted by score.
 */
export async function recall(deps: RecallDeps, mode: Mode, agentId: string, input: RecallInput): Promise<RecallResult> {
  const now = (deps.now ?? Date.now)();
  const at = input.as_of ?? now;
  const k = candidateCount(input.limit, deps.candidateFactor);
  // Validity is filtered in stage one, so facts no longer true never take a candidate's place.
  const validity = input.include_superseded ? {} : input.as_of !== undefined ? { openAt: at, startedBy: at } : { openAt: at };
  const filter: IndexFilter = {
    agentId,
    mode,
    ...(input.namespace !== undefined ? { namespace: input.namespace } : {}),
    types: input.types,
    lanes: input.lanes,
    includeArchived: input.include_archived,
    ...validity,
  };
  const vectors = await deps.embedder.embed([input.query]);
  const queryVector = vectors?.[0];
  // Stage one: per candidate, its cosine (vector hits) or its final similarity (BM25 hits).
  const cosine = new Map<string, number>();
  const lexical = new Map<string, number>();
  const stored = new Map<string, Float32Array>();
  let stage: RecallResult["stage_one"] = "vector";
  if (queryVector && queryVector.length === deps.index.dimension && squaredNorm(queryVector) > 0) {
    for (const hit of await deps.index.knn({ vector: queryVector, k, filter, withVectors: true })) {
      cosine.set(hit.id, hit.similarity);
      if (hit.vector) stored.set(hit.id, hit.vector);
    }
    const pending = await deps.stores.world(mode).collection<OutboxEntry>(INDEX_OUTBOX).find({ where: { agent_passport_id: agentId }, limit: 1000 });
    if (pending.items.length > 0) {
      const waiting = new Set(pending.items.map((p) => p.id));
      for (const hit of await deps.index.lexical({ text: input.query, k, filter })) {
        if (waiting.has(hit.id) && !cosine.has(hit.id)) lexical.set(hit.id, hit.score);
      }
    }
  } else {
    stage = "lexical";
    for (const hit of await deps.index.lexical({ text: input.query, k, filter })) lexical.set(hit.id, hit.score);
  }

  // Stage two: each candidate from the store (filters checked again); a vector hit's similarity is
  // the embedder's rerank of the query against the memory's text (or its cosine's scale).
  const memories = deps.stores.world(mode).collection<MemoryRecord>(MEMORIES);
  const loaded: { id: string; r: MemoryRecord }[] = [];
  // Without a rerank the cosine decides alone: what its scale cuts need not be loaded.
  const vectorIds = deps.embedder.reranks ? [...cosine.keys()] : [...cosine.keys()].filter((id) => deps.embedder.similarity(cosine.get(id)!) >= input.min_similarity);
  for (const id of [...vectorIds, ...lexical.keys()]) {
    const r = await memories.get(id);
    if (!r || r.agent_passport_id !== agentId) continue;
    if (input.namespace !== undefined && r.namespace !== input.namespace) continue;
    if (r.archived && !input.include_archived) continue;
    if (input.types.length > 0 && !input.types.includes(r.type)) continue;
    if (input.lanes.length > 0 && !input.lanes.includes(r.lane)) continue;
    if ((r.op ?? "store") !== "store" || !shows(statusAt(r, at), input)) continue;
    loaded.push({ id, r });
  }
  const vectorHits = loaded.filter((c) => cosine.has(c.id));
  const reranked = await deps.embedder.similarities(
    input.query,
    vectorHits.map((c) => ({ text: indexText(c.r), cosine: cosine.get(c.id)! })),
  );
  const similarity = new Map<string, number>(lexical);
  vectorHits.forEach((c, i) => similarity.set(c.id, reranked[i]));

  const intents = queryIntents(input.query);
  const recalled: (RecalledMemory & { id: string; text: string; vector: Float32Array | undefined })[] = [];
  for (const { id, r } of loaded) {
    const sim = similarity.get(id)!;
    if (sim < input.min_similarity) continue;
    const terms = { similarity: sim, recency: recency(r.created_at, now), type_bonus: typeBonus(r.type, intents), quality: quality(r) };
    recalled.push({
      memory_id: id,
      type: r.type,
      content: displayText(r),
      similarity: sim,
      score: score(terms),
      created_at: r.created_at,
      lane: r.lane,
      namespace: r.namespace,
      content_hash: r.content_hash,
      archived: r.archived,
      status: statusAt(r, at),
      key: r.key ?? null,
      valid_from: validFrom(r),
      valid_to: validTo(r),
      superseded_by: r.superseded_by ?? null,
      expires_at: r.expires_at ?? null,
      repeat_count: r.repeat_count ?? 0,
      near_duplicates: [],
      id,
      text: indexText(r),
      vector: stored.get(id),
    });
  }
  recalled.sort((a, b) => b.score - a.score || b.similarity - a.similarity || b.created_at - a.created_at || (a.memory_id < b.memory_id ? -1 : 1));
  // One of each group of near-duplicates (near-duplicates.ts), the best-scored, naming the rest.
  const answered = collapse(recalled, input.limit).map(({ item, folded }) => {
    const { id: _id, text: _text, vector: _vector, ...memory } = item;
    return { ...memory, near_duplicates: folded };
  });
  return {
    memories: answered,
    query_embedding_model: stage === "vector" ? deps.embedder.model : LEXICAL_MODEL,
    total_candidates: cosine.size + lexical.size,
    stage_one: stage,
  };
}
