import type { Lexicon } from "./lexicon.ts";
import { POS_ADJ, POS_ADV, POS_NOUN, POS_VERB } from "./lexicon-data.ts";

/** WordNet's detachment rules (morphy(7WN)): inflectional suffix → ending of the base form, per part of speech. */
const RULES: (readonly [string, string])[][] = [];
RULES[POS_NOUN] = [
  ["s", ""],
  ["ses", "s"],
  ["xes", "x"],
  ["zes", "z"],
  ["ches", "ch"],
  ["shes", "sh"],
  ["men", "man"],
  ["ies", "y"],
];
RULES[POS_VERB] = [
  ["s", ""],
  ["ies", "y"],
  ["es", "e"],
  ["es", ""],
  ["ed", "e"],
  ["ed", ""],
  ["ing", "e"],
  ["ing", ""],
];
RULES[POS_ADJ] = [
  ["er", ""],
  ["est", ""],
  ["er", "e"],
  ["est", "e"],
];
RULES[POS_ADV] = [];

/** A base form of a word and the part of speech it was found as (-1: the word itself, any part of speech). */
export interface BaseForm {
  word: number;
  pos: number;
}

/**
 * WordNet's morphology (morphy): the base forms of `form` that WordNet lists. The form itself
 * counts in every part of speech it has; then, per part of speech, the exception list ("mice" →
 * mouse, "went" → go) when it names the form, else each detachment rule whose result is a lemma
 * of that part of speech ("cellos" → cello, "studied" → study, "hopping" → hop via the exception
 * list). Works for collocations too: "operating_systems" → operating_system.
 */
export function morphy(lexicon: Lexicon, form: string): BaseForm[] {
  const out: BaseForm[] = [];
  const self = lexicon.wordId(form);
  if (self !== -1 && lexicon.hasSense(self)) out.push({ word: self, pos: -1 });
  const seen = (word: number, pos: number) => out.some((b) => b.word === word && (b.pos === pos || b.pos === -1));
  for (const pos of [POS_NOUN, POS_VERB, POS_ADJ, POS_ADV]) {
    let listed = false;
    if (self !== -1) {
      lexicon.forEachException(self, (base, basePos) => {
        if (basePos !== pos) return;
        listed = true;
        if (!seen(base, pos)) out.push({ word: base, pos });
      });
    }
    if (listed) continue;
    for (const [suffix, ending] of RULES[pos]) {
      if (form.length <= suffix.length + 1 || !form.endsWith(suffix)) continue;
      const base = lexicon.wordId(form.slice(0, form.length - suffix.length) + ending);
      if (base !== -1 && lexicon.hasSense(base, pos) && !seen(base, pos)) out.push({ word: base, pos });
    }
  }
  return out;
}
