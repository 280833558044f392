import { countedFeedback, ratingOf, round4 } from "./score-inputs.ts";
import type { ScoringAlgorithm } from "./algorithm.ts";

/**
 * stake-weighted-v1: a beta reputation (positive and negative evidence) in which each client's
 * evidence weighs by its stake with the agent. A client k with mean rating r_k has polarity
 * p_k = (r_k − 50)/50; a staked client weighs w_k = ln(1 + S_k/u); all unstaked clients share one
 * weight W₀ (so a thousand empty wallets weigh W₀ together). P = Σ w_k·max(p_k, 0),
 * N = Σ w_k·max(−p_k, 0), score = 100·(P + a)/(P + N + a + b). A positive rating (above 50) from a
 * new staked client only adds to P, so it never lowers the score.
 */
export const stakeWeighted: ScoringAlgorithm = {
  id: "stake-weighted-v1",
  name: "Stake Weighted",
  version: "1.0.0",
  description: "Weights each client's feedback by what it has at stake with the agent (value it locked in escrow for the agent's wallet), so a thousand empty wallets weigh less than one paying client.",
  params: {
    stake_unit: { default: 1e18, min: 1, max: 1e36, description: "u: token base units that make one unit of stake (1e18: one token of 18 decimals)." },
    unstaked_weight: { default: 1, min: 0, max: 1000, description: "W₀: what all clients without stake weigh together." },
    prior_positive: { default: 1, min: 0.001, max: 1000, description: "a: positive evidence assumed before any feedback." },
    prior_negative: { default: 1, min: 0.001, max: 1000, description: "b: negative evidence assumed before any feedback (a = b: 50 with no feedback)." },
  },
  score(inputs, params, tags) {
    const unit = params.stake_unit!;
    const feedback = countedFeedback(inputs, tags);
    const byClient = new Map<string, number[]>();
    for (const f of feedback) {
      const list = byClient.get(f.client) ?? [];
      list.push(ratingOf(f));
      byClient.set(f.client, list);
    }
    const stakes = new Map(inputs.stakes.map((s) => [s.client, BigInt(s.amount)]));
    const clients = [...byClient.keys()].sort();
    const unstaked = clients.filter((c) => (stakes.get(c) ?? 0n) <= 0n).length;
    let positive = 0;
    let negative = 0;
    let stakedWeight = 0;
    for (const client of clients) {
      const ratings = byClient.get(client)!;
      const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      const polarity = (mean - 50) / 50;
      const stake = stakes.get(client) ?? 0n;
      const weight = stake > 0n ? Math.log1p(ratio(stake, unit)) : params.unstaked_weight! / unstaked;
      if (stake > 0n) stakedWeight += weight;
      if (polarity > 0) positive += weight * polarity;
      else negative += weight * -polarity;
    }
    const a = params.prior_positive!;
    const b = params.prior_negative!;
    const score = (100 * (positive + a)) / (positive + negative + a + b);
    return {
      score: round4(Math.min(100, Math.max(0, score))),
      components: {
        positive_evidence: round4(positive),
        negative_evidence: round4(negative),
        staked_weight: round4(stakedWeight),
        unstaked_weight: round4(unstaked > 0 ? params.unstaked_weight! : 0),
        staked_clients: clients.length - unstaked,
        unstaked_clients: unstaked,
      },
      counted: { feedback: feedback.length, validations: 0, receipts: 0, clients: clients.length },
    };
  },
};

/** stake/unit as a float, exact enough for stakes far beyond 2^53 base units. */
function ratio(stake: bigint, unit: number): number {
  return Number(stake) / unit;
}
