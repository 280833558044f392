import { firstText, text, timeOf, urlToken, webhookErrors, type StatusMapping, type WebhookProvider } from "berth/plugins/webhooks";
import { railwayFixtures } from "./fixtures.ts";

/** Railway's deployment statuses (docs.railway.com). */
export const RAILWAY_STATUSES: Record<string, StatusMapping> = {
  QUEUED: { actual_state: "pending", note: "waiting for a builder" },
  WAITING: { actual_state: "pending", note: "waiting on another deploy" },
  NEEDS_APPROVAL: { actual_state: "pending", note: "waiting for someone to approve it" },
  INITIALIZING: { actual_state: "deploying" },
  BUILDING: { actual_state: "deploying" },
  DEPLOYING: { actual_state: "deploying" },
  SUCCESS: { actual_state: "running", health: "healthy", note: "live, past its health check" },
  SLEEPING: { actual_state: "stopped", note: "serverless: asleep until traffic wakes it" },
  CRASHED: { actual_state: "failed", health: "unhealthy" },
  FAILED: { actual_state: "failed", health: "unhealthy" },
  REMOVING: { actual_state: "terminated", note: "being removed; Railway never brings it back" },
  REMOVED: { actual_state: "terminated" },
  SKIPPED: { actual_state: "terminated", note: "superseded before it ran" },
};

/** The status a current-format event type names when `details.status` is absent (`Deployment.failed`). */
const TYPE_STATUS: Record<string, string> = { deployed: "SUCCESS", succeeded: "SUCCESS", success: "SUCCESS", crashed: "CRASHED", failed: "FAILED", building: "BUILDING", deploying: "DEPLOYING", queued: "QUEUED", removed: "REMOVED", sleeping: "SLEEPING", slept: "SLEEPING", skipped: "SKIPPED" };

/**
 * Railway's project webhooks, in both formats: the current one (`type: "Deployment.<what>"`,
 * `details`, `resource.deployment.id`, `timestamp`) and the older one (`type: "DEPLOY"`, a
 * top-level `status` and `deployment`). Railway signs nothing: the webhook URL carries a secret
 * token (`?token=`), and deliveries have no id, so a redelivery is known by its bytes.
 */
export function railwayProvider(secrets: WebhookProvider["secrets"]): WebhookProvider {
  return {
    title: "Railway (container platform): project webhooks, authenticated by a token in the URL",
    scheme: urlToken,
    secrets,
    statusMap: RAILWAY_STATUSES,
    fixtures: railwayFixtures,
    normalize(payload) {
      const type = text(payload, "type");
      const legacy = type === "DEPLOY";
      const id = legacy ? firstText(payload, ["deployment.id"]) : firstText(payload, ["resource.deployment.id", "details.id", "deployment.id"]);
      const suffix = type?.startsWith("Deployment.") ? type.slice("Deployment.".length).toLowerCase() : undefined;
      const status = legacy ? text(payload, "status") : (text(payload, "details.status") ?? (suffix ? TYPE_STATUS[suffix] : undefined));
      const problems = [
        ...(type === undefined ? [{ field: "type", problem: "is missing (Deployment.<event> or DEPLOY)" }] : []),
        ...(type !== undefined && !legacy && !type.startsWith("Deployment.") ? [{ field: "type", problem: `${type} is not a deployment event` }] : []),
        ...(id === undefined ? [{ field: legacy ? "deployment.id" : "resource.deployment.id", problem: "is missing" }] : []),
        ...(status === undefined ? [{ field: legacy ? "status" : "details.status", problem: "is missing" }] : []),
      ];
      if (problems.length > 0) throw webhookErrors.unreadable("railway", problems);
      const url = firstText(payload, ["details.url", "deployment.url", "deployment.staticUrl"]);
      return {
        provider_deployment_id: id!,
        raw_status: status!,
        status_key: status!.toUpperCase(),
        // A bare host ("agent.up.railway.app") becomes https://… where deliveries are received.
        ...(url ? { url } : {}),
        ...(timeOf(payload.timestamp) !== undefined ? { observed_at: timeOf(payload.timestamp)! } : {}),
      };
    },
  };
}
