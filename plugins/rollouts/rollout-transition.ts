import { randomUUID } from "node:crypto";
import { DuplicateKeyError, isBerthError, type Stored, type WorldTransaction } from "berth/plugin";
import type { Actor, DeploymentView } from "berth/plugins/deployments";
import { assessRun, emptyResult, isCompleted, judge, record, type AnalysisPhase, type Measurement, type Reading } from "./analysis-engine.ts";
import { collections, type Collections } from "./collections.ts";
import { ms } from "./durations.ts";
import { isActive, toRolloutView, type PauseReason, type RolloutRecord, type RolloutStatus } from "./rollout-record.ts";
import { SOURCE, type RolloutEventType } from "./rollout-events.ts";
import { refreshRouting, type RoutingDeps } from "./routing-table.ts";
import { measurementId, stripMeasurement, type RunMetric, type RunPurpose, type RunRecord } from "./run-record.ts";
import type { Decision } from "./schemas.ts";

/** A rollout's document changed since it was read: the work is done again from the new state. */
export class Contended extends Error {}

/** Measurements kept in a decision at most (the deciding metric's latest). */
const DECISION_MEASUREMENTS = 100;

export type TransitionDeps = RoutingDeps;

/** A measurement taken outside the transaction, to be recorded in it. */
export interface Taken {
  metric: string;
  reading: Reading;
  due_at: number;
  started_at: number;
  finished_at: number;
}

type Run = { stored: Stored<RunRecord> | null; draft: RunRecord; id: string };

/**
 * One change of one rollout, inside one store transaction: it reads the rollout and its active run,
 * changes drafts of them, and writes them back with compare-and-set, together with the measurements
 * taken, the deployments' promote or rollback, the routing table and every event. Two runners (or
 * a runner and a person's control) working on the same version of a rollout: one commits, the
 * other's compare-and-set fails and nothing of its work remains.
 */
export class Transition {
  readonly r: RolloutRecord;
  readonly col: Collections;
  private readonly runs = new Map<string, Run>();
  private readonly measurements: Measurement[] = [];
  private measuredRun: string | null = null;
  private routingDirty = false;
  private readonly deployments = new Map<string, DeploymentView | null>();
  /** Set when anything moved: the progress deadline counts from the last move. */
  moved = false;

  constructor(
    readonly tx: WorldTransaction,
    private readonly deps: TransitionDeps,
    private readonly stored: Stored<RolloutRecord>,
    readonly now: number,
    /** The key whose control this is; null for the runner. */
    readonly by: string | null,
    /** The active run as read with this version of the rollout (every change of a run changes its rollout too). */
    seenRun?: Stored<RunRecord> | null,
  ) {
    this.r = structuredClone(stripStored(stored));
    this.col = collections(tx);
    if (seenRun && seenRun.id === this.r.active_run_id) {
      const { id: _i, version: _v, ...draft } = seenRun;
      this.runs.set(seenRun.id, { stored: seenRun, draft: structuredClone(draft), id: seenRun.id });
    }
  }

  get id(): string {
    return this.stored.id;
  }

  private actor(): Actor {
    return { type: "rollout", rollout_id: this.id, key_id: this.by };
  }

  /** A deployment as this transaction sees it (read once; again after a promote or rollback changed it). */
  async deployment(id: string): Promise<DeploymentView | null> {
    let found = this.deployments.get(id);
    if (found === undefined) {
      found = await this.deps.deployments.getIn(this.tx, id);
      this.deployments.set(id, found);
    }
    return found;
  }

  async emit(type: RolloutEventType, data: Record<string, unknown> = {}, subject = this.r.agent_passport_id): Promise<void> {
    await this.deps.events.append(this.tx, { type, source: SOURCE, subject, data: { rollout_id: this.id, agent_passport_id: this.r.agent_passport_id, deployment_id: this.r.deployment_id, ...data } });
  }

  /** The run being measured now, loaded once per transition. */
  async activeRun(): Promise<Run | null> {
    if (!this.r.active_run_id) return null;
    return this.run(this.r.active_run_id);
  }

  async run(id: string): Promise<Run | null> {
    let run = this.runs.get(id);
    if (!run) {
      const stored = await this.col.runs.get(id);
      if (!stored) return null;
      const { id: _i, version: _v, ...draft } = stored;
      run = { stored, draft: structuredClone(draft), id };
      this.runs.set(id, run);
    }
    return run;
  }

