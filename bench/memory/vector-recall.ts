/**
 * kNN latency and recall of the sqlite-vec VectorIndex for one agent holding N memories.
 *
 *   npx tsx bench/memory/vector-recall.ts [N=10000] [--dim 384] [--k 10] [--queries 200] [--chunk n] [--exact]
 *
 * Quantization is the adapter's default for a new file, "bit" (sign bits in memory preselect,
 * exact rescoring); --exact opens it with "none" (vec0's exact scan; --chunk sets its chunk size).
 *
 * Vectors are real hashing-embedder vectors of synthetic memory sentences (synthetic-texts.ts),
 * not random unit vectors: random vectors in 384 dimensions are all nearly orthogonal, which is
 * unlike any text embedding. Queries are further synthetic sentences (another seed), embedded the
 * same way. Every kNN goes through the adapter (SQL, filters, id lookup), on a fresh file in the
 * temp directory, with the default filter (agent, mode, archived excluded).
 *
 * recall@k compares with an exact brute-force cosine scan in JS over the same vectors. Synthetic
 * sentences share templates, so similarities tie often; a hit counts as correct when its exact
 * similarity reaches the k-th best exact similarity (minus 1e-6), so that the choice among tied
 * entries is not counted as a miss.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HashingEmbedder } from "../../adapters/hashing-embedder/hashing-embedder.ts";
import { DEFAULT_CHUNK_SIZE } from "../../adapters/sqlite-vec/schema.ts";
import { openSqliteVecIndex } from "../../adapters/sqlite-vec/sqlite-vec-index.ts";
import type { IndexEntry } from "../../core/ports/vector-index.ts";
import { syntheticTexts } from "./synthetic-texts.ts";
import { numberArg } from "../support/args.ts";

const VALUED = ["dim", "k", "queries", "chunk"];

const positional = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--") && !VALUED.includes(all[i - 1]?.slice(2) ?? ""));
const count = Number(positional[0] ?? 10_000);
const dimension = numberArg("dim", 384);
const K = numberArg("k", 10);
const queries = numberArg("queries", 200);
const chunkSize = process.argv.includes("--chunk") ? numberArg("chunk", 0) : undefined;
const quantization = process.argv.includes("--exact") ? "none" : "bit";
const chunkLabel = quantization === "bit" ? "n/a" : (chunkSize ?? DEFAULT_CHUNK_SIZE);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}

const embedder = new HashingEmbedder({ dimension });
const dir = mkdtempSync(join(tmpdir(), "berth-bench-"));
const file = join(dir, "vectors.sqlite");
const index = await openSqliteVecIndex({ file, dimension, chunkSize, quantization });
const filter = { agentId: "bench-agent", mode: "live" as const };

try {
  console.log(`sqlite-vec kNN bench: N=${count}, ${embedder.model}, k=${K}, ${queries} queries, chunk_size=${chunkLabel}, quantization ${quantization}`);
  const texts = syntheticTexts(count, 1);
  let started = performance.now();
  const vectors = await embedder.embed(texts);
  const embedSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  const batch = 1000;
  for (let i = 0; i < count; i += batch) {
    const entries: IndexEntry[] = [];
    for (let j = i; j < Math.min(count, i + batch); j++) {
      entries.push({ id: `m${j}`, ...filter, namespace: null, type: "semantic", lane: "self", archived: false, createdAt: j, text: texts[j], vector: vectors[j] });
    }
    await index.upsert(entries);
  }
  const insertSeconds = (performance.now() - started) / 1000;
  console.log(
    `embedded in ${embedSeconds.toFixed(1)} s, inserted in ${insertSeconds.toFixed(1)} s (${Math.round(count / insertSeconds)} entries/s, ` +
      `batches of ${batch}); file ${(statSync(file).size / 1e6).toFixed(0)} MB + WAL`,
  );

  const queryVectors = await embedder.embed(syntheticTexts(queries, 99));
  // Warm-up: the first scans fault the file's pages into memory, as a running server's would be.
  for (const vector of queryVectors.slice(0, 5)) await index.knn({ vector, k: K, filter });

  const latencies: number[] = [];
  let recallSum = 0;
  for (const vector of queryVectors) {
    const t0 = performance.now();
    const hits = await index.knn({ vector, k: K, filter });
    latencies.push(performance.now() - t0);

    const exact = vectors.map((v, i) => ({ i, s: dot(v, vector) })).sort((a, b) => b.s - a.s);
    const threshold = exact[Math.min(K, count) - 1].s - 1e-6;
    const similarityOf = new Map(exact.map((e) => [`m${e.i}`, e.s]));
    const correct = hits.filter((h) => (similarityOf.get(h.id) ?? -1) >= threshold).length;
    recallSum += correct / Math.min(K, count);
  }
  latencies.sort((a, b) => a - b);
  const mean = latencies.reduce((a, b) => a + b, 0) / latencies.length;
  console.log(
    `kNN k=${K}: p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms, ` +
      `max ${latencies[latencies.length - 1].toFixed(2)} ms, mean ${mean.toFixed(2)} ms; recall@${K} ${(recallSum / queryVectors.length).toFixed(4)}`,
  );
} finally {
  await index.close();
  rmSync(dir, { recursive: true, force: true });
}
