import { rm } from "node:fs/promises";
import { join } from "node:path";
import { env } from "../../core/config/config-var.ts";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { embedderPort } from "../../core/ports/embedder.ts";
import { vectorIndexPort } from "../../core/ports/vector-index.ts";

const FILE = "vectors.sqlite";

export const sqliteVecIndexAdapter = defineAdapter({
  port: vectorIndexPort,
  name: "sqlite-vec",
  description: "A SQLite file in the data folder (vectors.sqlite): sqlite-vec for vectors, FTS5 for words.",
  // The index records the embedder's model and dimension, so vectors of another model are never mixed in.
  deps: [embedderPort],
  config: {
    VECTOR_QUANTIZATION: env.oneOf({
      description:
        "sqlite-vec search: `bit` preselects by sign bits held in memory and rescores exactly (fast; recall slightly below 1), `none` scans exact float cosine (recall 1; slow past 10,000 memories per agent). Fixed per index file: `auto` keeps the file's, `bit` for a new one.",
      values: ["auto", "bit", "none"] as const,
      default: "auto",
    }),
  },
  describe: ({ dataDir }) => join(dataDir, FILE),
  open: async ({ config, dataDir, dep }) => {
    const embedder = dep(embedderPort);
    const { openSqliteVecIndex } = await import("./sqlite-vec-index.ts");
    return openSqliteVecIndex({
      file: join(dataDir, FILE),
      dimension: embedder.dimension,
      model: embedder.model,
      ...(config.VECTOR_QUANTIZATION === "auto" ? {} : { quantization: config.VECTOR_QUANTIZATION }),
    });
  },
  drop: async ({ dataDir }) => {
    for (const suffix of ["", "-wal", "-shm"]) await rm(join(dataDir, FILE + suffix), { force: true });
  },
});
