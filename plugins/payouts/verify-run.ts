import { addressKey, addressProblem, type AddressFamily } from "./addresses.ts";
import { HASHES_PER_STEP, merkleRootSteps, type Leaf } from "./merkle.ts";
import { payoutHashSteps } from "./payout-hash.ts";
import type { PayoutRunView } from "./payout-run.ts";

export interface CheckProblem {
  check: "total_matches" | "recipients_valid" | "hash_valid" | "merkle_root_valid";
  problem: string;
}

export interface RunVerification {
  valid: boolean;
  total_matches: boolean;
  recipients_valid: boolean;
  hash_valid: boolean;
  merkle_root_valid: boolean;
  problems: CheckProblem[];
}

const DECIMAL = /^(0|[1-9][0-9]*)$/;

/**
 * Checks a stored run from scratch, trusting nothing in it: the stored document may have been
 * edited by hand, so every field is read as unknown and a malformed one fails its check instead
 * of throwing. `valid` is all four checks: the spec's three, and the Merkle root every
 * recipient's proof leads to. A step every HASHES_PER_STEP recipients, so the service serves the
 * event loop in between (runStepsInSlices).
 */
export function* verifySteps(run: PayoutRunView, families: readonly AddressFamily[]): Generator<void, RunVerification> {
  const problems: CheckProblem[] = [];
  const recipients: unknown[] = Array.isArray(run.recipients) ? run.recipients : [];
  const fields = (r: unknown) => (typeof r === "object" && r !== null ? (r as Record<string, unknown>) : {});

  let sum = 0n;
  let amountsOk = DECIMAL.test(String(run.total_amount_lamports));
  if (!amountsOk) problems.push({ check: "total_matches", problem: "total_amount_lamports is not a decimal string" });
  for (const [i, r] of recipients.entries()) {
    const amount = fields(r).amount_lamports;
    if (typeof amount === "string" && DECIMAL.test(amount)) sum += BigInt(amount);
    else {
      amountsOk = false;
      problems.push({ check: "total_matches", problem: `recipients.${i}.amount_lamports is not a decimal string` });
    }
    if (i % HASHES_PER_STEP === 0) yield;
  }
  const total_matches = amountsOk && sum === BigInt(run.total_amount_lamports);
  if (amountsOk && !total_matches) problems.push({ check: "total_matches", problem: `recipient amounts sum to ${sum}, the total is ${run.total_amount_lamports}` });

  const seen = new Set<string>();
  for (const [i, r] of recipients.entries()) {
    const address = fields(r).address;
    const problem = addressProblem(address, families);
    if (problem) problems.push({ check: "recipients_valid", problem: `recipients.${i}.address ${problem}` });
    else if (seen.has(addressKey(address as string))) problems.push({ check: "recipients_valid", problem: `recipients.${i}.address appears twice` });
    else seen.add(addressKey(address as string));
    if (i % HASHES_PER_STEP === 0) yield;
  }
  if (recipients.length === 0) problems.push({ check: "recipients_valid", problem: "the run has no recipients" });
  const recipients_valid = !problems.some((p) => p.check === "recipients_valid");

  const hash = yield* payoutHashSteps({ ...run, recipients });
  const hash_valid = hash === run.payout_hash;
  if (!hash_valid) problems.push({ check: "hash_valid", problem: `the run's content hashes to ${hash}, its payout_hash is ${run.payout_hash}` });

  const root = yield* merkleRootSteps(recipients.map((r) => fields(r) as unknown as Leaf));
  const merkle_root_valid = root === run.merkle_root;
  if (!merkle_root_valid) problems.push({ check: "merkle_root_valid", problem: `the recipients' Merkle root is ${root}, the run's merkle_root is ${run.merkle_root}` });

  return { valid: total_matches && recipients_valid && hash_valid && merkle_root_valid, total_matches, recipients_valid, hash_valid, merkle_root_valid, problems };
}
