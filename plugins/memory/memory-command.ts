import { parseArgs } from "node:util";
import { embedderPort, storePort, UsageError, vectorIndexPort, type CommandDefinition } from "berth/plugin";
import { reindexAll } from "./reindex.ts";

const MEMORY_USAGE = `Usage:
  berth memory reindex [--fresh]

reindex writes every stored memory (both worlds) into the vector index again, embedding each one.
--fresh first deletes the embedded index file (BERTH_DATA_DIR/vectors.sqlite), e.g. after changing
EMBEDDER or EMBEDDING_DIMENSION; stop the server before using it.`;

/** `berth memory reindex`: rebuilds the vector index from the store, the system of record. */
export const memoryCommand: CommandDefinition = {
  name: "memory",
  summary: "Rebuild the vector index from stored memories.",
  usage: MEMORY_USAGE,
  run: async (ctx, argv) => {
    const [action, ...rest] = argv;
    if (action !== "reindex") throw new UsageError(action ? `unknown memory command ${action}` : "missing memory command");
    const { values } = parseArgs({ args: rest, options: { fresh: { type: "boolean", default: false } }, strict: true });
    if (values.fresh) await ctx.drop(vectorIndexPort);
    const embedder = await ctx.port(embedderPort);
    const index = await ctx.port(vectorIndexPort);
    const started = Date.now();
    const reports = await reindexAll(await ctx.port(storePort), embedder, index, ctx.progress);
    const lines = reports.map((r) => `${r.mode}: ${r.memories} memories reindexed${r.without_vector ? `, ${r.without_vector} without a vector (embedder failed; queued)` : ""}`);
    return [...lines, `done in ${((Date.now() - started) / 1000).toFixed(1)} s with ${embedder.model} into ${index.kind}`].join("\n");
  },
};
