import type { Embedder } from "../../core/ports/embedder.ts";
import { SimilarityScale } from "../../core/ports/similarity-scale.ts";
import { features } from "./features.ts";

export const DEFAULT_HASHING_DIMENSION = 384;

/**
 * This model's similarity scale, fitted as the WordNet embedder's is (bench/recall-quality/calibrate.ts
 * on test/memory/recall-set.ts): cosine 0.36 separates relevant from unrelated memories best, and
 * maps to the default min_similarity 0.5. The vectors do not change, so neither does the model name.
 */
export const HASHING_SCALE = new SimilarityScale([[0.36, 0.5]]);

/** Signed feature hashing of weighted features into `dimension` buckets, L2-normalised. */
export function hashedVector(weighted: { forEach(visit: (weight: number, key: number) => void): void }, dimension: number): Float32Array {
  const vector = new Float32Array(dimension);
  weighted.forEach((weight, key) => {
    // The low 31 bits pick the bucket, the top bit the sign: signed hashing makes collisions
    // cancel out on average instead of inflating every similarity.
    const bucket = (key & 0x7fffffff) % dimension;
    vector[bucket] += key & 0x80000000 ? -weight : weight;
  });
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i] * vector[i];
  // No features (empty or punctuation-only text): the zero vector, which has no direction.
  if (norm === 0) return vector;
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < vector.length; i++) vector[i] *= scale;
  return vector;
}

export interface HashingEmbedderOptions {
  /** Entries per vector, 32..4096. More means fewer hash collisions but a slower, bigger index. */
  dimension?: number;
}

/**
 * The embedded default Embedder: signed feature hashing of word, bigram and character n-gram
 * features (see features.ts) into `dimension` buckets, L2-normalised. No model weights, no
 * network, and the same text always gives the same vector on every machine, so stored vectors stay
 * valid across restarts and upgrades as long as `model` is unchanged. It matches words and their
 * variants, not meanings: "car" and "automobile" are unrelated to it.
 */
export class HashingEmbedder implements Embedder {
  readonly model: string;
  readonly dimension: number;

  constructor(options: HashingEmbedderOptions = {}) {
    const dimension = options.dimension ?? DEFAULT_HASHING_DIMENSION;
    if (!Number.isInteger(dimension) || dimension < 32 || dimension > 4096) {
      throw new RangeError(`hashing embedder dimension must be an integer in 32..4096, got ${dimension}`);
    }
    this.dimension = dimension;
    // Any change to tokenising, stemming, hashing or weights must bump v1: old vectors would not match.
    this.model = `berth-hashing-v1-${dimension}`;
  }

  embedOne(text: string): Float32Array {
    return hashedVector(features(text), this.dimension);
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    return texts.map((text) => this.embedOne(text));
  }

  similarity(cosine: number): number {
    return HASHING_SCALE.map(cosine);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}

export function createHashingEmbedder(options: HashingEmbedderOptions = {}): HashingEmbedder {
  return new HashingEmbedder(options);
}
