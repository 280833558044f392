import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "berth/plugin";
import { leafHash, leafJson, merkleLayers, merkleProof, merkleRoot, proofLeadsTo, type Leaf } from "./merkle.ts";
import { payoutHash } from "./payout-hash.ts";

const leaf = (i: number): Leaf => ({ address: randomBytes(16).toString("hex"), role: i % 3 ? "model" : "rôle-\u2028\"x\"", bps: i, amount_lamports: String(10n ** 29n + BigInt(i)) });

describe("the Merkle tree and the payout hash", () => {
  it("writes each leaf exactly as the general RFC 8785 canonicaliser does, escapes included", () => {
    for (let i = 0; i < 200; i++) {
      const l = leaf(i);
      expect(leafJson(l)).toBe(canonicalJson(l));
    }
    // A hand-edited leaf of other types still hashes, through the general canonicaliser.
    expect(leafJson({ address: "a", role: "r", bps: 1.5, amount_lamports: 7 } as unknown as Leaf)).toBe(canonicalJson({ address: "a", role: "r", bps: 1.5, amount_lamports: 7 }));
  });

  it("hashes the run's content as the general canonicaliser would", () => {
    const recipients = Array.from({ length: 50 }, (_, i) => leaf(i));
    const run = { run_id: "r-1", agent_id: "agent-1", total_amount_lamports: "123", recipients, merkle_root: merkleRoot(recipients), created_at: 1_700_000_000_123 };
    expect(payoutHash(run)).toBe(createHash("sha256").update(canonicalJson({ v: 1, ...run })).digest("hex"));
  });

  it("proves every leaf of trees of 1 to 40 leaves, and no altered one", () => {
    for (let n = 1; n <= 40; n++) {
      const leaves = Array.from({ length: n }, (_, i) => leaf(i));
      const layers = merkleLayers(leaves.map(leafHash));
      const root = merkleRoot(leaves);
      leaves.forEach((l, i) => {
        expect(proofLeadsTo(l, merkleProof(layers, i), root)).toBe(true);
        expect(proofLeadsTo({ ...l, amount_lamports: "0" }, merkleProof(layers, i), root)).toBe(false);
      });
    }
  });
});