  /** Starts an analysis run of `templates`; one that cannot start (a template gone, metric names repeated) ends Error at once. */
  async startRun(purpose: RunPurpose, stepIndex: number | null, templates: string[]): Promise<string> {
    const id = randomUUID();
    const metrics: RunMetric[] = [];
    const used: RunRecord["templates"] = [];
    let problem: string | null = null;
    for (const name of templates) {
      const t = await this.col.templates.get(name);
      if (!t) {
        problem = `analysis template ${name} does not exist (any more)`;
        break;
      }
      used.push({ name, version: t.version, on_failure: t.on_failure ?? "abort" });
      for (const m of t.metrics) {
        if (metrics.some((x) => x.name === m.name)) problem = `metric ${m.name} is in more than one of the templates ${templates.join(", ")}`;
        metrics.push({ ...m, template: name });
      }
    }
    const draft: RunRecord = {
      rollout_id: this.id,
      agent_passport_id: this.r.agent_passport_id,
      deployment_id: this.r.deployment_id,
      revision: this.r.revision,
      purpose,
      step_index: stepIndex,
      templates: used,
      metrics: problem ? [] : metrics,
      results: problem ? [] : metrics.map((m) => emptyResult(m, this.now)),
      phase: problem ? "Error" : "Running",
      message: problem,
      deciding_metric: null,
      terminated: null,
      batches: 0,
      started_at: this.now,
      ended_at: problem ? this.now : null,
    };
    this.runs.set(id, { stored: null, draft, id });
    this.r.active_run_id = id;
    this.r.runs.push({ run_id: id, purpose, step_index: stepIndex, phase: draft.phase, started_at: this.now, ended_at: draft.ended_at });
    await this.emit("analysis_run.started", { run_id: id, purpose, step_index: stepIndex, templates: used, metrics: metrics.map((m) => m.name) });
    if (problem) await this.emit("analysis_run.error", { run_id: id, purpose, step_index: stepIndex, message: problem });
    return id;
  }

  /** Records measurements of the active run (one batch) and assesses it, as Argo's reconcile does. */
  async record(taken: Taken[], takenBy: string): Promise<void> {
    const run = await this.activeRun();
    if (!run || isCompleted(run.draft.phase) || taken.length === 0) return;
    const d = run.draft;
    d.batches++;
    for (const t of taken) {
      const metric = d.metrics.find((m) => m.name === t.metric);
      const index = d.results.findIndex((r) => r.name === t.metric);
      if (!metric || index < 0) continue;
      const result = d.results[index]!;
      const m: Measurement = { metric: t.metric, seq: result.measured + 1, value: "value" in t.reading ? t.reading.value : null, ...judge(metric, t.reading), due_at: t.due_at, started_at: t.started_at, finished_at: t.finished_at, recorded_at: this.now, taken_by: takenBy, batch: d.batches };
      this.measurements.push(m);
      d.results[index] = record(metric, result, m);
    }
    this.measuredRun = run.id;
    await this.assess(run, false);
  }

  /** Brings the run's phase up to date; once it ends, says so in an event. */
  private async assess(run: Run, terminated: boolean): Promise<void> {
    const d = run.draft;
    if (isCompleted(d.phase)) return;
    const assessed = assessRun(d.metrics, d.results, terminated);
    d.results = assessed.results;
    if (!isCompleted(assessed.phase)) return;
    d.phase = assessed.phase;
    d.deciding_metric = assessed.deciding;
    d.message = assessed.deciding ? `metric ${assessed.deciding} assessed ${assessed.phase}: ${d.results.find((x) => x.name === assessed.deciding)!.message}` : d.terminated ? `ended: ${d.terminated}` : null;
    d.ended_at = this.now;
    const summary = this.r.runs.find((s) => s.run_id === run.id);
    if (summary) Object.assign(summary, { phase: d.phase, ended_at: d.ended_at });
    await this.emit(`analysis_run.${d.phase.toLowerCase()}` as RolloutEventType, {
      run_id: run.id,
      purpose: d.purpose,
      step_index: d.step_index,
      phase: d.phase,
      deciding_metric: d.deciding_metric,
      message: d.message,
      terminated: d.terminated,
    });
  }

