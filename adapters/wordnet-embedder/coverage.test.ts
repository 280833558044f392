import { describe, expect, it } from "vitest";
import { tokenize } from "../hashing-embedder/tokenize.ts";
import { Coverage, focusStart, oneEdit } from "./coverage.ts";
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

  it("covers a category by a name the gazetteer lists, and not by a given name WordNet reads as someone else", () => {
    expect(of("Which car does the user drive?", "The user drives a Kia")).toBeGreaterThan(0.9);
    expect(of("text editor", "The team codes in Emacs")).toBe(1);
    expect(of("Who is the user's wife?", "Sarah leads the design team")).toBeLessThan(0.5);
  });

  it("reads hyphenated words, closed compounds and phrasal verbs as WordNet writes them", () => {
    expect(of("nearsighted", "The user is short-sighted")).toBe(1);
    expect(of("heat wave", "A heatwave is forecast")).toBe(1);
    expect(of("flat tire", "The user had a flat tyre")).toBe(1);
    expect(of("Which match was cancelled?", "The match was called off")).toBeGreaterThan(0.9);
  });

  it("matches a word WordNet does not know one edit away (a misspelt name or term)", () => {
    expect(oneEdit("bitwardn", "bitwarden")).toBe(true);
    expect(oneEdit("clickhuose", "clickhouse")).toBe(true);
    expect(oneEdit("kotlin", "kotlin")).toBe(false);
    expect(oneEdit("kotlin", "botlin")).toBe(false);
    expect(of("Which team uses Grafanna?", "The team uses Grafana")).toBeGreaterThan(0.9);
  });

  it("reads a memory word in the sense its other words point at", () => {
    expect(of("financial institution", "The user opened an account at the bank")).toBe(1);
    expect(of("financial institution", "The user sat on the river bank fishing")).toBeLessThan(0.5);
    expect(of("tree", "The user's palm was cut by broken glass")).toBeLessThan(0.5);
  });

  it("covers a whole by its part: the weekend by Saturday, a country by its city", () => {
    expect(of("weekend", "The user swims on Saturday")).toBeGreaterThanOrEqual(0.8);
    expect(of("England", "The user grew up in Leeds")).toBeGreaterThanOrEqual(0.8);
  });

  it("weighs the word a what/which question asks for more than the rest", () => {
    expect(focusStart(tokenize("Which airline does the user fly with?"))).toEqual({ index: 1, head: false });
    expect(focusStart(tokenize("What kind of dog does the user have?"))).toEqual({ index: 3, head: false });
    expect(focusStart(tokenize("What is the user's chess rating?"))).toEqual({ index: 4, head: true });
    expect(focusStart(tokenize("What did the user buy?")).index).toBe(-1);
    const [chess, rating] = coverage.queryWords("What is the user's chess rating?");
    expect(rating.weight / coverage.queryWords("rating")[0].weight).toBeCloseTo(2, 10);
    expect(chess.weight).toBeCloseTo(coverage.queryWords("chess")[0].weight, 10);
    const [airline, fly] = coverage.queryWords("Which airline flies to Oslo");
    const [plain] = coverage.queryWords("airline");
    expect(airline.weight).toBeCloseTo(2 * plain.weight, 10);
    expect(fly.weight).toBeLessThan(airline.weight);
  });

  it("gives nothing for a question without content words, and weighs rare words more than common ones", () => {
    expect(coverage.of(coverage.queryWords("what is it"), coverage.memoryWords("anything"))).toBeNull();
    const [run, marathon] = coverage.queryWords("run marathon");
    expect(marathon.weight).toBeGreaterThan(run.weight);
  });

  it("makes the embedder's rerank a similarity in [0, 1] that ranks the covering memory first", async () => {
    const embedder = new WordNetEmbedder(lexicon);
    const texts = ["The user's car is a 2019 Subaru", "The user drives to work on Mondays"];
    const query = "What vehicle does the user own?";
    const q = embedder.embedOne(query);
    const cos = texts.map((t) => embedder.embedOne(t).reduce((s, x, i) => s + x * q[i], 0));
    const sims = await embedder.rerank(query, texts.map((text, i) => ({ text, cosine: cos[i] })));
    for (const s of sims) {
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(1);
    }
    expect(sims[0]).toBeGreaterThan(0.5);
    expect(sims[0]).toBeGreaterThan(sims[1]);
  });
});
