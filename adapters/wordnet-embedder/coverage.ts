import { stem } from "../hashing-embedder/stem.ts";
import { STOPWORDS } from "../hashing-embedder/stopwords.ts";
import { tokenize } from "../hashing-embedder/tokenize.ts";
import { runSteps, runStepsInSlices, type TimeSlice } from "../../core/util/time-slice.ts";
import { cached, remember } from "./bounded-cache.ts";
import type { Lexicon } from "./lexicon.ts";
import { POS_NOUN } from "./lexicon-data.ts";
import { GuessBudget, readingKey } from "./guess-budget.ts";
import { hyphenatedPairs, type Segment, type SemanticFeatures } from "./semantic-features.ts";

/**
 * How much of a question a memory covers, word by word: each of the question's content words,
 * weighted by how much it says, meets its best match among the memory's words. The match is 1 for
 * the same stem, the same concept or a member of the question's category ("vehicle" is covered by
 * "car", "animal" by "golden retriever", any number of is-a levels down), and less for relatives
 * through a lower common category ("physician" and "general practitioner" share "medical
 * practitioner"): (specificity of the shared category / specificity of the question's concept)^γ.
 *
 * Beyond is-a: derivations, part-of ("weekend" by "Saturday"), definitions ("automobile" by
 * "garage", housing automobiles), a misspelt name one edit away; each memory word read in the sense
 * its neighbours point at; the word a question asks for (its focus) weighing double.
 *
 * Cosine compares two whole texts; coverage asks whether what the question is about is in the
 * memory: it tells "What is the user's mother's maiden name?" (no maiden name stored) from
 * "Which city does the user's mum live in?" against "The user's mother lives in Porto".
 */
export interface CoverageWeights {
  /** Weight of a word WordNet does not know (a name, a number). */
  unknown: number;
  /**
   * A known word weighs 1 / (1 + rarity · ln(1 + its tag count in WordNet's corpus)): common words
   * say less ("have" 0.34, "study" 0.42, "hotel" 0.52, "gym" 0.71, "marathon" 0.85).
   */
  rarity: number;
  /** Sharpness of the partial credit through a common category. */
  gamma: number;
  /** Credit of a concept one step sideways (derivation: "payment" ↔ "pay"). */
  related: number;
  /** A word whose likeliest sense is a verb, adjective or adverb weighs this much of a noun's weight. */
  nonNoun: number;
  /** Senses of each word considered, likeliest first. */
  senses: number;
  /** Shared categories less specific than this give no credit. */
  minSpecificity: number;
  /** Weight factor of a question's focus word (focusStart). */
  focus: number;
  /** Words of a which/what question's focus phrase that get it ("hot drink"). */
  focusWords: number;
  /** Credit of a whole the memory's word is part of ("Saturday" → weekend, "Leeds" → England → Europe). */
  holonym: number;
  /** Reach of a memory word's sense that does not fit the memory's other words when another sense does; 1: no context. */
  context: number;
  /** Credit of a memory word one edit from a question word WordNet does not know as written ("databse", "Bitwardn"). */
  fuzzy: number;
  /** Credit of a concept named in the definition of a memory word's likeliest sense. */
  gloss: number;
}

export const DEFAULT_COVERAGE_WEIGHTS: CoverageWeights = { unknown: 1, rarity: 0.25, gamma: 2, related: 0.8, nonNoun: 0.4, senses: 4, minSpecificity: 0.2, focus: 2, focusWords: 2, holonym: 0.8, gloss: 0.7, context: 0.2, fuzzy: 0.9 };

/**
 * A memory word: its stems and every concept it reaches (its senses and their hypernyms at 1,
 * related concepts, wholes it is part of and its definition's concepts at less; a sense that does
 * not fit the memory's other words at `context`), each with how fully, side by side.
 */
export interface MemoryWord {
  stems: string[];
  synsets: Uint32Array;
  reach: Float32Array;
}

