import { env } from "../../core/config/config-var.ts";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { EMBEDDING_DIMENSION, embedderPort } from "../../core/ports/embedder.ts";
import { SimilarityScale } from "../../core/ports/similarity-scale.ts";

export const openAiEmbedderAdapter = defineAdapter({
  port: embedderPort,
  name: "openai",
  description: "Any OpenAI-compatible /v1/embeddings server (OpenAI, Ollama, vLLM, TEI).",
  config: {
    EMBEDDING_DIMENSION,
    EMBEDDINGS_URL: env.url({ description: "Base URL of an OpenAI-compatible embeddings server (EMBEDDER=openai).", protocols: ["http", "https"] }),
    EMBEDDINGS_MODEL: env.string({ description: "Model name sent to the embeddings server.", default: "text-embedding-3-small" }),
    EMBEDDINGS_API_KEY: env.optionalString({ description: "Bearer key of the embeddings server.", secret: true }),
    EMBEDDINGS_TIMEOUT_MS: env.integer({ description: "Per embeddings request, ms.", default: 10_000, min: 100 }),
    EMBEDDINGS_SIMILARITY_SCALE: env.optionalString({
      description: "Calibrates the model's cosine into recall's similarity: knots `cosine=similarity`, comma-separated (e.g. `0.55=0.5`). Unset: plain cosine.",
    }),
  },
  prepare: (c, _env, problems) => {
    if (!c.EMBEDDINGS_URL) problems.push({ variable: "EMBEDDINGS_URL", problem: "is required when EMBEDDER=openai" });
    try {
      return { scale: SimilarityScale.parse(c.EMBEDDINGS_SIMILARITY_SCALE ?? "") };
    } catch (err) {
      problems.push({ variable: "EMBEDDINGS_SIMILARITY_SCALE", problem: (err as Error).message });
      return { scale: SimilarityScale.COSINE };
    }
  },
  describe: (_ctx, embedder) => `model ${embedder.model}, dimension ${embedder.dimension}`,
  open: async ({ config: c, settings }) =>
    (await import("./openai-embedder.ts")).createOpenAiEmbedder({
      url: c.EMBEDDINGS_URL!,
      model: c.EMBEDDINGS_MODEL,
      apiKey: c.EMBEDDINGS_API_KEY,
      dimension: c.EMBEDDING_DIMENSION,
      timeoutMs: c.EMBEDDINGS_TIMEOUT_MS,
      similarityScale: settings.scale,
    }),
});
