import { describe, expect, it } from "vitest";
import { HashingEmbedder } from "./hashing-embedder.ts";

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i] * b[i];
  return dot;
}

function norm(v: Float32Array): number {
  return Math.sqrt(cosine(v, v));
}

describe("HashingEmbedder", () => {
  const embedder = new HashingEmbedder();
  const sim = (a: string, b: string) => cosine(embedder.embedOne(a), embedder.embedOne(b));

  it("names its model after its version and dimension", () => {
    expect(embedder.dimension).toBe(384);
    expect(embedder.model).toBe("berth-hashing-v1-384");
    expect(new HashingEmbedder({ dimension: 512 }).model).toBe("berth-hashing-v1-512");
    expect(() => new HashingEmbedder({ dimension: 8 })).toThrow(RangeError);
    expect(() => new HashingEmbedder({ dimension: 100.5 })).toThrow(RangeError);
  });

  it("is deterministic across calls and instances", async () => {
    const text = "The user prefers dark roast coffee in the morning";
    const [a, b] = await embedder.embed([text, text]);
    const c = new HashingEmbedder().embedOne(text);
    expect(Array.from(a)).toEqual(Array.from(b));
    expect(Array.from(a)).toEqual(Array.from(c));
  });

  it("produces the same vector as every earlier build of v1 (stored vectors stay valid)", () => {
    // If this fails, tokenising, stemming, hashing or weighting changed: bump the model version.
    const v = embedder.embedOne("The user prefers dark roast coffee");
    expect(v.filter((x) => x !== 0).length).toBe(60);
    for (const [index, value] of [
      [67, -0.276081],
      [152, -0.276081],
      [279, -0.276081],
      [295, 0.276081],
      [325, -0.276081],
    ]) {
      expect(v[index]).toBeCloseTo(value, 5);
    }
  });

  it("returns unit vectors of the configured dimension, in input order", async () => {
    const texts = ["short", "a much longer sentence about deployments, escrows and payouts on several chains", "42"];
    const vectors = await embedder.embed(texts);
    expect(vectors).toHaveLength(3);
    for (const v of vectors) {
      expect(v).toBeInstanceOf(Float32Array);
      expect(v.length).toBe(384);
      expect(norm(v)).toBeCloseTo(1, 5);
    }
    expect(Array.from(vectors[1])).toEqual(Array.from(embedder.embedOne(texts[1])));
  });

  it("returns the zero vector for text without words, and handles an empty batch", async () => {
    for (const text of ["", "   ", "!!! ... ???", "🎉🎉"]) {
      const v = embedder.embedOne(text);
      expect(v.length).toBe(384);
      expect(norm(v)).toBe(0);
    }
    expect(await embedder.embed([])).toEqual([]);
  });

  it("keeps a vector for text made only of stopwords", () => {
    expect(norm(embedder.embedOne("to be or not to be"))).toBeCloseTo(1, 5);
  });

  it("rates related texts closer than unrelated ones", () => {
    const memory = "The user prefers dark roast coffee in the morning";
    const related = sim(memory, "what coffee does the user like to drink in the mornings");
    const unrelated = sim(memory, "Deployment to Railway failed because the build ran out of memory");
    expect(related).toBeGreaterThan(0.4);
    expect(unrelated).toBeLessThan(0.15);
    expect(related).toBeGreaterThan(unrelated + 0.3);
  });

  it("folds inflections and gives partial credit to morphological variants", () => {
    expect(sim("running shoes", "run shoe")).toBeGreaterThan(0.99);
    expect(sim("she liked it", "liking")).toBeGreaterThan(0.99);
    const variant = sim("organisation", "organise");
    expect(variant).toBeGreaterThan(0.3);
    expect(variant).toBeGreaterThan(sim("organisation", "banana") + 0.3);
  });

  it("ignores case, punctuation, diacritics and possessives", () => {
    expect(sim("Café, Crème!", "cafe creme")).toBeGreaterThan(0.99);
    expect(sim("The user's dog", "user dog")).toBeGreaterThan(0.99);
  });

  it("embeds other scripts through their characters", () => {
    const v = embedder.embedOne("东京的航班");
    expect(norm(v)).toBeCloseTo(1, 5);
    expect(sim("東京 フライト", "東京 ホテル")).toBeGreaterThan(sim("東京 フライト", "Berlin hotel"));
  });

  it("answers a calibrated similarity: 0.5 at its fitted cosine, monotone, in [0, 1]", () => {
    expect(embedder.similarity(0.36)).toBeCloseTo(0.5, 10);
    expect(embedder.similarity(-1)).toBe(0);
    expect(embedder.similarity(1)).toBe(1);
    expect(embedder.similarity(0.2)).toBeLessThan(embedder.similarity(0.21));
  });

  it("answers ping and close", async () => {
    await expect(embedder.ping()).resolves.toBeUndefined();
    await expect(embedder.close()).resolves.toBeUndefined();
  });
});