/** QueryWords indexed for Coverage.of: stem → word indexes; synset → (word index, credit) pairs. */
export interface PreparedQuery {
  words: QueryWord[];
  byStem: Map<string, number[]>;
  /** Indexes of the words with a fuzzy stem, by the stem's first letter (one edit keeps it: oneEdit). */
  fuzzy: Map<string, number[]>;
  bySynset: Map<number, number[]>;
  total: number;
}

/** A question word: its stems, its weight, and the credit each concept in it or above it gives when a memory word reaches it. */
export interface QueryWord {
  stems: string[];
  weight: number;
  /** The stem of a word WordNet does not know as written (a name, a misspelling): matched one edit away too. */
  fuzzy?: string;
  credit: Map<number, number>;
}

/** A word of a text and whether its spelling may be guessed at (GuessBudget). */
interface Read {
  key: string;
  guess: boolean;
}

/** Categories at least this specific make a sense's signature (memoryWords): "musical instrument", not "artifact". */
const SIGNATURE_SPECIFICITY = 0.45;

/** countGroups: a concept more than one group of a text points at. */
const SHARED = -1;

/** Part-of links followed from a memory word. */
const MAX_WHOLE_DEPTH = 4;


export class Coverage {
  private readonly w: CoverageWeights;
  private readonly memoryCache = new Map<string, MemoryWord>();
  private readonly queryCache = new Map<string, QueryWord>();
  private readonly textCache = new Map<string, MemoryWord[]>();
  private readonly signatureCache = new Map<number, number[]>();
  private readonly wordSignatureCache = new Map<string, number[]>();

  constructor(
    private readonly lexicon: Lexicon,
    private readonly semantic: SemanticFeatures,
    weights: Partial<CoverageWeights> = {},
  ) {
    this.w = { ...DEFAULT_COVERAGE_WEIGHTS, ...weights };
  }

  /**
   * A collocation's words count on their own too: "violin lesson" is about a violin. Cached by
   * text: recall meets the same memories again and again, and reading a text costs about what
   * embedding it does.
   */
  memoryWords(text: string): MemoryWord[] {
    return runSteps(this.memoryWordSteps(text));
  }

  /** memoryWords, with the event loop served between the text's words whenever `slice` says so. */
  memoryWordsInSlices(text: string, slice: TimeSlice): Promise<MemoryWord[]> {
    return runStepsInSlices(this.memoryWordSteps(text), slice);
  }

  private *memoryWordSteps(text: string): Generator<void, MemoryWord[]> {
    const hit = this.textCache.get(text);
    if (hit) return hit;
    const budget = new GuessBudget(this.semantic.reader);
    // A collocation and its words are one group ("flat tyre", "flat", "tyre"): one word of the text.
    const groups: Read[][] = [];
    for (const { key } of this.semantic.eachSegment(tokenize(text), hyphenatedPairs(text), budget)) {
      groups.push((key.includes("_") ? [key, ...key.split("_")] : [key]).map((k) => ({ key: k, guess: budget.allows(k) })));
      yield;
    }
    const wordOf = ({ key, guess }: Read) => cached(this.memoryCache, readingKey(key, guess), () => this.memoryWord(key, guess));
    const out: MemoryWord[] = [];
    if (this.w.context >= 1) {
      for (const read of groups.flat()) {
        out.push(wordOf(read));
        yield;
      }
      return remember(this.textCache, text, out);
    }
    const pointedAt = yield* this.countGroups(groups);
    // True when a group other than `g` points at concept `s`.
    const sharedWith = (s: number, g: number) => {
      const by = pointedAt.get(s);
      return by !== undefined && by !== g;
    };
    for (const [g, members] of groups.entries()) {
      for (const read of members) {
        const word = wordOf(read);
        const senses = this.senses(read.key, read.guess).senses;
        if (senses.length < 2) {
          out.push(word);
          continue;
        }
        const fits = senses.map((sense) => this.signature(sense.synset).some((s) => sharedWith(s, g)));
        if (!fits.includes(true) || !fits.includes(false)) out.push(word);
        else out.push(cached(this.memoryCache, `${readingKey(read.key, read.guess)}|${fits.map(Number).join("")}`, () => this.memoryWord(read.key, read.guess, fits)));
      }
      yield;
    }
    return remember(this.textCache, text, out);
  }

