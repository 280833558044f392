import { ConditionError, evaluateCondition, type MeasuredValue } from "./conditions.ts";
import { ms } from "./durations.ts";

/**
 * The analysis semantics of Argo Rollouts (analysis/analysis.go and utils/evaluate), as pure
 * functions: how one measured value becomes a measurement phase, how measurements add up in a
 * metric's result, when a metric and a run are decided and what decided them. The runner and the
 * replay of a stored run both go through these, so a replay reaches the same decision.
 */

export type AnalysisPhase = "Pending" | "Running" | "Successful" | "Failed" | "Inconclusive" | "Error";
export type MeasurementPhase = "Successful" | "Failed" | "Inconclusive" | "Error";

/** Argo's DefaultConsecutiveErrorLimit. */
export const DEFAULT_CONSECUTIVE_ERROR_LIMIT = 4;
/** After an error, the next measurement comes this soon (Argo's DefaultErrorRetryInterval), or after the interval when that is shorter. */
export const ERROR_RETRY_MS = 10_000;
/** A metric without an interval that must measure again (after an error) waits this long. */
const DEFAULT_INTERVAL_MS = 10_000;

/** What the engine needs of a metric (the template's metric, as stored in the run). */
export interface MetricRules {
  name: string;
  interval?: string;
  count?: number;
  initial_delay?: string;
  success_condition?: string;
  failure_condition?: string;
  failure_limit?: number;
  inconclusive_limit?: number;
  consecutive_success_limit?: number;
  consecutive_error_limit?: number;
  dry_run?: boolean;
}

/** Which condition gave a measurement its phase. */
export type DecidingCondition = "success_condition" | "failure_condition" | null;

/** One measurement of one metric, as kept for ever with its run. */
export interface Measurement {
  metric: string;
  /** 1, 2, ... per metric: a measurement's identity, so none is stored or counted twice. */
  seq: number;
  phase: MeasurementPhase;
  /** What the source answered (null when it answered nothing: see `error`). */
  value: MeasuredValue | null;
  /** Why the measurement is an Error: the source was down, or a condition could not be evaluated. */
  error: string | null;
  /** `source`: nothing was measured; `condition`: a value was, and no condition could judge it. */
  error_kind: "source" | "condition" | null;
  /** The condition whose verdict gave the phase (null: no conditions, or an error). */
  decided_by: DecidingCondition;
  due_at: number;
  started_at: number;
  finished_at: number;
  /** When it was tallied and the run assessed with it: the decision it could make was made then. */
  recorded_at: number;
  /** Which runner took it (host:pid:instance). */
  taken_by: string;
  /** The run's assessment this measurement was part of: measurements of one batch were tallied together, then assessed. */
  batch: number;
}

/** One metric's tally within a run (Argo's MetricResult). */
export interface MetricResult {
  name: string;
  phase: AnalysisPhase;
  /** Measurements that were not errors (Argo's Count). */
  count: number;
  successful: number;
  failed: number;
  inconclusive: number;
  error: number;
  consecutive_error: number;
  consecutive_success: number;
  /** Measurements taken, errors included: the next one's seq is this plus one. */
  measured: number;
  /** When the next measurement is due; null once the metric is decided (or the run is ending). */
  next_due_at: number | null;
  /** Why the metric has its phase, once decided ("failed (1) > failure_limit (0)"). */
  message: string | null;
  dry_run: boolean;
}

/** A measured value, or why there is none. */
export type Reading = { value: MeasuredValue } | { error: string };

export type Judgement = Pick<Measurement, "phase" | "error" | "error_kind" | "decided_by">;

/** Argo's EvaluateResult: the phase of one reading under the metric's conditions. */
export function judge(metric: MetricRules, reading: Reading): Judgement {
  if ("error" in reading) return { phase: "Error", error: reading.error, error_kind: "source", decided_by: null };
  const verdict = judgeValue(metric, reading.value);
  return { ...verdict, error_kind: verdict.error === null ? null : "condition" };
}

