import type { MemoryRecord, MemoryType } from "./memory-record.ts";

/** The spec's stage-two weights; they sum to 1, so the score is in [0, 1] like each term. */
export const WEIGHTS = { similarity: 0.55, recency: 0.2, type_bonus: 0.15, quality: 0.1 } as const;

/** Recency falls linearly from 1 (stored now) to 0 at this age, and stays 0 after. */
export const RECENCY_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** recency = max(0, 1 − age / 30 days), age = now − created_at (clamped at 0 for clock skew). */
export function recency(createdAt: number, now: number): number {
  const age = Math.max(0, now - createdAt);
  return Math.max(0, 1 - age / RECENCY_WINDOW_MS);
}

/** type_bonus = 1 when the query's intent keywords name the memory's type (intent-keywords.ts), else 0. */
export function typeBonus(type: MemoryType, intents: ReadonlySet<MemoryType>): number {
  return intents.has(type) ? 1 : 0;
}

/**
 * quality = the memory's confidence when it has one; a trust-weighted memory without one uses its
 * trust_score (how far its source is believed); anything else 0.5 (neither good nor bad).
 */
export function quality(r: Pick<MemoryRecord, "confidence" | "type" | "fields">): number {
  if (r.confidence !== null) return r.confidence;
  if (r.type === "trust_weighted" && typeof r.fields.trust_score === "number") return r.fields.trust_score;
  return 0.5;
}

export interface ScoreTerms {
  similarity: number;
  recency: number;
  type_bonus: number;
  quality: number;
}

/** score = 0.55·similarity + 0.20·recency + 0.15·type_bonus + 0.10·quality. */
export function score(t: ScoreTerms): number {
  return WEIGHTS.similarity * t.similarity + WEIGHTS.recency * t.recency + WEIGHTS.type_bonus * t.type_bonus + WEIGHTS.quality * t.quality;
}
