/**
 * Tuning aid for stage two's similarity: simulates recall in process (top 50 by cosine, the
 * combined similarity, the cut at 0.5, the spec's score with type bonus and quality; recency is
 * equal for all, as in run.ts) on the memory suite's set, over a grid of the combination's knobs.
 *
 *   npx tsx bench/recall-quality/rerank-lab.ts [--bench] [--alpha a] [--knot t] [--upper x=y] [--candidates n] [--w name=value ...]
 */
import { Coverage, type CoverageWeights } from "../../adapters/wordnet-embedder/coverage.ts";
import { loadLexicon } from "../../adapters/wordnet-embedder/load-lexicon.ts";
import { SemanticFeatures } from "../../adapters/wordnet-embedder/semantic-features.ts";
import { WordNetEmbedder } from "../../adapters/wordnet-embedder/wordnet-embedder.ts";
import { SimilarityScale } from "../../core/ports/similarity-scale.ts";
import type { MemoryType } from "../../core/ports/vector-index.ts";
import { queryIntents } from "../../plugins/memory/intent-keywords.ts";
import { indexText } from "../../plugins/memory/memory-text.ts";
import { quality, score, typeBonus } from "../../plugins/memory/rerank.ts";
import { MEMORIES as DEV_MEMORIES, QUERIES as DEV_QUERIES } from "../../test/memory/recall-set.ts";
import type { LabelledMemory } from "./labelled.ts";
import { MEMORIES } from "./memories.ts";
import { byKind, figures, type Answered } from "./metrics.ts";
import { QUERIES } from "./queries.ts";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const bench = process.argv.includes("--bench");
const memories = bench ? MEMORIES : DEV_MEMORIES;
const queries = bench ? QUERIES : DEV_QUERIES;
const cw: Partial<CoverageWeights> = {};
process.argv.forEach((a, i) => {
  if (a === "--w") {
    const [k, v] = process.argv[i + 1].split("=");
    (cw as Record<string, number>)[k] = Number(v);
  }
});

const { lexicon } = loadLexicon();
const embedder = new WordNetEmbedder(lexicon);
const coverage = new Coverage(lexicon, new SemanticFeatures(lexicon), cw);

const typeOf = (m: LabelledMemory) => (m.path === "trust-weighted" ? "trust_weighted" : m.path) as MemoryType;
const text = (m: LabelledMemory) => indexText({ type: typeOf(m), content: typeof m.body.content === "string" ? m.body.content : null, fields: m.body });
const qualityOf = (m: LabelledMemory) =>
  quality({ confidence: typeof m.body.confidence === "number" ? m.body.confidence : null, type: typeOf(m), fields: m.body });

const texts = memories.map(text);
const mv = await embedder.embed(texts);
const qv = await embedder.embed(queries.map((x) => x.query));
const mw = texts.map((t) => coverage.memoryWords(t));
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);

// Per query: its 50 candidates by cosine with their coverage.
const cands = queries.map((query, qi) => {
  const qw = coverage.queryWords(query.query);
  const intents = queryIntents(query.query);
  return memories
    .map((m, i) => ({ i, cos: Math.max(0, dot(mv[i], qv[qi])) }))
    .sort((a, b) => b.cos - a.cos)
    .slice(0, 50)
    .map((c) => ({ ...c, cov: coverage.of(qw, mw[c.i]), bonus: typeBonus(typeOf(memories[c.i]), intents), quality: qualityOf(memories[c.i]) }));
});

function simulate(alpha: number, knot: number): Answered[] {
  // --upper x=y adds a knot above the threshold's (a steeper or flatter top of the scale).
  const upper = arg("--upper")?.split("=").map(Number);
  const scale = new SimilarityScale(upper && upper[0] > knot ? [[knot, 0.5], [upper[0], upper[1]]] : [[knot, 0.5]]);
  return queries.map((query, qi) => {
    const kept = cands[qi]
      .map((c) => {
        const combined = c.cov === null ? c.cos : alpha * c.cos + (1 - alpha) * c.cov;
        const sim = scale.map(combined);
        return { c, sim, score: score({ similarity: sim, recency: 1, type_bonus: c.bonus, quality: c.quality }) };
      })
      .filter((x) => x.sim >= 0.5)
      .sort((a, b) => b.score - a.score || b.sim - a.sim)
      .slice(0, 10);
    return { query, keys: kept.map((x) => memories[x.c.i].key) };
  });
}

