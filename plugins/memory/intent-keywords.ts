import type { MemoryType } from "./memory-record.ts";

/**
 * Words that say which kind of memory a query is after. A query "intends" a type when any of
 * the type's keywords occurs in it as a whole word (or phrase), case-insensitively. A query may
 * intend several types, or none.
 */
export const INTENT_KEYWORDS: Record<MemoryType, readonly string[]> = {
  episodic: ["happened", "happen", "did", "last time", "yesterday", "earlier", "conversation", "said", "told", "event", "session", "remember when", "experience", "occurred", "ago"],
  semantic: ["what is", "what are", "fact", "facts", "know", "known", "define", "definition", "means", "meaning", "true", "prefer", "prefers", "preference", "preferences", "likes"],
  procedural: ["how", "how to", "steps", "step", "should", "rule", "rules", "procedure", "process", "policy", "always", "never", "instructions", "when to"],
  entity: ["who", "who is", "person", "company", "organization", "entity", "relationship", "relationships", "related", "attributes", "profile"],
  trust_weighted: ["trust", "trusted", "trustworthy", "reliable", "reliability", "source", "sources", "reputation", "credible", "according to", "reported by"],
  temporal: ["when", "until", "valid", "schedule", "scheduled", "deadline", "date", "dates", "expire", "expires", "expiry", "during", "before", "after", "period", "currently", "now"],
};

const PATTERNS: [MemoryType, RegExp][] = Object.entries(INTENT_KEYWORDS).map(([type, words]) => [
  type as MemoryType,
  new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${words.map((w) => w.replace(/\s+/g, "\\s+")).join("|")})(?=$|[^\\p{L}\\p{N}])`, "iu"),
]);

/** The memory types a query's wording points at. */
export function queryIntents(query: string): Set<MemoryType> {
  const out = new Set<MemoryType>();
  for (const [type, pattern] of PATTERNS) if (pattern.test(query)) out.add(type);
  return out;
}
