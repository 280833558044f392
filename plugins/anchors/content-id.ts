import { createHash } from "node:crypto";
import { CID } from "multiformats/cid";
import * as raw from "multiformats/codecs/raw";
import * as Digest from "multiformats/hashes/digest";
import { sha256 } from "multiformats/hashes/sha2";

/** What identifies a piece of content: its SHA-256 (hex) and its CIDv1 (raw codec, sha2-256). */
export interface ContentId {
  content_hash: string;
  cid: string;
  size_bytes: number;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * The CIDv1 of raw bytes, as `ipfs add --cid-version 1 --raw-leaves` computes it for content up
 * to one block: codec raw (0x55), multihash sha2-256 over the bytes, base32 text (`bafkrei...`).
 */
export function rawCid(contentHashHex: string): string {
  return CID.create(1, raw.code, Digest.create(sha256.code, Buffer.from(contentHashHex, "hex"))).toString();
}

export function contentId(bytes: Uint8Array): ContentId {
  const content_hash = sha256Hex(bytes);
  return { content_hash, cid: rawCid(content_hash), size_bytes: bytes.length };
}

/** A CID given by a client: parsed, or null when it is not one. */
export function parseCid(text: string): CID | null {
  try {
    return CID.parse(text);
  } catch {
    return null;
  }
}

/**
 * The SHA-256 a CID commits the content to, when the CID says so directly: raw codec with a
 * sha2-256 multihash. Other codecs (dag-pb for chunked files) hash a DAG node, not the bytes.
 */
export function rawSha256Of(cid: CID): string | null {
  if (cid.code !== raw.code || cid.multihash.code !== sha256.code) return null;
  return Buffer.from(cid.multihash.digest).toString("hex");
}
