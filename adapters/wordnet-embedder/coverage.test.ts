import { describe, expect, it } from "vitest";
import { Coverage } from "./coverage.ts";
import { loadLexicon } from "./load-lexicon.ts";
import { SemanticFeatures } from "./semantic-features.ts";
import { WordNetEmbedder } from "./wordnet-embedder.ts";

describe("Coverage (stage two's word-by-word match)", () => {
  const lexicon = loadLexicon().lexicon;
  const coverage = new Coverage(lexicon, new SemanticFeatures(lexicon));
  const of = (query: string, memory: string) => coverage.of(coverage.queryWords(query), coverage.memoryWords(memory))!;

  it("covers a category by its member, any number of is-a levels down, not a member by its category", () => {
    expect(of("vehicle", "The user's car is a hatchback")).toBe(1);
    expect(of("animal", "The user has a golden retriever")).toBe(1);
    expect(of("car", "The user owns a vehicle")).toBeLessThan(0.5);
  });

  it("covers synonyms, inflections and misspellings fully", () => {
    expect(of("automobile", "The user's car is red")).toBe(1);
    expect(of("flights", "The user booked a flight")).toBe(1);
    expect(of("resturant", "The user's favourite restaurant")).toBe(1);
  });

  it("reads a collocation's words on their own in a memory", () => {
    expect(of("violin", "The user takes violin lessons")).toBe(1);
  });

  it("leaves a question's unstored part uncovered", () => {
    const stored = "The user's mother lives in Porto";
    expect(of("Which city does the user's mum live in?", stored)).toBeGreaterThan(0.75);
    expect(of("What is the user's mother's maiden name?", stored)).toBeLessThan(0.5);
  });

  it("gives nothing for a question without content words, and weighs rare words more than common ones", () => {
    expect(coverage.of(coverage.queryWords("what is it"), coverage.memoryWords("anything"))).toBeNull();
    const [run, marathon] = coverage.queryWords("run marathon");
    expect(marathon.weight).toBeGreaterThan(run.weight);
  });

  it("makes the embedder's rerank a similarity in [0, 1] that ranks the covering memory first", () => {
    const embedder = new WordNetEmbedder(lexicon);
    const texts = ["The user's car is a 2019 Subaru", "The user drives to work on Mondays"];
    const query = "What vehicle does the user own?";
    const q = embedder.embedOne(query);
    const cos = texts.map((t) => embedder.embedOne(t).reduce((s, x, i) => s + x * q[i], 0));
    const sims = embedder.rerank(query, texts.map((text, i) => ({ text, cosine: cos[i] })));
    for (const s of sims) {
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(1);
    }
    expect(sims[0]).toBeGreaterThan(0.5);
    expect(sims[0]).toBeGreaterThan(sims[1]);
  });
});
