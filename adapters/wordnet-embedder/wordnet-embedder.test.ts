import { describe, expect, it } from "vitest";
import { HashingEmbedder } from "../hashing-embedder/hashing-embedder.ts";
import { loadLexicon } from "./load-lexicon.ts";
import { WORDNET_SCALE, WordNetEmbedder } from "./wordnet-embedder.ts";

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i], 0);

describe("WordNetEmbedder", () => {
  const lexicon = loadLexicon().lexicon;
  const embedder = new WordNetEmbedder(lexicon);
  const hashing = new HashingEmbedder();
  const sim = (a: string, b: string) => dot(embedder.embedOne(a), embedder.embedOne(b));
  const old = (a: string, b: string) => dot(hashing.embedOne(a), hashing.embedOne(b));

  it("names a model of its own, so an index never mixes its vectors with the hashing embedder's", () => {
    expect(embedder.model).toBe("berth-wordnet-v2-384");
    expect(embedder.dimension).toBe(384);
    expect(new WordNetEmbedder(lexicon, { dimension: 512 }).model).toBe("berth-wordnet-v2-512");
    expect(() => new WordNetEmbedder(lexicon, { dimension: 16 })).toThrow(RangeError);
  });

  it("produces the same vector as every earlier build of v2 (stored vectors stay valid)", () => {
    // If this fails, tokenising, morphology, WordNet weights or hashing changed: bump the model version.
    const v = new WordNetEmbedder(loadLexicon().lexicon).embedOne("The user prefers dark roast coffee");
    expect(v.filter((x) => x !== 0).length).toBe(102);
    for (const [index, value] of [
      [1, 0.054877],
      [4, -0.047628],
      [7, -0.01901],
      [11, -0.047525],
      [16, 0.103961],
    ]) {
      expect(v[index]).toBeCloseTo(value, 5);
    }
  });

  it("returns unit vectors, and the zero vector for text without words", async () => {
    const [a, b, empty, marks] = await embedder.embed(["The user's car is a 2019 Subaru", "东京的航班", "", "!!! ..."]);
    expect(dot(a, a)).toBeCloseTo(1, 5);
    expect(dot(b, b)).toBeCloseTo(1, 5);
    expect(dot(empty, empty)).toBe(0);
    expect(dot(marks, marks)).toBe(0);
    expect(await embedder.embed([])).toEqual([]);
  });

  it("rates synonyms alike, where the hashing embedder sees nothing in common", () => {
    expect(sim("automobile", "car")).toBeGreaterThan(0.8);
    expect(old("automobile", "car")).toBeLessThan(0.1);
    expect(sim("car", "banana")).toBeLessThan(0.05);
  });

  it("links a category to its members through hypernyms", () => {
    for (const [category, member, unrelated] of [
      ["vehicle", "car", "banana"],
      ["musical instrument", "cello", "invoice"],
      ["operating system", "Debian Linux", "marathon"],
      ["computer", "laptop", "sandwich"],
      ["race", "marathon", "budget"],
      ["kid", "daughter", "invoice"],
    ]) {
      expect(sim(category, member), `${category} ~ ${member}`).toBeGreaterThan(sim(category, unrelated) + 0.05);
    }
  });

  it("does not let generic concepts (person, artifact) make unrelated things alike", () => {
    expect(sim("the accountant", "the plumber")).toBeLessThan(0.05);
    expect(sim("a cello", "a hammer")).toBeLessThan(0.05);
  });

  it("folds irregular forms through WordNet's exception lists, and corrects typos", () => {
    expect(sim("mice", "mouse")).toBeGreaterThan(0.6);
    expect(sim("went", "go")).toBeGreaterThan(0.6);
    expect(sim("children", "child")).toBeGreaterThan(0.6);
    expect(old("children", "child")).toBeLessThan(0.6);
    expect(sim("resturant", "restaurant")).toBeGreaterThan(0.8);
    expect(sim("resturant", "airport")).toBeLessThan(0.05);
  });

  it("gives function words no senses (\"during\" is no typo of \"daring\")", () => {
    // Only the spelling they share counts, as with the hashing embedder.
    for (const [a, b] of [["during the migration", "daring"], ["until Friday", "untie"]]) {
      expect(sim(a, b), `${a} ~ ${b}`).toBeLessThan(old(a, b) + 0.02);
    }
  });

  it("reads collocations WordNet lists as one concept", () => {
    expect(sim("operating system", "Linux")).toBeGreaterThan(0.3);
    expect(sim("operating", "Linux")).toBeLessThan(0.05);
  });

  it("answers a calibrated similarity: monotone, in [0, 1], 0.5 at the fitted cosine", () => {
    expect(embedder.similarity(0.32)).toBeCloseTo(0.5, 10);
    expect(embedder.similarity(0)).toBe(0);
    expect(embedder.similarity(1)).toBe(1);
    expect(embedder.similarity(-0.2)).toBe(0);
    let previous = 0;
    for (let c = 0; c <= 1; c += 0.05) {
      expect(embedder.similarity(c)).toBeGreaterThanOrEqual(previous);
      previous = embedder.similarity(c);
    }
    expect(WORDNET_SCALE.toString()).toBe("0.32=0.5");
  });

  it("answers ping and close", async () => {
    await expect(embedder.ping()).resolves.toBeUndefined();
    await expect(embedder.close()).resolves.toBeUndefined();
  });
});
