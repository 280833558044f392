import { at, firstText, timeOf, standardWebhooks, webhookErrors, type StatusMapping, type WebhookProvider } from "berth/plugins/webhooks";
import { ionetFixtures } from "./fixtures.ts";

/** io.net statuses are free text; these are the kinds Berth recognises in them. */
export const IONET_KINDS: Record<string, StatusMapping> = {
  queued: { actual_state: "pending", note: "queued, pending, waiting" },
  deploying: { actual_state: "deploying", note: "deploying, starting, provisioning, creating" },
  running: { actual_state: "running", health: "healthy", note: "running, active, live, ready" },
  stopped: { actual_state: "stopped", note: "stopped, paused" },
  failed: { actual_state: "failed", health: "unhealthy", note: "failed, error, crashed" },
  terminated: { actual_state: "terminated", note: "terminated, destroyed, completed, cancelled, expired" },
};

const KINDS: [string, RegExp][] = [
  ["failed", /fail|error|crash/],
  ["terminated", /terminat|destroy|complet|cancel|expire|delet/],
  ["stopped", /stop|paus/],
  ["running", /run|active|live|ready/],
  ["deploying", /deploy|start|provision|creat|boot/],
  ["queued", /queue|pending|wait/],
];

/** The kind a free-text status names, or undefined: an unknown word is recorded, never guessed. */
export function ionetKind(status: string): string | undefined {
  const s = status.toLowerCase();
  return KINDS.find(([, re]) => re.test(s))?.[0];
}

/**
 * io.net (GPU network): no webhooks of its own. A relay polls a deployment
 * (`{deployment: {id, status, started_at, finished_at, ...}}`, status in free text) and forwards
 * it, signed with Standard Webhooks.
 */
export function ionetProvider(secrets: WebhookProvider["secrets"]): WebhookProvider {
  return {
    title: "io.net (GPU network): a relay's polled deployment, signed with Standard Webhooks",
    scheme: standardWebhooks,
    secrets,
    statusMap: IONET_KINDS,
    fixtures: ionetFixtures,
    normalize(payload) {
      const id = firstText(payload, ["deployment.id", "deployment_id", "id"]);
      const status = firstText(payload, ["deployment.status", "status"]);
      const problems = [...(id === undefined ? [{ field: "deployment.id", problem: "is missing" }] : []), ...(status === undefined ? [{ field: "deployment.status", problem: "is missing" }] : [])];
      if (problems.length > 0) throw webhookErrors.unreadable("ionet", problems);
      const kind = ionetKind(status!);
      const url = firstText(payload, ["deployment.url", "deployment.endpoint"]);
      const observedAt = timeOf(at(payload, "observed_at")) ?? timeOf(at(payload, "deployment.finished_at")) ?? timeOf(at(payload, "deployment.started_at"));
      return {
        provider_deployment_id: id!,
        raw_status: status!,
        status_key: kind ?? `unrecognised: ${status}`,
        ...(url ? { url } : {}),
        ...(observedAt !== undefined ? { observed_at: observedAt } : {}),
      };
    },
  };
}