function judgeValue(metric: MetricRules, value: MeasuredValue): Omit<Judgement, "error_kind"> {
  const { success_condition: success, failure_condition: failure } = metric;
  if (!success && !failure) return { phase: "Successful", error: null, decided_by: null };
  let succeeded = false;
  let failed = false;
  try {
    if (success) succeeded = evaluateCondition(success, value);
    if (failure) failed = evaluateCondition(failure, value);
  } catch (err) {
    if (err instanceof ConditionError) return { phase: "Error", error: err.message, decided_by: null };
    throw err;
  }
  // Without a failure condition a measurement fails when its success condition is not true; without
  // a success condition it succeeds when its failure condition is not true.
  if (success && !failure) return succeeded ? { phase: "Successful", error: null, decided_by: "success_condition" } : { phase: "Failed", error: null, decided_by: "success_condition" };
  if (!success && failure) return failed ? { phase: "Failed", error: null, decided_by: "failure_condition" } : { phase: "Successful", error: null, decided_by: "failure_condition" };
  if (failed) return { phase: "Failed", error: null, decided_by: "failure_condition" };
  if (!succeeded) return { phase: "Inconclusive", error: null, decided_by: null };
  return { phase: "Successful", error: null, decided_by: "success_condition" };
}

/** Argo's EffectiveCount: the measurements a metric takes, null for "until the run ends". */
export function effectiveCount(metric: MetricRules): number | null {
  if (metric.count === undefined || metric.count === 0) return metric.interval ? null : 1;
  return metric.count;
}

export function emptyResult(metric: MetricRules, startedAt: number): MetricResult {
  return {
    name: metric.name,
    phase: "Pending",
    count: 0,
    successful: 0,
    failed: 0,
    inconclusive: 0,
    error: 0,
    consecutive_error: 0,
    consecutive_success: 0,
    measured: 0,
    next_due_at: startedAt + (metric.initial_delay ? ms(metric.initial_delay) : 0),
    message: null,
    dry_run: metric.dry_run === true,
  };
}

const COMPLETED = new Set<AnalysisPhase>(["Successful", "Failed", "Inconclusive", "Error"]);
export const isCompleted = (phase: AnalysisPhase): boolean => COMPLETED.has(phase);

/** Adds a measurement to its metric's tally (Argo's runMeasurements). */
export function tally(result: MetricResult, m: Pick<Measurement, "phase">): MetricResult {
  const r = { ...result, measured: result.measured + 1 };
  switch (m.phase) {
    case "Successful":
      return { ...r, successful: r.successful + 1, count: r.count + 1, consecutive_error: 0, consecutive_success: r.consecutive_success + 1 };
    case "Failed":
      return { ...r, failed: r.failed + 1, count: r.count + 1, consecutive_error: 0, consecutive_success: 0 };
    case "Inconclusive":
      return { ...r, inconclusive: r.inconclusive + 1, count: r.count + 1, consecutive_error: 0, consecutive_success: 0 };
    case "Error":
      return { ...r, error: r.error + 1, consecutive_error: r.consecutive_error + 1, consecutive_success: 0 };
  }
}

/** When the measurement after `m` is due: on the metric's cadence, or a whole interval after a late one. */
export function nextDue(metric: MetricRules, m: Pick<Measurement, "phase" | "due_at" | "finished_at">): number {
  const interval = metric.interval ? ms(metric.interval) : DEFAULT_INTERVAL_MS;
  const wait = m.phase === "Error" ? Math.min(ERROR_RETRY_MS, interval) : interval;
  const onCadence = m.due_at + wait;
  return onCadence > m.finished_at ? onCadence : m.finished_at + wait;
}

