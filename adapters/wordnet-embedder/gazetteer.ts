import { GAZETTEER } from "./gazetteer-data.ts";
import type { Lexicon } from "./lexicon.ts";

/**
 * The gazetteer (gazetteer-data.ts) resolved against the lexicon: each name → the synsets of the
 * concepts it is a member of. Built once per embedder, in about a millisecond.
 */
export class Gazetteer {
  private readonly byName = new Map<string, number[]>();

  constructor(lexicon: Lexicon, entries: readonly { target: string; names: string }[] = GAZETTEER) {
    for (const { target, names } of entries) {
      const synsets = target.split(" ").map((t) => resolveTarget(lexicon, t));
      for (const name of names.split(/\s+/)) {
        if (name === "") continue;
        const list = this.byName.get(name) ?? [];
        for (const synset of synsets) if (!list.includes(synset)) list.push(synset);
        this.byName.set(name, list);
      }
    }
  }

  /** The concepts a name is a member of; empty when the gazetteer does not list it. */
  categories(key: string): readonly number[] {
    return this.byName.get(key) ?? NO_CATEGORIES;
  }

  /** Every name the gazetteer lists. */
  names(): IterableIterator<string> {
    return this.byName.keys();
  }

  get size(): number {
    return this.byName.size;
  }
}

const NO_CATEGORIES: readonly number[] = [];

/** "lemma" (its likeliest sense) or "lemma#k" (its k-th likeliest) → synset; throws when WordNet has no such sense. */
export function resolveTarget(lexicon: Lexicon, target: string): number {
  const [lemma, k] = target.split("#");
  const rank = k === undefined ? 1 : Number(k);
  const id = lexicon.wordId(lemma);
  const senses: number[] = [];
  if (id !== -1) lexicon.forEachSense(id, -1, (synset) => senses.push(synset));
  if (!(rank >= 1 && rank <= senses.length)) throw new Error(`gazetteer target "${target}" is not a WordNet sense`);
  return senses[rank - 1];
}
