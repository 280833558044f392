/** Shapes of a labelled recall set: memories to store and queries with the keys of their answers. */

export interface LabelledMemory {
  key: string;
  /** Path under /v1/memory: semantic, episodic, procedural, entity, trust-weighted, temporal. */
  path: string;
  body: Record<string, unknown>;
}

/**
 * What a query tests: a synonym of the stored wording, a category (hypernym) of what is stored, an
 * inflected or derived form, a reworded question, a misspelling, or a question whose answer is
 * not stored at all (negative: the right answer is an empty list).
 */
export type QueryKind = "synonym" | "category" | "morphology" | "paraphrase" | "typo" | "negative";

export interface LabelledQuery {
  query: string;
  kind: QueryKind;
  /** Keys of the memories that answer it; empty for negatives. */
  relevant: string[];
}

export const sem = (key: string, fact: string, confidence = 0.8): LabelledMemory => ({ key, path: "semantic", body: { fact, confidence } });
export const epi = (key: string, content: string): LabelledMemory => ({ key, path: "episodic", body: { content } });
export const proc = (key: string, rule: string, trigger: string): LabelledMemory => ({ key, path: "procedural", body: { rule, trigger } });
export const ent = (key: string, entity_name: string, entity_type: string, content: string): LabelledMemory => ({
  key,
  path: "entity",
  body: { entity_name, entity_type, content },
});
export const tmp = (key: string, content: string): LabelledMemory => ({ key, path: "temporal", body: { content, valid_from: 1_700_000_000_000 } });
export const trust = (key: string, content: string, trust_score: number): LabelledMemory => ({
  key,
  path: "trust-weighted",
  body: { content, source_agent_passport_id: "market-agent-4", trust_score },
});

export const q = (kind: QueryKind, query: string, ...relevant: string[]): LabelledQuery => ({ query, kind, relevant });
