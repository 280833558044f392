import { createHmac, randomUUID } from "node:crypto";

/** The relay secret both webhook benchmarks configure as WEBHOOK_SECRET_NOSANA. */
export const SECRET = `whsec_${Buffer.from("bench relay secret, 32 bytes long").toString("base64")}`;
const KEY = Buffer.from(SECRET.slice(6), "base64");

/**
 * A new Standard Webhooks message from a Nosana relay (its own webhook-id, signed now) saying
 * deployment `nosana-<n>` is RUNNING or STOPPED.
 */
export function signedDelivery(n: number, running: boolean): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ observed_at: new Date().toISOString(), deployment: { id: `nosana-${n}`, status: running ? "RUNNING" : "STOPPED" } });
  const id = `msg_${randomUUID()}`;
  const ts = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", KEY).update(`${id}.${ts}.${body}`).digest("base64");
  return { body, headers: { "content-type": "application/json", "webhook-id": id, "webhook-timestamp": String(ts), "webhook-signature": `v1,${signature}` } };
}
