import { wordHash, type LexiconData } from "./lexicon-data.ts";

/** Read access to LexiconData: words by their text, their senses, and the links between synsets. */
export class Lexicon {
  readonly synsetCount: number;
  readonly wordCount: number;
  private readonly mask: number;

  constructor(readonly data: LexiconData) {
    this.synsetCount = data.synsetPos.length;
    this.wordCount = data.wordTextStart.length - 1;
    this.mask = data.wordTable.length - 1;
  }

  /** The id of a word key (a lemma such as "operating_system", or an inflected form), or -1. */
  wordId(text: string): number {
    const { wordTable, wordTextStart, wordText } = this.data;
    for (let slot = wordHash(text) & this.mask; ; slot = (slot + 1) & this.mask) {
      const id = wordTable[slot];
      if (id === -1) return -1;
      const start = wordTextStart[id];
      if (wordTextStart[id + 1] - start !== text.length) continue;
      let same = true;
      for (let i = 0; i < text.length && same; i++) same = wordText[start + i] === text.charCodeAt(i);
      if (same) return id;
    }
  }

  wordText(id: number): string {
    return Buffer.from(this.data.wordText.subarray(this.data.wordTextStart[id], this.data.wordTextStart[id + 1])).toString("latin1");
  }

  /** True when the word is a lemma with at least one sense of part of speech `pos` (any when -1). */
  hasSense(id: number, pos = -1): boolean {
    const { senseStart, senseSynset, synsetPos } = this.data;
    for (let i = senseStart[id]; i < senseStart[id + 1]; i++) if (pos === -1 || synsetPos[senseSynset[i]] === pos) return true;
    return false;
  }

  /** Calls `visit(synset, prior)` for each sense of the word, of part of speech `pos` (any when -1). */
  forEachSense(id: number, pos: number, visit: (synset: number, prior: number) => void): void {
    const { senseStart, senseSynset, sensePrior, synsetPos } = this.data;
    for (let i = senseStart[id]; i < senseStart[id + 1]; i++) {
      if (pos === -1 || synsetPos[senseSynset[i]] === pos) visit(senseSynset[i], sensePrior[i]);
    }
  }

  /** Calls `visit(baseWordId, pos)` for each exception-list base form of the word. */
  forEachException(id: number, visit: (base: number, pos: number) => void): void {
    const { exceptionStart, exception } = this.data;
    for (let i = exceptionStart[id]; i < exceptionStart[id + 1]; i++) visit(exception[i] >>> 2, exception[i] & 3);
  }

  frequency(id: number): number {
    return this.data.wordFrequency[id];
  }

  pos(synset: number): number {
    return this.data.synsetPos[synset];
  }

  specificity(synset: number): number {
    return this.data.specificity[synset];
  }

  hypernyms(synset: number): Uint32Array {
    return this.data.hyper.subarray(this.data.hyperStart[synset], this.data.hyperStart[synset + 1]);
  }

  /** The words (ids) of the concept's definition. */
  gloss(synset: number): Uint32Array {
    return this.data.gloss.subarray(this.data.glossStart[synset], this.data.glossStart[synset + 1]);
  }

  /** Part holonyms: the wholes the concept is a part of. */
  wholes(synset: number): Uint32Array {
    return this.data.whole.subarray(this.data.wholeStart[synset], this.data.wholeStart[synset + 1]);
  }

  related(synset: number): Uint32Array {
    return this.data.related.subarray(this.data.relatedStart[synset], this.data.relatedStart[synset + 1]);
  }
}
