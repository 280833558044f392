import { EmbedderUnavailableError, type Embedder } from "../../core/ports/embedder.ts";
import { SimilarityScale } from "../../core/ports/similarity-scale.ts";
import { parseEmbeddingsAnswer } from "./parse-answer.ts";

export interface OpenAiEmbedderOptions {
  /**
   * Base URL of any OpenAI-compatible server (OpenAI, Ollama, vLLM, TEI): requests go to
   * `{url}/v1/embeddings`. A URL that already ends in /v1 is accepted as is.
   */
  url: string;
  /** Sent as `model` and reported as the embedder's model name. */
  model: string;
  /** Sent as `Authorization: Bearer <apiKey>` when set. Never logged, never put in errors. */
  apiKey?: string;
  /** Expected vector length; when absent it is learnt from the first answer. */
  dimension?: number;
  /** Per HTTP request, default 10 s. */
  timeoutMs?: number;
  /** Retries after the first attempt on network errors, timeouts, 429 and 5xx; default 2. */
  maxRetries?: number;
  /** First backoff delay, doubled per retry with jitter; default 250 ms. */
  retryBaseMs?: number;
  /** Most texts per request, default 128 (OpenAI accepts 2048, smaller servers much fewer). */
  batchSize?: number;
  /** Maps the model's cosine to recall's similarity (EMBEDDINGS_SIMILARITY_SCALE); default plain cosine. */
  similarityScale?: SimilarityScale;
}

/** Longest wait a server's Retry-After may impose before we give up waiting and fail instead. */
const MAX_RETRY_AFTER_MS = 10_000;
const DETAIL_CHARS = 300;

type Attempt = { vectors: Float32Array[] } | { retry: boolean; reason: string; status?: number; retryAfterMs?: number };

function endpoint(url: string): string {
  const base = url.replace(/\/+$/, "");
  return base.endsWith("/v1") ? `${base}/embeddings` : `${base}/v1/embeddings`;
}

/** Origin and path only: a URL may carry credentials in its userinfo or query. */
function redacted(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return "(invalid url)";
  }
}

function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The scale Embedder: any OpenAI-compatible `POST /v1/embeddings` ({model, input: string[]} →
 * {data: [{embedding, index}]}). Every failure ends as EmbedderUnavailableError, so recall can
 * fall back to lexical search; transient ones (network, timeout, 429, 5xx) are retried first.
 */
export class OpenAiEmbedder implements Embedder {
  readonly model: string;
  private readonly url: string;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly retryBaseMs: number;
  private readonly batchSize: number;
  private knownDimension: number;

  constructor(private readonly options: OpenAiEmbedderOptions) {
    this.model = options.model;
    this.url = endpoint(options.url);
    new URL(this.url); // Fail at start on a malformed URL, not on the first request.
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxRetries = options.maxRetries ?? 2;
    this.retryBaseMs = options.retryBaseMs ?? 250;
    this.batchSize = options.batchSize ?? 128;
    this.knownDimension = options.dimension ?? 0;
    if (!Number.isInteger(this.knownDimension) || this.knownDimension < 0) {
      throw new RangeError(`dimension must be a positive integer, got ${options.dimension}`);
    }
    if (!Number.isInteger(this.batchSize) || this.batchSize < 1) throw new RangeError("batchSize must be at least 1");
    if (!Number.isInteger(this.maxRetries) || this.maxRetries < 0) throw new RangeError("maxRetries must be 0 or more");
  }

  get dimension(): number {
    return this.knownDimension;
  }

  similarity(cosine: number): number {
    return (this.options.similarityScale ?? SimilarityScale.COSINE).map(cosine);
  }

  private headers(): Record<string, string> {
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    return headers;
  }

