import { randomUUID } from "node:crypto";
import { chargeWork, extraUnits, requireActFor, requireAdmin, runStepsInSlices, TimeSlice, type EventLog, type Principal, type Static, type WorldStores } from "berth/plugin";
import { addressKey, type AddressFamily } from "./addresses.ts";
import { recipientNotFound, runNotFound } from "./errors.ts";
import { leafHashSteps, merkleLayerSteps, merkleProof, merkleRoot } from "./merkle.ts";
import { payoutHash } from "./payout-hash.ts";
import { payoutCreated } from "./events.ts";
import { PAYOUT_RUNS, toView, type PayoutRunRecord, type PayoutRunView } from "./payout-run.ts";
import { planRecipients, type CreatePayoutInput } from "./plan-recipients.ts";
import type { HistoryPageSchema, HistoryQuery, ProofSchema } from "./schemas.ts";
import { verifySteps, type RunVerification } from "./verify-run.ts";

export type HistoryInput = Static<typeof HistoryQuery>;
export type HistoryPage = Static<typeof HistoryPageSchema>;
export type Proof = Static<typeof ProofSchema>;

/**
 * Recipients of a run per unit of the rate-limit budget that verifying it or proving a share costs
 * (reading the run, checking every address, hashing every leaf): 10,000 recipients cost 100 units.
 */
export const RECIPIENTS_PER_UNIT = 100;

/** Payout runs: split exactly, hashed, with a Merkle root each recipient can check a share against. */
export class PayoutsService {
  constructor(
    private readonly stores: WorldStores,
    private readonly events: EventLog,
    private readonly families: readonly AddressFamily[],
    private readonly now: () => number = Date.now,
  ) {}

  private runs(caller: Principal) {
    return this.stores.world(caller.mode).collection<PayoutRunRecord>(PAYOUT_RUNS);
  }

  /** Admin only. The run and its `payout.created` event commit together. */
  async create(caller: Principal, input: CreatePayoutInput): Promise<PayoutRunView> {
    requireAdmin(caller);
    const recipients = planRecipients(input, this.families);
    const run_id = randomUUID();
    const content = { run_id, agent_id: input.agent_id, total_amount_lamports: input.total_amount_lamports, recipients, merkle_root: merkleRoot(recipients), created_at: this.now() };
    const { run_id: _id, ...record } = { ...content, recipient_count: recipients.length, payout_hash: payoutHash(content) };
    return this.stores.world(caller.mode).transaction(async (tx) => {
      const run = toView(await tx.collection<PayoutRunRecord>(PAYOUT_RUNS).insert(run_id, record));
      await this.events.append(tx, {
        type: payoutCreated.type,
        source: "/berth/payouts",
        subject: run.agent_id,
        data: { run_id, agent_id: run.agent_id, total_amount_lamports: run.total_amount_lamports, recipient_count: run.recipient_count, merkle_root: run.merkle_root, payout_hash: run.payout_hash },
      });
      return run;
    });
  }

  /** A run, for an admin or a key allowed to act for the run's agent. */
  async get(caller: Principal, runId: string): Promise<PayoutRunView> {
    const stored = await this.runs(caller).get(runId);
    if (!stored) throw runNotFound(runId);
    requireActFor(caller, stored.agent_id);
    return toView(stored);
  }

  /** An agent's runs, newest first. */
  async history(caller: Principal, agentId: string, input: HistoryInput): Promise<HistoryPage> {
    requireActFor(caller, agentId);
    const page = await this.runs(caller).find({
      where: { agent_id: agentId },
      sort: { field: "created_at", direction: "desc" },
      limit: input.limit ?? 10,
      cursor: input.cursor,
    });
    return { history: page.items.map(toView), next_cursor: page.nextCursor ?? null };
  }

  /**
   * Recomputes every check from the stored run (see verify-run.ts): charged by its recipients
   * (RECIPIENTS_PER_UNIT), in slices with the event loop served in between.
   */
  async verify(caller: Principal, runId: string): Promise<RunVerification & { run_id: string }> {
    const run = await this.get(caller, runId);
    chargeWork(extraUnits(run.recipients.length, RECIPIENTS_PER_UNIT));
    return { run_id: runId, ...(await runStepsInSlices(verifySteps(run, this.families), new TimeSlice())) };
  }

  /**
   * A run's verification for other plugins (reputation checks payout receipts by id): no access
   * check, and only the verdict and the run's agent and total, never its recipients. Null: no such run.
   */
  async verdict(mode: Principal["mode"], runId: string): Promise<{ valid: boolean; agent_id: string; total_amount_lamports: string; created_at: number } | null> {
    const stored = await this.stores.world(mode).collection<PayoutRunRecord>(PAYOUT_RUNS).get(runId);
    if (!stored) return null;
    const run = toView(stored);
    const { valid } = await runStepsInSlices(verifySteps(run, this.families), new TimeSlice());
    return { valid, agent_id: run.agent_id, total_amount_lamports: run.total_amount_lamports, created_at: run.created_at };
  }

  /** One recipient's leaf and the sibling hashes that lead from it to the run's merkle_root; charged and sliced as verify. */
  async proof(caller: Principal, runId: string, address: string): Promise<Proof> {
    const run = await this.get(caller, runId);
    const index = run.recipients.findIndex((r) => addressKey(r.address) === addressKey(address));
    if (index < 0) throw recipientNotFound(runId, address);
    chargeWork(extraUnits(run.recipients.length, RECIPIENTS_PER_UNIT));
    const slice = new TimeSlice();
    const layers = await runStepsInSlices(merkleLayerSteps(await runStepsInSlices(leafHashSteps(run.recipients), slice)), slice);
    const leaf = run.recipients[index]!;
    return { run_id: runId, merkle_root: run.merkle_root, leaf, leaf_hash: layers[0]![index]!.toString("hex"), index, proof: merkleProof(layers, index) };
  }
}
