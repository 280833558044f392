import { randomBytes } from "node:crypto";
import { standardWebhooks } from "berth/plugins/webhooks";

/** A new signing secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks takes 24 to 64). */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

export const CONTENT_TYPE = "application/cloudevents+json; charset=utf-8";
export const USER_AGENT = "Berth-Webhooks/1";

/**
 * The headers of one attempt (Standard Webhooks): `webhook-id` = the event id (receivers dedupe on
 * it), `webhook-timestamp` = now in Unix seconds, and `webhook-signature` with one `v1,<base64>`
 * per secret that signs now, so a receiver verifies with the old secret or the new one during a
 * rotation. Signed by the provider webhooks' own Standard Webhooks code.
 */
export function deliveryHeaders(eventId: string, body: Buffer, secrets: readonly string[], now: number): Record<string, string> {
  const signed = secrets.map((secret) => standardWebhooks.sign(body, secret, now, eventId).headers);
  return {
    "content-type": CONTENT_TYPE,
    "user-agent": USER_AGENT,
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(now / 1000)),
    "webhook-signature": signed.map((h) => h["webhook-signature"]).join(" "),
  };
}