  /**
   * For each concept in the text's words' signatures, which group points at it: the group's index
   * when only one does, SHARED when several do. Per text (not one table for all texts), since
   * texts read in slices may interleave.
   */
  private *countGroups(groups: Read[][]): Generator<void, Map<number, number>> {
    const pointedAt = new Map<number, number>();
    for (const [g, members] of groups.entries()) {
      for (const { key, guess } of members) {
        for (const s of this.wordSignature(key, guess)) {
          const by = pointedAt.get(s);
          if (by === undefined) pointedAt.set(s, g);
          else if (by !== g && by !== SHARED) pointedAt.set(s, SHARED);
        }
      }
      yield;
    }
    return pointedAt;
  }

  /** The union of a word's senses' signatures. */
  private wordSignature(key: string, guess: boolean): number[] {
    return cached(this.wordSignatureCache, readingKey(key, guess), () => [...new Set(this.senses(key, guess).senses.flatMap((sense) => this.signature(sense.synset)))]);
  }

  /** A sense's own concept, its specific categories, its sideways relations and its definition's concepts. */
  private signature(synset: number): number[] {
    return cached(this.signatureCache, synset, () => {
      const out = new Set<number>();
      for (const s of this.ancestors(synset)) if (this.lexicon.specificity(s) >= SIGNATURE_SPECIFICITY) out.add(s);
      for (const r of this.lexicon.related(synset)) out.add(r);
      for (const g of this.glossSenses(synset)) out.add(g);
      return [...out];
    });
  }

  /**
   * The question's words; the word a "what"/"which"/"how many" question asks for (its focus:
   * "Which airline ...", "What kind of dog ...") weighs `focus` times more, since a memory that does
   * not name one is no answer however much else it shares.
   */
  queryWords(text: string): QueryWord[] {
    const tokens = tokenize(text);
    const segments = this.semantic.segments(tokens, hyphenatedPairs(text));
    const focused = this.w.focus === 1 ? new Set<number>() : focusSegments(tokens, segments, this.w.focusWords);
    return segments.map((s, k) => {
      const word = cached(this.queryCache, readingKey(s.key, s.guess), () => this.queryWord(s.key, s.guess));
      return focused.has(k) ? { ...word, weight: word.weight * this.w.focus } : word;
    });
  }

  /** In [0, 1]: the weighted share of the question's words the memory covers; null when the question has no content word. */
  of(query: QueryWord[] | PreparedQuery, memory: MemoryWord[]): number | null {
    const q = Array.isArray(query) ? this.prepare(query) : query;
    if (q.words.length === 0) return null;
    const best = new Float64Array(q.words.length);
    for (const m of memory) {
      for (const s of m.stems) {
        const hits = q.byStem.get(s);
        if (hits) for (const i of hits) best[i] = 1;
        // Only question words with the same first letter can be one edit away: a long question of
        // unknown words against a long memory stays a pass over each, not their product.
        const near = q.fuzzy.get(s[0]);
        if (near) for (const i of near) if (best[i] < this.w.fuzzy && oneEdit(q.words[i].fuzzy!, s)) best[i] = this.w.fuzzy;
      }
      const { synsets, reach } = m;
      for (let k = 0; k < synsets.length; k++) {
        const hits = q.bySynset.get(synsets[k]);
        if (!hits) continue;
        for (let h = 0; h < hits.length; h += 2) {
          const v = hits[h + 1] * reach[k];
          if (v > best[hits[h]]) best[hits[h]] = v;
        }
      }
    }
    let covered = 0;
    for (let i = 0; i < best.length; i++) covered += q.words[i].weight * best[i];
    return q.total > 0 ? covered / q.total : null;
  }

