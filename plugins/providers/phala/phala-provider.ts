import { firstText, text, timeOf, webhookErrors, type StatusMapping, type WebhookProvider } from "berth/plugins/webhooks";
import { phalaFixtures } from "./fixtures.ts";
import { phalaHmac } from "./phala-scheme.ts";

/** Phala Cloud's CVM events. */
export const PHALA_EVENTS: Record<string, StatusMapping> = {
  "cvm.created": { actual_state: "deploying", note: "the CVM exists and is booting" },
  "cvm.started": { actual_state: "running", health: "healthy" },
  "cvm.restarted": { actual_state: "running", health: "healthy" },
  "cvm.create_failed": { actual_state: "failed", health: "unhealthy" },
  "cvm.updated": { note: "its configuration changed; recorded, the state events that follow move it" },
  "cvm.stopped": { actual_state: "stopped" },
  "cvm.deleted": { actual_state: "terminated" },
};

/**
 * Phala Cloud webhooks (confidential compute): `{id: "evt_...", event: "cvm.<what>", version,
 * created_at, workspace, data: {cvm_id, cvm_name, app_id, status, error?}}`, signed with
 * X-Webhook-Signature. The deployment is the CVM (`data.cvm_id`; `data.app_id` when no CVM id).
 */
export function phalaProvider(secrets: WebhookProvider["secrets"]): WebhookProvider {
  return {
    title: "Phala Cloud (confidential compute): CVM events signed with HMAC-SHA256",
    scheme: phalaHmac,
    secrets,
    statusMap: PHALA_EVENTS,
    fixtures: phalaFixtures,
    normalize(payload, request) {
      const event = text(payload, "event");
      const id = firstText(payload, ["data.cvm_id", "data.app_id"]);
      const problems = [...(event === undefined ? [{ field: "event", problem: "is missing (cvm.created, cvm.started, ...)" }] : []), ...(id === undefined ? [{ field: "data.cvm_id", problem: "is missing" }] : [])];
      if (problems.length > 0) throw webhookErrors.unreadable("phala", problems);
      // The signed body's id; X-Webhook-Id (retries reuse it, no signature covers it) only when the body has none.
      const deliveryId = text(payload, "id") || request.headers["x-webhook-id"]?.trim() || undefined;
      const observedAt = timeOf(payload.created_at);
      return { provider_deployment_id: id!, raw_status: event!, ...(deliveryId ? { delivery_id: deliveryId } : {}), ...(observedAt !== undefined ? { observed_at: observedAt } : {}) };
    },
  };
}
