/** What scanDocument saw, and which limit the document passed first, if any. */
export interface DocumentScan {
  tokens: number;
  /** Deepest nesting of `{`, `(` and `[` seen. */
  nesting: number;
  over?: "tokens" | "nesting";
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isNameStart = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
const isNameContinue = (c: number) => isNameStart(c) || isDigit(c);
/** Digits, `.`, `e`, `E`, `+`, `-`: what follows the first character of a number. */
const isNumberPart = (c: number) => isDigit(c) || c === 0x2e || c === 0x65 || c === 0x45 || c === 0x2b || c === 0x2d;

/**
 * Counts a GraphQL document's tokens and its deepest nesting of brackets the way graphql-js's
 * lexer reads it (whitespace, commas and comments are no tokens; a string, name, number or `...`
 * is one), without building anything: one pass, no recursion, stopping as soon as either passes
 * its limit. The parser recurses once per level of nesting, so a document nested 5,000 deep
 * overflows its stack before its token limit stops it; this runs first, on both engines.
 */
export function scanDocument(source: string, max: { tokens: number; nesting: number }): DocumentScan {
  const n = source.length;
  let i = 0;
  let tokens = 0;
  let depth = 0;
  let nesting = 0;
  while (i < n) {
    const c = source.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x2c || c === 0xfeff) {
      i++;
      continue;
    }
    if (c === 0x23) {
      while (i < n && source.charCodeAt(i) !== 0x0a && source.charCodeAt(i) !== 0x0d) i++;
      continue;
    }
    if (++tokens > max.tokens) return { tokens, nesting, over: "tokens" };
    if (c === 0x7b || c === 0x28 || c === 0x5b) {
      if (++depth > nesting) nesting = depth;
      if (nesting > max.nesting) return { tokens, nesting, over: "nesting" };
      i++;
    } else if (c === 0x7d || c === 0x29 || c === 0x5d) {
      if (depth > 0) depth--;
      i++;
    } else if (c === 0x22) {
      i = afterString(source, i);
    } else if (c === 0x2e && source.startsWith("...", i)) {
      i += 3;
    } else if (isNameStart(c)) {
      i++;
      while (i < n && isNameContinue(source.charCodeAt(i))) i++;
    } else if (c === 0x2d || isDigit(c)) {
      i++;
      while (i < n && isNumberPart(source.charCodeAt(i))) i++;
    } else {
      // ! $ & : = @ | and anything the lexer would refuse: one token each.
      i++;
    }
  }
  return { tokens, nesting };
}

/** The index after the string starting at `i` (a block string `"""…"""` or `"…"`), or the end of an unterminated one. */
function afterString(source: string, i: number): number {
  const n = source.length;
  if (source.startsWith('"""', i)) {
    for (i += 3; i < n; i++) {
      if (source.startsWith('\\"""', i)) i += 3;
      else if (source.startsWith('"""', i)) return i + 3;
    }
    return n;
  }
  for (i += 1; i < n; i++) {
    const c = source.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === 0x22) return i + 1;
    else if (c === 0x0a || c === 0x0d) return i;
  }
  return n;
}