  private async attempt(input: string[]): Promise<Attempt> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: "POST",
        headers: this.headers(),
        body: JSON.stringify({ model: this.model, input }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === "TimeoutError";
      const reason = timedOut ? `no answer within ${this.timeoutMs} ms` : `network error: ${(err as Error).message}`;
      return { retry: true, reason };
    }
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      const status = response.status;
      return {
        retry: status === 429 || status >= 500,
        reason: `HTTP ${status}: ${text.slice(0, DETAIL_CHARS)}`,
        status,
        retryAfterMs: retryAfterMs(response.headers.get("retry-after")),
      };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (err) {
      // The body timed out mid-way or is not JSON (a proxy's HTML page): transient only if timed out.
      const timedOut = err instanceof Error && err.name === "TimeoutError";
      return { retry: timedOut, reason: timedOut ? `answer not complete within ${this.timeoutMs} ms` : "answer is not JSON" };
    }
    const parsed = parseEmbeddingsAnswer(body, input.length);
    if (typeof parsed === "string") return { retry: false, reason: `malformed answer: ${parsed}` };
    const length = parsed[0].length;
    if (this.knownDimension !== 0 && length !== this.knownDimension) {
      return { retry: false, reason: `malformed answer: vectors have ${length} entries, expected ${this.knownDimension}` };
    }
    this.knownDimension = length;
    return { vectors: parsed };
  }

  /** One batch, with retries. Backoff doubles from retryBaseMs, ±50% jitter, or follows Retry-After. */
  private async request(input: string[]): Promise<Float32Array[]> {
    for (let attempt = 0; ; attempt++) {
      const result = await this.attempt(input);
      if ("vectors" in result) return result.vectors;
      const attempts = attempt + 1;
      const canRetry = result.retry && attempt < this.maxRetries;
      const wait = result.retryAfterMs ?? this.retryBaseMs * 2 ** attempt * (0.5 + Math.random());
      if (!canRetry || wait > MAX_RETRY_AFTER_MS) {
        throw new EmbedderUnavailableError(`embeddings endpoint failed after ${attempts} attempt(s): ${result.reason}`, {
          url: redacted(this.url),
          model: this.model,
          status: result.status ?? null,
          attempts,
        });
      }
      await sleep(wait);
    }
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    // OpenAI rejects empty strings; a text without content has no direction anyway (zero vector).
    const positions = texts.flatMap((text, i) => (text.trim() === "" ? [] : [i]));
    const out: Float32Array[] = new Array(texts.length);
    for (let start = 0; start < positions.length; start += this.batchSize) {
      const batch = positions.slice(start, start + this.batchSize);
      const vectors = await this.request(batch.map((i) => texts[i]));
      batch.forEach((i, n) => (out[i] = vectors[n]));
    }
    if (positions.length < texts.length) {
      // The zero vector needs the dimension; learn it with one tiny request when nothing else did.
      if (this.knownDimension === 0) await this.request(["dimension probe"]);
      for (let i = 0; i < texts.length; i++) out[i] ??= new Float32Array(this.knownDimension);
    }
    return out;
  }

  /**
   * Reachability without paying for an embedding: `GET /v1/models` (OpenAI, Ollama, vLLM answer
   * it). Any answer below 500 proves the server is up, except 401/403: a rejected key is as
   * unusable as a dead server.
   */
  async ping(): Promise<void> {
    const url = this.url.replace(/\/embeddings$/, "/models");
    let response: Response;
    try {
      response = await fetch(url, { headers: this.headers(), signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (err) {
      throw new EmbedderUnavailableError(`embeddings server unreachable: ${(err as Error).message}`, { url: redacted(url) });
    }
    await response.body?.cancel();
    if (response.status >= 500 || response.status === 401 || response.status === 403) {
      throw new EmbedderUnavailableError(`embeddings server answered HTTP ${response.status}`, {
        url: redacted(url),
        status: response.status,
      });
    }
  }

  /** Nothing to release: requests use Node's shared fetch connection pool. */
  async close(): Promise<void> {}
}

export function createOpenAiEmbedder(options: OpenAiEmbedderOptions): OpenAiEmbedder {
  return new OpenAiEmbedder(options);
}
