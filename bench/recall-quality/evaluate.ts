import type { LabelledMemory, LabelledQuery } from "./labelled.ts";
import type { Answered } from "./metrics.ts";

/** POSTs a JSON body to a memory path as one agent; answers status and parsed body. */
export type MemoryPost = (path: string, body: unknown) => Promise<{ status: number; body: any }>;

export interface Evaluation {
  answers: Answered[];
  /** The similarity of each recalled memory, by query, in answer order. */
  similarities: number[][];
  model: string;
}

/**
 * Stores the memories through the REST API, then asks every query with the interface's defaults
 * (no limit, no min_similarity: 10 and 0.5), or with `recallExtras` added to the body.
 */
export async function evaluate(post: MemoryPost, memories: LabelledMemory[], queries: LabelledQuery[], recallExtras: Record<string, unknown> = {}): Promise<Evaluation> {
  const keyOf = new Map<string, string>();
  for (const m of memories) {
    const answer = await post(m.path, m.body);
    if (answer.status !== 200) throw new Error(`storing ${m.key} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    keyOf.set(answer.body.data.memory_id, m.key);
  }
  const known = new Set(memories.map((m) => m.key));
  for (const query of queries) for (const k of query.relevant) if (!known.has(k)) throw new Error(`query "${query.query}" names unknown memory ${k}`);
  const answers: Answered[] = [];
  const similarities: number[][] = [];
  let model = "";
  for (const query of queries) {
    const answer = await post("recall", { query: query.query, ...recallExtras });
    if (answer.status !== 200) throw new Error(`recall answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const recalled = answer.body.data.memories as { memory_id: string; similarity: number }[];
    model = answer.body.data.query_embedding_model;
    answers.push({ query, keys: recalled.map((m) => keyOf.get(m.memory_id) ?? "?") });
    similarities.push(recalled.map((m) => m.similarity));
  }
  return { answers, similarities, model };
}
