import { hash } from "node:crypto";
import { canonicalJson, runSteps } from "berth/plugin";

/** What one leaf commits to: one recipient's whole share. */
export interface Leaf {
  address: string;
  role: string;
  bps: number;
  amount_lamports: string;
}

const sha256 = (...parts: Buffer[]): Buffer => hash("sha256", Buffer.concat(parts), "buffer");
// Leaves and inner nodes hash with different prefixes, so an inner node can never pose as a leaf.
const LEAF = Buffer.from([0]);
const NODE = Buffer.from([1]);

/**
 * The RFC 8785 canonical JSON of a leaf: `{"address":…,"amount_lamports":…,"bps":…,"role":…}`.
 * With the fields' own types (three strings, a safe integer) it is written directly, which is
 * what RFC 8785 prescribes for them (keys sorted, strings and integers as JSON.stringify writes
 * them) and many times faster than a general canonicaliser over 10,000 leaves; anything else
 * (a run edited by hand) goes through the general one.
 */
export function leafJson(leaf: Leaf): string {
  const { address, role, bps, amount_lamports } = leaf;
  if (typeof address === "string" && typeof role === "string" && typeof amount_lamports === "string" && Number.isSafeInteger(bps)) {
    return `{"address":${JSON.stringify(address)},"amount_lamports":${JSON.stringify(amount_lamports)},"bps":${bps},"role":${JSON.stringify(role)}}`;
  }
  return canonicalJson({ address, role, bps, amount_lamports });
}

/** SHA-256(0x00 ‖ RFC 8785 JSON of {address, amount_lamports, bps, role}). */
export function leafHash(leaf: Leaf): Buffer {
  return sha256(LEAF, Buffer.from(leafJson(leaf), "utf8"));
}

/** SHA-256(0x01 ‖ smaller ‖ larger): pairs are sorted, so a proof needs no left/right flags. */
function nodeHash(a: Buffer, b: Buffer): Buffer {
  return Buffer.compare(a, b) <= 0 ? sha256(NODE, a, b) : sha256(NODE, b, a);
}

/** Hashes computed between two steps of the *Steps generators (time-slice.ts): a fraction of a millisecond. */
export const HASHES_PER_STEP = 256;

/** The leaves' hashes, a step every HASHES_PER_STEP. */
export function* leafHashSteps(leaves: readonly Leaf[]): Generator<void, Buffer[]> {
  const out: Buffer[] = [];
  for (const leaf of leaves) {
    out.push(leafHash(leaf));
    if (out.length % HASHES_PER_STEP === 0) yield;
  }
  return out;
}

/** Every layer of the tree, leaves first, root last, a step every HASHES_PER_STEP nodes. A lone last node moves up unchanged. */
export function* merkleLayerSteps(leaves: Buffer[]): Generator<void, Buffer[][]> {
  const layers = [leaves];
  while (layers[layers.length - 1]!.length > 1) {
    const below = layers[layers.length - 1]!;
    const above: Buffer[] = [];
    for (let i = 0; i < below.length; i += 2) {
      above.push(i + 1 < below.length ? nodeHash(below[i]!, below[i + 1]!) : below[i]!);
      if (above.length % HASHES_PER_STEP === 0) yield;
    }
    layers.push(above);
  }
  return layers;
}

export function merkleLayers(leaves: Buffer[]): Buffer[][] {
  return runSteps(merkleLayerSteps(leaves));
}

/** The root over the leaves, in steps. */
export function* merkleRootSteps(leaves: readonly Leaf[]): Generator<void, string> {
  const layers = yield* merkleLayerSteps(yield* leafHashSteps(leaves));
  return (layers[layers.length - 1]![0] ?? sha256(LEAF)).toString("hex");
}

export function merkleRoot(leaves: readonly Leaf[]): string {
  return runSteps(merkleRootSteps(leaves));
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

/** What a recipient runs to check a proof (docs/anchors-and-payouts.md shows the same in a few lines). */
export function proofLeadsTo(leaf: Leaf, proof: readonly string[], root: string): boolean {
  let node = leafHash(leaf);
  for (const sibling of proof) node = nodeHash(node, Buffer.from(sibling, "hex"));
  return node.toString("hex") === root;
}
