import { fmix32, fnv1a, fnv1aContinue } from "./hash.ts";
import { stem } from "./stem.ts";
import { STOPWORDS } from "./stopwords.ts";
import { tokenize } from "./tokenize.ts";

// Different seeds keep the word "cat", the bigram "cat|..." and the n-gram "cat" apart.
const SEED_WORD = 0x2f6b1a93;
const SEED_BIGRAM = 0x5bd1e995;
const SEED_CHAR = 0x7feb352d;

/**
 * Relative weight of each feature family, tuned on a small hand-labelled paraphrase set (recall@5
 * 0.97 at 384 dimensions; dropping character n-grams cost 0.1 of recall@1). A word that recurs
 * exactly matches on its unigram and on all its character n-grams; a variant ("organise" /
 * "organisation", a typo) matches on part of the n-grams only, which is the partial credit.
 * Bigrams reward shared phrasing but change most under paraphrase, so they weigh least. The
 * n-grams of one word share CHAR_WEIGHT between them (each gets CHAR_WEIGHT / sqrt(count)), so a
 * long word does not outweigh a short one.
 */
const WORD_WEIGHT = 1.0;
const BIGRAM_WEIGHT = 0.3;
const CHAR_WEIGHT = 1.2;
const MIN_GRAM = 3;
const MAX_GRAM = 5;

/** Accumulates weight and occurrences per hashed feature, for sublinear term frequency. */
class FeatureBag {
  readonly weight = new Map<number, number>();
  readonly count = new Map<number, number>();

  add(key: number, weight: number): void {
    this.weight.set(key, (this.weight.get(key) ?? 0) + weight);
    this.count.set(key, (this.count.get(key) ?? 0) + 1);
  }
}

/** Content words of a text, stemmed; all of its words when every one is a stopword ("to be or not"). */
function contentStems(text: string): string[] {
  const words = tokenize(text);
  const content = words.filter((w) => !STOPWORDS.has(w));
  return (content.length > 0 ? content : words).map(stem);
}

function addCharGrams(bag: FeatureBag, word: string): void {
  // "<" and ">" mark word boundaries, so prefixes and suffixes are features of their own.
  const padded = `<${word}>`;
  let grams = 0;
  for (let n = MIN_GRAM; n <= MAX_GRAM; n++) grams += Math.max(0, padded.length - n + 1);
  const weight = CHAR_WEIGHT / Math.sqrt(grams);
  for (let n = MIN_GRAM; n <= MAX_GRAM; n++) {
    for (let i = 0; i + n <= padded.length; i++) bag.add(fmix32(fnv1a(padded, i, i + n, SEED_CHAR)), weight);
  }
}

/**
 * The weighted features of a text: hashed word unigrams, word bigrams (adjacent content words)
 * and character 3- to 5-grams of each word. Keys are 32-bit hashes; values are weights after
 * sublinear term frequency (1 + ln tf), so a word repeated ten times does not drown the rest.
 */
export function features(text: string): Map<number, number> {
  const stems = contentStems(text);
  const bag = new FeatureBag();
  let previous: number | null = null;
  for (const word of stems) {
    const wordHash = fnv1a(word, 0, word.length, SEED_WORD);
    bag.add(fmix32(wordHash), WORD_WEIGHT);
    if (previous !== null) {
      // Bigram = hash of previous word's hash, a separator, then this word.
      bag.add(fmix32(fnv1aContinue((previous ^ SEED_BIGRAM) >>> 0, ` ${word}`)), BIGRAM_WEIGHT);
    }
    previous = wordHash;
    addCharGrams(bag, word);
  }
  const out = new Map<number, number>();
  for (const [key, total] of bag.weight) {
    const tf = bag.count.get(key) ?? 1;
    out.set(key, (total / tf) * (1 + Math.log(tf)));
  }
  return out;
}
