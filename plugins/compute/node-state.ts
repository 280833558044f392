/** The spec's expiry: a node whose last heartbeat is older than this is reported expired (503). */
export const HEARTBEAT_EXPIRY_MS = 30_000;

export type NodeStatus = "healthy" | "degraded" | "down";

/** What is stored per compute node: its last heartbeat. */
export interface NodeRecord {
  status: NodeStatus;
  queue_depth: number | null;
  price_per_1k_tokens_estimate: number | null;
  p95_ms_estimate: number | null;
  last_heartbeat_at: number;
  first_seen_at: number;
  heartbeat_count: number;
}

/** The `state` object of the health answer. */
export interface NodeState extends NodeRecord {
  compute_passport_id: string;
  age_ms: number;
  expires_at: number;
  expired: boolean;
}

export function toState(id: string, r: NodeRecord, now: number, expiryMs: number): NodeState {
  const age = Math.max(0, now - r.last_heartbeat_at);
  return {
    compute_passport_id: id,
    status: r.status,
    queue_depth: r.queue_depth,
    price_per_1k_tokens_estimate: r.price_per_1k_tokens_estimate,
    p95_ms_estimate: r.p95_ms_estimate,
    last_heartbeat_at: r.last_heartbeat_at,
    first_seen_at: r.first_seen_at,
    heartbeat_count: r.heartbeat_count,
    age_ms: age,
    expires_at: r.last_heartbeat_at + expiryMs,
    // "more than 30 seconds since the last heartbeat": exactly 30 s is still alive.
    expired: age > expiryMs,
  };
}
