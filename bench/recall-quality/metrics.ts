import type { LabelledQuery, QueryKind } from "./labelled.ts";

/** One query's answer: the keys of the recalled memories, best first. */
export interface Answered {
  query: LabelledQuery;
  keys: string[];
}

export interface Figures {
  /** Queries with an answer stored. */
  positives: number;
  /** Share of positives whose first memory is relevant. */
  recallAt1: number;
  /** Mean share of a positive's relevant memories among the first five (of at most five relevant). */
  recallAt5: number;
  /** Mean reciprocal rank of the first relevant memory (0 when none is recalled). */
  mrr: number;
  /** Queries whose answer is not stored. */
  negatives: number;
  /** Share of negatives answered with at least one memory (the rest are answered empty). */
  falsePositiveRate: number;
}

export function figures(answers: Answered[]): Figures {
  const positives = answers.filter((a) => a.query.relevant.length > 0);
  const negatives = answers.filter((a) => a.query.relevant.length === 0);
  let at1 = 0;
  let at5 = 0;
  let rr = 0;
  for (const { query, keys } of positives) {
    const relevant = new Set(query.relevant);
    if (relevant.has(keys[0])) at1++;
    at5 += keys.slice(0, 5).filter((k) => relevant.has(k)).length / Math.min(5, relevant.size);
    const rank = keys.findIndex((k) => relevant.has(k));
    if (rank >= 0) rr += 1 / (rank + 1);
  }
  const n = Math.max(1, positives.length);
  return {
    positives: positives.length,
    recallAt1: at1 / n,
    recallAt5: at5 / n,
    mrr: rr / n,
    negatives: negatives.length,
    falsePositiveRate: negatives.filter((a) => a.keys.length > 0).length / Math.max(1, negatives.length),
  };
}

export function byKind(answers: Answered[]): Map<QueryKind, Figures> {
  const kinds = [...new Set(answers.map((a) => a.query.kind))];
  return new Map(kinds.map((kind) => [kind, figures(answers.filter((a) => a.query.kind === kind))]));
}
