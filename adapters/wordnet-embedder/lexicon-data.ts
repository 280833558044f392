/**
 * The compact form of WordNet the embedder reads: flat typed arrays, no object per word or synset,
 * so the whole of WordNet 3.1 fits in about 10 MB and loads from its derived file in milliseconds
 * (lexicon-file.ts). Lists use CSR layout: the items of entry i are `items[start[i] .. start[i+1])`.
 */
export interface LexiconData {
  /** Part of speech per synset: POS_NOUN, POS_VERB, POS_ADJ, POS_ADV. */
  synsetPos: Uint8Array;
  /** How specific a concept is, 0 (entity) .. 1 (a leaf such as "cello"); see build-lexicon.ts. */
  specificity: Float32Array;
  /** Direct hypernyms and instance hypernyms ("car" → "motor vehicle", "Linux" → "operating system"). */
  hyperStart: Uint32Array;
  hyper: Uint32Array;
  /**
   * Concepts one step sideways: derivationally related forms ("payment" ↔ "pay"), pertainyms
   * ("musical" → "music"), attributes ("heavy" ↔ "weight") and an adjective satellite's head.
   */
  relatedStart: Uint32Array;
  related: Uint32Array;
  /** The content words (word ids) of each synset's definition: "car" → motor_vehicle, wheel, internal_combustion_engine. */
  glossStart: Uint32Array;
  gloss: Uint32Array;
  /** Part holonyms: what a concept is a part of ("Oslo" → Norway → Scandinavia, "wheel" → wheeled vehicle). */
  wholeStart: Uint32Array;
  whole: Uint32Array;
  /** Open-addressing hash table over word keys (fnv1a, linear probing): word id, or -1 when empty. */
  wordTable: Int32Array;
  /** Word keys as ASCII bytes: lemmas ("operating_system") and inflected forms of the exception lists. */
  wordTextStart: Uint32Array;
  wordText: Uint8Array;
  /** A word's senses (synset ids), most frequent first, with a prior from SemCor tag counts and rank. */
  senseStart: Uint32Array;
  senseSynset: Uint32Array;
  sensePrior: Float32Array;
  /** Exception-list base forms of a word, as base word id · 4 + part of speech ("mice" → mouse, noun). */
  exceptionStart: Uint32Array;
  exception: Uint32Array;
  /** Tag count of a word over all its senses: how common it is (a typo is corrected to the commonest). */
  wordFrequency: Uint32Array;
}

export const POS_NOUN = 0;
export const POS_VERB = 1;
export const POS_ADJ = 2;
export const POS_ADV = 3;

/** The order of the typed arrays in the derived file; changing it changes LEXICON_FORMAT. */
export const LEXICON_FIELDS = [
  "synsetPos",
  "specificity",
  "hyperStart",
  "hyper",
  "relatedStart",
  "related",
  "glossStart",
  "gloss",
  "wholeStart",
  "whole",
  "wordTable",
  "wordTextStart",
  "wordText",
  "senseStart",
  "senseSynset",
  "sensePrior",
  "exceptionStart",
  "exception",
  "wordFrequency",
] as const satisfies readonly (keyof LexiconData)[];

/** 32-bit FNV-1a over a string's char codes: the word table's hash (words are ASCII). */
export function wordHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
