import { defineEventType, Type, UnixMs } from "berth/plugin";
import { ACTUAL_STATES, HEALTHS } from "berth/plugins/deployments";

/**
 * Appended by the receiver (webhooks-service.ts, recordIn) for a verified delivery that names no
 * deployment Berth knows yet; it is applied when an admin binds that provider id. Deliveries that
 * find their deployment append the deployment's events instead.
 */
export const webhookUnmatched = defineEventType({
  type: "webhook.unmatched",
  description:
    "A verified provider delivery named a provider deployment id no deployment has (yet): recorded, and applied once an admin binds that id to a deployment. Subject: `<provider>:<provider_deployment_id>`.",
  data: Type.Object(
    {
      provider: Type.String(),
      delivery_id: Type.String({ description: "The provider's delivery id (deliveries are deduplicated on it)." }),
      raw_status: Type.String({ description: "The status as the provider wrote it." }),
      recognized: Type.Boolean({ description: "False when the provider's status map does not know raw_status." }),
      provider_deployment_id: Type.String(),
      report: Type.Object(
        {
          actual_state: Type.Optional(Type.Enum([...ACTUAL_STATES])),
          health: Type.Optional(Type.Enum([...HEALTHS])),
          url: Type.Optional(Type.String()),
          provider_deployment_id: Type.Optional(Type.String()),
          observed_at: Type.Optional(UnixMs),
        },
        { additionalProperties: false, description: "What the delivery says about the deployment, in Berth's terms." },
      ),
    },
    { additionalProperties: false },
  ),
  example: {
    provider: "railway",
    delivery_id: "evt_9f2",
    raw_status: "SUCCESS",
    recognized: true,
    provider_deployment_id: "d-4821",
    report: { actual_state: "running", provider_deployment_id: "d-4821", observed_at: 1760000000000 },
  },
});
