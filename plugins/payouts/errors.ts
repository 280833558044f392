import { InvalidRequest, NotFound, type FieldProblem } from "berth/plugin";

/** The payouts plugin's own error codes, each with a row in the error table (docs/errors.md). */
export const runNotFound = (id: string) => new NotFound("PAYOUT_RUN_NOT_FOUND", `payout run ${id} not found`);

export const recipientNotFound = (runId: string, address: string) =>
  new NotFound("PAYOUT_RECIPIENT_NOT_FOUND", `${address} is not a recipient of payout run ${runId}`);

export const bpsSumInvalid = (sum: number) =>
  new InvalidRequest("BPS_SUM_INVALID", `recipients' bps sum to ${sum}; they must sum to 10000`, [{ field: "recipients", problem: `bps sum to ${sum}, not 10000` }]);

export const amountsSumInvalid = (sum: bigint, total: string) =>
  new InvalidRequest("AMOUNTS_SUM_INVALID", `recipients' amount_lamports sum to ${sum}; they must sum to total_amount_lamports (${total})`, [
    { field: "recipients", problem: `amount_lamports sum to ${sum}, not ${total}` },
  ]);

export const duplicateRecipient = (problems: FieldProblem[]) =>
  new InvalidRequest("DUPLICATE_RECIPIENT", `an address appears more than once: ${problems.map((p) => p.field).join(", ")}`, problems);

export const invalidAddress = (problems: FieldProblem[]) =>
  new InvalidRequest("INVALID_RECIPIENT_ADDRESS", `${problems.length} recipient address(es) are not valid: ${problems.map((p) => `${p.field} ${p.problem}`).slice(0, 3).join("; ")}`, problems);
