/**
 * British spellings WordNet may list only in their American form, above all inside collocations
 * ("flat tyre" → flat_tire, "fitness centre" → fitness_center): the American form of each word, or
 * the word itself. reading.ts tries it only when the form as written is not known.
 */
const WORDS: Record<string, string> = {
  tyre: "tire",
  tyres: "tires",
  kerb: "curb",
  grey: "gray",
  pyjamas: "pajamas",
  aluminium: "aluminum",
  cheque: "check",
  cheques: "checks",
  programme: "program",
  programmes: "programs",
  catalogue: "catalog",
  mould: "mold",
  plough: "plow",
  aeroplane: "airplane",
  aeroplanes: "airplanes",
  jewellery: "jewelry",
  manoeuvre: "maneuver",
  sceptic: "skeptic",
  draught: "draft",
  licence: "license",
  defence: "defense",
  offence: "offense",
  practise: "practice",
  paediatrician: "pediatrician",
  paediatric: "pediatric",
  orthopaedic: "orthopedic",
  haemorrhage: "hemorrhage",
  anaemia: "anemia",
  leukaemia: "leukemia",
  oestrogen: "estrogen",
  diarrhoea: "diarrhea",
  foetus: "fetus",
  encyclopaedia: "encyclopedia",
};

import { MAX_WORD_CHARS } from "./word-limit.ts";

const RULES: [RegExp, string][] = [
  [/([a-z])(t|b)re(s?)$/, "$1$2er$3"], // centre, theatre, metre, fibre
  [/([a-z]{2,})our(s?|ed|ing|ite|ites|able)$/, "$1or$2"], // colour, neighbour, favourite, behaviour
  [/([a-z]{2,})ys(e|es|ed|ing)$/, "$1yz$2"], // analyse, paralysed
  [/([a-z]{3,})is(e|es|ed|ing|ation|ations)$/, "$1iz$2"], // organise, realisation
  [/([aeiou])ll(ed|ing|er|ers)$/, "$1l$2"], // travelling, cancelled, labelled
];

export function americanWord(word: string): string {
  const listed = WORDS[word];
  if (listed) return listed;
  // The rules' "two or more letters, then a suffix" is quadratic in a long run of letters.
  if (word.length < 5 || word.length > MAX_WORD_CHARS) return word;
  for (const [pattern, replacement] of RULES) if (pattern.test(word)) return word.replace(pattern, replacement);
  return word;
}

/** A key ("flat_tyre") with each word in its American form; the key itself when none changes. */
export function americanKey(key: string): string {
  return key.split("_").map(americanWord).join("_");
}
