/**
 * Texts that cost a naive reader far more than their length (issue 25, finding 1): one letter
 * repeated (every split point tried, spelling rules quadratic in a run of letters), thousands of
 * different invented words (each looked up, split and spell-checked), hyphen chains. Every call
 * gives a text not seen before: the embedder caches what it has read.
 */
export class PathologicalTexts {
  private n = 0;

  /** `length` copies of one letter; letter and length change per call. */
  longWord(length: number): string {
    const i = this.n++;
    return String.fromCharCode(97 + (i % 26)).repeat(length + Math.floor(i / 26));
  }

  /** About `length` characters of six-letter invented words, all different. */
  inventedWords(length: number): string {
    const words: string[] = [];
    for (let chars = 0; chars < length; chars += 7) {
      let x = this.n++ * 7919 + 104_729;
      let word = "";
      for (let k = 0; k < 6; k++) {
        word += String.fromCharCode(97 + (x % 26));
        x = Math.floor(x / 26) + k * 31;
      }
      words.push(word);
    }
    return words.join(" ").slice(0, length);
  }

  /** "ab-ab-ab-…" of about `length` characters, a different pair of letters per call. */
  hyphenChain(length: number): string {
    const i = this.n++;
    const pair = String.fromCharCode(97 + (i % 26), 97 + ((i * 7 + 3) % 26));
    return `${pair}-`.repeat(Math.ceil(length / 3)).slice(0, length);
  }
}
