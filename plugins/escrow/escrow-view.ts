import type { Static } from "berth/plugin";
import type { Address, Hex } from "viem";
import type { EscrowSchema } from "./schemas.ts";

/** The spec's escrow object: amounts are decimal strings, times ISO 8601 strings. */
export type EscrowView = Static<typeof EscrowSchema>;

/** The contract's status enum; 0 (None) means no escrow with that id, and is never shown. */
const STATUSES: Record<number, EscrowView["status"]> = { 1: "Created", 2: "Released", 3: "Refunded" };

export interface OnChainEscrow {
  depositor: Address;
  beneficiary: Address;
  token: Address;
  amount: bigint;
  createdAt: bigint;
  expiresAt: bigint;
  expectedReceiptHash: Hex;
  status: number;
}

/** The escrow as the API shows it, or null for status None (no such escrow). */
export function toEscrowView(id: bigint, e: OnChainEscrow): EscrowView | null {
  const status = STATUSES[e.status];
  if (!status) return null;
  return {
    escrowId: id.toString(),
    depositor: e.depositor,
    beneficiary: e.beneficiary,
    token: e.token,
    amount: e.amount.toString(),
    createdAt: new Date(Number(e.createdAt) * 1000).toISOString(),
    expiresAt: new Date(Number(e.expiresAt) * 1000).toISOString(),
    expectedReceiptHash: e.expectedReceiptHash,
    status,
  };
}
