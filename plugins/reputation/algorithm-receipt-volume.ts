import { round4 } from "./score-inputs.ts";
import { saturate, type ScoringAlgorithm } from "./algorithm.ts";

/**
 * receipt-volume-v1: what Berth itself can prove the agent did. With n receipts, v units of value
 * (escrowed tokens released to the agent's wallet, in units of u_e base units, plus payout runs'
 * totals in units of u_p lamports) and h hours its primary deployments ran healthy:
 * score = 100·(w_n·(1 − e^(−n/n₀)) + w_v·(1 − e^(−v/v₀)) + w_h·(1 − e^(−h/h₀))).
 * Each volume saturates: the first receipts move the score most, none can push it past 100.
 */
export const receiptVolume: ScoringAlgorithm = {
  id: "receipt-volume-v1",
  name: "Receipt Volume",
  version: "1.0.0",
  description: "Scores an agent by the number and value of the receipts Berth can prove: escrows released to it, its payout runs, and the time its primary deployments ran healthy.",
  params: {
    count_weight: { default: 0.3, min: 0, max: 1, description: "w_n: share of the score from the number of receipts." },
    value_weight: { default: 0.5, min: 0, max: 1, description: "w_v: share from their value." },
    uptime_weight: { default: 0.2, min: 0, max: 1, description: "w_h: share from healthy primary time." },
    count_scale: { default: 10, min: 1e-6, max: 1e12, description: "n₀: receipts at which the count term reaches 63%." },
    value_scale: { default: 100, min: 1e-6, max: 1e30, description: "v₀: value units at which the value term reaches 63%." },
    uptime_scale_hours: { default: 720, min: 1e-6, max: 1e9, description: "h₀: healthy primary hours at which the uptime term reaches 63% (720: 30 days)." },
    escrow_unit: { default: 1e18, min: 1, max: 1e36, description: "u_e: token base units in one value unit (1e18: one token of 18 decimals)." },
    payout_unit: { default: 1e9, min: 1, max: 1e36, description: "u_p: lamports in one value unit (1e9: one SOL)." },
  },
  score(inputs, params) {
    const receipts = [...inputs.receipts].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    let value = 0;
    let uptimeMs = 0;
    for (const r of receipts) {
      if (r.kind === "escrow") value += Number(BigInt(r.amount)) / params.escrow_unit!;
      else if (r.kind === "payout") value += Number(BigInt(r.amount)) / params.payout_unit!;
      else uptimeMs += Number(r.amount);
    }
    const hours = uptimeMs / 3_600_000;
    const countTerm = saturate(receipts.length, params.count_scale!);
    const valueTerm = saturate(value, params.value_scale!);
    const uptimeTerm = saturate(hours, params.uptime_scale_hours!);
    const score = 100 * (params.count_weight! * countTerm + params.value_weight! * valueTerm + params.uptime_weight! * uptimeTerm);
    const kinds = (k: string) => receipts.filter((r) => r.kind === k).length;
    return {
      score: round4(Math.min(100, Math.max(0, score))),
      components: {
        receipts: receipts.length,
        escrow_receipts: kinds("escrow"),
        payout_receipts: kinds("payout"),
        deployment_receipts: kinds("deployment"),
        value_units: round4(value),
        healthy_primary_hours: round4(hours),
        count_term: round4(countTerm),
        value_term: round4(valueTerm),
        uptime_term: round4(uptimeTerm),
      },
      counted: { feedback: 0, validations: 0, receipts: receipts.length, clients: 0 },
    };
  },
};
