import { EmbedderUnavailableError, TimeSlice, type Embedder, type RerankCandidate } from "berth/plugin";
import type { Logger } from "pino";

/**
 * Stage two's work per recall, ms of the event loop's time (not counting the waits between
 * slices): the candidates it has not reached by then keep their cosine's calibrated similarity.
 */
export const RERANK_BUDGET_MS = 1000;

/**
 * The embedder behind a circuit breaker. After a failure, writes and recalls skip the embedder for
 * `cooldownMs` (writes go straight to the index queue, recall straight to lexical search), so an
 * embeddings outage costs one slow request, not one per write. The background job always tries
 * (`probe`): its first success closes the breaker again.
 */
export class GuardedEmbedder {
  private openUntil = 0;
  /** What the last failed embed said; null after a success. */
  lastError: string | null = null;

  constructor(
    readonly embedder: Embedder,
    private readonly cooldownMs: number,
    private readonly log: Logger,
  ) {}

  get model(): string {
    return this.embedder.model;
  }

  /**
   * The model's calibrated similarity of a cosine (Embedder.similarity), or the cosine itself;
   * clamped to [0, 1] either way, so a misbehaving embedder cannot push a score out of range.
   */
  similarity(cosine: number): number {
    const s = this.embedder.similarity ? this.embedder.similarity(cosine) : cosine;
    return Number.isFinite(s) ? Math.min(1, Math.max(0, s)) : 0;
  }

  /** True when the embedder reranks stage two's candidates itself (Embedder.rerank). */
  get reranks(): boolean {
    return this.embedder.rerank !== undefined;
  }

  /**
   * Stage two's similarities of candidates to a query (Embedder.rerank), or each cosine's
   * calibrated similarity when the model has no rerank; clamped to [0, 1] either way.
   */
  async similarities(query: string, candidates: readonly RerankCandidate[]): Promise<number[]> {
    const rerank = this.embedder.rerank?.bind(this.embedder);
    if (!rerank) return candidates.map((c) => this.similarity(c.cosine));
    // One candidate at a time, the event loop served every SLICE_MS; past RERANK_BUDGET_MS of work
    // the rest keep their cosine's similarity: 500 long candidates never stall the service.
    const slice = new TimeSlice();
    const out: number[] = [];
    for (const c of candidates) {
      const [reranked] = slice.spentMs < RERANK_BUDGET_MS ? await rerank(query, [c], slice) : [NaN];
      out.push(Number.isFinite(reranked) ? Math.min(1, Math.max(0, reranked!)) : this.similarity(c.cosine));
      await slice.pause();
    }
    return out;
  }

  /** True while recent failures say the embedder is down. */
  get open(): boolean {
    return Date.now() < this.openUntil;
  }

  /** Vectors for `texts`, or null when the embedder failed or the breaker is open (unless probing). */
  async embed(texts: string[], options: { probe?: boolean } = {}): Promise<Float32Array[] | null> {
    if (texts.length === 0) return [];
    if (!options.probe && this.open) return null;
    try {
      const vectors = await this.embedder.embed(texts);
      this.openUntil = 0;
      this.lastError = null;
      return vectors;
    } catch (err) {
      this.lastError = err instanceof Error ? err.message : String(err);
      // One text the model refuses (too long for it, say) is that text's fault, not an outage:
      // recall and writes keep using the embedder, and the index job backs that memory off alone.
      if (texts.length === 1 && refusesInput(err)) return null;
      if (!this.open) this.log.warn({ err }, "embedder failed: memories are queued for embedding, recall falls back to lexical");
      this.openUntil = Date.now() + this.cooldownMs;
      return null;
    }
  }
}

/** An answer of the embeddings service that blames the request's input (4xx other than auth, timeout and rate limit). */
function refusesInput(err: unknown): boolean {
  if (!(err instanceof EmbedderUnavailableError)) return false;
  const status = (err.details as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}
