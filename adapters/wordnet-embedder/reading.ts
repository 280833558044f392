import { cached } from "./bounded-cache.ts";
import type { Gazetteer } from "./gazetteer.ts";
import { GIVEN_NAMES } from "./given-names.ts";
import type { Lexicon } from "./lexicon.ts";
import { POS_NOUN, POS_VERB } from "./lexicon-data.ts";
import { morphy, type BaseForm } from "./morphy.ts";
import { americanKey } from "./spelling.ts";
import { correctTypo, mayCorrect } from "./typo.ts";
import { readable } from "./word-limit.ts";

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
const UNKNOWN_PHRASE = { reading: NONE, guessable: false };

/**
 * The first word of every "_"-joined word key of the lexicon and of every gazetteer name. The word
 * text is decoded once and sliced (a decode per word took ~60 ms of every start; this ~15).
 */
function firstWordsOf(lexicon: Lexicon, gazetteer: Gazetteer): Set<string> {
  const out = new Set<string>();
  const { wordText, wordTextStart } = lexicon.data;
  const text = Buffer.from(wordText.buffer, wordText.byteOffset, wordText.byteLength).toString("latin1");
  // Word starts only grow: the next "_" found is kept until a word starts past it (one pass in all).
  let next = -1;
  for (let id = 0; id < lexicon.wordCount; id++) {
    const start = wordTextStart[id]!;
    if (next < start) next = text.indexOf("_", start);
    if (next === -1) break;
    if (next < wordTextStart[id + 1]!) out.add(text.slice(start, next));
  }
  for (const name of gazetteer.names()) {
    const cut = name.indexOf("_");
    if (cut !== -1) out.add(name.slice(0, cut));
  }
  return out;
}

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
  /** Readings as written (no spelling guess), and whether a guess could add senses. */
  private readonly plain = new Map<string, { reading: Reading; guessable: boolean }>();
  /** Readings of words WordNet does not know as written, with their spelling guess. */
  private readonly guessed = new Map<string, Reading>();

  /** First words of every collocation WordNet or the gazetteer lists ("operating" of operating_system). */
  private readonly firstWords: ReadonlySet<string>;
  /** Words that may start a known collocation, as written or as read (startsCollocation). */
  private readonly starters = new Map<string, boolean>();

  constructor(
    readonly lexicon: Lexicon,
    private readonly gazetteer: Gazetteer,
  ) {
    this.firstWords = firstWordsOf(lexicon, gazetteer);
  }

  /**
   * The key's reading; a word WordNet does not know as written is read as its likeliest
   * correction when `guess` (GuessBudget says when a text has had enough guesses).
   */
  read(key: string, guess = true): Reading {
    // Not cached either: a cache of 100,000-letter keys would be a memory leak of its own.
    if (!readable(key)) return NONE;
    const plain = this.readPlain(key);
    if (!guess || !plain.guessable) return plain.reading;
    return cached(this.guessed, key, () => this.guess(key));
  }

  /** True when reading the key would guess at its spelling (a word nothing knows as written). */
  wouldGuess(key: string): boolean {
    return readable(key) && this.readPlain(key).guessable;
  }

  /** True when WordNet or the gazetteer knows the key as written (a collocation worth reading as one). */
  knows(key: string): boolean {
    return readable(key) && this.readPlain(key).reading.senses.length > 0;
  }

  private readPlain(key: string): { reading: Reading; guessable: boolean } {
    // Most word pairs of a text are no collocation: one set lookup instead of their morphology.
    const cut = key.indexOf("_");
    if (cut !== -1 && !this.startsCollocation(key.slice(0, cut))) return UNKNOWN_PHRASE;
    return cached(this.plain, key, () => this.compute(key));
  }

  /**
   * False when no collocation WordNet or the gazetteer knows can start with `word`: not as written,
   * not in its American spelling, not as any of its base forms (what compute and inflectedHead try
   * on a collocation's first word; the other rules change only its last word's ending).
   */
  private startsCollocation(word: string): boolean {
    return cached(this.starters, word, () => {
      if (this.firstWords.has(word) || this.firstWords.has(americanKey(word))) return true;
      return morphy(this.lexicon, word).some((b) => this.firstWords.has(this.lexicon.wordText(b.word)));
    });
  }

  /** The commonest word one edit away (typo.ts), read as that word; NONE when there is none. */
  private guess(key: string): Reading {
    const corrected = correctTypo(this.lexicon, key);
    if (corrected === -1) return NONE;
    const senses: Sense[] = [];
    this.lexicon.forEachSense(corrected, -1, (synset, prior) => senses.push({ synset, prior, member: false }));
    senses.sort((a, b) => b.prior - a.prior);
    return { senses, corrected, frequency: this.lexicon.frequency(corrected) };
  }

  private compute(key: string): { reading: Reading; guessable: boolean } {
    const lexicon = this.lexicon;
    const phrase = key.includes("_");
    if (!phrase && GIVEN_NAMES.has(key)) {
      const id = lexicon.wordId(key);
      if (id === -1 || lexicon.frequency(id) <= NAME_MAX_FREQUENCY) return { reading: NONE, guessable: false };
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
    const frequency = bases.reduce((max, b) => Math.max(max, lexicon.frequency(b.word)), 0);
    const categories = this.gazetteer.categories(key);
    if (categories.length > 0) {
      // A name the gazetteer knows is first of all that name ("Python" the language, beside the snake).
      const top = senses.reduce((max, s) => Math.max(max, s.prior), 1);
      for (const synset of categories) senses.push({ synset, prior: top, member: true });
    }
    if (senses.length === 0 && !phrase) return { reading: NONE, guessable: mayCorrect(key) };
    senses.sort((a, b) => b.prior - a.prior);
    return { reading: { senses, corrected: -1, frequency }, guessable: false };
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

