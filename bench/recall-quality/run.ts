/**
 * Recall quality of the built-in embedders on a labelled set, old (hashing) and new (wordnet) side
 * by side, at the interface's defaults (limit 10, min_similarity 0.5: the recall body carries only
 * the query).
 *
 *   npx tsx bench/recall-quality/run.ts [--dev] [--misses] [--embedder wordnet] [--min-similarity 0.3]
 *
 * For each embedder a Berth process starts on a fresh data folder (SQLite store, sqlite-vec index),
 * the memories are stored over HTTP as one agent, and every query is recalled over HTTP.
 * --dev runs the memory suite's smaller set (test/memory/recall-set.ts, the tuning set) instead of
 * this folder's held-out one; --misses lists the queries the last embedder got wrong;
 * --min-similarity sends that min_similarity instead of relying on the default.
 */
import { MEMORIES as DEV_MEMORIES, QUERIES as DEV_QUERIES } from "../../test/memory/recall-set.ts";
import { startBerthProcess } from "../support/berth-process.ts";
import { evaluate, type Evaluation } from "./evaluate.ts";
import { MEMORIES } from "./memories.ts";
import { byKind, figures, type Figures } from "./metrics.ts";
import { QUERIES } from "./queries.ts";

const dev = process.argv.includes("--dev");
const at = process.argv.indexOf("--embedder");
const embedders = at > 0 ? [process.argv[at + 1]] : ["hashing", "wordnet"];
const memories = dev ? DEV_MEMORIES : MEMORIES;
const queries = dev ? DEV_QUERIES : QUERIES;
const PASSPORT = "quality-agent";
const minAt = process.argv.indexOf("--min-similarity");
const extras = minAt > 0 ? { min_similarity: Number(process.argv[minAt + 1]) } : {};

async function run(embedder: string): Promise<Evaluation> {
  const berth = await startBerthProcess({ LOG_LEVEL: "warn", CHAINS: "none", EMBEDDER: embedder });
  try {
    const headers = { authorization: `Bearer ${berth.key}`, "content-type": "application/json", "x-agent-passport-id": PASSPORT };
    return await evaluate(
      async (path, body) => {
        const res = await fetch(`${berth.url}/v1/memory/${path}`, { method: "POST", headers, body: JSON.stringify(body) });
        return { status: res.status, body: await res.json() };
      },
      memories,
      queries,
      extras,
    );
  } finally {
    await berth.stop();
  }
}

const types = new Set(memories.map((m) => m.path));
console.log(
  `recall quality: ${memories.length} memories (${types.size} types), ${queries.length} queries ` +
    `(${queries.filter((q) => q.relevant.length === 0).length} negatives), ${dev ? "the memory suite's tuning set" : "held-out benchmark set"}; ` +
    (minAt > 0 ? `limit 10, min_similarity ${extras.min_similarity}` : "defaults limit 10, min_similarity 0.5"),
);
const results: [string, Evaluation][] = [];
for (const e of embedders) results.push([e, await run(e)]);

const pct = (x: number) => x.toFixed(3);
const rows: [string, (f: Figures) => string][] = [
  ["recall@1", (f) => pct(f.recallAt1)],
  ["recall@5", (f) => pct(f.recallAt5)],
  ["MRR", (f) => pct(f.mrr)],
  ["negatives answered empty", (f) => pct(1 - f.falsePositiveRate)],
  ["negatives' false-positive rate", (f) => pct(f.falsePositiveRate)],
];
const header = ["", ...results.map(([, r]) => r.model)];
const table = rows.map(([name, fn]) => [name, ...results.map(([, r]) => fn(figures(r.answers)))]);
const widths = header.map((_, i) => Math.max(...[header, ...table].map((row) => row[i].length)));
const line = (row: string[]) => "| " + row.map((c, i) => c.padEnd(widths[i])).join(" | ") + " |";
console.log(line(header));
console.log("|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|");
for (const row of table) console.log(line(row));

console.log("\nby kind (recall@1 / recall@5, negatives: answered empty):");
const kinds = [...new Set(queries.map((q) => q.kind))];
for (const kind of kinds) {
  const cells = results.map(([, r]) => {
    const f = byKind(r.answers).get(kind)!;
    return kind === "negative" ? `empty ${pct(1 - f.falsePositiveRate)}` : `${pct(f.recallAt1)} / ${pct(f.recallAt5)}`;
  });
  console.log(`  ${kind.padEnd(11)} (${String(queries.filter((q) => q.kind === kind).length).padStart(3)}): ${cells.join("   |   ")}`);
}

if (process.argv.includes("--misses")) {
  const [name, last] = results[results.length - 1];
  console.log(`\nmisses of ${name}:`);
  last.answers.forEach((a, i) => {
    const relevant = new Set(a.query.relevant);
    const hit = a.query.relevant.length === 0 ? a.keys.length === 0 : relevant.has(a.keys[0]);
    if (hit) return;
    const shown = a.keys.slice(0, 3).map((k, j) => `${k}:${last.similarities[i][j].toFixed(2)}`);
    console.log(`  [${a.query.kind}] ${a.query.query} → want ${a.query.relevant.join(",") || "nothing"}; got ${shown.join(" ") || "nothing"}`);
  });
}
