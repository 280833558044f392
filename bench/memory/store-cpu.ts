/**
 * CPU time per durable memory write through MemoryService, in process (no HTTP), for this
 * checkout and optionally another one, run alternately in the same process so both see the same
 * machine load: what a change to the write path costs, where over-HTTP figures drown in noise.
 *
 *   npx tsx bench/memory/store-cpu.ts [--rounds 10] [--per-round 2000]
 *   BENCH_REPO=/path/to/other/checkout npx tsx bench/memory/store-cpu.ts
 *
 * Each round stores `per-round` distinct semantic memories (http-store.ts's texts) in waves of 500
 * concurrent writes (group commit) with the WordNet embedder and the sqlite-vec index, each
 * checkout on a store of its own; the first two rounds warm up. Prints the median user+system CPU
 * per write of each (process.cpuUsage: the event loop, the fsync thread and SQLite together).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { REPO_ROOT } from "../../core/host/host.ts";
import { loadLexicon } from "../../adapters/wordnet-embedder/load-lexicon.ts";
import { numberArg } from "../support/args.ts";

const ROUNDS = numberArg("rounds", 10);
const PER_ROUND = numberArg("per-round", 2000);
const repos: Record<string, string> = { this: REPO_ROOT, ...(process.env.BENCH_REPO ? { other: process.env.BENCH_REPO } : {}) };
const lexicon = loadLexicon().lexicon;

type Store = (n: number) => Promise<unknown>;

/** A checkout's memory service on a fresh data folder (its own modules, loaded from its own tree). */
async function open(root: string): Promise<{ store: Store; close: () => Promise<void> }> {
  const { WordNetEmbedder } = await import(`${root}/adapters/wordnet-embedder/wordnet-embedder.ts`);
  const { openSqliteVecIndex } = await import(`${root}/adapters/sqlite-vec/sqlite-vec-index.ts`);
  const { SqliteDocumentStore } = await import(`${root}/adapters/sqlite/sqlite-document-store.ts`);
  const { createMemory } = await import(`${root}/plugins/memory/memory-module.ts`);
  // worldStores moved from core/ports/world-store.ts to core/ports/document-store.ts.
  const ports = await import(`${root}/core/ports/document-store.ts`);
  const worldStores = ports.worldStores ?? (await import(`${root}/core/ports/world-store.ts`)).worldStores;
  const dir = mkdtempSync(join(tmpdir(), "berth-store-cpu-"));
  const store = new SqliteDocumentStore({ file: join(dir, "berth.sqlite") });
  const embedder = new WordNetEmbedder(lexicon, { dimension: 384 });
  const index = await openSqliteVecIndex({ file: join(dir, "vectors.sqlite"), dimension: 384, model: embedder.model });
  const settings = {
    MEMORY_INDEX_INTERVAL_MS: 60_000,
    MEMORY_INDEX_LEASE_MS: 60_000,
    MEMORY_EMBEDDER_COOLDOWN_MS: 5000,
    MEMORY_MAX_BATCH: 256,
    MEMORY_RECALL_CANDIDATE_FACTOR: 5,
    MEMORY_VERIFY_SLICE: 1000,
    MEMORY_VERIFY_DEADLINE_MS: 60_000,
    MEMORY_VERIFY_RECHECK_MS: 600_000,
    MEMORY_GRAPH_MAX_EDGES: 20_000,
  };
  // Checkouts before memory events take five arguments and ignore the sixth.
  const memory = createMemory(worldStores(store), embedder, index, settings, pino({ level: "silent" }), null);
  const admin = { keyId: "bench", role: "admin", mode: "live", passports: [] };
  return {
    store: (n) => memory.service.store(admin, "bench-agent", { type: "semantic", body: { fact: `The user asked about invoice ${n} and prefers answers within ${n % 60} minutes`, confidence: 0.8 } }),
    close: async () => {
      await memory.close();
      await index.close();
      await store.close();
    },
  };
}

const services = Object.fromEntries(await Promise.all(Object.entries(repos).map(async ([name, root]) => [name, await open(root)] as const)));
const samples: Record<string, number[]> = Object.fromEntries(Object.keys(repos).map((name) => [name, []]));
let counter = 0;
for (let round = 0; round < ROUNDS + 2; round++) {
  const order = Object.keys(services);
  if (round % 2) order.reverse();
  for (const name of order) {
    const before = process.cpuUsage();
    for (let i = 0; i < PER_ROUND; i += 500) await Promise.all(Array.from({ length: Math.min(500, PER_ROUND - i) }, () => services[name]!.store(counter++)));
    const used = process.cpuUsage(before);
    if (round >= 2) samples[name]!.push((used.user + used.system) / PER_ROUND);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [name, xs] of Object.entries(samples)) {
  console.log(`${name.padEnd(6)} ${repos[name]}: median ${median(xs).toFixed(1)} µs CPU per write (rounds: ${xs.map((x) => x.toFixed(0)).join(" ")})`);
}
for (const s of Object.values(services)) await s.close();
