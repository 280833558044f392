import { fmix32 } from "../hashing-embedder/hash.ts";
import { FeatureBag, wordKey } from "../hashing-embedder/features.ts";
import { stem } from "../hashing-embedder/stem.ts";
import { STOPWORDS } from "../hashing-embedder/stopwords.ts";
import type { Lexicon } from "./lexicon.ts";
import { LIGHT_WORDS, NO_SENSE_WORDS } from "./light-words.ts";
import { POS_ADJ, POS_ADV } from "./lexicon-data.ts";
import { Gazetteer } from "./gazetteer.ts";
import { Reader, type Reading } from "./reading.ts";
import { MAX_WORD_CHARS } from "./word-limit.ts";
import { GuessBudget, readingKey } from "./guess-budget.ts";
import type { TimeSlice } from "../../core/util/time-slice.ts";

/**
 * How much a word's meaning counts next to its spelling, and how meaning spreads. Tuned on the
 * memory suite's labelled set (test/memory/recall-set.ts); bench/recall-quality is held out.
 * - A sense's own concept and each of its hypernyms, up to `maxDepth` levels up, weigh
 *   `concept` · specificity^`specificityPower` (times `hypernymDecay` per level, 1: no decay, as
 *   specificity already falls on the way up): "cello" carries "stringed instrument" and "musical
 *   instrument", so a question naming the category meets it. `concept` 3 makes a word's meaning
 *   outweigh its spelling: "automobile" and "car" share no letters and score 0.86.
 * - Specificity (information content, build-lexicon.ts) keeps generic concepts from making
 *   everything similar: "person" (0.17) and "artifact" (0.17) are below `minSpecificity` and carry
 *   no feature at all, "vehicle" (0.44) a middling one, "car" (0.67) a large one.
 * - A word's weight is shared by its `maxSenses` likeliest senses in proportion to their
 *   SemCor frequency^`priorPower` (flattened: "flat" is mostly an adjective in SemCor, yet the
 *   apartment must still count).
 * - Related concepts (derivations, pertainyms, an adjective's head) add `related`, not expanded.
 * - A word WordNet does not know, one edit from a common one, counts as that word at `typo`.
 * - Concepts lighter than `minWeight` are left out: a memory keeps about 90 instead of 120, with
 *   fewer hash collisions and the same figures on the tuning set.
 */
export interface SemanticWeights {
  concept: number;
  specificityPower: number;
  minSpecificity: number;
  hypernymDecay: number;
  maxDepth: number;
  maxSenses: number;
  priorPower: number;
  related: number;
  typo: number;
  minWeight: number;
}

export const DEFAULT_WEIGHTS: SemanticWeights = {
  concept: 3,
  specificityPower: 1,
  minSpecificity: 0.2,
  hypernymDecay: 1,
  maxDepth: 8,
  maxSenses: 4,
  priorPower: 0.5,
  related: 0.5,
  typo: 0.7,
  minWeight: 0.2,
};

/** Longest collocation looked up ("chief_executive_officer"). */
const MAX_PHRASE = 3;

const SEED_CONCEPT = 0x1b873593;

/** A word's (or collocation's) semantic features, ready to add: keys and weights side by side. */
export interface Unit {
  keys: Uint32Array;
  weights: Float32Array;
  /** The word's specificity: the largest of its senses' (0 for a word without senses). */
  specificity: number;
  /** The stem of the word a misspelling was read as, if it was. */
  corrected?: string;
}

/** One content word or collocation of a text (semantic-features.ts segments). */
export interface Segment {
  tokens: string[];
  /** How the segment is read: a word, or a collocation's words joined by "_". */
  key: string;
  /** Index of its first token. */
  start: number;
  unit: Unit;
  /** Whether an unknown word was read with a spelling guess (GuessBudget). */
  guess: boolean;
}

/** Last words of phrasal verbs ("call off", "log out"), read as part of a collocation though they are no content words. */
const PARTICLES: ReadonlySet<string> = new Set(["off", "out", "up", "down", "back", "away"]);

const NONE: Unit = { keys: new Uint32Array(0), weights: new Float32Array(0), specificity: 0 };
/**
 * Units cached per embedder (one per process), by text; cleared when full. Texts repeat a small
 * vocabulary, and at about 0.5 KB a unit the cache stays under 10 MB.
 */