/** Argo's assessMetricFailureInconclusiveOrError: a limit passed, and which. */
function limitPassed(metric: MetricRules, r: MetricResult): { phase: AnalysisPhase; message: string } | null {
  let found: { phase: AnalysisPhase; message: string } | null = null;
  const failureLimit = metric.failure_limit ?? 0;
  if (failureLimit >= 0 && r.failed > failureLimit) found = { phase: "Failed", message: `failed (${r.failed}) > failure_limit (${failureLimit})` };
  const inconclusiveLimit = metric.inconclusive_limit ?? 0;
  if (r.inconclusive > inconclusiveLimit) found = { phase: "Inconclusive", message: `inconclusive (${r.inconclusive}) > inconclusive_limit (${inconclusiveLimit})` };
  const errorLimit = metric.consecutive_error_limit ?? DEFAULT_CONSECUTIVE_ERROR_LIMIT;
  if (r.consecutive_error > errorLimit) found = { phase: "Error", message: `consecutive_error (${r.consecutive_error}) > consecutive_error_limit (${errorLimit})` };
  return found;
}

/** Argo's assessMetricStatus: the phase of one metric now, and why when it is decided. */
export function assessMetric(metric: MetricRules, r: MetricResult, terminating: boolean): { phase: AnalysisPhase; message: string | null } {
  if (isCompleted(r.phase)) return { phase: r.phase, message: r.message };
  if (r.measured === 0) return terminating ? { phase: "Successful", message: "run ended before a measurement" } : { phase: "Pending", message: null };
  const passed = limitPassed(metric, r);
  if (passed) return passed;
  const successLimit = metric.consecutive_success_limit ?? 0;
  if (successLimit > 0 && r.consecutive_success >= successLimit) return { phase: "Successful", message: `consecutive_success (${r.consecutive_success}) reached consecutive_success_limit (${successLimit})` };
  const count = effectiveCount(metric);
  if (count !== null && r.count >= count) {
    const failureApplicable = (metric.failure_limit ?? 0) >= 0;
    const successApplicable = successLimit > 0;
    if (failureApplicable && successApplicable) {
      return { phase: "Inconclusive", message: `count (${count}) reached: consecutive_success_limit (${successLimit}) not reached, failure_limit (${metric.failure_limit ?? 0}) not passed` };
    }
    if (successApplicable) return { phase: "Failed", message: `count (${count}) reached without consecutive_success_limit (${successLimit})` };
    return { phase: "Successful", message: `count (${count}) reached` };
  }
  return terminating ? { phase: "Successful", message: "run ended while measuring" } : { phase: "Running", message: null };
}

/** Best to worst (Argo's analysisStatusOrder). */
const ORDER: AnalysisPhase[] = ["Successful", "Running", "Pending", "Inconclusive", "Error", "Failed"];
const worse = (a: AnalysisPhase, b: AnalysisPhase): boolean => ORDER.indexOf(b) > ORDER.indexOf(a);

/** Argo's IsTerminating: ended by request, or a metric (not in dry run) already decided against. */
export function isTerminating(results: readonly MetricResult[], terminated: boolean): boolean {
  return terminated || results.some((r) => !r.dry_run && (r.phase === "Failed" || r.phase === "Error" || r.phase === "Inconclusive"));
}

export interface RunAssessment {
  phase: AnalysisPhase;
  results: MetricResult[];
  /** The metric whose phase is the run's (the worst one not in dry run), once the run is decided. */
  deciding: string | null;
}

/**
 * Argo's assessRunStatus: every metric's phase brought up to date, then the run's: Running while a
 * metric is, else the worst phase of the metrics not in dry run (dry-run metrics are measured and
 * shown, and decide nothing). A run that is terminating ends with what its metrics have.
 */
