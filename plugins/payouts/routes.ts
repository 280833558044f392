import { defineRoute, type RouteDefinition } from "berth/plugin";
import type { PayoutsService } from "./payouts-service.ts";
import { CreatePayoutBody, HistoryAnswer, HistoryParams, HistoryQuery, ProofAnswer, ProofParams, RunAnswer, RunParams, VerifyAnswer } from "./schemas.ts";

const ACT_FOR = "Admin, or a key allowed to act for the run's agent.";

export function payoutsRoutes(service: PayoutsService): RouteDefinition[] {
  return [
    defineRoute({
      method: "POST",
      url: "/v1/payouts",
      auth: "admin",
      idempotent: true,
      summary: "Create a payout run",
      description:
        "Admin only. Recipients give bps summing to 10000 (amounts by largest remainder, summing exactly to the total) or amount_lamports summing to the total. Stores payout_hash and a Merkle root over the recipients, sorted by address.",
      tags: ["payouts"],
      body: CreatePayoutBody,
      response: { 201: RunAnswer },
      handler: async (req) => ({ success: true, run: await service.create(req.caller, req.body) }),
    }),
    defineRoute({
      method: "GET",
      url: "/v1/payouts/:run_id",
      auth: "key",
      summary: "Read a payout run",
      description: ACT_FOR,
      tags: ["payouts"],
      params: RunParams,
      response: { 200: RunAnswer },
      errors: [403, 404],
      handler: async (req) => ({ success: true, run: await service.get(req.caller, req.params.run_id) }),
    }),
    defineRoute({
      method: "GET",
      url: "/v1/payouts/:run_id/verify",
      auth: "key",
      summary: "Verify a payout split",
      description: `${ACT_FOR} Recomputes from the stored run: total_matches (amounts sum to the total), recipients_valid (every address valid, none repeated), hash_valid (payout_hash), merkle_root_valid; valid = all four. \`problems\` says what failed.`,
      tags: ["payouts"],
      params: RunParams,
      response: { 200: VerifyAnswer },
      errors: [403, 404],
      handler: async (req) => ({ success: true, ...(await service.verify(req.caller, req.params.run_id)) }),
    }),
    defineRoute({
      method: "GET",
      url: "/v1/payouts/:run_id/proof/:address",
      auth: "key",
      summary: "A recipient's Merkle proof",
      description: `${ACT_FOR} The recipient's leaf, its hash and the sibling hashes up to merkle_root: the recipient checks its share without the other recipients.`,
      tags: ["payouts"],
      params: ProofParams,
      response: { 200: ProofAnswer },
      errors: [403, 404],
      handler: async (req) => ({ success: true, ...(await service.proof(req.caller, req.params.run_id, req.params.address)) }),
    }),
    defineRoute({
      method: "GET",
      url: "/v1/agents/:agentId/revenue/history",
      auth: "key",
      summary: "Agent payout history",
      description: "Admin, or a key allowed to act for the agent. The agent's payout runs, newest first; page with `cursor`=`next_cursor`.",
      tags: ["payouts"],
      params: HistoryParams,
      querystring: HistoryQuery,
      response: { 200: HistoryAnswer },
      errors: [403],
      handler: async (req) => ({ success: true, ...(await service.history(req.caller, req.params.agentId, req.query)) }),
    }),
  ];
}