const CACHE_LIMIT = 20_000;

function addUnit(bag: FeatureBag, unit: Unit): void {
  for (let k = 0; k < unit.keys.length; k++) bag.add(unit.keys[k], unit.weights[k]);
}

function conceptKey(synset: number): number {
  return fmix32((synset + SEED_CONCEPT) >>> 0);
}

/** A content word WordNet may be asked about: a token over MAX_WORD_CHARS counts by its spelling only. */
function isWord(token: string): boolean {
  return token.length <= MAX_WORD_CHARS && !STOPWORDS.has(token) && !LIGHT_WORDS.has(token) && !NO_SENSE_WORDS.has(token) && /[a-z]/.test(token);
}

/** Shortest part of a closed compound split in two ("heat" + "wave"). */
const MIN_PART = 3;

/** Hyphenated word pairs of a text ("short-sighted" → "short sighted"), lowercased as tokenize.ts does. */
export function hyphenatedPairs(text: string): Set<string> {
  const out = new Set<string>();
  // Runs of letters, each looked at once: a regex that looks for "letters, hyphen" from every
  // position of a long run of letters would be quadratic in its length.
  const lower = text.toLowerCase();
  const RUN = /[a-z]+/g;
  let previous: { word: string; end: number } | undefined;
  for (let m = RUN.exec(lower); m !== null; m = RUN.exec(lower)) {
    if (previous && previous.end + 1 === m.index && lower[previous.end] === "-") out.add(`${previous.word} ${m[0]}`);
    previous = { word: m[0], end: m.index + m[0].length };
  }
  return out;
}

export class SemanticFeatures {
  private readonly cache = new Map<string, Unit>();
  readonly reader: Reader;
  private readonly lexicon: Lexicon;

  private readonly w: SemanticWeights;

  constructor(lexicon: Lexicon, weights: Partial<SemanticWeights> = {}, reader?: Reader) {
    this.lexicon = lexicon;
    this.reader = reader ?? new Reader(lexicon, new Gazetteer(lexicon));
    this.w = { ...DEFAULT_WEIGHTS, ...weights };
  }

  /**
   * Adds the semantic features of a text's tokens to `bag`. Collocations WordNet lists
   * ("operating system", "golden retriever") are read as one concept, longest first; their words'
   * own senses are then left out (an operating system is not about operating).
   */
  add(bag: FeatureBag, tokens: string[], hyphenated?: ReadonlySet<string>): void {
    for (const { unit } of this.eachSegment(tokens, hyphenated)) addUnit(bag, unit);
  }

  /** add(), yielding to the event loop between segments whenever `slice` says so (a long text of unknown words takes tens of ms). */
  async addInSlices(bag: FeatureBag, tokens: string[], hyphenated: ReadonlySet<string>, slice: TimeSlice): Promise<void> {
    for (const { unit } of this.eachSegment(tokens, hyphenated)) {
      addUnit(bag, unit);
      await slice.pause();
    }
  }

  /**
   * The text's content words in order, each with its concept features. A collocation WordNet or
   * the gazetteer lists is one segment (longest first); so is a hyphenated pair WordNet writes as
   * one word ("short-sighted" → shortsighted), and a closed compound WordNet writes as two
   * ("heatwave" → heat_wave, "signup" → sign_up). Words nothing knows (names, numbers) are
   * segments without concepts.
   */
  segments(tokens: string[], hyphenated?: ReadonlySet<string>, budget = new GuessBudget(this.reader)): Segment[] {
    return [...this.eachSegment(tokens, hyphenated, budget)];
  }