  /** Ends the active run before its metrics are done (a promotion, the bake's end, an abort). */
  async endRun(reason: string): Promise<void> {
    const run = await this.activeRun();
    if (!run) return;
    if (!isCompleted(run.draft.phase)) {
      run.draft.terminated = reason;
      await this.assess(run, true);
    }
    this.r.active_run_id = null;
  }

  /** The active run's phase once it has ended, else null. */
  async runOutcome(): Promise<{ phase: AnalysisPhase; run: Run } | null> {
    const run = await this.activeRun();
    if (!run || !isCompleted(run.draft.phase)) return null;
    return { phase: run.draft.phase, run };
  }

  /** What a failed, errored or inconclusive run asks for: the deciding metric's template says abort or pause. */
  onFailure(run: Run): "abort" | "pause" {
    const metric = run.draft.metrics.find((m) => m.name === run.draft.deciding_metric);
    const template = run.draft.templates.find((t) => t.name === metric?.template);
    return template?.on_failure ?? "abort";
  }

  /** Why: the run, its deciding metric, the limit it passed, the condition that judged, and its measurements. */
  async decisionOf(run: Run, action: Decision["action"], reason: string): Promise<Decision> {
    const d = run.draft;
    const metricName = d.deciding_metric;
    const metric = d.metrics.find((m) => m.name === metricName) ?? null;
    const result = d.results.find((r) => r.name === metricName) ?? null;
    let measurements: Measurement[] = [];
    if (metricName) {
      const stored = await this.measurementsOf(run.id);
      measurements = [...stored, ...(this.measuredRun === run.id ? this.measurements : [])].filter((m) => m.metric === metricName).slice(-DECISION_MEASUREMENTS);
    }
    const decisive = [...measurements].reverse().find((m) => m.decided_by !== null && m.phase !== "Successful");
    const field = decisive?.decided_by ?? (metric?.failure_condition ? "failure_condition" : metric?.success_condition ? "success_condition" : null);
    return {
      action,
      reason,
      message: d.message ?? `analysis run ${run.id} ended ${d.phase}`,
      run_id: run.id,
      metric: metricName,
      template: metric?.template ?? null,
      phase: d.phase,
      limit: result?.message ?? null,
      condition: field && metric?.[field] ? { field, expression: metric[field]! } : null,
      measurements,
      decided_at: this.now,
      by: this.by,
    };
  }

  private async measurementsOf(runId: string): Promise<Measurement[]> {
    const out: Measurement[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.col.measurements.find({ where: { run_id: runId }, sort: { field: "batch", direction: "asc" }, limit: 1000, cursor });
      out.push(...page.items.map(stripMeasurement));
      cursor = page.nextCursor;
    } while (cursor);
    return out;
  }

  /** A decision without a run: the deadline, a gate, a person, a blue gone. */
  decision(action: Decision["action"], reason: string, message: string): Decision {
    return { action, reason, message, run_id: null, metric: null, template: null, phase: null, limit: null, condition: null, measurements: [], decided_at: this.now, by: this.by };
  }

  setWeight(weight: number): void {
    if (this.r.weight === weight) return;
    this.r.weight = weight;
    this.routingDirty = true;
  }

  async pause(reason: PauseReason, decision: Decision | null = null): Promise<void> {
    this.r.status = "paused";
    this.r.pause = { reason, since: this.now, by: this.by };
    if (decision) this.r.decision = decision;
    await this.emit("rollout.paused", { reason, by: this.by, decision });
  }

  /** The rollout ends. */
  private async end(status: Exclude<RolloutStatus, "progressing" | "paused">): Promise<void> {
    this.r.status = status;
    this.r.phase = "done";
    this.r.pause = null;
    this.r.ended_at = this.now;
    this.r.due_at = null;
    this.r.deadline_at = null;
  }

  /** Before promotion: traffic back to the stable version; the blue stays, with no traffic (retry can start again). */
  async abort(decision: Decision): Promise<void> {
    await this.endRun("aborted");
    this.setWeight(0);
    this.r.decision = decision;
    for (const s of this.r.steps) if (s.status === "running") Object.assign(s, { status: "skipped", ended_at: this.now, outcome: "aborted" });
    await this.end("aborted");
    await this.emit("rollout.aborted", { reason: decision.reason, message: decision.message, by: this.by, decision });
  }

