import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evaluate, type Evaluation } from "../../bench/recall-quality/evaluate.ts";
import { byKind, figures } from "../../bench/recall-quality/metrics.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { newAgent } from "./memory-helpers.ts";
import { MEMORIES, QUERIES } from "./recall-set.ts";

/**
 * Recall quality of the default embedder (wordnet) on the labelled set in recall-set.ts, over
 * HTTP at the interface's defaults (the body carries only the query: limit 10, min_similarity
 * 0.5). The embedder is deterministic, so the figures are exact; each assertion sits one query
 * below what was measured, so any regression fails. Measured (berth-wordnet-v2 with stage two's
 * coverage rerank): recall@1 0.793 (119/150), recall@5 0.813, MRR 0.801, negatives answered empty
 * 0.786 (55/70). The held-out figures are in docs/memory-embedder.md ("Recall quality"), from bench/recall-quality.
 */
describe("recall quality with the default embedder, at the defaults", () => {
  let b: TestBerth;
  let result: Evaluation;
  beforeAll(async () => {
    b = await startBerth();
    const agent = await newAgent(b, "quality-agent");
    result = await evaluate((path, body) => (path === "recall" ? agent.recall(body) : agent.store(path, body)), MEMORIES, QUERIES);
  });
  afterAll(() => b.stop());

  it("names the WordNet model", () => {
    expect(result.model).toBe("berth-wordnet-v2-384");
  });

  it("finds the labelled memory first, and among the first five", () => {
    const f = figures(result.answers);
    expect(f.positives).toBe(150);
    expect(f.recallAt1).toBeGreaterThanOrEqual(118 / 150);
    expect(f.recallAt5).toBeGreaterThanOrEqual(0.806);
    expect(f.mrr).toBeGreaterThanOrEqual(0.794);
  });

  it("answers most questions whose answer is not stored with nothing", () => {
    const f = figures(result.answers);
    expect(f.negatives).toBe(70);
    expect(1 - f.falsePositiveRate).toBeGreaterThanOrEqual(54 / 70);
  });

  it("answers paraphrases, categories, synonyms, inflections and typos", () => {
    const kinds = byKind(result.answers);
    expect(kinds.get("paraphrase")!.recallAt5).toBeGreaterThanOrEqual(42 / 45);
    expect(kinds.get("paraphrase")!.recallAt1).toBeGreaterThanOrEqual(40 / 45);
    expect(kinds.get("morphology")!.recallAt1).toBeGreaterThanOrEqual(18 / 20);
    expect(kinds.get("typo")!.recallAt1).toBeGreaterThanOrEqual(12 / 16);
    expect(kinds.get("category")!.recallAt5).toBeGreaterThanOrEqual(28 / 38);
    expect(kinds.get("synonym")!.recallAt5).toBeGreaterThanOrEqual(17 / 31);
  });

  it("rates every recalled memory at or above the default min_similarity, in [0, 1]", () => {
    const all = result.similarities.flat();
    expect(all.length).toBeGreaterThan(40);
    for (const s of all) {
      expect(s).toBeGreaterThanOrEqual(0.5);
      expect(s).toBeLessThanOrEqual(1);
    }
  });
});
