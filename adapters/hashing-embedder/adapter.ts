import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { EMBEDDING_DIMENSION, embedderPort } from "../../core/ports/embedder.ts";

export const hashingEmbedderAdapter = defineAdapter({
  port: embedderPort,
  name: "hashing",
  description: "Built in: word and character n-grams, signed feature hashing; no model weights.",
  config: { EMBEDDING_DIMENSION },
  describe: (_ctx, embedder) => `model ${embedder.model}, dimension ${embedder.dimension}`,
  open: async ({ config }) => (await import("./hashing-embedder.ts")).createHashingEmbedder({ dimension: config.EMBEDDING_DIMENSION }),
});
