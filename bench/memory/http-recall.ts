/**
 * Recall through HTTP for one agent holding N memories, and recall@10 of the vector stage.
 *
 *   npx tsx bench/memory/http-recall.ts [N=10000] [--queries 300] [--exact] [--factor 5]
 *
 * 1. Fill: N synthetic memory sentences (synthetic-texts.ts) are stored as semantic memories of
 *    one agent through MemoryService.store (createMemory: the plugin's own code path, group commit,
 *    hash chain, inline embed + index) but without HTTP, which would only make filling slower.
 * 2. recall@10 of the vector stage: for each query, the first 10 of the index's kNN answer (the
 *    k = max(limit·5, 50) candidates stage one asks for) against an exact brute-force cosine scan
 *    over the same N vectors in JS. Ties count as hits (as in vector-recall.ts).
 * 3. Latency: Berth runs as its own process on that data folder; POST /v1/memory/recall with the
 *    spec's defaults (limit 10, min_similarity 0.5) is sent one at a time over keep-alive HTTP and
 *    timed at the client (so it includes HTTP, auth, embedding the query, kNN, loading candidates
 *    from the store and the rerank).
 *    The first recall after start loads the agent's sign bits into memory; it is timed on its own.
 * Quantization is Berth's default, "bit" (sign-bit preselection in memory + exact rescoring);
 * --exact uses VECTOR_QUANTIZATION=none (vec0's exact float scan).
 * --factor sets MEMORY_RECALL_CANDIDATE_FACTOR (stage one's k = max(10·factor, limit·factor)).
 * The embedder is Berth's default (wordnet); EMBEDDER=hashing in the environment measures the old one.
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
import { candidateCount, DEFAULT_CANDIDATE_FACTOR } from "../../plugins/memory/recall.ts";
import { percentile, startBerthProcess } from "../support/berth-process.ts";
import { syntheticTexts } from "./synthetic-texts.ts";
import { numberArg } from "../support/args.ts";

const positional = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--") && all[i - 1] !== "--queries" && all[i - 1] !== "--factor");
const N = Number(positional[0] ?? 10_000);
const QUERIES = numberArg("queries", 300);
const quantization = process.argv.includes("--exact") ? "none" : "bit";
const FACTOR = numberArg("factor", DEFAULT_CANDIDATE_FACTOR);
const AGENT = "bench-agent";
const LIMIT = 10;

const dataDir = mkdtempSync(join(tmpdir(), "berth-recall-bench-"));
// The Berth process embeds queries with its EMBEDDER (default wordnet): the fill must use the same model.
const embedder = process.env.EMBEDDER === "hashing" ? new HashingEmbedder({ dimension: 384 }) : new WordNetEmbedder(loadLexicon().lexicon, { dimension: 384 });
const texts = syntheticTexts(N, 1);
const queries = syntheticTexts(QUERIES, 2);

// 1. Fill through the service.
const store = new SqliteDocumentStore({ file: join(dataDir, "berth.sqlite") });
const index = await openSqliteVecIndex({ file: join(dataDir, "vectors.sqlite"), dimension: 384, model: embedder.model, quantization });
const memory = createMemory(worldStores(store), embedder, index, { MEMORY_INDEX_INTERVAL_MS: 60_000, MEMORY_INDEX_LEASE_MS: 60_000, MEMORY_EMBEDDER_COOLDOWN_MS: 5000, MEMORY_MAX_BATCH: 256, MEMORY_RECALL_CANDIDATE_FACTOR: FACTOR, MEMORY_VERIFY_SLICE: 200, MEMORY_VERIFY_DEADLINE_MS: 5000, MEMORY_VERIFY_RECHECK_MS: 600_000 }, pino({ level: "warn" }));
const admin: Principal = { keyId: "bench", role: "admin", mode: "live", passports: [] };
console.log(`recall bench: one agent, N=${N}, ${embedder.model}, sqlite-vec quantization ${quantization}, candidate factor ${FACTOR} (k=${candidateCount(LIMIT, FACTOR)}), ${QUERIES} queries`);
let started = performance.now();
const ids: string[] = new Array(N);
const WAVE = 2000;
for (let i = 0; i < N; i += WAVE) {
  await Promise.all(
    texts.slice(i, i + WAVE).map(async (fact, j) => {
      ids[i + j] = (await memory.service.store(admin, AGENT, { type: "semantic", body: { fact, confidence: 0.5 + ((i + j) % 50) / 100 } })).memory_id;
    }),
  );
}
const fillSeconds = (performance.now() - started) / 1000;
console.log(`filled through MemoryService in ${fillSeconds.toFixed(1)} s (${Math.round(N / fillSeconds)} memories/s, durable, embedded and indexed)`);

// 2. recall@10 of the vector stage against an exact scan.
const vectors = await embedder.embed(texts);
const queryVectors = await embedder.embed(queries);
const dot = (a: Float32Array, b: Float32Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
};
const position = new Map(ids.map((id, i) => [id, i]));
let hits = 0;
for (const q of queryVectors) {
  const exact = vectors.map((v) => dot(v, q)).sort((a, b) => b - a);
  const kth = exact[LIMIT - 1];
  const found = await index.knn({ vector: q, k: candidateCount(LIMIT, FACTOR), filter: { agentId: AGENT, mode: "live" } });
  for (const hit of found.slice(0, LIMIT)) if (dot(vectors[position.get(hit.id)!], q) >= kth - 1e-6) hits++;
}
console.log(`vector stage recall@${LIMIT} vs exact brute force: ${(hits / (QUERIES * LIMIT)).toFixed(3)} (k=${candidateCount(LIMIT, FACTOR)} candidates)`);
await memory.close();
await index.close();
await store.close();

// 3. Recall latency through HTTP against a Berth process on this data folder.
const berth = await startBerthProcess({ BERTH_DATA_DIR: dataDir, LOG_LEVEL: "warn", CHAINS: "none", VECTOR_QUANTIZATION: quantization, MEMORY_RECALL_CANDIDATE_FACTOR: String(FACTOR) });
try {
  const headers = { authorization: `Bearer ${berth.key}`, "content-type": "application/json", "x-agent-passport-id": AGENT };
  const recall = async (query: string) => {
    const res = await fetch(`${berth.url}/v1/memory/recall`, { method: "POST", headers, body: JSON.stringify({ query }) });
    const body = (await res.json()) as { data: { total_candidates: number; memories: unknown[] } };
    if (res.status !== 200) throw new Error(`recall answered ${res.status}: ${JSON.stringify(body)}`);
    return body.data;
  };
  started = performance.now();
  await recall(queries[0]);
  console.log(`first recall after start: ${(performance.now() - started).toFixed(1)} ms`);
  for (const q of queries.slice(1, 30)) await recall(q); // warm-up
  const times: number[] = [];
  let returned = 0;
  for (const q of queries) {
    started = performance.now();
    returned += (await recall(q)).memories.length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `recall through HTTP (limit 10, min_similarity 0.5): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(1)} ms; ${(returned / QUERIES).toFixed(1)} memories per answer`,
  );
} finally {
  await berth.stop();
}
