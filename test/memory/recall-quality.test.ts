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
 * below what was measured, so any regression fails. Measured (with stage two's coverage rerank):
 * recall@1 0.792 (61/77), recall@5 0.818, MRR 0.805, negatives answered empty 0.750 (30/40). The
 * held-out figures are in the README ("Recall quality"), from bench/recall-quality.
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
    expect(result.model).toBe("berth-wordnet-v1-384");
  });

  it("finds the labelled memory first, and among the first five", () => {
    const f = figures(result.answers);
    expect(f.positives).toBe(77);
    expect(f.recallAt1).toBeGreaterThanOrEqual(60 / 77);
    expect(f.recallAt5).toBeGreaterThanOrEqual(0.805);
    expect(f.mrr).toBeGreaterThanOrEqual(0.792);
  });

  it("answers most questions whose answer is not stored with nothing", () => {
    const f = figures(result.answers);
    expect(f.negatives).toBe(40);
    expect(1 - f.falsePositiveRate).toBeGreaterThanOrEqual(29 / 40);
  });

  it("answers paraphrases, categories, synonyms, inflections and typos", () => {
    const kinds = byKind(result.answers);
    expect(kinds.get("paraphrase")!.recallAt5).toBeGreaterThanOrEqual(29 / 31);
    expect(kinds.get("paraphrase")!.recallAt1).toBeGreaterThanOrEqual(28 / 31);
    expect(kinds.get("morphology")!.recallAt1).toBeGreaterThanOrEqual(7 / 8);
    expect(kinds.get("typo")!.recallAt1).toBeGreaterThanOrEqual(5 / 7);
    expect(kinds.get("category")!.recallAt5).toBeGreaterThanOrEqual(11 / 18);
    expect(kinds.get("synonym")!.recallAt5).toBeGreaterThanOrEqual(6 / 13);
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
