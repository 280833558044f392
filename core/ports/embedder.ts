import { env } from "../config/config-var.ts";
import { UpstreamFailure } from "../errors/berth-error.ts";
import { definePort } from "./define-port.ts";
import type { PortAdapter } from "./port.ts";
import type { TimeSlice } from "../util/time-slice.ts";

/**
 * Embedder: texts → vectors in one fixed space. Every vector an embedder returns has `dimension`
 * entries; vectors from different `model`s are not comparable, so the model name is what callers
 * record next to stored vectors (and report as `query_embedding_model`).
 */
export interface Embedder extends PortAdapter {
  /** Names the vector space, e.g. `berth-hashing-v1-384` or `text-embedding-3-small`. */
  readonly model: string;
  /**
   * Entries per vector. A remote embedder may only learn it from its first answer; until then
   * it is 0 unless configured.
   */
  readonly dimension: number;
  /**
   * One vector per input text, in input order. A vector may be all zeros when a text carries no
   * features at all (the empty string): it has no direction, so callers treat it as "no embedding".
   * Throws EmbedderUnavailableError when the embedding service cannot answer.
   */
  embed(texts: string[]): Promise<Float32Array[]>;
  /**
   * The calibrated similarity of a cosine between two of this model's vectors: in [0, 1],
   * non-decreasing in the cosine, and 0.5 where the model's relevant and unrelated texts part
   * (recall's default min_similarity), so that threshold means the same for every model. Absent:
   * the cosine itself, clamped to [0, 1]. See similarity-scale.ts.
   */
  similarity?(cosine: number): number;
  /**
   * Stage two of recall, when the embedder knows more than the cosine: the similarity of `query`
   * to each candidate (its indexed text and the cosine of the two vectors), in [0, 1], on the same
   * scale as `similarity` (0.5: relevant), in candidate order. Absent: `similarity(cosine)`.
   * Work on the event loop goes in slices: `await slice.pause()` between steps (time-slice.ts).
   */
  rerank?(query: string, candidates: readonly RerankCandidate[], slice?: TimeSlice): Promise<number[]>;
}

/** A stage-one candidate of recall, for Embedder.rerank. */
export interface RerankCandidate {
  text: string;
  cosine: number;
}

/** Declared as a constant so the error-table check (docs/errors.md) finds it. */
export const EMBEDDER_UNAVAILABLE = "EMBEDDER_UNAVAILABLE";

/**
 * The embedding service did not answer usefully (network error, timeout, 429/5xx after retries,
 * malformed answer). Recall catches it to fall back to lexical search; anywhere else it surfaces
 * as a 502 in the standard error shape.
 */
export class EmbedderUnavailableError extends UpstreamFailure {
  constructor(message: string, details: unknown = null) {
    super(EMBEDDER_UNAVAILABLE, message, details);
    this.name = "EmbedderUnavailableError";
  }
}

export const embedderPort = definePort<Embedder>({
  name: "embedder",
  description: "Texts to vectors in one fixed space.",
  variable: "EMBEDDER",
  defaultAdapter: "wordnet",
});

/** The vector length, shared by every embedder adapter (and so by the vector index, fixed per index). */
export const EMBEDDING_DIMENSION = env.integer({
  description: "Vector length: of the built-in embedders (wordnet, hashing), or what the EMBEDDINGS_MODEL returns.",
  default: 384,
  min: 32,
  max: 4096,
});
