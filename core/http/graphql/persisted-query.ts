import { BerthError } from "../../errors/berth-error.ts";
import type { AnalysedDocument } from "./analyse-document.ts";
import type { DocumentCache } from "./document-cache.ts";

/** A hash this process does not have (never sent, or fallen out of the cache): send the document with it once. */
export const PERSISTED_QUERY_NOT_FOUND = "PERSISTED_QUERY_NOT_FOUND";
/** A document sent with a hash that is not its SHA-256. */
export const PERSISTED_QUERY_HASH_MISMATCH = "PERSISTED_QUERY_HASH_MISMATCH";
/** `extensions.persistedQuery` that is not version 1 with a 64-digit hex `sha256Hash`. */
export const PERSISTED_QUERY_INVALID = "PERSISTED_QUERY_INVALID";

const SHA256_HEX = /^[0-9a-fA-F]{64}$/;

/**
 * A failure of the Automatic Persisted Queries protocol. It is answered as GraphQL errors, not in
 * the REST error body, because APQ clients (Apollo Client, urql, graphql-request) read the GraphQL
 * `errors`: `message` is the protocol's own word and `extensions.code` its code.
 */
export class PersistedQueryError extends BerthError {
  constructor(
    code: string,
    /** What APQ clients match on (`PersistedQueryNotFound`). */
    message: string,
    /** The HTTP status of the answer: 200 for a miss, as Apollo Server answers it (clients then send the document). */
    readonly httpStatus: number,
    /** The protocol's `extensions.code`. */
    readonly protocolCode: string,
    details: unknown,
  ) {
    super(httpStatus === 200 ? "not_found" : "invalid_request", code, message, details);
  }
}

function notFound(hash: string): PersistedQueryError {
  return new PersistedQueryError(PERSISTED_QUERY_NOT_FOUND, "PersistedQueryNotFound", 200, PERSISTED_QUERY_NOT_FOUND, {
    sha256Hash: hash,
    hint: "send the same request once with `query` (the document) besides the hash; later requests may send the hash alone",
  });
}

function invalid(problem: string): PersistedQueryError {
  return new PersistedQueryError(PERSISTED_QUERY_INVALID, `extensions.persistedQuery ${problem}`, 400, "BAD_REQUEST", null);
}

/**
 * The hash named by `extensions.persistedQuery` (GET sends `extensions` as JSON text), lowercase;
 * undefined when the request names none. Anything else there is PERSISTED_QUERY_INVALID.
 */
export function persistedHashOf(extensions: unknown): string | undefined {
  let ext = extensions;
  if (typeof ext === "string") {
    try {
      ext = JSON.parse(ext) as unknown;
    } catch {
      // Not JSON: the engine answers it (it parses `extensions` too).
      return undefined;
    }
  }
  if (!ext || typeof ext !== "object") return undefined;
  const pq = (ext as { persistedQuery?: unknown }).persistedQuery;
  if (pq === undefined || pq === null) return undefined;
  if (typeof pq !== "object") throw invalid("must be an object: {version: 1, sha256Hash}");
  const { version, sha256Hash } = pq as { version?: unknown; sha256Hash?: unknown };
  if (version !== 1) throw invalid("version must be 1 (the only version of the protocol)");
  if (typeof sha256Hash !== "string" || !SHA256_HEX.test(sha256Hash)) throw invalid("sha256Hash must be the SHA-256 of the document, 64 hex digits");
  return sha256Hash.toLowerCase();
}

/**
 * The document a request runs, from the cache: by its text, or by its hash alone (a persisted
 * query). Text and hash together register the document under the hash once the hash is checked.
 * Undefined when the request sends no document (the engine answers that), or one that does not
 * parse.
 */
export function documentOf(cache: DocumentCache, query: unknown, extensions: unknown): AnalysedDocument | undefined {
  const hash = persistedHashOf(extensions);
  if (typeof query === "string" && query !== "") {
    const doc = cache.get(query);
    if (hash !== undefined && doc && doc.hash !== hash) {
      throw new PersistedQueryError(PERSISTED_QUERY_HASH_MISMATCH, "provided sha does not match query", 400, "BAD_REQUEST", { sha256Hash: hash, expected: doc.hash });
    }
    return doc;
  }
  if (hash === undefined) return undefined;
  const doc = cache.getByHash(hash);
  if (!doc) throw notFound(hash);
  return doc;
}
