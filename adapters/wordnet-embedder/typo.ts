import type { Lexicon } from "./lexicon.ts";

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
/** Shorter words have too many neighbours one edit away ("cat": bat, cab, cot, ...) to guess. */
export const MIN_TYPO_LENGTH = 5;

/**
 * The commonest WordNet word one edit away (a deletion, insertion, substitution or swap of
 * neighbours) from `form`, which WordNet does not know: "resturant" → restaurant, "recieve" →
 * receive. Only words seen in WordNet's sense-tagged corpus qualify, so rare lemmas do not
 * capture names ("Priya"). -1 when there is none. About 50 µs for a 10-letter word.
 */
export function correctTypo(lexicon: Lexicon, form: string): number {
  if (form.length < MIN_TYPO_LENGTH || !/^[a-z]+$/.test(form)) return -1;
  let best = -1;
  let bestFrequency = 0;
  const consider = (candidate: string) => {
    const id = lexicon.wordId(candidate);
    if (id === -1) return;
    const frequency = lexicon.frequency(id);
    if (frequency > bestFrequency) {
      best = id;
      bestFrequency = frequency;
    }
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
  return best;
}
