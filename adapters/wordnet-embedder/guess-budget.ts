import type { Reader } from "./reading.ts";

/**
 * Distinct words of one text whose spelling is guessed at (typo.ts: about 55 dictionary lookups per
 * letter). The text's later unknown words count by their spelling only, so a text of a thousand
 * invented words costs a few milliseconds, not a second. Deterministic: the same text spends its
 * guesses on the same words, whatever the caches hold.
 */
export const MAX_GUESSES_PER_TEXT = 32;

/** One text's guesses, taken in reading order (first come, first guessed). */
export class GuessBudget {
  private readonly spent = new Set<string>();

  constructor(
    private readonly reader: Reader,
    private readonly max = MAX_GUESSES_PER_TEXT,
  ) {}

  /** Whether the key may be read with a spelling guess: always for a word that needs none. */
  allows(key: string): boolean {
    if (this.spent.has(key) || !this.reader.wouldGuess(key)) return true;
    if (this.spent.size >= this.max) return false;
    this.spent.add(key);
    return true;
  }
}

/** A cache key telling a word read without its guess from the same word read with one. */
export function readingKey(key: string, guess: boolean): string {
  return guess ? key : `${key}\u0000plain`;
}
