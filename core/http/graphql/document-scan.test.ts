import { Lexer, Source, TokenKind } from "graphql";
import { describe, expect, it } from "vitest";
import { scanDocument } from "./document-scan.ts";

/** graphql-js's own count: every token but comments and the end. */
function lexerTokens(source: string): number {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  for (let t = lexer.advance(); t.kind !== TokenKind.EOF; t = lexer.advance()) count++;
  return count;
}

const NO_LIMIT = { tokens: Infinity, nesting: Infinity };

describe("scanDocument", () => {
  it("counts tokens as graphql-js's lexer does", () => {
    for (const doc of [
      "query Q($a: [Int!]! = [1, 2], $b: String = \"x, y { [\") { agent(passportId: $a) { ...F @include(if: true) } }",
      'fragment F on Agent { a: passportId # a comment { [ (\n b: description(text: """block "quoted" \\""" { """) }',
      "mutation { m(n: -1.5e3, o: {k: [true, null, ENUM]}) { x } }",
      "{ a }\r\n# trailing comment",
    ]) {
      expect(scanDocument(doc, NO_LIMIT).tokens, doc).toBe(lexerTokens(doc));
    }
  });

  it("measures nesting of braces, parentheses and brackets outside strings and comments", () => {
    expect(scanDocument("{ a { b { c } } }", NO_LIMIT).nesting).toBe(3);
    expect(scanDocument('{ a(x: [[{y: "{{{{"}]]) }', NO_LIMIT).nesting).toBe(5);
    expect(scanDocument("# {{{{{{\n{ a }", NO_LIMIT).nesting).toBe(1);
  });

  it("stops at the first limit passed, without reading the rest", () => {
    const deep = "{ a ".repeat(100_000) + "}".repeat(100_000);
    expect(scanDocument(deep, { tokens: 1_000_000, nesting: 64 })).toEqual({ tokens: 129, nesting: 65, over: "nesting" });
    expect(scanDocument("{ a b c d e }", { tokens: 3, nesting: 64 })).toMatchObject({ over: "tokens", tokens: 4 });
    expect(scanDocument('"unterminated', NO_LIMIT)).toEqual({ tokens: 1, nesting: 0 });
  });
});
