import { Forbidden, type ChainHandle, type Principal, type WorldStores } from "berth/plugin";
import type { Hex } from "viem";

/**
 * Which key had Berth's client wallet give a feedback. Every key of a chain's mode shares that one
 * wallet, so without this record any of them could revoke another's feedback; with it, only the
 * key that gave it (or an admin) may.
 */
export interface FeedbackGiverRecord {
  chain_id: string;
  agent_id: string;
  /** Null until the transaction's receipt has been seen. */
  feedback_index: number | null;
  tx_hash: Hex;
  key_id: string;
  created_at: number;
}

export const FEEDBACK_GIVERS = {
  name: "reputation_feedback_givers",
  indexes: [{ fields: ["chain_id", "agent_id", "feedback_index"] }],
};

/** Most unconfirmed feedbacks looked up on the chain when a revoke names one with no record yet. */
const MAX_PENDING_LOOKUPS = 50;

export class FeedbackGivers {
  constructor(
    private readonly stores: WorldStores,
    private readonly now: () => number = Date.now,
  ) {}

  private givers(caller: Principal) {
    return this.stores.world(caller.mode).collection<FeedbackGiverRecord>(FEEDBACK_GIVERS);
  }

  async recordSent(caller: Principal, chain: string, agentId: string, txHash: Hex): Promise<void> {
    await this.givers(caller).upsert(`${chain}:${txHash}`, { chain_id: chain, agent_id: agentId, feedback_index: null, tx_hash: txHash, key_id: caller.keyId, created_at: this.now() });
  }

  async recordConfirmed(caller: Principal, chain: string, txHash: Hex, feedbackIndex: number): Promise<void> {
    const givers = this.givers(caller);
    const found = await givers.get(`${chain}:${txHash}`);
    if (found && found.feedback_index === null) {
      const { id: _id, version, ...record } = found;
      await givers.update(found.id, version, { ...record, feedback_index: feedbackIndex });
    }
  }

  async requireMayRevoke(caller: Principal, chain: ChainHandle, agentId: string, feedbackIndex: number, indexOf: (txHash: Hex) => Promise<number | null>): Promise<void> {
    if (caller.role === "admin") return;
    const givers = this.givers(caller);
    let record = (await givers.find({ where: { chain_id: chain.name, agent_id: agentId, feedback_index: feedbackIndex }, limit: 1 })).items[0] ?? null;
    if (!record) {
      // Feedback answered confirmed:false gets its index here, from its receipt, when first needed.
      const { items } = await givers.find({ where: { chain_id: chain.name, agent_id: agentId, feedback_index: null }, limit: MAX_PENDING_LOOKUPS });
      for (const pending of items) {
        const index = await indexOf(pending.tx_hash);
        if (index === null) continue;
        await this.recordConfirmed(caller, chain.name, pending.tx_hash, index);
        if (index === feedbackIndex) record = { ...pending, feedback_index: index };
      }
    }
    if (record?.key_id === caller.keyId) return;
    throw new Forbidden(
      "FEEDBACK_REVOKE_NOT_ALLOWED",
      record ? "only the key that gave this feedback, or an admin, may revoke it" : "Berth has no record of giving this feedback: only an admin may revoke it with Berth's client wallet",
      { chain_id: chain.name, agent_id: agentId, feedback_index: feedbackIndex, giver_recorded: record !== null },
    );
  }
}
