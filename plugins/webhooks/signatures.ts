import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { webhookErrors } from "./errors.ts";
import type { SignatureScheme, Verified, WebhookRequest } from "./provider-point.ts";

/** How far a signed timestamp may be from now, either way (Standard Webhooks' 5 minutes). */
export const TOLERANCE_MS = 5 * 60 * 1000;

export function hmacSha256(key: Buffer, ...parts: (string | Buffer)[]): Buffer {
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

/** `whsec_<base64>` → the HMAC key (the bytes the base64 stands for), as Standard Webhooks defines. */
function standardKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith("whsec_") ? secret.slice(6) : secret, "base64");
}

/** The shortest secret (key bytes, or token characters) Berth accepts: 128 bits, as HMAC keys go. */
export const MIN_SECRET_LENGTH = 16;

/** A secret used as it is written (a URL token, Phala's whsec_ string): long enough to guess at no cost. */
export function checkTextSecret(secret: string): string | null {
  return secret.length >= MIN_SECRET_LENGTH ? null : `each secret must be at least ${MIN_SECRET_LENGTH} characters long`;
}

function checkStandardSecret(secret: string): string | null {
  const base64 = secret.startsWith("whsec_") ? secret.slice(6) : secret;
  // Buffer's base64 decoder skips what is not base64: "whsec_!!!!" would be an empty key, which anyone can sign with.
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return "each secret must be whsec_ followed by base64 (Standard Webhooks)";
  const bytes = standardKey(secret).length;
  return bytes >= MIN_SECRET_LENGTH ? null : `each secret must be whsec_ followed by the base64 of at least ${MIN_SECRET_LENGTH} bytes (this one has ${bytes}; Standard Webhooks uses 24 to 64)`;
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
