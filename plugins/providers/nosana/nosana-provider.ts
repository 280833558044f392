import { firstText, text, timeOf, standardWebhooks, webhookErrors, at, type StatusMapping, type WebhookProvider } from "berth/plugins/webhooks";
import { nosanaFixtures } from "./fixtures.ts";

/** Nosana deployment and job states. */
export const NOSANA_STATES: Record<string, StatusMapping> = {
  "deployment.DRAFT": { actual_state: "pending", note: "created, not started" },
  "deployment.STARTING": { actual_state: "deploying" },
  "deployment.RUNNING": { actual_state: "running", health: "healthy" },
  "deployment.STOPPING": { actual_state: "stopped", note: "shutting down" },
  "deployment.STOPPED": { actual_state: "stopped" },
  "deployment.ERROR": { actual_state: "failed", health: "unhealthy" },
  "deployment.INSUFFICIENT_FUNDS": { actual_state: "stopped", health: "unhealthy", note: "the vault ran dry" },
  "deployment.ARCHIVED": { actual_state: "terminated" },
  "job.QUEUED": { actual_state: "pending", note: "waiting for a GPU node" },
  "job.RUNNING": { actual_state: "running", health: "healthy" },
  "job.COMPLETED": { actual_state: "stopped", note: "the job finished" },
  "job.STOPPED": { actual_state: "stopped" },
};

/**
 * Nosana (decentralized GPU compute): no webhooks of its own. A relay polls a deployment
 * (`{deployment: {id, status, endpoints?}}`) or a job (`{job: {address, state}}`) and forwards what
 * it sees, signed with Standard Webhooks.
 */
export function nosanaProvider(secrets: WebhookProvider["secrets"]): WebhookProvider {
  return {
    title: "Nosana (decentralized GPU compute): a relay's polled deployment or job state, signed with Standard Webhooks",
    scheme: standardWebhooks,
    secrets,
    statusMap: NOSANA_STATES,
    fixtures: nosanaFixtures,
    normalize(payload) {
      const isJob = at(payload, "job") !== undefined && at(payload, "deployment") === undefined;
      const id = isJob ? firstText(payload, ["job.address", "job.id"]) : text(payload, "deployment.id");
      const status = isJob ? text(payload, "job.state") : text(payload, "deployment.status");
      const where = isJob ? "job" : "deployment";
      const problems = [
        ...(id === undefined ? [{ field: isJob ? "job.address" : "deployment.id", problem: "is missing" }] : []),
        ...(status === undefined ? [{ field: isJob ? "job.state" : "deployment.status", problem: "is missing" }] : []),
      ];
      if (problems.length > 0) throw webhookErrors.unreadable("nosana", problems);
      const endpoint = firstText(payload, ["deployment.endpoints.0.url", "deployment.url", "job.url"]);
      const observedAt = timeOf(at(payload, "observed_at")) ?? timeOf(at(payload, `${where}.updated_at`));
      return {
        provider_deployment_id: id!,
        raw_status: status!,
        status_key: `${where}.${status!.toUpperCase()}`,
        ...(endpoint ? { url: endpoint } : {}),
        ...(observedAt !== undefined ? { observed_at: observedAt } : {}),
      };
    },
  };
}
