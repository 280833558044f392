import { defineEventType, PassportIdSchema, Type, UnixMs, UuidSchema } from "berth/plugin";

/** Appended by the outcome recorder (outcome-recorder.ts) with the change that disables the endpoint. */
export const webhookEndpointDisabled = defineEventType({
  type: "webhook_endpoint.disabled",
  description:
    "Every attempt at an endpoint failed for WEBHOOK_ENDPOINTS_DISABLE_AFTER_MS (5 days), so Berth disabled it (`PATCH {\"disabled\": false}` resumes it, what waited first). Subject: the endpoint id.",
  data: Type.Object(
    {
      endpoint_id: UuidSchema,
      url: Type.String(),
      reason: Type.Literal("failing"),
      failing_since: { ...UnixMs, description: "When its attempts started failing." },
      disabled_at: UnixMs,
      subjects: Type.Union([Type.Array(PassportIdSchema), Type.Null()], { description: "The endpoint's subjects; null: every subject." }),
    },
    { additionalProperties: false },
  ),
  example: {
    endpoint_id: "0199a3e5-8f90-7a1b-9c2d-3e4f5a6b7c8d",
    url: "https://ci.example.com/hooks/berth",
    reason: "failing",
    failing_since: 1759568000000,
    disabled_at: 1760000000000,
    subjects: null,
  },
});

/** Sent by `POST /v1/webhook-endpoints/{id}/test` (webhook-endpoints-service.ts, test) to that endpoint alone; never in the event log. */
export const berthPing = defineEventType({
  type: "berth.ping",
  description: "A test delivery to one endpoint (POST /v1/webhook-endpoints/{endpointId}/test): not in the event log and sent to no other endpoint. Subject: the endpoint id.",
  data: Type.Object({ endpoint_id: UuidSchema, message: Type.String() }, { additionalProperties: false }),
  example: { endpoint_id: "0199a3e5-8f90-7a1b-9c2d-3e4f5a6b7c8d", message: "A test delivery from Berth: answer 2xx to acknowledge it." },
});
