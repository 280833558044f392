import { createHash, randomBytes } from "node:crypto";
import { base58btc } from "multiformats/bases/base58";
import type { Answer, TestBerth } from "../support/test-berth.ts";

/** Valid addresses: EIP-55 checksummed EVM accounts (anvil's first three) and Solana keys. */
export const EVM = ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"];
export const SOL = ["11111111111111111111111111111111", "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T"];

export const randomSolana = () => base58btc.baseEncode(randomBytes(32));

/** The reference's default split: compute 7000, model 2000, protocol 1000, orchestrator 0. */
export const DEFAULT_SPLIT = [
  { address: SOL[1]!, role: "compute", bps: 7000 },
  { address: EVM[0]!, role: "model", bps: 2000 },
  { address: SOL[2]!, role: "protocol", bps: 1000 },
  { address: EVM[1]!, role: "orchestrator", bps: 0 },
];

export function createRun(b: TestBerth, body: Record<string, unknown>, key = b.adminKey, headers: Record<string, string> = {}): Promise<Answer> {
  return b.request("POST", "/v1/payouts", { key, body: { agent_id: "agent-1", total_amount_lamports: "1000000000", recipients: DEFAULT_SPLIT, ...body }, headers });
}

export async function run(b: TestBerth, body: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const a = await createRun(b, body);
  if (a.status !== 201) throw new Error(`payout refused: ${a.status} ${a.text}`);
  return a.body.run;
}

/** The check a recipient runs, as in docs/anchors-and-payouts.md: leaf JSON with sorted keys, then each sibling. */
export function checkProof(leaf: { address: string; role: string; bps: number; amount_lamports: string }, proof: string[], root: string): boolean {
  const h = (...parts: Buffer[]) => createHash("sha256").update(Buffer.concat(parts)).digest();
  const json = JSON.stringify({ address: leaf.address, amount_lamports: leaf.amount_lamports, bps: leaf.bps, role: leaf.role });
  let node = h(Buffer.from([0]), Buffer.from(json));
  for (const hex of proof) {
    const sibling = Buffer.from(hex, "hex");
    node = Buffer.compare(node, sibling) <= 0 ? h(Buffer.from([1]), node, sibling) : h(Buffer.from([1]), sibling, node);
  }
  return node.toString("hex") === root;
}
