/**
 * Entity-graph queries through HTTP over one agent's graph of E edges.
 *
 *   npx tsx bench/memory/graph-paths.ts [E=100000] [--entities 10000] [--queries 300]
 *
 * 1. Fill: `entities` entity memories, each asserting E / entities relationships to entities drawn
 *    at random (seeded; relation types from a small set), stored through MemoryService.store (the
 *    plugin's code path: hash chain, edges written in the same transaction) without HTTP.
 * 2. Latency: Berth runs as its own process on that data folder; POST /v1/memory/graph/paths with
 *    max_depth 3 between random pairs of entities (most are not 3 edges apart), between pairs known
 *    to be 3 edges apart, and POST /v1/memory/graph/neighbors of random entities, one at a time
 *    over keep-alive HTTP, timed at the client.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { HashingEmbedder } from "../../adapters/hashing-embedder/hashing-embedder.ts";
import { loadLexicon } from "../../adapters/wordnet-embedder/load-lexicon.ts";
import { WordNetEmbedder } from "../../adapters/wordnet-embedder/wordnet-embedder.ts";
import { openSqliteVecIndex } from "../../adapters/sqlite-vec/sqlite-vec-index.ts";
import { SqliteDocumentStore } from "../../adapters/sqlite/sqlite-document-store.ts";
import type { Principal } from "../../core/auth/principal.ts";
import { worldStores } from "../../core/ports/document-store.ts";
import { createMemory } from "../../plugins/memory/memory-module.ts";
import { numberArg } from "../support/args.ts";
import { percentile, startBerthProcess } from "../support/berth-process.ts";
import { prng } from "./synthetic-texts.ts";

const positional = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--") && !["--entities", "--queries"].includes(all[i - 1]!));
const EDGES = Number(positional[0] ?? 100_000);
const ENTITIES = numberArg("entities", 10_000);
const QUERIES = numberArg("queries", 300);
const PER_ENTITY = Math.round(EDGES / ENTITIES);
const RELATIONS = ["works_with", "manages", "reports_to", "knows", "advises"];
const AGENT = "bench-graph";

const dataDir = mkdtempSync(join(tmpdir(), "berth-graph-bench-"));
const embedder = process.env.EMBEDDER === "hashing" ? new HashingEmbedder({ dimension: 384 }) : new WordNetEmbedder(loadLexicon().lexicon, { dimension: 384 });
const store = new SqliteDocumentStore({ file: join(dataDir, "berth.sqlite") });
const index = await openSqliteVecIndex({ file: join(dataDir, "vectors.sqlite"), dimension: 384, model: embedder.model });
const memory = createMemory(
  worldStores(store),
  embedder,
  index,
  {
    MEMORY_INDEX_INTERVAL_MS: 60_000,
    MEMORY_INDEX_LEASE_MS: 60_000,
    MEMORY_EMBEDDER_COOLDOWN_MS: 5000,
    MEMORY_MAX_BATCH: 256,
    MEMORY_RECALL_CANDIDATE_FACTOR: 5,
    MEMORY_VERIFY_SLICE: 200,
    MEMORY_VERIFY_DEADLINE_MS: 5000,
    MEMORY_VERIFY_RECHECK_MS: 600_000,
    MEMORY_GRAPH_MAX_EDGES: 20_000,
  },
  pino({ level: "warn" }),
  null,
);
const admin: Principal = { keyId: "bench", role: "admin", mode: "live", passports: [] };
const random = prng(3);
const name = (i: number) => `Entity ${i}`;
const pick = () => Math.floor(random() * ENTITIES);
/** Each entity's targets, to ask for pairs known to be three edges apart too. */
const targets: number[][] = Array.from({ length: ENTITIES }, () => []);
/** An entity reached from `start` by three edges as asserted (out), or a random one when a walk dead-ends. */
const threeAway = (start: number) => {
  let at = start;
  for (let i = 0; i < 3; i++) {
    const next = targets[at]!;
    if (next.length === 0) return pick();
    at = next[Math.floor(random() * next.length)]!;
  }
  return at;
};

console.log(`graph bench: one agent, ${ENTITIES} entities × ${PER_ENTITY} relationships = ${ENTITIES * PER_ENTITY} edges, ${QUERIES} queries each`);
let started = performance.now();
const WAVE = 500;
for (let i = 0; i < ENTITIES; i += WAVE) {
  await Promise.all(
    Array.from({ length: Math.min(WAVE, ENTITIES - i) }, (_, j) => {
      const relationships = Array.from({ length: PER_ENTITY }, () => {
        const target = pick();
        targets[i + j]!.push(target);
        return { type: RELATIONS[Math.floor(random() * RELATIONS.length)]!, target: name(target) };
      });
      return memory.service.store(admin, AGENT, { type: "entity", body: { entity_name: name(i + j), entity_type: "person", relationships } });
    }),
  );
}
const fillSeconds = (performance.now() - started) / 1000;
console.log(`filled through MemoryService in ${fillSeconds.toFixed(1)} s (${Math.round(ENTITIES / fillSeconds)} entity memories/s, ${Math.round((ENTITIES * PER_ENTITY) / fillSeconds)} edges/s)`);
await memory.close();
await index.close();
await store.close();

const berth = await startBerthProcess({ BERTH_DATA_DIR: dataDir, LOG_LEVEL: "warn", CHAINS: "none", RATE_LIMIT_MAX: "1000000" });
try {
  const headers = { authorization: `Bearer ${berth.key}`, "content-type": "application/json", "x-agent-passport-id": AGENT };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${berth.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    const answer = (await res.json()) as { data: { paths?: unknown[]; edges?: unknown[]; edges_read: number; truncated: boolean } };
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const measure = async (label: string, run: () => Promise<{ found: number; read: number; truncated: boolean }>) => {
    for (let i = 0; i < 30; i++) await run(); // warm-up
    const times: number[] = [];
    let found = 0;
    let read = 0;
    let truncated = 0;
    for (let i = 0; i < QUERIES; i++) {
      const t = performance.now();
      const r = await run();
      times.push(performance.now() - t);
      found += r.found;
      read += r.read;
      if (r.truncated) truncated++;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms; ` +
        `${(found / QUERIES).toFixed(1)} answered and ${Math.round(read / QUERIES)} edges read per query, ${truncated} truncated`,
    );
  };
  await measure("paths, max_depth 3, both directions", async () => {
    const r = await post("/v1/memory/graph/paths", { from: name(pick()), to: name(pick()), max_depth: 3, limit: 10 });
    return { found: r.paths!.length, read: r.edges_read, truncated: r.truncated };
  });
  await measure("paths, max_depth 3, both directions, pairs 3 edges apart", async () => {
    const start = pick();
    const r = await post("/v1/memory/graph/paths", { from: name(start), to: name(threeAway(start)), max_depth: 3, limit: 10 });
    return { found: r.paths!.length, read: r.edges_read, truncated: r.truncated };
  });
  await measure("paths, max_depth 3, out only", async () => {
    const r = await post("/v1/memory/graph/paths", { from: name(pick()), to: name(pick()), max_depth: 3, direction: "out" });
    return { found: r.paths!.length, read: r.edges_read, truncated: r.truncated };
  });
  await measure("neighbors", async () => {
    const r = await post("/v1/memory/graph/neighbors", { entity: name(pick()) });
    return { found: r.edges!.length, read: r.edges_read, truncated: r.truncated };
  });
} finally {
  await berth.stop();
}
