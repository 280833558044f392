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

/** A replica count: a non-negative integer (relays may forward it as text), else undefined. */
function count(value: unknown): number | undefined {
  const n = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/**
 * One service of a lease, as the provider's lease status names it (`ready_replicas`,
 * `available_replicas` or `available`; `total` or `replicas`), or a problem with it.
 */
function service(s: unknown, field: string): Service | { field: string; problem: string } {
  if (s === null || typeof s !== "object" || Array.isArray(s)) return { field, problem: "must be an object with the service's replica counts" };
  const ready = count(at(s, "ready_replicas") ?? at(s, "available_replicas") ?? at(s, "available"));
  const total = count(at(s, "total") ?? at(s, "replicas"));
  if (ready === undefined || total === undefined) return { field, problem: "must have ready_replicas (or available_replicas, available) and total (or replicas) as non-negative integers" };
  const uris = at(s, "uris");
  return { ready, total, uris: Array.isArray(uris) ? uris.filter((u): u is string => typeof u === "string") : [] };
}

/**
 * The lease's services: the provider's own lease status keys them by service name
 * (`{"web": {"ready_replicas": 1, "total": 1, "uris": [...]}}`), relays may send a list. Absent:
 * null. A shape neither of those is refused, never read as zero replicas.
 */
function services(payload: unknown): Service[] | null {
  const value = at(payload, "services");
  if (value === undefined || value === null) return null;
  if (typeof value !== "object") throw webhookErrors.unreadable("akash", [{ field: "services", problem: "must be an object keyed by service name or a list of services" }]);
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((s, i) => [`services.${i}`, s]) : Object.entries(value).map(([name, s]) => [`services.${name}`, s]);
  const read = entries.map(([field, s]) => service(s, field));
  const problems = read.filter((r): r is { field: string; problem: string } => "problem" in r);
  if (problems.length > 0) throw webhookErrors.unreadable("akash", problems.slice(0, 10));
  return read as Service[];
}

/**
 * Akash Network: no webhooks of its own. An operator's relay polls the deployment (by its dseq:
 * deployment state active|closed, lease state active|insufficient_funds|closed, and the provider's
 * lease status: per service the ready replicas and URIs) and forwards what it sees, signed with
 * Standard Webhooks.
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
      // An active lease is judged by its replicas: without them Berth cannot tell starting from ready.
      if (svc === null && lease === "active" && deployment !== "closed") throw webhookErrors.unreadable("akash", [{ field: "services", problem: "is missing: an active lease's services say whether it is ready" }]);
      const ready = (svc ?? []).reduce((n, s) => n + s.ready, 0);
      const total = (svc ?? []).reduce((n, s) => n + s.total, 0);
      let key: string | undefined;
      if (deployment === "closed") key = "deployment.closed";
      else if (lease === "closed" || lease === "insufficient_funds") key = `lease.${lease}`;
      else if (lease === "active") key = total > 0 && ready >= total ? "lease.active.ready" : ready > 0 ? "lease.active.partially_ready" : "lease.active.starting";
      else if (deployment === "active" && lease === undefined) key = "deployment.active.no_lease";
      const uri = (svc ?? []).flatMap((s) => s.uris)[0];
      const observedAt = timeOf(at(payload, "observed_at"));
      return {
        provider_deployment_id: dseq!,
        raw_status: `deployment=${deployment} lease=${lease ?? "none"} ready=${ready}/${total}`,
        ...(key ? { status_key: key } : { status_key: `deployment.${deployment}.lease.${lease}` }),
        // Ingress host names come bare: where deliveries are received they become https://….
        ...(uri ? { url: uri } : {}),
        ...(observedAt !== undefined ? { observed_at: observedAt } : {}),
      };
    },
  };
}
