import { definePort } from "./define-port.ts";
import type { PortAdapter } from "./port.ts";

/**
 * VectorIndex: memory entries with filterable metadata, searchable by vector (kNN, cosine) and by
 * words (BM25). Every adapter (sqlite-vec, Elasticsearch) passes test/vector-index.contract.ts.
 *
 * The index is not the system of record: it holds only what search needs (ids, filter fields,
 * text, vector). Callers load the full memory from the DocumentStore by the ids it returns.
 */

export const MEMORY_TYPES = ["episodic", "semantic", "procedural", "entity", "trust_weighted", "temporal"] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];

export const MEMORY_LANES = ["self", "user", "shared", "market"] as const;
export type MemoryLane = (typeof MEMORY_LANES)[number];

/** Test and live are separate worlds: an entry written in one is never found from the other. */
export type WorldMode = "test" | "live";

export interface IndexEntry {
  /** Caller's id (the memory id). Upserting an existing id replaces the whole entry. */
  id: string;
  /** The agent passport id that owns the entry. */
  agentId: string;
  mode: WorldMode;
  /** null: the entry belongs to no namespace. */
  namespace: string | null;
  type: MemoryType;
  lane: MemoryLane;
  archived: boolean;
  /** Unix milliseconds. */
  createdAt: number;
  /** What lexical search matches against. */
  text: string;
  /**
   * Exactly `dimension` entries. Absent (or all zeros, which has no direction) means the entry
   * is only found by lexical search until it is upserted again with a vector.
   */
  vector?: Float32Array;
}

export interface IndexFilter {
  agentId: string;
  mode: WorldMode;
  /** undefined: any namespace; a string: exactly that namespace; null: only entries without one. */
  namespace?: string | null;
  /** Absent or empty: every type. */
  types?: readonly MemoryType[];
  /** Absent or empty: every lane. */
  lanes?: readonly MemoryLane[];
  /** Archived entries are left out unless this is true. */
  includeArchived?: boolean;
}

export interface KnnQuery {
  /** Exactly `dimension` entries. An all-zero vector has no direction and matches nothing. */
  vector: Float32Array;
  /** 1..MAX_K. Fewer hits come back only when fewer entries match the filter. */
  k: number;
  filter: IndexFilter;
}

export interface KnnHit {
  id: string;
  /**
   * Cosine similarity of the two vectors, clamped to [0, 1]: 1 is the same direction, 0 is
   * orthogonal or opposed. Not (1 + cos) / 2, which would rate unrelated (orthogonal) texts 0.5
   * and pass the default min_similarity of 0.5.
   */
  similarity: number;
}

export interface LexicalQuery {
  /** Free text. Matching is by whole (stemmed) words, never by substring; no query syntax. */
  text: string;
  /** 1..MAX_K. */
  k: number;
  filter: IndexFilter;
}

export interface LexicalHit {
  id: string;
  /**
   * BM25 relevance mapped into [0, 1) by bm25 / (bm25 + BM25_HALF_SCORE): monotone (ordering is
   * BM25's), absolute (comparable across queries, unlike dividing by the best hit), 0.5 at a raw
   * score of BM25_HALF_SCORE. Raw BM25 depends on corpus statistics, so equal texts may score
   * slightly differently on different adapters; ordering within one adapter is what counts.
   */
  score: number;
}

/** Raw BM25 score that maps to 0.5: about one moderately rare query word matched once. */
export const BM25_HALF_SCORE = 1;

/** Largest k accepted by knn and lexical (sqlite-vec caps k at 4096, Elasticsearch at 10,000). */
export const MAX_K = 1000;

export interface VectorIndex extends PortAdapter {
  readonly kind: string;
  /** Entries per vector; vectors of any other length are rejected with a RangeError. */
  readonly dimension: number;
  /** Inserts or replaces entries by id, atomically per call where the backend allows. */
  upsert(entries: readonly IndexEntry[]): Promise<void>;
  /** Returns false when no entry has this id. */
  setArchived(id: string, archived: boolean): Promise<boolean>;
  /** Nearest entries by cosine similarity, best first, filters applied before the top k is cut. */
  knn(query: KnnQuery): Promise<KnnHit[]>;
  /** Best BM25 matches, best first, same filters. Empty or word-less text matches nothing. */
  lexical(query: LexicalQuery): Promise<LexicalHit[]>;
  /** Returns how many of the ids existed. */
  delete(ids: readonly string[]): Promise<number>;
  /** Entries matching the filter, with or without a vector. */
  count(filter: IndexFilter): Promise<number>;
}

/** The squared length of a vector; 0 means it has no direction. */
export function squaredNorm(vector: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += vector[i] * vector[i];
  return sum;
}

/** Shared argument checks, so every adapter rejects the same mistakes the same way. */
export function checkK(k: number): void {
  if (!Number.isInteger(k) || k < 1 || k > MAX_K) throw new RangeError(`k must be an integer in 1..${MAX_K}, got ${k}`);
}

export function checkDimension(vector: Float32Array, dimension: number): void {
  if (vector.length !== dimension) {
    throw new RangeError(`vector has ${vector.length} entries, the index expects ${dimension}`);
  }
}

/** Maps a raw (positive, higher is better) BM25 score into [0, 1). */
export function normaliseBm25(raw: number): number {
  const positive = Math.max(0, raw);
  return positive / (positive + BM25_HALF_SCORE);
}

/** Maps a cosine similarity into [0, 1]: negative similarity is no similarity. */
export function clampSimilarity(cosine: number): number {
  if (!Number.isFinite(cosine)) return 0;
  return Math.min(1, Math.max(0, cosine));
}

export const vectorIndexPort = definePort<VectorIndex>({
  name: "vectorIndex",
  description: "Memory entries searchable by vector (kNN) and by words (BM25).",
  variable: "VECTOR_INDEX",
  defaultAdapter: "sqlite-vec",
});
