import { defineEventType, Type } from "berth/plugin";
import { PayoutRunSchema } from "./schemas.ts";

const Run = PayoutRunSchema.properties;

/** Appended with the run it describes (payouts-service.ts, create). Subject: the agent passport. */
export const payoutCreated = defineEventType({
  type: "payout.created",
  description: "A payout run was recorded (POST /v1/payouts): its total, how many recipients, and the hashes to verify it by; the recipients are in GET /v1/payouts/{run_id}. Subject: the agent passport.",
  data: Type.Object(
    {
      run_id: Run.run_id,
      agent_id: Run.agent_id,
      total_amount_lamports: Run.total_amount_lamports,
      recipient_count: Run.recipient_count,
      merkle_root: Run.merkle_root,
      payout_hash: Run.payout_hash,
    },
    { additionalProperties: false },
  ),
  example: {
    run_id: "0199a3d1-2e3f-7a4b-8c5d-6e7f8091a2b3",
    agent_id: "agent-7",
    total_amount_lamports: "1000000000",
    recipient_count: 3,
    merkle_root: "9c1185a5c5e9fc54612808977ee8f548b2258d31a7f2ff3b8f8b4f4e2c0b1a7d",
    payout_hash: "5f70bf18a086007016e948b04aed3b82103a36bea41755b6cddfaf10ace3c6ef",
  },
});
