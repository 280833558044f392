/**
 * 32-bit FNV-1a over a slice of a string's UTF-16 code units, started from a seed so that the same
 * characters in different feature kinds (word, bigram, character n-gram) land in different places.
 * Hashing a slice in place avoids allocating a string per character n-gram, which dominates cost.
 */
export function fnv1a(text: string, start: number, end: number, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = start; i < end; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Continues an FNV-1a hash with more characters (used to join the two words of a bigram). */
export function fnv1aContinue(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * murmur3's 32-bit finaliser. FNV-1a's low bits mix poorly for short inputs; bucket (low bits)
 * and sign (top bit) must look independent, so every hash goes through this avalanche step.
 */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
