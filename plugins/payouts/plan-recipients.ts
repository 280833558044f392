import { InvalidRequest, type FieldProblem, type Static } from "berth/plugin";
import { addressKey, addressProblem, type AddressFamily } from "./addresses.ts";
import { amountsSumInvalid, bpsSumInvalid, duplicateRecipient, invalidAddress } from "./errors.ts";
import type { Leaf } from "./merkle.ts";
import type { CreatePayoutBody } from "./schemas.ts";
import { largestRemainder } from "./split.ts";

export type CreatePayoutInput = Static<typeof CreatePayoutBody>;

const BPS_TOTAL = 10_000;

/**
 * The recipients of a new run, sorted by address, each with bps and amount_lamports: from bps
 * (summing to 10,000; amounts by largest remainder, so they sum exactly to the total) or from
 * explicit amounts (summing to the total; bps derived the same way, so they sum to 10,000).
 * Sorting first makes the split a function of the recipients alone, not of their order.
 */
export function planRecipients(input: CreatePayoutInput, families: readonly AddressFamily[]): Leaf[] {
  const total = BigInt(input.total_amount_lamports);
  if (total === 0n) throw new InvalidRequest("VALIDATION_FAILED", "total_amount_lamports must be greater than 0", [{ field: "total_amount_lamports", problem: "must be greater than 0" }]);
  const withBps = input.recipients.filter((r) => r.bps !== undefined).length;
  const withAmount = input.recipients.filter((r) => r.amount_lamports !== undefined).length;
  const n = input.recipients.length;
  if (!((withBps === n && withAmount === 0) || (withAmount === n && withBps === 0))) {
    throw new InvalidRequest("VALIDATION_FAILED", "give every recipient bps, or every recipient amount_lamports, not both", [
      { field: "recipients", problem: "each recipient needs bps (summing to 10000) or each needs amount_lamports (summing to the total), not a mix" },
    ]);
  }

  const bad: FieldProblem[] = [];
  const dup: FieldProblem[] = [];
  const seen = new Map<string, number>();
  input.recipients.forEach((r, i) => {
    const problem = addressProblem(r.address, families);
    if (problem) bad.push({ field: `recipients.${i}.address`, problem });
    const key = addressKey(r.address);
    const first = seen.get(key);
    if (first !== undefined) dup.push({ field: `recipients.${i}.address`, problem: `repeats recipients.${first}.address` });
    else seen.set(key, i);
  });
  if (bad.length > 0) throw invalidAddress(bad);
  if (dup.length > 0) throw duplicateRecipient(dup);

  const sorted = [...input.recipients].sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
  if (withBps === n) {
    const bps = sorted.map((r) => r.bps!);
    const sum = bps.reduce((s, b) => s + b, 0);
    if (sum !== BPS_TOTAL) throw bpsSumInvalid(sum);
    const amounts = largestRemainder(total, bps.map(BigInt), BigInt(BPS_TOTAL));
    return sorted.map((r, i) => ({ address: r.address, role: r.role, bps: bps[i]!, amount_lamports: amounts[i]!.toString() }));
  }
  const amounts = sorted.map((r) => BigInt(r.amount_lamports!));
  const sum = amounts.reduce((s, a) => s + a, 0n);
  if (sum !== total) throw amountsSumInvalid(sum, input.total_amount_lamports);
  const bps = largestRemainder(BigInt(BPS_TOTAL), amounts, total);
  return sorted.map((r, i) => ({ address: r.address, role: r.role, bps: Number(bps[i]!), amount_lamports: amounts[i]!.toString() }));
}
