import {
  Forbidden,
  type ChainHandle,
  type Principal,
  type Stored,
  type WorldStores,
} from "berth/plugin";
import type { Hex } from "viem";

/**
 * Who created an escrow through Berth. Berth's wallet is the on-chain depositor of every escrow it
 * makes, so "release as the depositor" would otherwise be open to every key of the chain's mode;
 * this record is what ties an escrow to its creator. Kept in the caller's world (a chain's mode is
 * its keys' mode), one record per creating transaction.
 */
export interface EscrowOwnerRecord {
  chain_id: string;
  /** Null until the creating transaction's receipt has been seen (an unconfirmed create). */
  escrow_id: string | null;
  tx_hash: Hex;
  /** The key that sent the create. */
  created_by_key: string;
  /** The agent passport the create was made for, when one was named: its keys may release too. */
  agent_passport_id: string | null;
  created_at: number;
}

export const ESCROW_OWNERS = {
  name: "escrow_owners",
  indexes: [{ fields: ["chain_id", "escrow_id"] }],
};

/** Most unconfirmed creates looked up on the chain when a release names an escrow with no record yet. */
const MAX_PENDING_LOOKUPS = 50;

export class EscrowOwners {
  constructor(
    private readonly stores: WorldStores,
    private readonly now: () => number = Date.now,
  ) {}

  private owners(caller: Principal) {
    return this.stores.world(caller.mode).collection<EscrowOwnerRecord>(ESCROW_OWNERS);
  }

  /** Written as soon as the create is sent, before its receipt: even an unconfirmed escrow has its creator. */
  async recordSent(caller: Principal, chain: ChainHandle, txHash: Hex, passportId: string | null): Promise<void> {
    await this.owners(caller).upsert(`${chain.name}:${txHash}`, {
      chain_id: chain.name,
      escrow_id: null,
      tx_hash: txHash,
      created_by_key: caller.keyId,
      agent_passport_id: passportId,
      created_at: this.now(),
    });
  }

  async recordConfirmed(caller: Principal, chain: ChainHandle, txHash: Hex, escrowId: bigint): Promise<void> {
    const owners = this.owners(caller);
    const id = `${chain.name}:${txHash}`;
    const found = await owners.get(id);
    if (found && found.escrow_id === null) await owners.update(id, found.version, { ...strip(found), escrow_id: escrowId.toString() });
  }

  /**
   * Release without a receipt pays out on Berth's authority as the depositor, so only the key that
   * created the escrow, a key that may act for the passport it was created for, or an admin may
   * ask for it. An escrow without a record (made before creators were recorded, or by another
   * client of the contract) is admin-only. A release with the receipt needs none of this.
   */
  async requireMayRelease(caller: Principal, chain: ChainHandle, escrowId: bigint, idOfCreate: (txHash: Hex) => Promise<bigint | null>): Promise<void> {
    if (caller.role === "admin") return;
    const record = (await this.find(caller, chain, escrowId)) ?? (await this.resolvePending(caller, chain, escrowId, idOfCreate));
    const allowed =
      record !== null && (record.created_by_key === caller.keyId || (record.agent_passport_id !== null && caller.passports.includes(record.agent_passport_id)));
    if (allowed) return;
    throw new Forbidden(
      "ESCROW_RELEASE_NOT_ALLOWED",
      record
        ? "only the key that created this escrow (or a key for its agent passport) or an admin may release it without a receipt; release it with the receipt instead"
        : "this escrow has no recorded creator here (created before creators were recorded, or outside Berth): only an admin may release it without a receipt; release it with the receipt instead",
      { chain_id: chain.name, escrow_id: escrowId.toString(), creator_recorded: record !== null },
    );
  }

  private async find(caller: Principal, chain: ChainHandle, escrowId: bigint): Promise<Stored<EscrowOwnerRecord> | null> {
    const { items } = await this.owners(caller).find({ where: { chain_id: chain.name, escrow_id: escrowId.toString() }, limit: 1 });
    return items[0] ?? null;
  }

  /** Creates answered `confirmed: false` get their escrow id here, from their receipts, when first needed. */
  private async resolvePending(caller: Principal, chain: ChainHandle, escrowId: bigint, idOfCreate: (txHash: Hex) => Promise<bigint | null>): Promise<Stored<EscrowOwnerRecord> | null> {
    const { items } = await this.owners(caller).find({ where: { chain_id: chain.name, escrow_id: null }, limit: MAX_PENDING_LOOKUPS });
    for (const pending of items) {
      const id = await idOfCreate(pending.tx_hash);
      if (id === null) continue;
      await this.recordConfirmed(caller, chain, pending.tx_hash, id);
      if (id === escrowId) return { ...pending, escrow_id: id.toString() };
    }
    return null;
  }
}

function strip(stored: Stored<EscrowOwnerRecord>): EscrowOwnerRecord {
  const { id: _id, version: _version, ...record } = stored;
  return record;
}
