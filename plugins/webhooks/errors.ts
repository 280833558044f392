import { NotFound, NotReady, Unauthorized, Unprocessable } from "berth/plugin";

/** The webhook receiver's answers; provider plugins throw them too (from berth/plugins/webhooks). */
export const webhookErrors = {
  unknownProvider: (name: string, known: string[]) => new NotFound("WEBHOOK_PROVIDER_UNKNOWN", `no webhook provider ${JSON.stringify(name)}; known: ${known.join(", ") || "none"}`, { provider: name, known }),
  notConfigured: (name: string) =>
    new NotReady("WEBHOOK_PROVIDER_NOT_CONFIGURED", `webhook provider ${name} has no secret configured: set WEBHOOK_SECRET_${name.toUpperCase().replace(/-/g, "_")} (or WEBHOOK_TEST_SECRET_...)`, { provider: name }),
  signatureMissing: (what: string) => new Unauthorized("WEBHOOK_SIGNATURE_MISSING", `the delivery is not signed: ${what}`),
  signatureInvalid: () => new Unauthorized("WEBHOOK_SIGNATURE_INVALID", "no configured secret signed this delivery (or its body was changed on the way)"),
  timestampStale: (sentAt: number, now: number) =>
    new Unauthorized("WEBHOOK_TIMESTAMP_STALE", "the delivery's timestamp is more than 5 minutes away from now: refused as a possible replay", {
      sent_at: new Date(sentAt).toISOString(),
      now: new Date(now).toISOString(),
    }),
  tokenMissing: () => new Unauthorized("WEBHOOK_TOKEN_MISSING", "the webhook URL carries no ?token=; put the configured secret in the URL you give the provider"),
  tokenInvalid: () => new Unauthorized("WEBHOOK_TOKEN_INVALID", "the ?token= of the webhook URL is not a configured secret"),
  unreadable: (provider: string, problems: { field: string; problem: string }[]) =>
    new Unprocessable("WEBHOOK_PAYLOAD_UNREADABLE", `the ${provider} payload could not be read: ${problems.map((p) => `${p.field} ${p.problem}`).join("; ")}`, problems),
};
