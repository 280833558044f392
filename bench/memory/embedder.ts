/**
 * Throughput of the hashing embedder on memory-like sentences.
 *   npx tsx bench/memory/embedder.ts [count=20000] [dimension=384]
 */
import { HashingEmbedder } from "../../adapters/hashing-embedder/hashing-embedder.ts";
import { syntheticTexts } from "./synthetic-texts.ts";

const count = Number(process.argv[2] ?? 20_000);
const dimension = Number(process.argv[3] ?? 384);
const embedder = new HashingEmbedder({ dimension });
const texts = syntheticTexts(count, 7);
const averageChars = texts.reduce((sum, t) => sum + t.length, 0) / texts.length;

// Warm up the JIT before timing, as a long-running server would be.
await embedder.embed(texts.slice(0, 2000));

const batch = 64;
const started = performance.now();
for (let i = 0; i < texts.length; i += batch) await embedder.embed(texts.slice(i, i + batch));
const seconds = (performance.now() - started) / 1000;

console.log(
  `${embedder.model}: ${count} texts (avg ${averageChars.toFixed(0)} chars) in ${seconds.toFixed(2)} s = ` +
    `${Math.round(count / seconds)} embeds/s (${((seconds / count) * 1e6).toFixed(1)} µs each), batches of ${batch}`,
);
