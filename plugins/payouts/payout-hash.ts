import { hash } from "node:crypto";
import { canonicalJson, runSteps } from "berth/plugin";
import { HASHES_PER_STEP, leafJson, type Leaf } from "./merkle.ts";

/** The content a run's payout_hash commits to: everything in it but the hash itself. */
export interface HashedContent {
  run_id: string;
  agent_id: string;
  total_amount_lamports: string;
  recipients: readonly unknown[];
  merkle_root: string;
  created_at: number;
}

/**
 * SHA-256 (hex) of the RFC 8785 canonical JSON of
 * `{v: 1, run_id, agent_id, total_amount_lamports, recipients, merkle_root, created_at}`, with
 * each recipient as `{address, role, bps, amount_lamports}` in the run's order (by address).
 * Built from canonical parts: an object's canonical form is its keys sorted, each with its
 * value's canonical form, so the recipients reuse the leaves' fast path.
 */
export function payoutHash(run: HashedContent): string {
  return runSteps(payoutHashSteps(run));
}

/** payoutHash, a step every HASHES_PER_STEP recipients (time-slice.ts). */
export function* payoutHashSteps(run: HashedContent): Generator<void, string> {
  const leaves: string[] = [];
  for (const r of run.recipients) {
    leaves.push(leafJson((r ?? {}) as Leaf));
    if (leaves.length % HASHES_PER_STEP === 0) yield;
  }
  const recipients = `[${leaves.join(",")}]`;
  const parts: Record<string, string> = {
    v: "1",
    run_id: canonicalJson(run.run_id),
    agent_id: canonicalJson(run.agent_id),
    total_amount_lamports: canonicalJson(run.total_amount_lamports),
    recipients,
    merkle_root: canonicalJson(run.merkle_root),
    created_at: canonicalJson(run.created_at),
  };
  // Keys are ASCII, so sorting by UTF-16 code units (RFC 8785) is the plain sort.
  const text = `{${Object.keys(parts)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${parts[k]}`)
    .join(",")}}`;
  return hash("sha256", text, "hex");
}
