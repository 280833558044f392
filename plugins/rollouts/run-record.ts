import type { CollectionSpec, Stored } from "berth/plugin";
import type { AnalysisPhase, Measurement, MetricResult } from "./analysis-engine.ts";
import type { MetricSpec, RUN_PURPOSES, RunView } from "./schemas.ts";

export type RunPurpose = (typeof RUN_PURPOSES)[number];

/** A metric as a run keeps it: the template's, with the template it came from. */
export type RunMetric = MetricSpec & { template: string };

/** One analysis run, in its world: the metrics it started with, each one's tally, its phase. */
export interface RunRecord {
  rollout_id: string;
  agent_passport_id: string;
  deployment_id: string;
  revision: string | null;
  purpose: RunPurpose;
  step_index: number | null;
  templates: { name: string; version: number; on_failure: "abort" | "pause" }[];
  metrics: RunMetric[];
  results: MetricResult[];
  phase: AnalysisPhase;
  message: string | null;
  deciding_metric: string | null;
  terminated: string | null;
  /** Batches of measurements tallied so far (a measurement's `batch`). */
  batches: number;
  started_at: number;
  ended_at: number | null;
}

export type MeasurementRecord = Measurement & { run_id: string };

export const RUNS: CollectionSpec = { name: "analysis_runs", indexes: [{ fields: ["rollout_id", "started_at"] }] };
export const MEASUREMENTS: CollectionSpec = { name: "analysis_measurements", indexes: [{ fields: ["run_id", "batch"] }] };

/**
 * A measurement's id: its run, metric and number. Inserting it is what stores it, so a measurement
 * taken twice (two runners, or one retaken after a crash) is stored once: the second insert fails.
 */
export function measurementId(runId: string, metric: string, seq: number): string {
  return `${runId}:${metric}:${String(seq).padStart(10, "0")}`;
}

export function toRunView(r: Stored<RunRecord>, measurements: Measurement[]): RunView {
  return {
    run_id: r.id,
    rollout_id: r.rollout_id,
    agent_passport_id: r.agent_passport_id,
    deployment_id: r.deployment_id,
    purpose: r.purpose,
    step_index: r.step_index,
    templates: r.templates,
    metrics: r.metrics.map(redactMetric),
    results: r.results,
    phase: r.phase,
    message: r.message,
    deciding_metric: r.deciding_metric,
    terminated: r.terminated,
    started_at: r.started_at,
    ended_at: r.ended_at,
    measurements,
    version: r.version,
  };
}

/** A metric as answers show it: web headers by name only (they may carry credentials). */
export function redactMetric<M extends MetricSpec>({ ...metric }: M): MetricSpec {
  const { template: _t, ...rest } = metric as M & { template?: string };
  const web = rest.provider.web;
  if (web?.headers) return { ...rest, provider: { web: { ...web, headers: Object.fromEntries(Object.keys(web.headers).map((k) => [k, "(hidden)"])) } } };
  return rest;
}

export function stripMeasurement({ run_id: _r, id: _i, version: _v, ...m }: Stored<MeasurementRecord>): Measurement {
  return m;
}
