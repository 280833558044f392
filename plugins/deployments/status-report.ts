import { liveSlot, providerKey, toView, type DeploymentRecord } from "./deployment-record.ts";
import { deploymentErrors } from "./errors.ts";
import type { Stored } from "berth/plugin";
import { transitionPath, type ActualState, type Health } from "./state-machine.ts";

/** What a provider (or an operator on its behalf) saw of a deployment. */
export interface StatusReport {
  actual_state?: ActualState;
  health?: Health;
  url?: string;
  provider_deployment_id?: string;
  /** Unix ms; default: now. */
  observed_at?: number;
}

/** How far past now a report's observed_at may be: clocks differ a little, never by more. Further ahead is refused where reports come in. */
export const MAX_OBSERVED_AHEAD_MS = 5 * 60 * 1000;

/** One change a report made, for its event. */
export type ReportChange = { kind: "state"; from: ActualState; to: ActualState } | { kind: "health"; from: Health; to: Health };

export interface AppliedReport {
  next: DeploymentRecord;
  changes: ReportChange[];
  /** The report was older than the last applied one: nothing changed. */
  stale: boolean;
}

/**
 * The deployment after a report: the lifecycle allows the step (or the short catch-up through
 * deploying), a report older than the last one applied (by observed_at) changes nothing, and
 * reaching terminated frees the deployment's slot (it retires), a terminated deployment takes no
 * report at all. Throws the 409s a report can earn.
 */
export function applyReport(current: Stored<DeploymentRecord>, report: StatusReport, now: number): AppliedReport {
  // Terminated is final: a url, a health or a provider id reported afterwards would only let a
  // deployment that ended be used as a mailbox (another provider id, another tenant's webhooks).
  if (current.actual_state === "terminated") throw deploymentErrors.terminated(toView(current));
  // What the provider observed is ordered by time: a report older than the last applied one
  // changes nothing, its url included. Only a report of the state or health moves observed_at; a
  // url alone leaves it where it was.
  const observes = report.actual_state !== undefined || report.health !== undefined;
  const ordered = observes || report.url !== undefined;
  // Nothing is observed after it is applied: a clock a little ahead counts as now, so it cannot
  // make the next, real report look stale.
  const observedAt = Math.min(report.observed_at ?? now, now);
  if (ordered && current.observed_at !== null && observedAt < current.observed_at) return { next: current, changes: [], stale: true };
  const { id: _id, version: _version, ...record } = current;
  const next: DeploymentRecord = { ...record, observed_at: observes ? observedAt : current.observed_at, updated_at: now };
  const changes: ReportChange[] = [];
  if (report.provider_deployment_id !== undefined && report.provider_deployment_id !== current.provider_deployment_id) {
    if (current.provider_deployment_id !== null) throw deploymentErrors.providerIdMismatch(toView(current), report.provider_deployment_id);
    next.provider_deployment_id = report.provider_deployment_id;
    next.provider_key = providerKey(current.provider, report.provider_deployment_id);
  }
  if (report.actual_state !== undefined) {
    const path = transitionPath(current.actual_state, report.actual_state);
    if (path === null) throw deploymentErrors.invalidTransition(toView(current), report.actual_state);
    let from: ActualState = current.actual_state;
    for (const to of path) {
      changes.push({ kind: "state", from, to });
      from = to;
    }
    next.actual_state = report.actual_state;
    if (report.actual_state === "terminated") {
      next.terminated_at = now;
      if (next.slot !== "retired") {
        next.slot = "retired";
        next.retired_at = now;
      }
    }
    next.live_slot = liveSlot(next.agent_passport_id, next.slot, next.actual_state);
  }
  if (report.health !== undefined && report.health !== current.health) {
    changes.push({ kind: "health", from: current.health, to: report.health });
    next.health = report.health;
  }
  if (report.url !== undefined) next.url = report.url;
  return { next, changes, stale: false };
}
