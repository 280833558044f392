/**
 * Longest word WordNet is asked about, in characters. WordNet's longest single word has 31 letters
 * ("dichlorodiphenyltrichloroethane"); a longer token is no word of it, and reading one costs more
 * with every letter (a compound split per cut, a spelling guess per edit). Longer tokens still
 * count by their spelling (the hashing embedder's n-grams, linear in their length) but are not
 * looked up, split into a compound or spell-checked: what reading a text costs is bounded per word.
 */
export const MAX_WORD_CHARS = 40;

/** True when every "_"-joined word of a key is short enough to be read (see MAX_WORD_CHARS). */
export function readable(key: string): boolean {
  let start = 0;
  for (;;) {
    const cut = key.indexOf("_", start);
    const end = cut === -1 ? key.length : cut;
    if (end - start > MAX_WORD_CHARS) return false;
    if (cut === -1) return true;
    start = cut + 1;
  }
}
