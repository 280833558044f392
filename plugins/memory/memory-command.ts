import { defineCommand, embedderPort, storePort, vectorIndexPort } from "berth/plugin";
import { reindexAll } from "./reindex.ts";

/** `berth memory reindex`: rebuilds the vector index from the store, the system of record. */
export const memoryCommand = defineCommand({
  name: "memory",
  summary: "Rebuild the vector index from stored memories.",
  subcommands: [
    {
      name: "reindex",
      summary: "Write every stored memory (both worlds) into the vector index again, embedding each one.",
      options: {
        fresh: {
          type: "boolean",
          description: "First delete the embedded index file (BERTH_DATA_DIR/vectors.sqlite), e.g. after changing EMBEDDER or EMBEDDING_DIMENSION; stop the server before using it.",
        },
      },
      run: async (ctx, input) => {
        if (input.flag("fresh")) await ctx.drop(vectorIndexPort);
        const embedder = await ctx.port(embedderPort);
        const index = await ctx.port(vectorIndexPort);
        const started = Date.now();
        const reports = await reindexAll(await ctx.port(storePort), embedder, index, ctx.progress);
        const lines = reports.map((r) => `${r.mode}: ${r.memories} memories reindexed${r.without_vector ? `, ${r.without_vector} without a vector (embedder failed; queued)` : ""}`);
        return [...lines, `done in ${((Date.now() - started) / 1000).toFixed(1)} s with ${embedder.model} into ${index.kind}`].join("\n");
      },
    },
  ],
});
