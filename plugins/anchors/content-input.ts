import { canonicalJson, InvalidRequest, type FieldProblem, type Static } from "berth/plugin";
import { contentId, parseCid, rawSha256Of } from "./content-id.ts";
import { contentMismatch, contentTooLarge } from "./errors.ts";
import { MAX_METADATA_BYTES, type CreateAnchorBody } from "./schemas.ts";

export type CreateAnchorInput = Static<typeof CreateAnchorBody>;

/** The content a record describes: its bytes when sent (Berth keeps them), and its identifiers. */
export interface DescribedContent {
  bytes: Buffer | null;
  content_hash: string;
  cid: string | null;
  size_bytes: number | null;
}

function invalid(field: string, problem: string): InvalidRequest {
  return new InvalidRequest("VALIDATION_FAILED", `invalid request: ${field} ${problem}`, [{ field, problem }]);
}

function sentBytes(input: CreateAnchorInput): Buffer | null {
  if (input.content_base64 !== undefined && input.content !== undefined) throw invalid("content", "send content or content_base64, not both");
  if (input.content_base64 !== undefined) {
    const bytes = Buffer.from(input.content_base64, "base64");
    // Node's decoder skips what it cannot read; only exact, padded base64 names its bytes unambiguously.
    if (bytes.toString("base64") !== input.content_base64) throw invalid("content_base64", "is not padded standard base64");
    return bytes;
  }
  if (input.content !== undefined) return Buffer.from(canonicalJson(input.content), "utf8");
  return null;
}

/**
 * Works out what the record says about its content. With content, Berth computes content_hash,
 * cid and size_bytes, and whatever the client sent of those must agree. Without, content_hash is
 * required, and a raw sha2-256 CID must commit to the same hash.
 */
export function describeContent(input: CreateAnchorInput, maxBytes: number): DescribedContent {
  if (input.metadata !== undefined && Buffer.byteLength(JSON.stringify(input.metadata)) > MAX_METADATA_BYTES) {
    throw invalid("metadata", `must be at most ${MAX_METADATA_BYTES} bytes as JSON`);
  }
  const cid = input.cid === undefined ? undefined : parseCid(input.cid);
  if (cid === null) throw invalid("cid", "is not a CID");
  const bytes = sentBytes(input);
  if (bytes) {
    if (bytes.length > maxBytes) throw contentTooLarge(bytes.length, maxBytes);
    const id = contentId(bytes);
    const problems: FieldProblem[] = [];
    if (input.content_hash !== undefined && input.content_hash !== id.content_hash) problems.push({ field: "content_hash", problem: `is ${id.content_hash} for the content sent` });
    if (input.size_bytes !== undefined && input.size_bytes !== id.size_bytes) problems.push({ field: "size_bytes", problem: `is ${id.size_bytes} for the content sent` });
    if (cid && rawSha256Of(cid) !== id.content_hash) problems.push({ field: "cid", problem: `is ${id.cid} (CIDv1, raw, sha2-256) for the content sent; leave it out and Berth computes it` });
    if (problems.length > 0) throw contentMismatch(problems);
    return { bytes, ...id };
  }
  if (input.content_hash === undefined) throw invalid("content_hash", "is required when neither content nor content_base64 is sent");
  const committed = cid ? rawSha256Of(cid) : null;
  if (committed !== null && committed !== input.content_hash) throw contentMismatch([{ field: "cid", problem: `commits to SHA-256 ${committed}, not content_hash` }]);
  return { bytes: null, content_hash: input.content_hash, cid: input.cid ?? null, size_bytes: input.size_bytes ?? null };
}
