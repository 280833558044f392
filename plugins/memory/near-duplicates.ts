/**
 * Near-duplicates: memories that say the same in other words ("The user's timezone is
 * Europe/Paris." and "the user timezone: Europe/Paris") are stored apart, since no embedding
 * threshold tells every rewording from a different fact, but recall returns one of them, never
 * several: the best-scored, listing the others as its `near_duplicates`.
 *
 * Two memories are near-duplicates when all of these hold:
 * - same type and namespace, and neither has a key (keyed facts supersede each other instead);
 * - the cosine of their vectors is at least NEAR_DUPLICATE_COSINE;
 * - they carry the same numbers and the same negations: "meeting at 9" and "meeting at 10", or
 *   "likes coffee" and "does not like coffee", differ in one word and embed almost alike, yet
 *   are different facts.
 * The threshold is conservative: on the labelled set in test/memory/near-duplicates.test.ts no
 * pair of distinct facts reaches it with either built-in embedder, while most rewordings do. A
 * rewording that stays below it is recalled twice, which is the safe side.
 *
 * Found among recall's candidates, where it costs a few hundred dot products, not at write time,
 * where finding a near neighbour means a search over every memory of the agent per write.
 */
export const NEAR_DUPLICATE_COSINE = 0.93;

/** Words that turn a statement into its opposite. */
const NEGATIONS = new Set(["not", "no", "never", "none", "nobody", "nothing", "neither", "nor", "without", "cannot", "isn't", "aren't", "wasn't", "weren't", "don't", "doesn't", "didn't", "won't", "can't", "shouldn't", "wouldn't", "couldn't", "hasn't", "haven't", "hadn't"]);

/** Most characters looked at for the guards: memory texts are capped at 8000 already; this keeps it linear either way. */
const GUARD_CHARS = 8000;

/** The numbers and negations of a text, as one sorted signature. */
export function guardSignature(text: string): string {
  const marks: string[] = [];
  for (const word of text.slice(0, GUARD_CHARS).toLowerCase().split(/[^\p{L}\p{N}'’.,]+/u)) {
    const w = word.replace(/’/g, "'").replace(/^[.,']+|[.,']+$/g, "");
    if (w === "") continue;
    if (/\p{N}/u.test(w)) marks.push(`#${w.replace(/,/g, "")}`);
    else if (NEGATIONS.has(w) || w.endsWith("n't")) marks.push("!not");
  }
  return marks.sort().join(" ");
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
