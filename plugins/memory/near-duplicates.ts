/**
 * Near-duplicates: memories that say the same in other words ("After the migration, the staging
 * deployment failed" and "The staging deployment failed after the migration") are stored apart,
 * since no embedding threshold tells every rewording from a different fact, but recall returns one
 * of them, never several: the best-scored, listing the others as its `near_duplicates`.
 *
 * Two memories are near-duplicates when all of these hold:
 * - same type and namespace, and neither has a key (keyed facts supersede each other instead);
 * - the cosine of their vectors is at least NEAR_DUPLICATE_COSINE;
 * - they use the same words, in any order, leaving out case, punctuation, possessives and a few
 *   words that carry no fact (STOP_WORDS). Different facts often differ in one word only and embed
 *   almost alike: "lives in Lisbon" and "lives in Porto", "works at" and "worked at" (one stem to
 *   an embedder), "at 9am" and "at 10am", "likes" and "does not like".
 * Both are conservative on purpose: on the labelled set in test/memory/near-duplicates.test.ts no
 * pair of distinct facts is folded with either built-in embedder, while most rewordings that keep
 * their words are. A rewording in other words (a synonym) is recalled twice, which is the safe side.
 *
 * Found among recall's candidates, where it costs a few hundred dot products, not at write time,
 * where finding a near neighbour means a search over every memory of the agent per write.
 */
export const NEAR_DUPLICATE_COSINE = 0.95;

/** Words whose presence or absence changes no fact: articles and a few prepositions. */
const STOP_WORDS = new Set(["a", "an", "the", "of", "for", "to", "by", "with", "at", "in", "on", "and"]);

/** Most characters looked at: memory texts are capped at 8000 already; this keeps it linear either way. */
const GUARD_CHARS = 8000;

/** Apostrophes off both ends, by index (an anchored regex would backtrack over a long run of them). */
function trimQuotes(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && word[start] === "'") start++;
  while (end > start && word[end - 1] === "'") end--;
  return word.slice(start, end);
}

/** A text's words as the guard compares them: a sorted set, lower case, without possessives and stop words. */
export function guardSignature(text: string): string {
  const words = new Set<string>();
  for (const raw of text.slice(0, GUARD_CHARS).toLowerCase().replace(/’/g, "'").split(/[^\p{L}\p{N}']+/u)) {
    const word = trimQuotes(raw.endsWith("'s") ? raw.slice(0, -2) : raw);
    if (word !== "" && !STOP_WORDS.has(word)) words.add(word);
  }
  return [...words].sort().join(" ");
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

export interface Comparable {
  type: string;
  namespace: string | null;
  key: string | null;
  text: string;
  vector: Float32Array | undefined;
}

export function nearDuplicates(a: Comparable, b: Comparable, threshold = NEAR_DUPLICATE_COSINE): boolean {
  if (a.type !== b.type || a.namespace !== b.namespace || a.key !== null || b.key !== null || !a.vector || !b.vector) return false;
  if (cosine(a.vector, b.vector) < threshold) return false;
  return guardSignature(a.text) === guardSignature(b.text);
}

/**
 * Walks results best first and keeps each unless it is a near-duplicate of one kept already; stops
 * when a `limit + 1`-th would be kept, so the work is at most limit × candidates comparisons (and
 * only those of the same type and namespace without a key reach the cosine). Answers the kept
 * ones, each with the ids folded into it.
 */
export function collapse<T extends Comparable & { id: string }>(ranked: readonly T[], limit: number): { item: T; folded: string[] }[] {
  const kept: { item: T; folded: string[] }[] = [];
  for (const item of ranked) {
    const twin = kept.find((k) => nearDuplicates(k.item, item));
    if (twin) twin.folded.push(item.id);
    else if (kept.length < limit) kept.push({ item, folded: [] });
    else break;
  }
  return kept;
}
