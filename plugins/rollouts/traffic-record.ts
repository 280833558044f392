import type { CollectionSpec } from "berth/plugin";

/** One report of what a deployment served, posted by the agent or its gateway. */
export interface TrafficRecord {
  deployment_id: string;
  agent_passport_id: string;
  success_count: number;
  error_count: number;
  latency_ms_sum: number | null;
  latency_p95_ms: number | null;
  latency_p99_ms: number | null;
  observed_at: number;
  received_at: number;
}

export const TRAFFIC: CollectionSpec = {
  name: "deployment_traffic",
  indexes: [{ fields: ["deployment_id", "observed_at"] }, { fields: ["observed_at"] }],
};

/** A window's reports added up. */
export interface TrafficTotals {
  reports: number;
  success: number;
  errors: number;
  /** Requests whose latencies were reported with a sum, and that sum. */
  timed: number;
  latency_sum: number;
  p95: number | null;
  p99: number | null;
}

export function addUp(reports: readonly TrafficRecord[]): TrafficTotals {
  const t: TrafficTotals = { reports: 0, success: 0, errors: 0, timed: 0, latency_sum: 0, p95: null, p99: null };
  for (const r of reports) {
    t.reports++;
    t.success += r.success_count;
    t.errors += r.error_count;
    if (r.latency_ms_sum !== null) {
      t.timed += r.success_count + r.error_count;
      t.latency_sum += r.latency_ms_sum;
    }
    // Percentiles of separate reports cannot be merged: the window's is the worst one reported.
    if (r.latency_p95_ms !== null) t.p95 = Math.max(t.p95 ?? 0, r.latency_p95_ms);
    if (r.latency_p99_ms !== null) t.p99 = Math.max(t.p99 ?? 0, r.latency_p99_ms);
  }
  return t;
}
