import { describe, expect, it } from "vitest";
import { stem } from "./stem.ts";

describe("stem", () => {
  it.each([
    ["cats", "cat"],
    ["ponies", "pony"],
    ["caresses", "caress"],
    ["likes", "like"],
    ["liked", "like"],
    ["liking", "like"],
    ["running", "run"],
    ["hopping", "hop"],
    ["hoping", "hope"],
    ["studied", "study"],
    ["agreed", "agre"],
    ["agree", "agre"],
    ["preferred", "prefer"],
    ["falling", "fall"],
  ])("%s → %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it("leaves short words, -ss/-us/-is endings, words without a vowel stem, and non-ASCII alone", () => {
    for (const word of ["go", "analysis", "status", "class", "thing", "sing", "speed", "naïve", "東京", "h2o"]) {
      expect(stem(word)).toBe(word);
    }
  });
});
