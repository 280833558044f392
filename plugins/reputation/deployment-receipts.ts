import type { BerthEvent } from "berth/plugin";
import type { Receipt } from "./score-inputs.ts";

interface DeploymentState {
  slot: string;
  actual_state: string;
  health: string;
}

/** True while a deployment serves as the primary, running and healthy: the time receipt-volume-v1 counts. */
function serving(d: DeploymentState | undefined): boolean {
  return d !== undefined && d.slot === "primary" && d.actual_state === "running" && d.health === "healthy";
}

/**
 * Each deployment's time as a running, healthy primary within the window, from its events (every
 * deployment event carries the deployment as it is after the change, with the time it committed):
 * from each event that leaves it serving to the next that does not, or to the window's end. One
 * receipt per deployment that served, `deployment:<id>`, amount in ms.
 */
export function deploymentReceipts(events: BerthEvent[], window: { from: number; asOf: number }): Receipt[] {
  const state = new Map<string, { serving: boolean; since: number; ms: number; last: number }>();
  for (const event of events) {
    const data = event.data as { deployment_id?: string; deployment?: DeploymentState };
    if (!data.deployment_id || !data.deployment) continue;
    const at = Math.min(Math.max(Date.parse(event.time), window.from), window.asOf);
    const s = state.get(data.deployment_id) ?? { serving: false, since: at, ms: 0, last: at };
    if (s.serving) s.ms += at - s.since;
    s.serving = serving(data.deployment);
    s.since = at;
    s.last = at;
    state.set(data.deployment_id, s);
  }
  const receipts: Receipt[] = [];
  for (const [id, s] of [...state].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const ms = s.ms + (s.serving ? window.asOf - s.since : 0);
    if (ms > 0) receipts.push({ id: `deployment:${id}`, kind: "deployment", amount: String(ms), unit: "ms", at: s.last });
  }
  return receipts;
}
