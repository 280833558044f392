import { at, firstText, text, timeOf, standardWebhooks, webhookErrors, type StatusMapping, type WebhookProvider } from "berth/plugins/webhooks";
import { akashFixtures } from "./fixtures.ts";

/** What the state of an Akash deployment, its lease and its services' replicas mean together. */
export const AKASH_STATES: Record<string, StatusMapping> = {
  "deployment.closed": { actual_state: "terminated", note: "the deployment was closed on chain" },
  "lease.closed": { actual_state: "terminated", note: "the provider's lease ended" },
  "lease.insufficient_funds": { actual_state: "stopped", health: "unhealthy", note: "the escrow ran dry: top it up to resume" },
  "lease.active.ready": { actual_state: "running", health: "healthy", note: "every service has all its replicas ready" },
  "lease.active.partially_ready": { actual_state: "running", health: "degraded", note: "some replicas are not ready" },
  "lease.active.starting": { actual_state: "deploying", note: "leased; no replica ready yet" },
  "deployment.active.no_lease": { actual_state: "pending", note: "waiting for a provider's bid" },
};

interface Service {
  ready: number;
  total: number;
  uris: string[];
}

function services(payload: unknown): Service[] {
  const list = at(payload, "services");
  if (!Array.isArray(list)) return [];
  return list.map((s) => ({
    ready: Number(at(s, "ready_replicas") ?? at(s, "available_replicas") ?? 0) || 0,
    total: Number(at(s, "total") ?? at(s, "replicas") ?? 0) || 0,
    uris: Array.isArray(at(s, "uris")) ? (at(s, "uris") as unknown[]).filter((u): u is string => typeof u === "string") : [],
  }));
}

/**
 * Akash Network: no webhooks of its own. An operator's relay polls the deployment (by its dseq:
 * deployment state active|closed, lease state active|insufficient_funds|closed, per service the
 * ready replicas and URIs) and forwards what it sees, signed with Standard Webhooks.
 */
export function akashProvider(secrets: WebhookProvider["secrets"]): WebhookProvider {
  return {
    title: "Akash Network (decentralized compute): a relay's polled state, signed with Standard Webhooks",
    scheme: standardWebhooks,
    secrets,
    statusMap: AKASH_STATES,
    fixtures: akashFixtures,
    normalize(payload) {
      const dseq = firstText(payload, ["dseq", "deployment.dseq"]);
      const deployment = text(payload, "deployment.state");
      const lease = text(payload, "lease.state");
      const problems = [...(dseq === undefined ? [{ field: "dseq", problem: "is missing" }] : []), ...(deployment === undefined ? [{ field: "deployment.state", problem: "is missing (active or closed)" }] : [])];
      if (problems.length > 0) throw webhookErrors.unreadable("akash", problems);
      const svc = services(payload);
      const ready = svc.reduce((n, s) => n + s.ready, 0);
      const total = svc.reduce((n, s) => n + s.total, 0);
      let key: string | undefined;
      if (deployment === "closed") key = "deployment.closed";
      else if (lease === "closed" || lease === "insufficient_funds") key = `lease.${lease}`;
      else if (lease === "active") key = total > 0 && ready >= total ? "lease.active.ready" : ready > 0 ? "lease.active.partially_ready" : "lease.active.starting";
      else if (deployment === "active" && lease === undefined) key = "deployment.active.no_lease";
      const uri = svc.flatMap((s) => s.uris)[0];
      const observedAt = timeOf(at(payload, "observed_at"));
      return {
        provider_deployment_id: dseq!,
        raw_status: `deployment=${deployment} lease=${lease ?? "none"} ready=${ready}/${total}`,
        ...(key ? { status_key: key } : { status_key: `deployment.${deployment}.lease.${lease}` }),
        ...(uri ? { url: uri.startsWith("http") ? uri : `http://${uri}` } : {}),
        ...(observedAt !== undefined ? { observed_at: observedAt } : {}),
      };
    },
  };
}