  /**
   * Promotes the blue through the deployments' promote (the one path that changes slots), in this
   * transaction. The post-promotion analysis starts, or the rollout completes.
   */
  async promote(): Promise<void> {
    const change = await this.deps.deployments.promoteIn(this.tx, this.r.agent_passport_id, this.actor(), this.r.deployment_id);
    this.deployments.clear();
    await this.afterPromotion(change.message);
  }

  /** The blue became primary (here, or by someone outside the rollout). */
  async afterPromotion(message: string): Promise<void> {
    this.r.promoted_at = this.now;
    this.r.promote_at = null;
    this.setWeight(100);
    this.routingDirty = true;
    await this.emit("rollout.promoted", { message, by: this.by, fast_tracked: this.r.fast_tracked });
    const part = this.r.strategy.blue_green ?? this.r.strategy.canary!;
    if (part.post_promotion_analysis && !this.r.fast_tracked) {
      this.r.phase = "post_promotion";
      this.r.bake_ends_at = part.bake ? this.now + ms(part.bake) : null;
      await this.startRun("post_promotion", null, part.post_promotion_analysis.templates);
    } else await this.complete();
  }

  async complete(): Promise<void> {
    await this.endRun("completed");
    await this.end("completed");
    await this.emit("rollout.completed", { promoted_at: this.r.promoted_at, by: this.by });
  }

  /**
   * After promotion: the previous primary returns through the deployments' rollback. Without one to
   * return to (the agent's first version), the rollout ends aborted and says so.
   */
  async rollback(decision: Decision): Promise<void> {
    await this.endRun("rolled_back");
    this.r.decision = decision;
    try {
      const change = await this.deps.deployments.rollbackIn(this.tx, this.r.agent_passport_id, this.actor(), this.r.deployment_id);
      this.deployments.clear();
      this.routingDirty = true;
      await this.end("rolled_back");
      await this.emit("rollout.rolled_back", { reason: decision.reason, message: decision.message, restored_deployment_id: change.deployment_id, by: this.by, decision });
    } catch (err) {
      // Refused before it wrote anything (no earlier primary, or this version is no longer primary).
      if (!isBerthError(err) || err.status !== 409) throw err;
      this.r.decision = { ...decision, message: `${decision.message}; nothing to roll back to: ${err.message}` };
      await this.end("aborted");
      await this.emit("rollout.aborted", { reason: decision.reason, message: this.r.decision.message, by: this.by, decision: this.r.decision });
    }
  }

  /** Writes the rollout (compare-and-set), its runs, the measurements, the routing table. */
  async commit(): Promise<Stored<RolloutRecord>> {
    if (this.moved) this.r.progress_at = this.now;
    this.r.updated_at = this.now;
    if (!isActive(this.r.status)) this.r.active_key = null;
    for (const run of this.runs.values()) {
      if (run.stored === null) await this.col.runs.insert(run.id, run.draft);
      else if (JSON.stringify(run.draft) !== JSON.stringify(stripStored(run.stored))) {
        if (!(await this.col.runs.update(run.id, run.stored.version, run.draft))) throw new Contended();
      }
    }
    for (const m of this.measurements) {
      // An id per (run, metric, seq): a measurement recorded twice fails here, and the whole transition with it.
      try {
        await this.col.measurements.insert(measurementId(this.measuredRun!, m.metric, m.seq), { ...m, run_id: this.measuredRun! });
      } catch (err) {
        if (err instanceof DuplicateKeyError) throw new Contended();
        throw err;
      }
    }
    const saved = await this.col.rollouts.update(this.id, this.stored.version, this.r);
    if (!saved) throw new Contended();
    if (this.routingDirty) await refreshRouting(this.tx, this.deps, this.r.agent_passport_id, { id: this.id, record: this.r }, this.now);
    return saved;
  }

  view() {
    return toRolloutView({ ...this.r, id: this.id, version: this.stored.version + 1 });
  }
}

function stripStored<T extends object>(stored: Stored<T>): T {
  const { id: _i, version: _v, ...rest } = stored;
  return rest as T;
}
