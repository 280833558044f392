import { hash } from "node:crypto";
import type { MemoryDraft } from "./memory-record.ts";

/**
 * Text as the exact-duplicate check compares it: Unicode NFKC, lower case, runs of white space as
 * one space, no white space or sentence punctuation at either end. One pass over text already
 * capped by the schemas (8000 characters), so linear and bounded.
 */
export function normaliseText(text: string): string {
  // Printable ASCII is its own NFKC form: most texts skip the normalisation.
  const folded = PRINTABLE_ASCII.test(text) ? text : text.normalize("NFKC");
  const spaced = folded.toLowerCase().replace(/\s+/g, " ");
  // Trimmed by index, not by an anchored regex (which backtracks over long runs of punctuation).
  let start = 0;
  let end = spaced.length;
  while (start < end && TRIMMED.has(spaced[start]!)) start++;
  while (end > start && TRIMMED.has(spaced[end - 1]!)) end--;
  return spaced.slice(start, end);
}

const TRIMMED = new Set([" ", ".", "!", "?", ";", ",", ":"]);
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** JSON with every object's keys sorted, so equal values always serialise alike (what RFC 8785 gives, for the JSON a memory holds). */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function normaliseValue(value: unknown): unknown {
  if (typeof value === "string") return normaliseText(value);
  if (Array.isArray(value)) return value.map(normaliseValue);
  return value;
}

/** Fields that are not what a memory says: where a fact came from is not part of the fact. */
const NOT_CONTENT = new Set(["source_memory_ids"]);

/**
 * The normalised content hash of a memory: SHA-256 (first 128 bits) of the key-sorted JSON of agent, namespace,
 * type, key, content and the type's fields, strings normalised (normaliseText). Two stores with
 * the same fingerprint say the same thing, however spaced or capitalised; confidence, metadata,
 * lane, sources and the validity dates are left out (a repeat may be surer, or later). The agent
 * and namespace are in it, so it is also the id of the document that holds it (fingerprints.ts).
 */
export function fingerprint(d: Pick<MemoryDraft, "agent_passport_id" | "namespace" | "type" | "key" | "content" | "fields">): string {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(d.fields)) if (!NOT_CONTENT.has(name)) fields[name] = normaliseValue(value);
  const identity = [d.agent_passport_id, d.namespace, d.type, d.key ?? null, d.content === null ? null : normaliseText(d.content), fields];
  // 128 bits, base64url (22 characters): a collision among one agent's memories is not a practical
  // concern, and a shorter value keeps the unique index small.
  return hash("sha256", stableJson(identity), "buffer").subarray(0, 16).toString("base64url");
}
