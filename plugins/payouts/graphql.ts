import { callerOf, graphqlInput, objectType, type SchemaKit, type Static } from "berth/plugin";
import type { PayoutsService } from "./payouts-service.ts";
import type { CreatePayoutInput } from "./plan-recipients.ts";
import { CreatePayoutBody, HistoryPageSchema, HistoryQuery, PayoutRunSchema, ProofParams, ProofSchema, RecipientSchema, RunParams, VerificationSchema } from "./schemas.ts";

/** The same id rule as the REST path parameter: a non-UUID is VALIDATION_FAILED. */
function runId(args: { runId: string | number }): string {
  return graphqlInput<Static<typeof RunParams>>(RunParams, { runId: String(args.runId) }).run_id;
}

interface RecipientArg {
  address: string;
  role: string;
  bps?: number | null;
  amountLamports?: string | null;
}

export function payoutsGraphQL({ builder, Agent }: SchemaKit, service: PayoutsService): void {
  const Recipient = objectType(builder, "PayoutRecipient", RecipientSchema);
  const Run = objectType(builder, "PayoutRun", PayoutRunSchema, { types: { recipients: Recipient } });
  const Verification = objectType(builder, "PayoutVerification", VerificationSchema);
  const Proof = objectType(builder, "PayoutProof", ProofSchema, { types: { leaf: Recipient } });
  const History = objectType(builder, "PayoutHistoryPage", HistoryPageSchema, { types: { history: Run } });
  const RecipientInput = builder.inputType("PayoutRecipientInput", {
    description: "A recipient: bps (all summing to 10000) or amountLamports (all summing to the total).",
    fields: (t) => ({
      address: t.string({ required: true }),
      role: t.string({ required: true }),
      bps: t.int(),
      amountLamports: t.string({ description: "A decimal string." }),
    }),
  });

  builder.queryFields((t) => ({
    payoutRun: t.field({
      type: Run,
      description: "Same as GET /v1/payouts/{run_id}.",
      args: { runId: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => service.get(callerOf(ctx), runId(a)),
    }),
    verifyPayout: t.field({
      type: Verification,
      description: "Same as GET /v1/payouts/{run_id}/verify.",
      args: { runId: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => service.verify(callerOf(ctx), runId(a)),
    }),
    payoutProof: t.field({
      type: Proof,
      description: "Same as GET /v1/payouts/{run_id}/proof/{address}.",
      args: { runId: t.arg.id({ required: true }), address: t.arg.string({ required: true }) },
      resolve: (_r, a, ctx) => {
        const p = graphqlInput<Static<typeof ProofParams>>(ProofParams, { runId: String(a.runId), address: a.address });
        return service.proof(callerOf(ctx), p.run_id, p.address);
      },
    }),
  }));

  builder.mutationField("createPayoutRun", (t) =>
    t.field({
      type: Run,
      description: "Same as POST /v1/payouts (admin).",
      args: {
        agentId: t.arg.id({ required: true }),
        totalAmountLamports: t.arg.string({ required: true, description: "A decimal string." }),
        recipients: t.arg({ type: [RecipientInput], required: true }),
      },
      resolve: (_r, a, ctx) => {
        // Nested input fields are camelCase too: map them to the REST names before validating.
        const recipients = (a.recipients as RecipientArg[]).map((r) => ({
          address: r.address,
          role: r.role,
          ...(r.bps === null || r.bps === undefined ? {} : { bps: r.bps }),
          ...(r.amountLamports === null || r.amountLamports === undefined ? {} : { amount_lamports: r.amountLamports }),
        }));
        const input = graphqlInput<CreatePayoutInput>(CreatePayoutBody, { agentId: String(a.agentId), totalAmountLamports: a.totalAmountLamports, recipients });
        return service.create(callerOf(ctx), input);
      },
    }),
  );

  builder.objectField(Agent, "payouts", (t) =>
    t.field({
      type: History,
      description: "This agent's payout runs, newest first (same as GET /v1/agents/{agentId}/revenue/history).",
      args: { limit: t.arg.int(), cursor: t.arg.string() },
      resolve: (agent, a, ctx) => service.history(callerOf(ctx), agent.passportId, graphqlInput<Static<typeof HistoryQuery>>(HistoryQuery, a)),
    }),
  );
}
