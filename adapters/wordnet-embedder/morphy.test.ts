import { describe, expect, it } from "vitest";
import { POS_ADJ, POS_NOUN, POS_VERB } from "./lexicon-data.ts";
import { loadLexicon } from "./load-lexicon.ts";
import { morphy } from "./morphy.ts";
import { correctTypo } from "./typo.ts";

const lexicon = loadLexicon().lexicon;
const bases = (form: string) => morphy(lexicon, form).map((b) => `${lexicon.wordText(b.word)}/${b.pos}`);

describe("morphy: WordNet's morphology over the lexicon", () => {
  it.each([
    ["mice", `mouse/${POS_NOUN}`],
    ["went", `go/${POS_VERB}`],
    ["children", `child/${POS_NOUN}`],
    ["better", `good/${POS_ADJ}`],
    ["ran", `run/${POS_VERB}`],
  ])("uses the exception lists: %s → %s", (form, base) => {
    expect(bases(form)).toContain(base);
  });

  it.each([
    ["cellos", `cello/${POS_NOUN}`],
    ["studied", `study/${POS_VERB}`],
    ["boxes", `box/${POS_NOUN}`],
    ["churches", `church/${POS_NOUN}`],
    ["firemen", `fireman/${POS_NOUN}`],
    ["operating_systems", `operating_system/${POS_NOUN}`],
  ])("applies the detachment rules only where the result is a lemma: %s → %s", (form, base) => {
    expect(bases(form)).toContain(base);
  });

  it("keeps a form that is itself a lemma, in every part of speech", () => {
    expect(bases("running")).toEqual(expect.arrayContaining(["running/-1", `run/${POS_VERB}`]));
    expect(bases("car")).toEqual(["car/-1"]);
  });

  it("finds nothing for words WordNet does not know", () => {
    expect(bases("bitwarden")).toEqual([]);
    expect(bases("xc40")).toEqual([]);
  });
});

describe("correctTypo", () => {
  const corrected = (form: string) => {
    const id = correctTypo(lexicon, form);
    return id === -1 ? null : lexicon.wordText(id);
  };

  it("finds the commonest known word one edit away", () => {
    expect(corrected("resturant")).toBe("restaurant");
    expect(corrected("recieve")).toBe("receive");
    expect(corrected("instrumnet")).toBe("instrument");
    expect(corrected("calender")).toBe("calendar");
    expect(corrected("vacinations")).toBe("vaccination");
    expect(corrected("alergic")).toBe("allergic");
  });

  it("keeps the first letter, as misspellings do", () => {
    // "hoto" → "photo" would need a new first letter; "fotos" is no typo of "photos" either.
    expect(corrected("fotograph")).toBeNull();
  });

  it("leaves short words, words with digits and names without a close common word alone", () => {
    expect(corrected("cta")).toBeNull();
    expect(corrected("node7")).toBeNull();
    expect(corrected("bitwarden")).toBeNull();
  });
});
