import { createHmac } from "node:crypto";
import type { Answer, TestBerth } from "../support/test-berth.ts";

/** Secrets as operators configure them: Standard Webhooks' whsec_<base64>, Phala's whsec_ string, Railway's URL token. */
export const SECRETS = {
  standard: `whsec_${Buffer.from("a 32-byte secret for the relays!").toString("base64")}`,
  standardTest: `whsec_${Buffer.from("the test-world relay secret.....").toString("base64")}`,
  rotated: `whsec_${Buffer.from("the next secret, during rotation").toString("base64")}`,
  phala: "whsec_phala_4f9e2c1b8a7d6e5f",
  railway: "rw-token-7c1e9b4d2a",
  railwayTest: "rw-test-token-3f8a",
};

export function webhookEnv(): Record<string, string> {
  return {
    WEBHOOK_SECRET_AKASH: SECRETS.standard,
    WEBHOOK_TEST_SECRET_AKASH: SECRETS.standardTest,
    WEBHOOK_SECRET_NOSANA: `${SECRETS.standard},${SECRETS.rotated}`,
    WEBHOOK_SECRET_IONET: SECRETS.standard,
    WEBHOOK_SECRET_PHALA: SECRETS.phala,
    WEBHOOK_SECRET_RAILWAY: SECRETS.railway,
    WEBHOOK_TEST_SECRET_RAILWAY: SECRETS.railwayTest,
  };
}

/** Standard Webhooks signing, written from the specification (not with Berth's code). */
export function standardHeaders(secret: string, id: string, seconds: number, body: string): Record<string, string> {
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${seconds}.${body}`).digest("base64");
  return { "webhook-id": id, "webhook-timestamp": String(seconds), "webhook-signature": `v1,${signature}` };
}

/** Phala Cloud's scheme: HMAC-SHA256 of "{timestamp}.{body}" keyed with the secret string. */
export function phalaHeaders(secret: string, id: string, seconds: number, body: string): Record<string, string> {
  const signature = createHmac("sha256", secret).update(`${seconds}.${body}`).digest("hex");
  return { "x-webhook-id": id, "x-webhook-event": String((JSON.parse(body) as { event?: string }).event), "x-webhook-timestamp": String(seconds), "x-webhook-signature": `sha256=${signature}` };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A Nosana relay's payload: the deployment's id and status, and when the relay saw it (Unix ms). */
export const nosana = (id: string, status: string, observedAt?: number) => ({ deployment: { id, status }, ...(observedAt !== undefined ? { observed_at: new Date(observedAt).toISOString() } : {}) });

export function deliver(b: TestBerth, provider: string, body: string, headers: Record<string, string> = {}, query = ""): Promise<Answer> {
  return b.request("POST", `/v1/webhooks/${provider}${query}`, { rawBody: body, headers });
}

/** A signed Standard Webhooks delivery of `payload` to `provider`. */
export function deliverStandard(b: TestBerth, provider: string, payload: unknown, o: { id?: string; secret?: string; seconds?: number } = {}): Promise<Answer> {
  const body = JSON.stringify(payload);
  return deliver(b, provider, body, standardHeaders(o.secret ?? SECRETS.standard, o.id ?? `msg_${Math.random().toString(36).slice(2)}`, o.seconds ?? nowSeconds(), body));
}
