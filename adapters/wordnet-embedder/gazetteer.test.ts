import { describe, expect, it } from "vitest";
import { Gazetteer, resolveTarget } from "./gazetteer.ts";
import { GAZETTEER } from "./gazetteer-data.ts";
import { loadLexicon } from "./load-lexicon.ts";
import { Reader } from "./reading.ts";

describe("Gazetteer (everyday names under WordNet concepts)", () => {
  const lexicon = loadLexicon().lexicon;
  const gazetteer = new Gazetteer(lexicon);
  const reader = new Reader(lexicon, gazetteer);
  const ancestors = (synset: number): Set<number> => {
    const out = new Set<number>([synset]);
    const queue = [synset];
    for (let i = 0; i < queue.length; i++) for (const h of lexicon.hypernyms(queue[i])) if (!out.has(h)) (out.add(h), queue.push(h));
    return out;
  };
  const isA = (name: string, lemma: string) => {
    const target = resolveTarget(lexicon, lemma);
    return reader.read(name).senses.some((s) => ancestors(s.synset).has(target));
  };

  it("resolves every category to a WordNet sense and is broad (hundreds of names in many categories)", () => {
    for (const { target } of GAZETTEER) for (const t of target.split(" ")) expect(() => resolveTarget(lexicon, t), t).not.toThrow();
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(25);
    expect(gazetteer.size).toBeGreaterThan(700);
    expect(() => resolveTarget(lexicon, "car#99")).toThrow(/not a WordNet sense/);
  });

  it("reads a listed name as a member of its category, up WordNet's hierarchy", () => {
    expect(isA("kia", "motor_vehicle")).toBe(true);
    expect(isA("emacs", "editor_program")).toBe(true);
    expect(isA("fedora", "operating_system")).toBe(true);
    expect(isA("lufthansa", "airline#2")).toBe(true);
    expect(isA("kotlin", "programming_language")).toBe(true);
    // Beside WordNet's own senses: Python is a language and still a snake.
    expect(isA("python", "programming_language")).toBe(true);
    expect(isA("python", "snake")).toBe(true);
  });

  it("reads rare given names as names, and names that are common words as words", () => {
    expect(reader.read("noah").senses).toEqual([]);
    expect(reader.read("sarah").senses).toEqual([]);
    expect(reader.read("rose").senses.length).toBeGreaterThan(0);
  });

  it("reads a phrasal verb whose first word is inflected", () => {
    expect(reader.read("called_off").senses).toEqual(reader.read("call_off").senses);
  });
});
