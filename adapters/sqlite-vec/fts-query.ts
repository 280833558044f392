const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** Longest word list sent to FTS5; longer queries add cost, not relevance. */
export const MAX_QUERY_WORDS = 64;

/**
 * Turns free text into an FTS5 query that matches any of its words: `"w1" OR "w2" ...`. Each word
 * is quoted, so user text can never use FTS5 syntax (NEAR, column filters, `*` prefix queries);
 * matching stays whole-token (after the porter stemmer on both sides), never substring.
 * Returns null when the text has no words, which matches nothing.
 */
export function toFtsQuery(text: string): string | null {
  const words = new Set(text.normalize("NFKC").toLowerCase().match(WORD) ?? []);
  if (words.size === 0) return null;
  return [...words]
    .slice(0, MAX_QUERY_WORDS)
    .map((word) => `"${word}"`)
    .join(" OR ");
}