export function assessRun(metrics: readonly MetricRules[], results: readonly MetricResult[], terminated: boolean): RunAssessment {
  // Terminating is judged on the phases before this assessment, then once more after it, as
  // Argo's next reconcile would: a metric that just failed ends the others in the same pass.
  let current = [...results];
  for (let pass = 0; pass < 2; pass++) {
    const terminating = isTerminating(current, terminated);
    current = current.map((r) => {
      const metric = metrics.find((m) => m.name === r.name)!;
      const { phase, message } = assessMetric(metric, r, terminating);
      return phase === r.phase ? r : { ...r, phase, message, next_due_at: isCompleted(phase) ? null : r.next_due_at };
    });
  }
  const terminating = isTerminating(current, terminated);
  let worst: AnalysisPhase | null = null;
  let deciding: string | null = null;
  let everythingCompleted = true;
  for (const r of current) {
    if (!isCompleted(r.phase)) {
      everythingCompleted = false;
      continue;
    }
    if (r.dry_run) {
      worst ??= "Successful";
      continue;
    }
    if (worst === null || worse(worst, r.phase)) {
      worst = r.phase;
      deciding = r.name;
    }
  }
  if (terminating) {
    current = current.map((r) => (isCompleted(r.phase) ? r : { ...r, next_due_at: null }));
    return { phase: worst ?? "Successful", results: current, deciding: worst === "Successful" ? null : deciding };
  }
  if (!everythingCompleted || worst === null) return { phase: "Running", results: current, deciding: null };
  return { phase: worst, results: current, deciding: worst === "Successful" ? null : deciding };
}

/** The measurements due at `now` in a run that is still running: metrics not decided whose time has come. */
export function dueMetrics(metrics: readonly MetricRules[], results: readonly MetricResult[], now: number): MetricRules[] {
  if (isTerminating(results, false)) return [];
  return metrics.filter((m) => {
    const r = results.find((x) => x.name === m.name)!;
    if (isCompleted(r.phase) || r.next_due_at === null || r.next_due_at > now) return false;
    const count = effectiveCount(m);
    return count === null || r.count < count;
  });
}

/** Adds a measurement to its metric's result, with when the next one is due. */
export function record(metric: MetricRules, result: MetricResult, m: Measurement): MetricResult {
  const counted = tally(result, m);
  const count = effectiveCount(metric);
  const more = count === null || counted.count < count;
  return { ...counted, phase: counted.phase === "Pending" ? "Running" : counted.phase, next_due_at: more ? nextDue(metric, m) : null };
}

export interface Replay {
  phase: AnalysisPhase;
  results: MetricResult[];
  deciding: string | null;
  /** Stored measurements whose phase the conditions no longer give (none, for a faithful store). */
  mismatches: { metric: string; seq: number; stored: MeasurementPhase; replayed: MeasurementPhase }[];
}

/**
 * A stored run decided again from its measurements alone: each value judged by the metric's
 * conditions as stored with the run, tallied in order, assessed after each as the runner did.
 */
export function replay(metrics: readonly MetricRules[], measurements: readonly Measurement[], startedAt: number, terminated: boolean): Replay {
  let results = metrics.map((m) => emptyResult(m, startedAt));
  const mismatches: Replay["mismatches"] = [];
  const order = (name: string) => metrics.findIndex((m) => m.name === name);
  const ordered = [...measurements].sort((a, b) => a.batch - b.batch || order(a.metric) - order(b.metric) || a.seq - b.seq);
  let assessed: RunAssessment = { phase: "Running", results, deciding: null };
  for (let i = 0; i < ordered.length; ) {
    const batch = ordered[i]!.batch;
    for (; i < ordered.length && ordered[i]!.batch === batch; i++) {
      const m = ordered[i]!;
      const metric = metrics.find((x) => x.name === m.metric);
      if (!metric) continue;
      const judged = judge(metric, m.error_kind === "source" ? { error: m.error ?? "" } : { value: m.value as MeasuredValue });
      if (judged.phase !== m.phase) mismatches.push({ metric: m.metric, seq: m.seq, stored: m.phase, replayed: judged.phase });
      results = results.map((r) => (r.name === m.metric ? record(metric, r, { ...m, phase: judged.phase }) : r));
    }
    assessed = assessRun(metrics, results, false);
    results = assessed.results;
  }
  if (terminated) assessed = assessRun(metrics, results, true);
  return { phase: assessed.phase, results: assessed.results, deciding: assessed.deciding, mismatches };
}
