import type { Embedder, RerankCandidate } from "../../core/ports/embedder.ts";
import { SimilarityScale } from "../../core/ports/similarity-scale.ts";
import { addSurfaceFeatures, contentWords, FeatureBag } from "../hashing-embedder/features.ts";
import { hashedVector } from "../hashing-embedder/hashing-embedder.ts";
import { stem } from "../hashing-embedder/stem.ts";
import { tokenize } from "../hashing-embedder/tokenize.ts";
import { TimeSlice } from "../../core/util/time-slice.ts";
import { Coverage, type PreparedQuery } from "./coverage.ts";
import type { Lexicon } from "./lexicon.ts";
import { LIGHT_WEIGHT, LIGHT_WORDS } from "./light-words.ts";
import { hyphenatedPairs, SemanticFeatures, type SemanticWeights } from "./semantic-features.ts";

export const DEFAULT_WORDNET_DIMENSION = 384;

/**
 * This model's similarity scale (see bench/recall-quality/calibrate.ts for how it was fitted):
 * the cosine that separates relevant from unrelated memories on the labelled calibration set maps
 * to 0.5, the default min_similarity.
 */
export const WORDNET_SCALE = new SimilarityScale([[0.32, 0.5]]);

/**
 * Stage two (rerank): similarity = RERANK_SCALE(COSINE_SHARE · cosine + (1 − COSINE_SHARE) ·
 * coverage), coverage.ts. Chosen with bench/recall-quality/rerank-lab.ts on the memory suite's
 * labelled set: the most recall@5 plus negatives answered empty that loses on neither against the
 * cosine alone.
 */
export const COSINE_SHARE = 0.2;
export const RERANK_SCALE = new SimilarityScale([[0.58, 0.5]]);

export interface WordNetEmbedderOptions {
  /** Entries per vector, 32..4096. */
  dimension?: number;
  /** Experiments only (bench/recall-quality/calibrate.ts): other weights make other vectors under the same model name. */
  weights?: Partial<SemanticWeights>;
}

/**
 * The embedded default Embedder: the hashing embedder's surface features (words, bigrams,
 * character n-grams: spelling and morphology) plus WordNet concepts (semantic-features.ts:
 * synonyms, categories, derivations), signed feature hashing, L2-normalised. No model weights and
 * no network; the same text gives the same vector on every machine with the same WordNet.
 */
export class WordNetEmbedder implements Embedder {
  readonly model: string;
  readonly dimension: number;
  private readonly semantic: SemanticFeatures;
  private readonly coverage: Coverage;
  private prepared: { query: string; words: PreparedQuery } | undefined;

  constructor(lexicon: Lexicon, options: WordNetEmbedderOptions = {}) {
    const dimension = options.dimension ?? DEFAULT_WORDNET_DIMENSION;
    if (!Number.isInteger(dimension) || dimension < 32 || dimension > 4096) {
      throw new RangeError(`wordnet embedder dimension must be an integer in 32..4096, got ${dimension}`);
    }
    this.dimension = dimension;
    // Any change to features, weights or the lexicon's shape must bump the version (v2: gazetteer, given names, compounds): old vectors would not match.
    this.model = `berth-wordnet-v2-${dimension}`;
    this.semantic = new SemanticFeatures(lexicon, options.weights);
    this.coverage = new Coverage(lexicon, this.semantic);
  }

  embedOne(text: string): Float32Array {
    const { tokens, bag } = this.surface(text);
    this.semantic.add(bag, tokens, hyphenatedPairs(text));
    return hashedVector(bag, this.dimension);
  }

  /**
   * The same vectors as embedOne, with the event loop served between a text's words every
   * SLICE_MS: a batch of long texts of invented words (each word looked up, split and
   * spell-checked) never holds other requests for longer than a slice.
   */
  async embed(texts: string[]): Promise<Float32Array[]> {
    const slice = new TimeSlice();
    const out: Float32Array[] = [];
    for (const text of texts) {
      const { tokens, bag } = this.surface(text);
      await slice.pause();
      await this.semantic.addInSlices(bag, tokens, hyphenatedPairs(text), slice);
      out.push(hashedVector(bag, this.dimension));
    }
    return out;
  }

  /** The text's tokens and a bag with its spelling features (linear in its length). */
  private surface(text: string): { tokens: string[]; bag: FeatureBag } {
    const tokens = tokenize(text);
    const bag = new FeatureBag();
    const words = contentWords(tokens);
    addSurfaceFeatures(bag, words.map(stem), (i) => (LIGHT_WORDS.has(words[i]) ? LIGHT_WEIGHT : 1));
    return { tokens, bag };
  }

  similarity(cosine: number): number {
    return WORDNET_SCALE.map(cosine);
  }

  /**
   * See RERANK_SCALE; a query without content words keeps the cosine's similarity. Reading a long
   * candidate's words serves the event loop whenever `slice` says so.
   */
  async rerank(query: string, candidates: readonly RerankCandidate[], slice = new TimeSlice()): Promise<number[]> {
    // Recall reranks its candidates one at a time (its work budget counts between them): the question is read once.
    if (this.prepared?.query !== query) this.prepared = { query, words: this.coverage.prepare(this.coverage.queryWords(query)) };
    const words = this.prepared.words;
    const out: number[] = [];
    for (const { text, cosine } of candidates) {
      const covered = this.coverage.of(words, await this.coverage.memoryWordsInSlices(text, slice));
      out.push(covered === null ? WORDNET_SCALE.map(cosine) : RERANK_SCALE.map(COSINE_SHARE * Math.max(0, cosine) + (1 - COSINE_SHARE) * covered));
    }
    return out;
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}
