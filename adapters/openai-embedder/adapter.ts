import { env } from "../../core/config/config-var.ts";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { EMBEDDING_DIMENSION, embedderPort } from "../../core/ports/embedder.ts";

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
  },
  prepare: (c, _env, problems) => {
    if (!c.EMBEDDINGS_URL) problems.push({ variable: "EMBEDDINGS_URL", problem: "is required when EMBEDDER=openai" });
  },
  open: async ({ config: c }) =>
    (await import("./openai-embedder.ts")).createOpenAiEmbedder({ url: c.EMBEDDINGS_URL!, model: c.EMBEDDINGS_MODEL, apiKey: c.EMBEDDINGS_API_KEY, dimension: c.EMBEDDING_DIMENSION, timeoutMs: c.EMBEDDINGS_TIMEOUT_MS }),
});
