import type { Gazetteer } from "./gazetteer.ts";
import { GIVEN_NAMES } from "./given-names.ts";
import type { Lexicon } from "./lexicon.ts";
import { POS_NOUN, POS_VERB } from "./lexicon-data.ts";
import { morphy, type BaseForm } from "./morphy.ts";
import { americanKey } from "./spelling.ts";
import { correctTypo } from "./typo.ts";

/** One sense of a word: a synset and its prior; `member` when the word is an unnamed member below the synset (a gazetteer name). */
export interface Sense {
  synset: number;
  prior: number;
  member: boolean;
}

/** How a word (or "_"-joined collocation) of a text is read: its senses, likeliest first. */
export interface Reading {
  senses: Sense[];
  /** The word a misspelling was read as, or -1. */
  corrected: number;
  /** Tag count in WordNet's corpus of the likeliest base form: how common the word is. */
  frequency: number;
}

/**
 * A given name WordNet lists only as a rare word or a famous bearer ("sarah" → wife of Abraham,
 * "noah" → patriarch, "tom" → tomcat) is read as a name: no senses. Names that are common words
 * ("rose", "mark", "bill") keep their senses: their tag count is above this.
 */
const NAME_MAX_FREQUENCY = 2;

const NONE: Reading = { senses: [], corrected: -1, frequency: 0 };

/**
 * Reads a text's words as WordNet senses, in one place for the embedder's features and stage
 * two's coverage: WordNet's morphology (morphy.ts), a collocation's first word inflected
 * ("called off" → call_off), a British spelling WordNet lists in its American form ("flat tyre"
 * → flat_tire, spelling.ts), a hyphenated pair written as one word ("short-sighted" →
 * shortsighted, semantic-features.ts), the gazetteer's everyday names (gazetteer.ts: "Subaru" is
 * a car, "Neovim" a text editor), given names as names, and a misspelling's nearest common word
 * (typo.ts). Cached per key.
 */
export class Reader {
  private readonly cache = new Map<string, Reading>();

  constructor(
    readonly lexicon: Lexicon,
    private readonly gazetteer: Gazetteer,
  ) {}

  read(key: string): Reading {
    let reading = this.cache.get(key);
    if (!reading) {
      reading = this.compute(key);
      if (this.cache.size >= 20_000) this.cache.clear();
      this.cache.set(key, reading);
    }
    return reading;
  }

  /** True when WordNet or the gazetteer knows the key (a collocation worth reading as one). */
  knows(key: string): boolean {
    return this.read(key).senses.length > 0 && this.read(key).corrected === -1;
  }

  private compute(key: string): Reading {
    const lexicon = this.lexicon;
    const phrase = key.includes("_");
    if (!phrase && GIVEN_NAMES.has(key)) {
      const id = lexicon.wordId(key);
      if (id === -1 || lexicon.frequency(id) <= NAME_MAX_FREQUENCY) return NONE;
    }
    let bases: BaseForm[] = morphy(lexicon, key);
    if (bases.length === 0 && phrase) bases = this.inflectedHead(key);
    if (bases.length === 0) {
      const american = americanKey(key);
      if (american !== key) bases = morphy(lexicon, american);
    }
    const priors = new Map<number, number>();
    for (const b of bases) lexicon.forEachSense(b.word, b.pos, (s, p) => priors.set(s, Math.max(p, priors.get(s) ?? 0)));
    // An -ing form that is a noun in its own right and in use ("rating", "meeting", "building")
    // is likelier that noun than the verb ("rate", "meet"): its senses come first.
    const self = bases.find((b) => b.pos === -1);
    if (self && key.endsWith("ing") && bases.length > 1 && lexicon.frequency(self.word) > 0) {
      let top = 0;
      for (const p of priors.values()) top = Math.max(top, p);
      lexicon.forEachSense(self.word, -1, (s, p) => priors.set(s, p + top));
    }
    const senses: Sense[] = [...priors].map(([synset, prior]) => ({ synset, prior, member: false }));
    let frequency = bases.reduce((max, b) => Math.max(max, lexicon.frequency(b.word)), 0);
    const categories = this.gazetteer.categories(key);
    if (categories.length > 0) {
      // A name the gazetteer knows is first of all that name ("Python" the language, beside the snake).
      const top = senses.reduce((max, s) => Math.max(max, s.prior), 1);
      for (const synset of categories) senses.push({ synset, prior: top, member: true });
    }
    let corrected = -1;
    if (senses.length === 0 && !phrase) {
      corrected = correctTypo(lexicon, key);
      if (corrected === -1) return NONE;
      lexicon.forEachSense(corrected, -1, (synset, prior) => senses.push({ synset, prior, member: false }));
      frequency = lexicon.frequency(corrected);
    }
    senses.sort((a, b) => b.prior - a.prior);
    return { senses, corrected, frequency };
  }

  /** "called_off" → call_off, "logged_out" → log_out: a collocation whose first word is inflected. */
  private inflectedHead(key: string): BaseForm[] {
    const cut = key.indexOf("_");
    const head = key.slice(0, cut);
    const rest = key.slice(cut);
    for (const base of morphy(this.lexicon, head)) {
      if (base.pos !== POS_VERB && base.pos !== POS_NOUN) continue;
      const found = morphy(this.lexicon, this.lexicon.wordText(base.word) + rest);
      if (found.length > 0) return found;
    }
    return [];
  }
}