  /** The question's words indexed by stem and by concept, so each candidate costs one pass over its own words. */
  prepare(words: QueryWord[]): PreparedQuery {
    const byStem = new Map<string, number[]>();
    const bySynset = new Map<number, number[]>();
    words.forEach((w, i) => {
      for (const s of w.stems) byStem.set(s, [...(byStem.get(s) ?? []), i]);
      for (const [synset, credit] of w.credit) {
        let list = bySynset.get(synset);
        if (!list) bySynset.set(synset, (list = []));
        list.push(i, credit);
      }
    });
    const fuzzy = new Map<string, number[]>();
    words.forEach((w, i) => {
      if (w.fuzzy !== undefined) fuzzy.set(w.fuzzy[0], [...(fuzzy.get(w.fuzzy[0]) ?? []), i]);
    });
    return { words, byStem, bySynset, fuzzy, total: words.reduce((sum, w) => sum + w.weight, 0) };
  }

  /** The text's content words and collocations (as the embedder reads them), "_"-joined. */
  private stems(key: string, corrected: number): string[] {
    const stems = [key.split("_").map(stem).join(" ")];
    if (corrected !== -1) stems.push(stem(this.lexicon.wordText(corrected)));
    return stems;
  }

  /** The word's `senses` likeliest senses (reading.ts). */
  private senses(key: string, guess: boolean): { senses: { synset: number; member: boolean }[]; corrected: number; frequency: number } {
    const reading = this.semantic.reader.read(key, guess);
    return { senses: reading.senses.slice(0, this.w.senses), corrected: reading.corrected, frequency: reading.frequency };
  }

  /**
   * `fits`: per sense, whether it shares a concept with the memory's other words (memoryWords);
   * a sense that does not, while another does, reaches its concepts at `context` ("flies with
   * KLM" is travel by air, not the insect).
   */
  private memoryWord(key: string, guess: boolean, fits?: boolean[]): MemoryWord {
    const { senses, corrected } = this.senses(key, guess);
    const closure = new Map<number, number>();
    const put = (s: number, v: number) => {
      if (v > (closure.get(s) ?? 0)) closure.set(s, v);
    };
    senses.forEach((sense, i) => {
      const v = fits && !fits[i] ? this.w.context : 1;
      for (const s of this.ancestors(sense.synset)) put(s, v);
      for (const r of this.lexicon.related(sense.synset)) put(r, this.w.related * v);
      if (this.w.holonym > 0) for (const h of this.wholes(sense.synset)) put(h, this.w.holonym * v);
    });
    // The likeliest sense's definition: a garage is "for housing automobiles", a concert is "a performance of music".
    if (this.w.gloss > 0 && senses.length > 0) for (const g of this.glossSenses(senses[0].synset)) put(g, this.w.gloss * (fits && !fits[0] ? this.w.context : 1));
    return { stems: this.stems(key, corrected), synsets: Uint32Array.from(closure.keys()), reach: Float32Array.from(closure.values()) };
  }

  private queryWord(key: string, guess: boolean): QueryWord {
    const { senses, corrected, frequency } = this.senses(key, guess);
    const credit = new Map<number, number>();
    const put = (s: number, v: number) => {
      if (v > (credit.get(s) ?? 0)) credit.set(s, v);
    };
    for (const sense of senses) {
      // A gazetteer name is an unnamed member below its category: the category itself is a step up.
      const own = sense.member ? 1 : Math.max(this.lexicon.specificity(sense.synset), 1e-6);
      for (const s of this.ancestors(sense.synset)) {
        const spec = this.lexicon.specificity(s);
        if (spec < this.w.minSpecificity && (s !== sense.synset || sense.member)) continue;
        const c = s === sense.synset && !sense.member ? 1 : Math.min(1, spec / own) ** this.w.gamma;
        put(s, c);
      }
      for (const r of this.lexicon.related(sense.synset)) if (!credit.has(r)) credit.set(r, this.w.related);
    }
    const pos = senses.length > 0 ? this.lexicon.pos(senses[0].synset) : POS_NOUN;
    const weight = senses.length > 0 ? (pos === POS_NOUN ? 1 : this.w.nonNoun) / (1 + this.w.rarity * Math.log1p(frequency)) : this.w.unknown;
    const fuzzy = (senses.length === 0 || corrected !== -1) && /^[a-z]{5,}$/.test(key) ? stem(key) : undefined;
    return { stems: this.stems(key, corrected), weight, credit, ...(fuzzy !== undefined ? { fuzzy } : {}) };
  }

