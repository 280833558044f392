import { createHash } from "node:crypto";
import { canonicalJson } from "berth/plugin";

/** What one leaf commits to: one recipient's whole share. */
export interface Leaf {
  address: string;
  role: string;
  bps: number;
  amount_lamports: string;
}

const sha256 = (...parts: Buffer[]) => createHash("sha256").update(Buffer.concat(parts)).digest();
// Leaves and inner nodes hash with different prefixes, so an inner node can never pose as a leaf.
const LEAF = Buffer.from([0]);
const NODE = Buffer.from([1]);

/** SHA-256(0x00 ‖ RFC 8785 JSON of {address, amount_lamports, bps, role}). */
export function leafHash(leaf: Leaf): Buffer {
  const { address, role, bps, amount_lamports } = leaf;
  return sha256(LEAF, Buffer.from(canonicalJson({ address, role, bps, amount_lamports }), "utf8"));
}

/** SHA-256(0x01 ‖ smaller ‖ larger): pairs are sorted, so a proof needs no left/right flags. */
function nodeHash(a: Buffer, b: Buffer): Buffer {
  return Buffer.compare(a, b) <= 0 ? sha256(NODE, a, b) : sha256(NODE, b, a);
}

/** Every layer of the tree, leaves first, root last. A lone last node moves up unchanged. */
export function merkleLayers(leaves: Buffer[]): Buffer[][] {
  const layers = [leaves];
  while (layers[layers.length - 1]!.length > 1) {
    const below = layers[layers.length - 1]!;
    const above: Buffer[] = [];
    for (let i = 0; i < below.length; i += 2) above.push(i + 1 < below.length ? nodeHash(below[i]!, below[i + 1]!) : below[i]!);
    layers.push(above);
  }
  return layers;
}

export function merkleRoot(leaves: readonly Leaf[]): string {
  const layers = merkleLayers(leaves.map(leafHash));
  return (layers[layers.length - 1]![0] ?? sha256(LEAF)).toString("hex");
}

/** The sibling hashes from leaf `index` up to the root. */
export function merkleProof(layers: Buffer[][], index: number): string[] {
  const proof: string[] = [];
  let i = index;
  for (const layer of layers.slice(0, -1)) {
    const sibling = i % 2 === 0 ? layer[i + 1] : layer[i - 1];
    if (sibling) proof.push(sibling.toString("hex"));
    i = Math.floor(i / 2);
  }
  return proof;
}

/** What a recipient runs to check a proof (the README shows the same in a few lines). */
export function proofLeadsTo(leaf: Leaf, proof: readonly string[], root: string): boolean {
  let node = leafHash(leaf);
  for (const sibling of proof) node = nodeHash(node, Buffer.from(sibling, "hex"));
  return node.toString("hex") === root;
}
