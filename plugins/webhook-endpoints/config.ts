import { env, parseAllowList, type ConfigValues, type ConfigVar } from "berth/plugin";
import { scheduleVar } from "./retry-schedule.ts";

/** WEBHOOK_ENDPOINTS_ALLOWED_HOSTS: hosts and CIDRs, each checked at start. */
function allowListVar(description: string): ConfigVar<string[]> {
  const list = env.list({ description });
  return {
    ...list,
    kind: "comma-separated hosts and CIDRs",
    parse: (raw) => {
      const parsed = list.parse(raw);
      if (!parsed.ok) return parsed;
      const problems = parseAllowList(parsed.value);
      return problems.length > 0 ? { ok: false, problem: problems.join("; ") } : parsed;
    },
  };
}

export const WEBHOOK_ENDPOINTS_CONFIG = {
  WEBHOOK_ENDPOINTS_ALLOWED_HOSTS: allowListVar(
    "Hosts (by name) and addresses or CIDRs that webhook endpoints may use although they are private, loopback, link-local or metadata addresses: for local development and tests (`127.0.0.1`, `10.0.0.0/8`, `hooks.internal`).",
  ),
  WEBHOOK_ENDPOINTS_ALLOW_HTTP: env.boolean({ description: "Whether live-world endpoints may use http (test-world ones always may); for local development.", default: false }),
  WEBHOOK_ENDPOINTS_TIMEOUT_MS: env.integer({ description: "One delivery attempt (connect, send, answer): past it the attempt failed and is retried, ms.", default: 5000, min: 100, max: 60_000 }),
  WEBHOOK_ENDPOINTS_CONCURRENCY: env.integer({
    description: "Requests in flight per endpoint, at most one per subject: each subject's events arrive in order, different subjects' side by side. 1: one request at a time, every event in the log's order.",
    default: 8,
    min: 1,
    max: 64,
  }),
  WEBHOOK_ENDPOINTS_RETRY_SCHEDULE: scheduleVar("Delays between attempts at one event, each drawn within ±20%: after the last, the message has failed. Shorten it for tests (`200ms,200ms,200ms`)."),
  WEBHOOK_ENDPOINTS_DISABLE_AFTER_MS: env.integer({
    description: "An endpoint whose every attempt has failed this long is disabled (and a `webhook_endpoint.disabled` event says so), ms; default 5 days.",
    default: 5 * 86_400_000,
    min: 1000,
  }),
  WEBHOOK_ENDPOINTS_SECRET_OVERLAP_MS: env.integer({ description: "After a secret rotation, how long the old secret keeps signing beside the new one, ms (default 24 h).", default: 86_400_000, min: 0, max: 7 * 86_400_000 }),
  WEBHOOK_ENDPOINTS_RETENTION_MS: env.integer({
    description: "How long delivery attempts, and messages delivered or failed, are kept (what replay `since` can reach), ms; default 30 days.",
    default: 30 * 86_400_000,
    min: 1000,
  }),
  WEBHOOK_ENDPOINTS_LEASE_MS: env.integer({ description: "A group of endpoints' delivery lease: another process delivers a dead one's groups after this, ms.", default: 10_000, min: 500 }),
  WEBHOOK_ENDPOINTS_GROUPS: env.integer({
    description: "Groups the endpoints of a world are divided in, each delivered by one process at a time (a lease each), spread over the instances and worker processes. The same on every instance.",
    default: 8,
    min: 1,
    max: 256,
  }),
  WEBHOOK_ENDPOINTS_POLL_MS: env.integer({ description: "How often the dispatcher looks for due endpoints in the groups it holds (retries come due, messages other processes queued), ms.", default: 50, min: 5, max: 60_000 }),
};

export type WebhookEndpointsConfig = ConfigValues<typeof WEBHOOK_ENDPOINTS_CONFIG>;