const fmt = (x: number) => x.toFixed(3);
function report(alpha: number, knot: number, detail = false) {
  const answers = simulate(alpha, knot);
  const f = figures(answers);
  console.log(`alpha ${alpha.toFixed(2)} knot ${knot.toFixed(2)}: r@1 ${fmt(f.recallAt1)} r@5 ${fmt(f.recallAt5)} mrr ${fmt(f.mrr)} empty ${fmt(1 - f.falsePositiveRate)}`);
  if (!detail) return;
  for (const [kind, k] of byKind(answers)) console.log(`  ${kind.padEnd(11)} ${kind === "negative" ? `empty ${fmt(1 - k.falsePositiveRate)}` : `${fmt(k.recallAt1)} / ${fmt(k.recallAt5)}`}`);
  answers.forEach((a, qi) => {
    const rel = new Set(a.query.relevant);
    const ok = a.query.relevant.length === 0 ? a.keys.length === 0 : rel.has(a.keys[0]);
    if (ok) return;
    const shown = a.keys.slice(0, 3).map((k) => {
      const c = cands[qi].find((x) => memories[x.i].key === k)!;
      return `${k}(cos ${c.cos.toFixed(2)} cov ${c.cov?.toFixed(2)})`;
    });
    const want = a.query.relevant.map((k) => {
      const c = cands[qi].find((x) => memories[x.i].key === k);
      return c ? `${k}(cos ${c.cos.toFixed(2)} cov ${c.cov?.toFixed(2)})` : `${k}(not in 50)`;
    });
    console.log(`  [${a.query.kind}] ${a.query.query} → want ${want.join(",") || "nothing"}; got ${shown.join(" ") || "nothing"}`);
  });
}

console.log(`${bench ? "held-out benchmark" : "tuning"} set: ${memories.length} memories, ${queries.length} queries`);
if (process.argv.includes("--best")) {
  // The knob choice: the highest recall@5 + share of negatives answered empty, among the choices
  // that lose neither against cosine alone at its own scale (alpha 1, knot 0.32).
  const base = figures(simulate(1, 0.32));
  let best = { alpha: 0, knot: 0, sum: -1 };
  for (let alpha = 0.2; alpha <= 0.81; alpha += 0.1) {
    for (let knot = 0.3; knot <= 0.76; knot += 0.02) {
      const f = figures(simulate(alpha, knot));
      const sum = f.recallAt5 + 1 - f.falsePositiveRate;
      if (f.recallAt5 < base.recallAt5 || f.falsePositiveRate > base.falsePositiveRate) continue;
      if (sum > best.sum + 1e-9) best = { alpha, knot, sum };
    }
  }
  report(best.alpha, best.knot);
} else if (arg("--frontier") !== undefined) {
  for (const alpha of arg("--frontier")!.split(",").map(Number)) {
    const line: string[] = [];
    for (let knot = 0.3; knot <= 0.76; knot += 0.04) {
      const f = figures(simulate(alpha, knot));
      line.push(`${knot.toFixed(2)}:${fmt(f.recallAt1)}/${fmt(f.recallAt5)}/${fmt(1 - f.falsePositiveRate)}`);
    }
    console.log(`alpha ${alpha}: ${line.join(" ")}`);
  }
} else if (arg("--alpha") !== undefined) {
  report(Number(arg("--alpha")), Number(arg("--knot")), true);
} else {
  report(1, 0.32);
  for (const alpha of [0.7, 0.6, 0.5, 0.4, 0.3, 0.2]) {
    let best = { knot: 0, min: -1 };
    for (let knot = 0.2; knot <= 0.8; knot += 0.02) {
      const f = figures(simulate(alpha, knot));
      const m = Math.min(f.recallAt5, 1 - f.falsePositiveRate);
      if (m > best.min) best = { knot, min: m };
    }
    report(alpha, best.knot);
  }
}