  /** segments(), one at a time. */
  *eachSegment(tokens: string[], hyphenated?: ReadonlySet<string>, budget = new GuessBudget(this.reader)): Generator<Segment> {
    for (let i = 0; i < tokens.length; ) {
      // A light word may still start a collocation ("called off", "kind of" is none).
      const light = LIGHT_WORDS.has(tokens[i]);
      if (!isWord(tokens[i]) && !light) {
        i++;
        continue;
      }
      let used = 1;
      let key: string | undefined;
      for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 2 && !key; n--) {
        if (!isWord(tokens[i + n - 1]) && !PARTICLES.has(tokens[i + n - 1])) continue;
        const phrase = tokens.slice(i, i + n).join("_");
        if (this.reader.knows(phrase)) {
          key = phrase;
          used = n;
        }
      }
      if (!key && i + 1 < tokens.length && hyphenated?.has(`${tokens[i]} ${tokens[i + 1]}`)) {
        const joined = tokens[i] + tokens[i + 1];
        if (this.reader.knows(joined)) {
          key = joined;
          used = 2;
        }
      }
      if (!key && light) {
        i++;
        continue;
      }
      const guess = budget.allows(key ?? tokens[i]);
      key ??= this.compound(tokens[i], guess) ?? tokens[i];
      yield { tokens: key.includes("_") && used === 1 ? key.split("_") : tokens.slice(i, i + used), key, start: i, unit: this.unit(key, guess), guess };
      i += used;
    }
  }

  /** A word nothing knows that splits into a collocation WordNet lists ("heatwave" → heat_wave), or undefined. */
  private compound(token: string, guess: boolean): string | undefined {
    if (token.length < 2 * MIN_PART || !/^[a-z]+$/.test(token) || this.reader.read(token, guess).senses.length > 0) return undefined;
    for (let cut = MIN_PART; cut <= token.length - MIN_PART; cut++) {
      const key = `${token.slice(0, cut)}_${token.slice(cut)}`;
      if (this.reader.knows(key)) return key;
    }
    return undefined;
  }

  private unit(key: string, guess: boolean): Unit {
    const cacheKey = readingKey(key, guess);
    let unit = this.cache.get(cacheKey);
    if (unit) return unit;
    unit = this.compute(key, guess);
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(cacheKey, unit);
    return unit;
  }

  private compute(key: string, guess: boolean): Unit {
    const reading = this.reader.read(key, guess);
    if (reading.senses.length === 0) return NONE;
    const corrected = reading.corrected === -1 ? undefined : stem(this.lexicon.wordText(reading.corrected));
    return this.concepts(reading, corrected === undefined ? 1 : this.w.typo, corrected);
  }

  /** The likeliest senses of a reading, expanded into weighted concept features. */
  private concepts(reading: Reading, scale: number, correctedStem: string | undefined): Unit {
    const lexicon = this.lexicon;
    const senses = reading.senses.slice(0, this.w.maxSenses).map((s) => [s.synset, s.prior ** this.w.priorPower] as const);
    const total = senses.reduce((sum, [, prior]) => sum + prior, 0);
    const weights = new Map<number, number>();
    const add = (synset: number, weight: number) => {
      const specificity = lexicon.specificity(synset);
      if (specificity < this.w.minSpecificity) return;
      weights.set(synset, (weights.get(synset) ?? 0) + weight * specificity ** this.w.specificityPower);
    };
    for (const [synset, prior] of senses) {
      const p = (scale * this.w.concept * prior) / total;
      // Breadth first, each ancestor once per sense at its shortest distance.
      const reached = new Set<number>([synset]);
      let level = [synset];
      for (let depth = 0; depth <= this.w.maxDepth && level.length > 0; depth++) {
        const next: number[] = [];
        for (const s of level) {
          add(s, p * this.w.hypernymDecay ** depth);
          for (const h of lexicon.hypernyms(s)) {
            if (!reached.has(h)) {
              reached.add(h);
              next.push(h);
            }
          }
        }
        level = next;
      }
      const pos = lexicon.pos(synset);
      for (const r of lexicon.related(synset)) {
        // Adjectives and adverbs mean little alone: their links carry most of their sense.
        if (!reached.has(r)) add(r, p * this.w.related * (pos === POS_ADJ || pos === POS_ADV ? 1.5 : 1));
      }
    }
    let specificity = 0;
    for (const [synset] of senses) specificity = Math.max(specificity, lexicon.specificity(synset));
    const keys: number[] = [];
    const values: number[] = [];
    for (const [synset, weight] of weights) {
      if (weight < this.w.minWeight) continue;
      keys.push(conceptKey(synset));
      values.push(weight);
    }
    if (correctedStem !== undefined) {
      keys.push(wordKey(correctedStem));
      values.push(scale);
    }
    return {
      keys: Uint32Array.from(keys),
      weights: Float32Array.from(values),
      specificity,
      ...(correctedStem !== undefined ? { corrected: correctedStem } : {}),
    };
  }
}