  /** The likeliest sense of each word of the synset's definition. */
  private glossSenses(synset: number): number[] {
    const out: number[] = [];
    for (const word of this.lexicon.gloss(synset)) {
      let best = -1;
      let prior = -1;
      this.lexicon.forEachSense(word, -1, (s, p) => {
        if (p > prior) (best = s), (prior = p);
      });
      if (best !== -1 && this.lexicon.specificity(best) >= this.w.minSpecificity) out.push(best);
    }
    return out;
  }

  /** What the synset is a part of, a few levels out: Leeds → West Yorkshire → England → Europe. */
  private wholes(synset: number): number[] {
    const seen = new Set<number>([synset]);
    let level = [synset];
    const out: number[] = [];
    for (let depth = 0; depth < MAX_WHOLE_DEPTH && level.length > 0; depth++) {
      const next: number[] = [];
      for (const s of level) {
        for (const w of this.lexicon.wholes(s)) {
          if (seen.has(w)) continue;
          seen.add(w);
          next.push(w);
          out.push(w);
        }
      }
      level = next;
    }
    return out;
  }

  /** The synset and all its hypernyms, any number of levels up. */
  private ancestors(synset: number): number[] {
    const seen = new Set<number>([synset]);
    const queue = [synset];
    for (let i = 0; i < queue.length; i++) {
      for (const h of this.lexicon.hypernyms(queue[i])) {
        if (!seen.has(h)) {
          seen.add(h);
          queue.push(h);
        }
      }
    }
    return queue;
  }
}

const WH = new Set(["what", "which", "whose"]);
const COPULA = new Set(["is", "are", "was", "were"]);
/** Words between a question word and its focus that keep the focus ("what kind of", "which of the"). */
const BRIDGE = new Set(["kind", "kinds", "sort", "type", "types", "of", "the", "a", "an", "many", "much", "user", "users", "our", "your", "their", "his", "her", "its"]);

/**
 * Where the focus starts: the first content word after "what"/"which"/"whose" or "how many"
 * ("Which airline ...", "What kind of dog ..."), or after "what is"/"who is" and the like ("What is
 * the population of ...", "Who is the user's optician"), when no other verb comes between ("What
 * did the user ..." has none). `head`: the focus is the end of that noun phrase (after a copula
 * the phrase is the subject: "the user's chess rating"), else its start ("which European capital
 * hosts ..."). Index -1 when there is none.
 */
export function focusStart(tokens: string[]): { index: number; head: boolean } {
  for (let i = 0; i < tokens.length; i++) {
    const how = tokens[i] === "how" && tokens[i + 1] === "many";
    const copula = (WH.has(tokens[i]) || tokens[i] === "who") && COPULA.has(tokens[i + 1] ?? "");
    if (!WH.has(tokens[i]) && !how && !copula) continue;
    for (let j = i + (how || copula ? 2 : 1); j < tokens.length; j++) {
      if (BRIDGE.has(tokens[j])) continue;
      return { index: STOPWORDS.has(tokens[j]) ? -1 : j, head: copula };
    }
    return { index: -1, head: false };
  }
  return { index: -1, head: false };
}

/** Indexes of the focus's segments: the first `words` of the adjacent run from focusStart, or its last one after a copula. */
export function focusSegments(tokens: string[], segments: readonly Segment[], words: number): Set<number> {
  const { index, head } = focusStart(tokens);
  const run: number[] = [];
  let end = index;
  segments.forEach((s, k) => {
    if (index === -1 || s.start !== end) return;
    run.push(k);
    end = s.start + s.tokens.length;
  });
  return new Set(head ? run.slice(-1) : run.slice(0, words));
}

/** True when `a` and `b` differ by one deletion, insertion, substitution or swap of neighbours (and are not equal). */
export function oneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1 || a[0] !== b[0]) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

