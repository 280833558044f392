import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { reindexAll } from "../../plugins/memory/reindex.ts";
import { ConfigError, readConfig, type ConfigProblem } from "../config/config-var.ts";
import { hostConfigSpec } from "../config/host-config.ts";
import { checkMemoryPortsConfig, openEmbedder, openVectorIndex } from "../host/open-memory-ports.ts";
import { openStore } from "../host/open-store.ts";
import { worldStores } from "../ports/world-store.ts";
import { UsageError } from "./keys-command.ts";

export const MEMORY_USAGE = `Usage:
  berth memory reindex [--fresh]

reindex writes every stored memory (both worlds) into the vector index again, embedding each one.
--fresh first deletes the embedded index file (BERTH_DATA_DIR/vectors.sqlite), e.g. after changing
EMBEDDER or EMBEDDING_DIMENSION; stop the server before using it.`;

/** `berth memory ...`. Returns the text to print. */
export async function memoryCommand(argv: string[]): Promise<string> {
  const [action, ...rest] = argv;
  if (action !== "reindex") throw new UsageError(action ? `unknown memory command ${action}` : "missing memory command");
  const { values } = parseArgs({ args: rest, options: { fresh: { type: "boolean", default: false } }, strict: true });
  const problems: ConfigProblem[] = [];
  const config = readConfig(hostConfigSpec, process.env, problems);
  if (config.STORE === "mongodb" && !config.MONGODB_URL) problems.push({ variable: "MONGODB_URL", problem: "is required when STORE=mongodb" });
  checkMemoryPortsConfig(config, problems);
  if (problems.length) throw new ConfigError(problems);
  if (values.fresh) {
    if (config.VECTOR_INDEX !== "sqlite-vec") throw new UsageError("--fresh only applies to VECTOR_INDEX=sqlite-vec");
    const file = join(resolve(config.BERTH_DATA_DIR), "vectors.sqlite");
    for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
  }
  const store = openStore(config);
  const embedder = openEmbedder(config);
  try {
    const index = await openVectorIndex(config, embedder.model);
    try {
      const started = Date.now();
      const reports = await reindexAll(worldStores(store), embedder, index, (line) => process.stderr.write(`${line}\n`));
      const lines = reports.map((r) => `${r.mode}: ${r.memories} memories reindexed${r.without_vector ? `, ${r.without_vector} without a vector (embedder failed; queued)` : ""}`);
      return [...lines, `done in ${((Date.now() - started) / 1000).toFixed(1)} s with ${embedder.model} into ${index.kind}`].join("\n");
    } finally {
      await index.close();
    }
  } finally {
    await embedder.close();
    await store.close();
  }
}
