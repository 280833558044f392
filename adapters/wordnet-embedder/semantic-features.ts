import { fmix32 } from "../hashing-embedder/hash.ts";
import { FeatureBag, wordKey } from "../hashing-embedder/features.ts";
import { stem } from "../hashing-embedder/stem.ts";
import { STOPWORDS } from "../hashing-embedder/stopwords.ts";
import type { Lexicon } from "./lexicon.ts";
import { LIGHT_WORDS, NO_SENSE_WORDS } from "./light-words.ts";
import { POS_ADJ, POS_ADV } from "./lexicon-data.ts";
import { morphy, type BaseForm } from "./morphy.ts";
import { correctTypo } from "./typo.ts";

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
  unit: Unit;
}

const NONE: Unit = { keys: new Uint32Array(0), weights: new Float32Array(0), specificity: 0 };
/**
 * Units cached per embedder (one per process), by text; cleared when full. Texts repeat a small
 * vocabulary, and at about 0.5 KB a unit the cache stays under 10 MB.
 */
const CACHE_LIMIT = 20_000;

function conceptKey(synset: number): number {
  return fmix32((synset + SEED_CONCEPT) >>> 0);
}

function isWord(token: string): boolean {
  return !STOPWORDS.has(token) && !LIGHT_WORDS.has(token) && !NO_SENSE_WORDS.has(token) && /[a-z]/.test(token);
}

export class SemanticFeatures {
  private readonly cache = new Map<string, Unit>();

  private readonly w: SemanticWeights;

  constructor(
    private readonly lexicon: Lexicon,
    weights: Partial<SemanticWeights> = {},
  ) {
    this.w = { ...DEFAULT_WEIGHTS, ...weights };
  }

  /**
   * Adds the semantic features of a text's tokens to `bag`. Collocations WordNet lists
   * ("operating system", "golden retriever") are read as one concept, longest first; their words'
   * own senses are then left out (an operating system is not about operating).
   */
  add(bag: FeatureBag, tokens: string[]): void {
    for (const { unit } of this.segments(tokens)) for (let k = 0; k < unit.keys.length; k++) bag.add(unit.keys[k], unit.weights[k]);
  }

  /**
   * The text's content words in order, each with its concept features; a collocation WordNet lists
   * is one segment. Words WordNet does not know (names, numbers) are segments without concepts.
   */
  segments(tokens: string[]): Segment[] {
    const out: Segment[] = [];
    for (let i = 0; i < tokens.length; ) {
      if (!isWord(tokens[i])) {
        i++;
        continue;
      }
      let used = 1;
      let unit: Unit | undefined;
      for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 2 && !unit; n--) {
        if (!isWord(tokens[i + n - 1])) continue;
        const phrase = this.unit(tokens.slice(i, i + n).join("_"), true);
        if (phrase.keys.length > 0) {
          unit = phrase;
          used = n;
        }
      }
      unit ??= this.unit(tokens[i], false);
      out.push({ tokens: tokens.slice(i, i + used), unit });
      i += used;
    }
    return out;
  }

  private unit(text: string, phrase: boolean): Unit {
    let unit = this.cache.get(text);
    if (unit) return unit;
    unit = this.compute(text, phrase);
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(text, unit);
    return unit;
  }

  private compute(text: string, phrase: boolean): Unit {
    const bases = morphy(this.lexicon, text);
    if (bases.length > 0) return this.concepts(bases, 1, undefined);
    if (phrase) return NONE;
    const corrected = correctTypo(this.lexicon, text);
    if (corrected === -1) return NONE;
    return this.concepts([{ word: corrected, pos: -1 }], this.w.typo, stem(this.lexicon.wordText(corrected)));
  }

  /** The likeliest senses of the base forms, expanded into weighted concept features. */
  private concepts(bases: BaseForm[], scale: number, correctedStem: string | undefined): Unit {
    const lexicon = this.lexicon;
    const priors = new Map<number, number>();
    for (const base of bases) {
      lexicon.forEachSense(base.word, base.pos, (synset, prior) => priors.set(synset, Math.max(prior, priors.get(synset) ?? 0)));
    }
    const senses = [...priors]
      .sort((a, b) => b[1] - a[1])
      .slice(0, this.w.maxSenses)
      .map(([synset, prior]) => [synset, prior ** this.w.priorPower] as const);
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
