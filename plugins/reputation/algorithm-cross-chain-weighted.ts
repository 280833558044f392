import { round4, ratingOf, countedFeedback, cmp } from "./score-inputs.ts";
import type { ScoringAlgorithm } from "./algorithm.ts";

/**
 * cross-chain-weighted-v1. Per chain c: s_c = (α·n_c·F_c + β·m_c·V_c) / (α·n_c + β·m_c), with F_c
 * the mean rating of the n_c counted feedbacks and V_c the mean latest response of the m_c
 * answered validations; chains weigh w_c = ln(1 + n_c + m_c), so a chain where the agent is busier
 * counts more, with diminishing returns; score = Σ w_c·s_c / Σ w_c (0 with no signal anywhere).
 */
export const crossChainWeighted: ScoringAlgorithm = {
  id: "cross-chain-weighted-v1",
  name: "Cross-Chain Weighted",
  version: "1.0.0",
  description: "Combines an agent's ERC-8004 feedback and validations from every chain it is registered on, each chain weighted by the agent's activity there.",
  params: {
    feedback_weight: { default: 1, min: 0, max: 1000, description: "α: what one counted feedback weighs within a chain." },
    validation_weight: { default: 3, min: 0, max: 1000, description: "β: what one answered validation weighs within a chain (a validator's check weighs like three feedbacks)." },
  },
  score(inputs, params, tags) {
    const alpha = params.feedback_weight!;
    const beta = params.validation_weight!;
    const feedback = countedFeedback(inputs, tags);
    const answered = inputs.validations.filter((v) => v.response !== null).sort((a, b) => cmp(a.chain, b.chain) || cmp(a.requestHash, b.requestHash));
    const components: Record<string, number> = {};
    const chainWeights = new Map<string, number>();
    let weighted = 0;
    let weights = 0;
    for (const chain of inputs.chains) {
      const ratings = feedback.filter((f) => f.chain === chain).map(ratingOf);
      const responses = answered.filter((v) => v.chain === chain).map((v) => v.response!);
      const n = ratings.length;
      const m = responses.length;
      const F = n > 0 ? sum(ratings) / n : 0;
      const V = m > 0 ? sum(responses) / m : 0;
      const mass = alpha * n + beta * m;
      const s = mass > 0 ? (alpha * n * F + beta * m * V) / mass : 0;
      const w = mass > 0 ? Math.log(1 + n + m) : 0;
      components[`chain.${chain}.feedback_mean`] = round4(F);
      components[`chain.${chain}.validation_mean`] = round4(V);
      components[`chain.${chain}.score`] = round4(s);
      components[`chain.${chain}.weight`] = round4(w);
      chainWeights.set(chain, w);
      weighted += w * s;
      weights += w;
    }
    for (const chain of inputs.chains) components[`chain.${chain}.weight_share`] = round4(weights > 0 ? chainWeights.get(chain)! / weights : 0);
    const score = weights > 0 ? weighted / weights : 0;
    return {
      score: round4(Math.min(100, Math.max(0, score))),
      components,
      counted: { feedback: feedback.length, validations: answered.length, receipts: 0, clients: new Set(feedback.map((f) => f.client)).size },
    };
  },
};

function sum(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
