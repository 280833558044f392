import type { Mode, Principal, WorldStores } from "berth/plugin";
import type { DeploymentsService } from "berth/plugins/deployments";
import type { Reading } from "./analysis-engine.ts";
import { ms } from "./durations.ts";
import type { BerthMetric } from "./schemas.ts";
import { addUp, TRAFFIC, type TrafficRecord } from "./traffic-record.ts";

/** The part of the compute plugin's service this source reads. */
export interface ComputeReader {
  read(caller: Principal, id: string): Promise<{ status: string; expired: boolean } | null>;
}

export interface BerthSourceSpec {
  metric: BerthMetric;
  window?: string;
  compute_passport_id?: string;
}

/** Reports read for one window at most (a gateway reporting every 100 ms for 10 minutes). */
const MAX_REPORTS = 10_000;
const DEFAULT_WINDOW_MS = 60_000;

/** Signals Berth itself has about a deployment: its traffic reports, what its provider says, its compute node. */
export class BerthSource {
  constructor(
    private readonly stores: WorldStores,
    private readonly deployments: DeploymentsService,
    private readonly compute: ComputeReader,
  ) {}

  async measure(mode: Mode, spec: BerthSourceSpec, interval: string | undefined, target: { agent_passport_id: string; deployment_id: string }, now: number): Promise<Reading> {
    switch (spec.metric) {
      case "deployment_state":
      case "deployment_health": {
        const d = await this.deployments.getIn(this.stores.world(mode), target.deployment_id);
        if (!d) return { error: `deployment ${target.deployment_id} not found` };
        return { value: spec.metric === "deployment_state" ? d.actual_state : d.health };
      }
      case "compute_health": {
        const node = spec.compute_passport_id ?? target.agent_passport_id;
        const state = await this.compute.read({ keyId: "rollouts", role: "admin", mode, passports: [] }, node);
        if (!state) return { error: `compute node ${node} has never sent a heartbeat` };
        // A node that stopped sending heartbeats is down, whatever it last said.
        return { value: state.expired ? "down" : state.status };
      }
      default:
        return this.traffic(mode, spec, interval, target.deployment_id, now);
    }
  }

  private async traffic(mode: Mode, spec: BerthSourceSpec, interval: string | undefined, deploymentId: string, now: number): Promise<Reading> {
    const windowMs = spec.window ? ms(spec.window) : interval ? ms(interval) : DEFAULT_WINDOW_MS;
    const col = this.stores.world(mode).collection<TrafficRecord>(TRAFFIC);
    const reports: TrafficRecord[] = [];
    let cursor: string | undefined;
    do {
      const page = await col.find({ where: { deployment_id: deploymentId, observed_at: { gt: now - windowMs, lte: now } }, sort: { field: "observed_at", direction: "asc" }, limit: 1000, cursor });
      reports.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor && reports.length < MAX_REPORTS);
    const t = addUp(reports);
    const total = t.success + t.errors;
    const window = spec.window ?? interval ?? "1m";
    switch (spec.metric) {
      case "request_count":
        return { value: total };
      case "error_rate":
      case "success_rate":
        if (total === 0) return { error: `no requests reported for deployment ${deploymentId} in the last ${window}` };
        return { value: (spec.metric === "error_rate" ? t.errors : t.success) / total };
      case "latency_avg_ms":
        if (t.timed === 0) return { error: `no latencies reported for deployment ${deploymentId} in the last ${window}` };
        return { value: t.latency_sum / t.timed };
      case "latency_p95_ms":
      case "latency_p99_ms": {
        const value = spec.metric === "latency_p95_ms" ? t.p95 : t.p99;
        if (value === null) return { error: `no ${spec.metric.slice(8, 11)} latency reported for deployment ${deploymentId} in the last ${window}` };
        return { value };
      }
      default:
        return { error: `unknown berth metric ${spec.metric as string}` };
    }
  }
}
