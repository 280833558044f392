import { createHash, createHmac, createSecretKey, timingSafeEqual, type KeyObject } from "node:crypto";
import { webhookErrors } from "./errors.ts";
import type { SignatureScheme, Verified, WebhookRequest } from "./provider-point.ts";

/** How far a signed timestamp may be from now, either way (Standard Webhooks' 5 minutes). */
export const TOLERANCE_MS = 5 * 60 * 1000;

export function hmacSha256(key: Buffer | KeyObject, ...parts: (string | Buffer)[]): Buffer {
  const mac = createHmac("sha256", key);
  for (const part of parts) mac.update(part);
  return mac.digest();
}

/** Equal, in constant time whatever the lengths: the SHA-256 digests are compared, never the bytes themselves. */
export function sameBytes(a: Buffer, b: Buffer): boolean {
  return timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());
}

/**
 * A given MAC against the expected one, in constant time. The length is compared first: an
 * HMAC's length is public (32 bytes), so only a secret of unknown length needs `sameBytes`.
 */
export function sameMac(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A Unix-seconds timestamp header, checked against the tolerance; answers it in ms. */
export function checkTimestamp(raw: string | undefined, now: number, missing: string): number {
  if (raw === undefined || raw === "") throw webhookErrors.signatureMissing(missing);
  if (!/^\d{1,12}$/.test(raw.trim())) throw webhookErrors.signatureInvalid();
  const sentAt = Number(raw.trim()) * 1000;
  if (Math.abs(now - sentAt) > TOLERANCE_MS) throw webhookErrors.timestampStale(sentAt, now);
  return sentAt;
}

/** `whsec_<base64>` → the HMAC key's bytes (what the base64 stands for), as Standard Webhooks defines. */
function standardKeyBytes(secret: string): Buffer {
  return Buffer.from(secret.startsWith("whsec_") ? secret.slice(6) : secret, "base64");
}

/** Secrets whose HMAC key is kept made: outbound deliveries sign with one per endpoint, thousands of times a second. */
const KEYS_KEPT = 1024;
const keys = new Map<string, KeyObject>();

/** The HMAC key of a Standard Webhooks secret, made once per secret. */
function standardKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(standardKeyBytes(secret));
    if (keys.size >= KEYS_KEPT) keys.delete(keys.keys().next().value!);
    keys.set(secret, key);
  }
  return key;
}

/** The shortest secret (key bytes, or token characters) Berth accepts: 128 bits, as HMAC keys go. */
export const MIN_SECRET_LENGTH = 16;

/**
 * Fewest different byte values a secret may have: a random 16-character hex token has 6 or more
 * but once in 100,000 draws; "0000000000000000", 16 zero bytes or "abababab…" have 1 or 2.
 */
export const MIN_DISTINCT_BYTES = 6;

/**
 * Words of secrets that were never meant to be used ("changeme", "your-secret-here"), looked for
 * in the secret lowercased with everything but letters and digits left out, and in its key bytes.
 * Long enough that a random secret holds one only by a chance of one in billions.
 */
export const PLACEHOLDER_WORDS = ["changeme", "replaceme", "placeholder", "yoursecret", "secrethere", "mysecret", "supersecret", "password", "letmein", "qwerty", "example", "dummy", "01234567", "12345678", "abcdefgh"];

/**
 * Why a secret is one anyone could guess, or null: too few different bytes in its key, or a
 * placeholder. Says why in words and never quotes the secret (config errors are printed).
 */
export function guessableSecret(key: Buffer, written: string): string | null {
  const distinct = new Set(key).size;
  if (distinct === 1) return "each secret must not be one byte value repeated (anyone could guess it)";
  if (distinct < MIN_DISTINCT_BYTES) return `each secret must have at least ${MIN_DISTINCT_BYTES} different byte values (this one has ${distinct}: anyone could guess it)`;
  for (const text of [written, key.toString("latin1")]) {
    const plain = text.toLowerCase().replace(/[^a-z0-9]/g, "");
    if (PLACEHOLDER_WORDS.some((word) => plain.includes(word))) return "each secret must be random, not a placeholder such as changeme or your-secret-here";
  }
  return null;
}

