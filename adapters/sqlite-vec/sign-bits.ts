/**
 * 1-bit ("sign") quantization: bit i of a vector is set when entry i is > 0. Two vectors' Hamming
 * distance over these bits estimates the angle between them (random-hyperplane LSH on the
 * coordinate axes), which is what preselects kNN candidates in quantization "bit".
 *
 * Bits are packed into bytes (bit i in byte i >> 3, at position i & 7) and the byte array is padded
 * to whole 32-bit words, so the stored blob has one defined layout and any reader can view it as
 * Uint32 words: query and entries are packed the same way, so padding bits are 0 on both sides.
 */

export function signWords(dimension: number): number {
  return Math.ceil(dimension / 32);
}

/** The packed sign bits of `vector`, as stored in vi_floats.bits. */
export function packSigns(vector: Float32Array): Uint8Array {
  const bytes = new Uint8Array(signWords(vector.length) * 4);
  for (let i = 0; i < vector.length; i++) if (vector[i] > 0) bytes[i >> 3] |= 1 << (i & 7);
  return bytes;
}

/** The packed bytes viewed as 32-bit words (a copy, so the words are aligned). */
export function asWords(bytes: Uint8Array): Uint32Array {
  const words = new Uint32Array(bytes.byteLength >> 2);
  new Uint8Array(words.buffer).set(bytes.subarray(0, words.byteLength));
  return words;
}

/** Set bits of a 32-bit word (SWAR: no popcount instruction in JS). */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
