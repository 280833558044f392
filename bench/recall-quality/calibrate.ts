/**
 * Fits an embedder's similarity scale on a labelled set: where on the cosine axis relevant
 * memories and unrelated ones part. In process, cosine only (no rerank), so it runs in seconds.
 *
 *   npx tsx bench/recall-quality/calibrate.ts [--bench] [--embedder wordnet|hashing|openai] [--w name=value ...]
 *
 * --embedder openai asks the OpenAI-compatible server named by EMBEDDINGS_URL (and EMBEDDINGS_MODEL,
 * EMBEDDINGS_API_KEY) in the environment: the knot it prints is the EMBEDDINGS_SIMILARITY_SCALE
 * for that model.
 * Default set: the memory suite's (test/memory/recall-set.ts), the one the scale is fitted on;
 * --bench shows how the fitted scale holds on the held-out benchmark set. --w overrides one of the
 * WordNet embedder's semantic weights (semantic-features.ts), for experiments.
 * For each threshold t it prints the share of relevant (query, memory) pairs with cosine >= t and
 * the share of negative queries whose best cosine is below t (answered empty), and recall@5 by
 * cosine among those above t. The knot of the scale is the t where both shares are highest together
 * (max of their minimum), mapped to 0.5.
 */
import { HashingEmbedder } from "../../adapters/hashing-embedder/hashing-embedder.ts";
import { OpenAiEmbedder } from "../../adapters/openai-embedder/openai-embedder.ts";
import { loadLexicon } from "../../adapters/wordnet-embedder/load-lexicon.ts";
import type { SemanticWeights } from "../../adapters/wordnet-embedder/semantic-features.ts";
import { WordNetEmbedder } from "../../adapters/wordnet-embedder/wordnet-embedder.ts";
import type { MemoryType } from "../../core/ports/vector-index.ts";
import { indexText } from "../../plugins/memory/memory-text.ts";
import { MEMORIES as DEV_MEMORIES, QUERIES as DEV_QUERIES } from "../../test/memory/recall-set.ts";
import type { LabelledMemory } from "./labelled.ts";
import { MEMORIES } from "./memories.ts";
import { QUERIES } from "./queries.ts";

const bench = process.argv.includes("--bench");
const at = process.argv.indexOf("--embedder");
const which = at > 0 ? process.argv[at + 1] : "wordnet";
const weights: Partial<SemanticWeights> = {};
process.argv.forEach((a, i) => {
  if (a !== "--w") return;
  const [name, value] = process.argv[i + 1].split("=");
  (weights as Record<string, number>)[name] = Number(value);
});
const memories = bench ? MEMORIES : DEV_MEMORIES;
const queries = bench ? QUERIES : DEV_QUERIES;

function openAi(): OpenAiEmbedder {
  const url = process.env.EMBEDDINGS_URL;
  if (!url) throw new Error("--embedder openai needs EMBEDDINGS_URL (and EMBEDDINGS_MODEL) in the environment");
  return new OpenAiEmbedder({ url, model: process.env.EMBEDDINGS_MODEL ?? "text-embedding-3-small", apiKey: process.env.EMBEDDINGS_API_KEY });
}
const embedder = which === "hashing" ? new HashingEmbedder() : which === "openai" ? openAi() : new WordNetEmbedder(loadLexicon().lexicon, { weights });

function text(m: LabelledMemory): string {
  const type = (m.path === "trust-weighted" ? "trust_weighted" : m.path) as MemoryType;
  return indexText({ type, content: typeof m.body.content === "string" ? m.body.content : null, fields: m.body });
}

const norm = (a: Float32Array) => Math.sqrt(a.reduce((s, x) => s + x * x, 0)) || 1;
// Cosine, also for servers whose vectors are not unit length.
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0) / (norm(a) * norm(b));
const memoryVectors = await embedder.embed(memories.map(text));
const queryVectors = await embedder.embed(queries.map((x) => x.query));

const relevantCosines: number[] = [];
const negativeBest: number[] = [];
const ranked: { relevant: Set<number>; order: { i: number; cos: number }[] }[] = [];
queries.forEach((query, qi) => {
  const order = memoryVectors.map((v, i) => ({ i, cos: dot(v, queryVectors[qi]) })).sort((a, b) => b.cos - a.cos);
  if (query.relevant.length === 0) {
    negativeBest.push(order[0].cos);
    return;
  }
  const relevant = new Set(query.relevant.map((k) => memories.findIndex((m) => m.key === k)));
  for (const o of order) if (relevant.has(o.i)) relevantCosines.push(o.cos);
  ranked.push({ relevant, order });
});

const share = (xs: number[], test: (x: number) => boolean) => xs.filter(test).length / Math.max(1, xs.length);
const recallAt = (k: number, t: number) =>
  ranked.reduce((sum, r) => sum + r.order.slice(0, k).filter((o) => r.relevant.has(o.i) && o.cos >= t).length / Math.min(k, r.relevant.size), 0) / ranked.length;

console.log(`${embedder.model} on ${bench ? "the held-out benchmark set" : "the memory suite's set"}: ${ranked.length} positive queries, ${negativeBest.length} negatives`);
console.log(`by cosine alone (no threshold): recall@1 ${recallAt(1, -1).toFixed(3)}, recall@5 ${recallAt(5, -1).toFixed(3)}`);
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(p * (xs.length - 1))].toFixed(3);
console.log(`relevant cosines: p10 ${q(relevantCosines, 0.1)}, p25 ${q(relevantCosines, 0.25)}, median ${q(relevantCosines, 0.5)}`);
console.log(`negatives' best cosine: median ${q(negativeBest, 0.5)}, p75 ${q(negativeBest, 0.75)}, p90 ${q(negativeBest, 0.9)}`);
console.log("   t    relevant>=t  negatives<t  recall@5 (cosine >= t)");
let best = { t: 0, score: -1 };
for (let t = 0.15; t <= 0.6001; t += 0.01) {
  const pass = share(relevantCosines, (c) => c >= t);
  const empty = share(negativeBest, (c) => c < t);
  if (Math.min(pass, empty) > best.score) best = { t, score: Math.min(pass, empty) };
  console.log(`  ${t.toFixed(2)}   ${pass.toFixed(3)}        ${empty.toFixed(3)}        ${recallAt(5, t).toFixed(3)}`);
}
if (process.argv.includes("--detail")) {
  queries.forEach((query, qi) => {
    const order = memoryVectors.map((v, i) => ({ i, cos: dot(v, queryVectors[qi]) })).sort((a, b) => b.cos - a.cos);
    const rel = order.findIndex((o) => query.relevant.includes(memories[o.i].key));
    const other = order.find((o) => !query.relevant.includes(memories[o.i].key))!;
    const mine = rel >= 0 ? `${order[rel].cos.toFixed(2)} #${rel + 1}` : "-";
    console.log(`  [${query.kind.slice(0, 5)}] ${mine.padEnd(8)} other ${memories[other.i].key}:${other.cos.toFixed(2)}  ${query.query}`);
  });
}
console.log(`knot: cosine ${best.t.toFixed(2)} → similarity 0.5 (both shares >= ${best.score.toFixed(3)})`);
