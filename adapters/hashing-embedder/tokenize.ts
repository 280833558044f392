/** Longest text looked at; beyond it an embedding would not change its direction noticeably. */
export const MAX_TEXT_CHARS = 100_000;

const POSSESSIVE = /['’]s\b/gu;
const APOSTROPHE = /['’]/gu;
const LATIN_DIACRITIC = /[\u0300-\u036f]/gu;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * Lowercased Unicode word tokens. Folds compatibility forms (NFKC: full-width letters, ligatures)
 * and Latin diacritics ("café" = "cafe"), drops possessives ("user's" = "user") and joins
 * contractions ("don't" = "dont"), so that spelling variants of one word become one token.
 * Everything that is not a letter, digit or combining mark separates words.
 */
export function tokenize(text: string): string[] {
  const folded = text
    .slice(0, MAX_TEXT_CHARS)
    .normalize("NFKD")
    .replace(LATIN_DIACRITIC, "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(POSSESSIVE, "")
    .replace(APOSTROPHE, "");
  return folded.match(WORD) ?? [];
}
