import type { ScoreInputs } from "./score-inputs.ts";

/** A numeric parameter of an algorithm: its default, its bounds and what it means. */
export interface ParamSpec {
  default: number;
  min: number;
  max: number;
  description: string;
}

export interface AlgorithmResult {
  /** 0-100. */
  score: number;
  components: Record<string, number>;
  /** What was counted. */
  counted: { feedback: number; validations: number; receipts: number; clients: number };
}

/**
 * A scoring algorithm: a pure function of the inputs (already cut at as_of) and its parameters,
 * so the same inputs always give the same score.
 */
export interface ScoringAlgorithm {
  id: string;
  name: string;
  version: string;
  description: string;
  params: Record<string, ParamSpec>;
  score(inputs: ScoreInputs, params: Record<string, number>, tags: ReadonlySet<string>): AlgorithmResult;
}

/** 1 − e^(−x/scale): 0 at 0, rising towards 1, 0.63 at x = scale. How volumes saturate. */
export function saturate(x: number, scale: number): number {
  return x <= 0 ? 0 : 1 - Math.exp(-x / scale);
}
