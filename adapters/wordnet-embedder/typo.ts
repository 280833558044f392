import type { Lexicon } from "./lexicon.ts";
import { MAX_WORD_CHARS } from "./word-limit.ts";

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
/** Shorter words have too many neighbours one edit away ("cat": bat, cab, cot, ...) to guess. */
export const MIN_TYPO_LENGTH = 5;
const MIN_RARE_LENGTH = 7;

/** True when `form` is a word correctTypo looks at: plain letters, long enough to guess, short enough to be a word. */
export function mayCorrect(form: string): boolean {
  // About 55 candidates per letter, each as long as the word: a long word is not guessed at.
  return form.length >= MIN_TYPO_LENGTH && form.length <= MAX_WORD_CHARS && /^[a-z]+$/.test(form);
}

/**
 * The commonest WordNet word one edit away (a deletion, insertion, substitution or swap of
 * neighbours) from `form`, which WordNet does not know: "resturant" → restaurant, "recieve" →
 * receive, "vacinations" → vaccination (a candidate may be a plural of a lemma). Words seen in
 * WordNet's sense-tagged corpus come first, so rare lemmas do not capture names ("Priya"), and the
 * first letter must stay (misspellings rarely change it; "patel" is not "pastel", but "bakker"
 * still reads as "banker"). -1 when there is none. About 50-100 µs for a 10-letter word.
 */
export function correctTypo(lexicon: Lexicon, form: string): number {
  if (!mayCorrect(form)) return -1;
  let best = -1;
  let bestFrequency = 0;
  const rare = new Set<number>();
  const take = (candidate: string) => {
    const id = lexicon.wordId(candidate);
    if (id === -1 || !lexicon.hasSense(id)) return;
    const frequency = lexicon.frequency(id);
    if (frequency === 0) rare.add(id);
    else if (frequency > bestFrequency) {
      best = id;
      bestFrequency = frequency;
    }
  };
  const consider = (candidate: string) => {
    if (candidate[0] !== form[0]) return;
    take(candidate);
    if (candidate.length > MIN_TYPO_LENGTH && candidate.endsWith("s")) take(candidate.slice(0, -1));
  };
  for (let i = 0; i <= form.length; i++) {
    const head = form.slice(0, i);
    const tail = form.slice(i);
    if (i < form.length) consider(head + tail.slice(1));
    if (i < form.length - 1) consider(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of LETTERS) {
      consider(head + c + tail);
      if (i < form.length && c !== tail[0]) consider(head + c + tail.slice(1));
    }
  }
  // No common word is near: a rare one counts when it is the only one and the word is long
  // ("databse" → database), where a name rarely sits one edit from a lemma.
  if (best === -1 && rare.size === 1 && form.length >= MIN_RARE_LENGTH) return [...rare][0];
  return best;
}
