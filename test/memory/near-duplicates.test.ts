import { describe, expect, it } from "vitest";
import { HashingEmbedder } from "../../adapters/hashing-embedder/hashing-embedder.ts";
import { loadLexicon } from "../../adapters/wordnet-embedder/load-lexicon.ts";
import { WordNetEmbedder } from "../../adapters/wordnet-embedder/wordnet-embedder.ts";
import type { Embedder } from "../../core/ports/embedder.ts";
import { collapse, guardSignature, nearDuplicates, NEAR_DUPLICATE_COSINE } from "../../plugins/memory/near-duplicates.ts";
import { NEAR_DUPLICATE_PAIRS } from "./near-duplicate-set.ts";

const EMBEDDERS: [string, () => Embedder][] = [
  ["wordnet", () => new WordNetEmbedder(loadLexicon().lexicon, { dimension: 384 })],
  ["hashing", () => new HashingEmbedder({ dimension: 384 })],
];

describe("near-duplicates on the labelled set", () => {
  it("has both kinds, hard ones among the distinct", () => {
    expect(NEAR_DUPLICATE_PAIRS.filter((p) => p.same).length).toBeGreaterThanOrEqual(20);
    expect(NEAR_DUPLICATE_PAIRS.filter((p) => !p.same).length).toBeGreaterThanOrEqual(25);
  });

  for (const [name, make] of EMBEDDERS) {
    it(`${name}: no two distinct facts are folded; most rewordings are`, async () => {
      const embedder = make();
      const folded: string[] = [];
      const missed: string[] = [];
      let closeDistinct = 0;
      for (const p of NEAR_DUPLICATE_PAIRS) {
        const [va, vb] = await embedder.embed([p.a, p.b]);
        const side = (text: string, vector: Float32Array) => ({ type: "semantic", namespace: null, key: null, text, vector });
        const near = nearDuplicates(side(p.a, va!), side(p.b, vb!));
        if (near && !p.same) folded.push(`${p.a} | ${p.b}`);
        if (!near && p.same) missed.push(`${p.a} | ${p.b}`);
        // Distinct facts the embedder alone rates as near as rewordings: the word guard keeps them apart.
        if (!p.same && (await cos(embedder, p.a, p.b)) >= NEAR_DUPLICATE_COSINE) closeDistinct++;
      }
      expect(folded).toEqual([]);
      expect(missed.length).toBeLessThanOrEqual(4);
      expect(closeDistinct).toBeGreaterThan(0);
    });
  }

  it("compares words in any order, without case, punctuation, possessives or articles, and keeps numbers and negations", () => {
    expect(guardSignature("After the migration, the staging deployment failed!")).toBe(guardSignature("the staging deployment failed after the migration"));
    expect(guardSignature("The user's timezone")).toBe(guardSignature("user timezone"));
    expect(guardSignature("meeting at 9am")).not.toBe(guardSignature("meeting at 10am"));
    expect(guardSignature("likes coffee")).not.toBe(guardSignature("does not like coffee"));
    // Linear in the text: a long run of apostrophes or words is one pass.
    expect(guardSignature("'".repeat(7990) + "x")).toBe("x");
  });

  it("recall keeps the best of each group and names the rest; keyed facts and other types are never folded", () => {
    const v = new Float32Array([1, 0, 0]);
    const item = (id: string, text: string, extra: Partial<{ type: string; key: string | null; namespace: string | null }> = {}) => ({
      id,
      type: "semantic",
      namespace: null,
      key: null,
      text,
      vector: v,
      ...extra,
    });
    const kept = collapse(
      [
        item("a", "The staging deployment failed after the migration"),
        item("b", "After the migration the staging deployment failed."),
        item("c", "The staging deployment failed after the migration", { key: "deploy/staging" }),
        item("d", "The staging deployment failed after the migration", { type: "episodic" }),
        item("e", "The staging deployment failed after the migration", { namespace: "ops" }),
      ],
      10,
    );
    expect(kept.map((k) => [k.item.id, k.folded])).toEqual([
      ["a", ["b"]],
      ["c", []],
      ["d", []],
      ["e", []],
    ]);
  });
});

async function cos(embedder: Embedder, a: string, b: string): Promise<number> {
  const [va, vb] = await embedder.embed([a, b]);
  let dot = 0;
  for (let i = 0; i < va!.length; i++) dot += va![i]! * vb![i]!;
  return dot;
}
