import { env, parseAllowList, type ConfigValues, type ConfigVar } from "berth/plugin";

/** ROLLOUTS_ALLOWED_HOSTS: hosts and CIDRs, each checked at start. */
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

export const ROLLOUTS_CONFIG = {
  ROLLOUTS_ALLOWED_HOSTS: allowListVar(
    "Hosts (by name) and addresses or CIDRs that web and prometheus metric sources and approval gates may reach although they are private, loopback, link-local or metadata addresses: your Prometheus inside the cluster (`prometheus.monitoring`, `10.0.0.0/8`), or `127.0.0.1` for local development.",
  ),
  ROLLOUTS_SHARDS: env.integer({ description: "Runner shards: each is one scheduler job with its own lease, so the instances sharing a store split the rollouts between them.", default: 8, min: 1, max: 256 }),
  ROLLOUTS_LEASE_MS: env.integer({ description: "A runner shard's lease: another instance takes over a dead one's rollouts after this, ms.", default: 15_000, min: 500, max: 600_000 }),
  ROLLOUTS_TICK_MS: env.integer({ description: "Longest wait between a shard's looks at the store (what other instances made due), ms; due times this instance knows are kept to the millisecond.", default: 1000, min: 10, max: 60_000 }),
  ROLLOUTS_CONCURRENCY: env.integer({ description: "Rollouts one shard reconciles at once (their measurements and gates are network calls).", default: 32, min: 1, max: 1000 }),
  ROLLOUTS_TRAFFIC_RETENTION_MS: env.integer({ description: "How long traffic reports (POST /v1/deployments/{id}/metrics) are kept: longer than any metric's window, ms; default 24 h.", default: 86_400_000, min: 60_000 }),
};

export type RolloutsConfig = ConfigValues<typeof ROLLOUTS_CONFIG>;
