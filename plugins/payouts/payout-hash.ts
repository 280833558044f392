import { createHash } from "node:crypto";
import { canonicalJson } from "berth/plugin";

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
 */
export function payoutHash(run: HashedContent): string {
  const recipients = run.recipients.map((r) => {
    const { address, role, bps, amount_lamports } = (r ?? {}) as Record<string, unknown>;
    return { address, role, bps, amount_lamports };
  });
  const content = { v: 1, run_id: run.run_id, agent_id: run.agent_id, total_amount_lamports: run.total_amount_lamports, recipients, merkle_root: run.merkle_root, created_at: run.created_at };
  return createHash("sha256").update(canonicalJson(content), "utf8").digest("hex");
}