/** The part of a secret that is its own: what follows `whsec_`, Standard Webhooks' prefix (Phala's secrets carry it too). */
function withoutPrefix(secret: string): string {
  return secret.startsWith("whsec_") ? secret.slice(6) : secret;
}

/** A secret used as it is written (a URL token, Phala's whsec_ string): long enough and not guessable. */
export function checkTextSecret(secret: string): string | null {
  if (secret.length < MIN_SECRET_LENGTH) return `each secret must be at least ${MIN_SECRET_LENGTH} characters long`;
  const own = withoutPrefix(secret);
  return guessableSecret(Buffer.from(own, "utf8"), own);
}

function checkStandardSecret(secret: string): string | null {
  const base64 = withoutPrefix(secret);
  // Buffer's base64 decoder skips what is not base64: "whsec_!!!!" would be an empty key, which anyone can sign with.
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return "each secret must be whsec_ followed by base64 (Standard Webhooks)";
  const key = standardKeyBytes(secret);
  if (key.length < MIN_SECRET_LENGTH) return `each secret must be whsec_ followed by the base64 of at least ${MIN_SECRET_LENGTH} bytes (this one has ${key.length}; Standard Webhooks uses 24 to 64)`;
  return guessableSecret(key, base64);
}

/**
 * Standard Webhooks (standardwebhooks.com): `webhook-id`, `webhook-timestamp` (Unix seconds),
 * `webhook-signature`: a space-separated list of `v1,<base64 HMAC-SHA256>` over
 * `"{id}.{timestamp}.{raw body}"`; any listed signature made with any configured secret passes,
 * so secrets rotate without downtime.
 */
export const standardWebhooks: SignatureScheme = {
  name: "standard-webhooks",
  verify(request: WebhookRequest, secrets: readonly string[], now: number): Verified {
    const id = request.headers["webhook-id"];
    const signatures = request.headers["webhook-signature"];
    if (!id || !signatures) throw webhookErrors.signatureMissing("webhook-id, webhook-timestamp and webhook-signature headers are required (Standard Webhooks)");
    const sentAt = checkTimestamp(request.headers["webhook-timestamp"], now, "the webhook-timestamp header is required");
    const given = signatures
      .split(" ")
      .map((s) => s.trim())
      .filter((s) => s.startsWith("v1,"))
      .map((s) => Buffer.from(s.slice(3), "base64"));
    const timestamp = request.headers["webhook-timestamp"]!.trim();
    for (const secret of secrets) {
      const expected = hmacSha256(standardKey(secret), `${id}.${timestamp}.`, request.body);
      if (given.some((g) => sameMac(g, expected))) return { deliveryId: id, sentAt };
    }
    throw webhookErrors.signatureInvalid();
  },
  checkSecret: checkStandardSecret,
  sign(body, secret, now, deliveryId) {
    const timestamp = String(Math.floor(now / 1000));
    const signature = hmacSha256(standardKey(secret), `${deliveryId}.${timestamp}.`, body).toString("base64");
    return { headers: { "webhook-id": deliveryId, "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` }, query: {} };
  },
};

/**
 * A secret token in the webhook URL (`?token=...`), for providers that sign nothing (Railway).
 * It proves only that the sender knows the URL: keep the URL secret, and rotate by listing the
 * new token next to the old one.
 */
export const urlToken: SignatureScheme = {
  name: "url-token",
  verify(request, secrets) {
    const token = request.query.token;
    if (!token) throw webhookErrors.tokenMissing();
    for (const secret of secrets) if (sameBytes(Buffer.from(token), Buffer.from(secret))) return { deliveryId: null, sentAt: null };
    throw webhookErrors.tokenInvalid();
  },
  checkSecret: checkTextSecret,
  sign(_body, secret) {
    return { headers: {}, query: { token: secret } };
  },
};
