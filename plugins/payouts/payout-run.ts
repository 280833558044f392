import type { Static, Stored } from "berth/plugin";
import type { PayoutRunSchema } from "./schemas.ts";

export type PayoutRunView = Static<typeof PayoutRunSchema>;
/** What is stored per run: the view without its id (the document id). */
export type PayoutRunRecord = Omit<PayoutRunView, "run_id">;

/** The payout runs collection, in each world; history reads one agent's runs newest first. */
export const PAYOUT_RUNS = { name: "payout_runs", indexes: [{ fields: ["agent_id", "created_at"] }] };

export function toView(stored: Stored<PayoutRunRecord>): PayoutRunView {
  const { id, version: _version, ...record } = stored;
  return { run_id: id, ...record };
}
