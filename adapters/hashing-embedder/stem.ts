/**
 * A light English stemmer: the inflectional steps of Porter's algorithm (plurals, -ed, -ing, final
 * -e) and nothing derivational. It folds "likes", "liked", "liking" and "like" to one word; for
 * "organise" versus "organisation" the character n-grams give partial credit instead, which is
 * safer than the aggressive suffix stripping that merges unrelated words ("university"/"universe").
 * Only plain a-z words are touched: other scripts and words with digits pass through unchanged.
 */

const ASCII_WORD = /^[a-z]+$/;

function isConsonant(w: string, i: number): boolean {
  const c = w[i];
  if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") return false;
  // "y" is a vowel after a consonant ("fly"), a consonant at the start or after a vowel ("yes", "toy").
  if (c === "y") return i === 0 || !isConsonant(w, i - 1);
  return true;
}

/** Porter's measure m: the number of vowel-consonant sequences in [C](VC)^m[V]. */
function measure(w: string): number {
  let m = 0;
  let i = 0;
  while (i < w.length && isConsonant(w, i)) i++;
  while (i < w.length) {
    while (i < w.length && !isConsonant(w, i)) i++;
    if (i >= w.length) break;
    while (i < w.length && isConsonant(w, i)) i++;
    m++;
  }
  return m;
}

function hasVowel(w: string): boolean {
  for (let i = 0; i < w.length; i++) if (!isConsonant(w, i)) return true;
  return false;
}

/** Ends consonant-vowel-consonant, the last not w, x or y ("hop", not "how"): a short syllable. */
function endsCvc(w: string): boolean {
  const n = w.length;
  if (n < 3) return false;
  const last = w[n - 1];
  return isConsonant(w, n - 3) && !isConsonant(w, n - 2) && isConsonant(w, n - 1) && last !== "w" && last !== "x" && last !== "y";
}

function endsDoubleConsonant(w: string): boolean {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}

/** Plurals: "ponies" → "poni", "caresses" → "caress", "cats" → "cat"; "ss", "us", "is" stay. */
function stripPlural(w: string): string {
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (w.endsWith("ies")) return w.slice(0, -2);
  if (w.endsWith("ss") || w.endsWith("us") || w.endsWith("is")) return w;
  if (w.endsWith("s")) return w.slice(0, -1);
  return w;
}

/** -eed/-ed/-ing, then repair the stem: "hopping" → "hop", "hoping" → "hope", "agreed" → "agree". */
function stripEdIng(w: string): string {
  if (w.endsWith("eed")) return measure(w.slice(0, -3)) > 0 ? w.slice(0, -1) : w;
  let stem: string | null = null;
  if (w.endsWith("ed") && hasVowel(w.slice(0, -2))) stem = w.slice(0, -2);
  else if (w.endsWith("ing") && hasVowel(w.slice(0, -3))) stem = w.slice(0, -3);
  if (stem === null) return w;
  if (stem.endsWith("at") || stem.endsWith("bl") || stem.endsWith("iz")) return stem + "e";
  if (endsDoubleConsonant(stem) && !/[lsz]$/.test(stem)) return stem.slice(0, -1);
  if (measure(stem) === 1 && endsCvc(stem)) return stem + "e";
  return stem;
}

/** Final "i" from "-ies"/"-ied" back to "y" when that is what the singular had: "poni" → "pony". */
function yFromI(w: string): string {
  return w.endsWith("i") && hasVowel(w.slice(0, -1)) ? w.slice(0, -1) + "y" : w;
}

/** Final -e goes unless the rest is one short syllable: "agree" → "agre" (as "agreed"), "hope" stays. */
function stripFinalE(w: string): string {
  if (!w.endsWith("e")) return w;
  const rest = w.slice(0, -1);
  const m = measure(rest);
  if (m > 1 || (m === 1 && !endsCvc(rest))) return rest;
  return w;
}

export function stem(word: string): string {
  if (word.length <= 2 || !ASCII_WORD.test(word)) return word;
  let w = stripPlural(word);
  w = stripEdIng(w);
  w = yFromI(w);
  w = stripFinalE(w);
  return w;
}
