import { describe, expect, it } from "vitest";
import { PathologicalTexts } from "../../test/support/pathological-texts.ts";
import { loadLexicon } from "./load-lexicon.ts";
import { hyphenatedPairs } from "./semantic-features.ts";
import { readable } from "./word-limit.ts";
import { WordNetEmbedder } from "./wordnet-embedder.ts";

describe("what reading a text may cost (issue 25, finding 1)", () => {
  it("finds hyphenated pairs in one pass, as the regex before it did", () => {
    expect([...hyphenatedPairs("Short-sighted, well-known a-b-c; x -y z- w ÉT-é co--op")]).toEqual(["short sighted", "well known", "a b", "b c"]);
    const started = performance.now();
    hyphenatedPairs("a".repeat(100_000));
    hyphenatedPairs("ab-".repeat(33_000));
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("reads no word over 40 characters", () => {
    expect(readable("dichlorodiphenyltrichloroethane")).toBe(true);
    expect(readable(`${"x".repeat(41)}`)).toBe(false);
    expect(readable(`heat_${"w".repeat(41)}`)).toBe(false);
    expect(readable(`heat_${"w".repeat(40)}`)).toBe(true);
  });

  it("embeds and reranks 100,000-letter words and invented words in milliseconds, not minutes", async () => {
    const embedder = new WordNetEmbedder(loadLexicon().lexicon);
    const texts = new PathologicalTexts();
    const started = performance.now();
    const vectors = await embedder.embed([texts.longWord(100_000), texts.inventedWords(8_000), texts.hyphenChain(8_000), `${texts.longWord(1_600)} heatwave resturant`]);
    expect(vectors).toHaveLength(4);
    const similarities = await embedder.rerank(texts.inventedWords(4_000), [{ text: texts.inventedWords(8_000), cosine: 0.4 }, { text: texts.longWord(8_000), cosine: 0.4 }]);
    expect(similarities).toHaveLength(2);
    // A few seconds on a loaded machine; before the caps, the 1,600-letter word alone took about 9 s and the 100,000-letter one minutes.
    expect(performance.now() - started).toBeLessThan(5_000);
    // The words around a long one are still read: "heatwave" splits, "resturant" is corrected.
    expect(embedder.embedOne(`${"q".repeat(1_600)} heatwave`)).not.toEqual(embedder.embedOne(`${"q".repeat(1_600)} zzzzzzzz`));
  });
});
