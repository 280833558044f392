import type { Address, Hex } from "viem";

export const ESCROW_STATUSES = ["None", "Created", "Released", "Refunded"] as const;
export type EscrowStatus = (typeof ESCROW_STATUSES)[number];

/** The spec's escrow object: amounts are decimal strings, times ISO 8601 strings. */
export interface EscrowView {
  escrowId: string;
  depositor: Address;
  beneficiary: Address;
  token: Address;
  amount: string;
  createdAt: string;
  expiresAt: string;
  expectedReceiptHash: Hex;
  status: EscrowStatus;
}

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

export function toEscrowView(id: bigint, e: OnChainEscrow): EscrowView {
  return {
    escrowId: id.toString(),
    depositor: e.depositor,
    beneficiary: e.beneficiary,
    token: e.token,
    amount: e.amount.toString(),
    createdAt: new Date(Number(e.createdAt) * 1000).toISOString(),
    expiresAt: new Date(Number(e.expiresAt) * 1000).toISOString(),
    expectedReceiptHash: e.expectedReceiptHash,
    status: ESCROW_STATUSES[e.status] ?? "None",
  };
}
