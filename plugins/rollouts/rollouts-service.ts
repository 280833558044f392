import { randomUUID } from "node:crypto";
import {
  AddressPolicy,
  canonicalJson,
  DuplicateKeyError,
  eventStream,
  InvalidRequest,
  requireActFor,
  requireAdmin,
  type BerthEvent,
  type Collection,
  type Mode,
  type Principal,
  type Stored,
  type WorldStores,
  type WorldTransaction,
} from "berth/plugin";
import { MAX_OBSERVED_AHEAD_MS } from "berth/plugins/deployments";
import type { Logger } from "pino";
import { replay } from "./analysis-engine.ts";
import { collections, type StrategyRecord, type TemplateRecord } from "./collections.ts";
import { rolloutErrors } from "./errors.ts";
import { applyControl, type Control } from "./rollout-controls.ts";
import { SOURCE } from "./rollout-events.ts";
import { advance, DEFAULT_PROGRESS_DEADLINE } from "./rollout-machine.ts";
import { isActive, toRolloutView, type RolloutRecord } from "./rollout-record.ts";
import { bucketOf } from "./rollout-runner.ts";
import { Contended, Transition, type TransitionDeps } from "./rollout-transition.ts";
import { readRouting, refreshRouting, RoutingContended } from "./routing-table.ts";
import { redactMetric, stripMeasurement, toRunView, type MeasurementRecord } from "./run-record.ts";
import type { RolloutView, RoutingView, RunView, StrategyInput, StrategyView, TemplateInput, TemplateView, TrafficInput } from "./schemas.ts";
import { checkAddresses, strategyProblems, strategyTemplates, strategyUrls, templateProblems, templateUrls } from "./spec-checks.ts";

/** Attempts of a transaction whose compare-and-set lost a race. */
const ATTEMPTS = 20;
const DEFAULT_ROLLBACK_WINDOW = 3;

export interface RolloutsServiceOptions extends TransitionDeps {
  stores: WorldStores;
  policy: AddressPolicy;
  log: Logger;
  now(): number;
}

function strategyView(r: Stored<StrategyRecord>): StrategyView {
  const s = r.strategy;
  return {
    agent_passport_id: r.agent_passport_id,
    blue_green: s.blue_green ?? null,
    canary: s.canary ?? null,
    progress_deadline: s.progress_deadline ?? DEFAULT_PROGRESS_DEADLINE,
    rollback_window: s.rollback_window ?? DEFAULT_ROLLBACK_WINDOW,
    auto_start: s.auto_start ?? true,
    version: r.version,
    updated_at: r.updated_at,
  };
}

function templateView(name: string, r: Stored<TemplateRecord>): TemplateView {
  return { name, description: r.description ?? null, metrics: r.metrics.map(redactMetric), on_failure: r.on_failure ?? "abort", version: r.version, created_at: r.created_at, updated_at: r.updated_at };
}

/**
 * Rollouts, their strategies and analysis templates, one world at a time. Every change of a
 * rollout is a Transition: one transaction that compare-and-sets the rollout's document, with its
 * runs, measurements, events, routing table and the deployments' promote or rollback in it.
 */
export class RolloutsService {
  /** Told of every rollout that changed here, so its runner shard looks at it at once. */
  onChange: (rollout: Stored<RolloutRecord>) => void = () => undefined;

  constructor(private readonly o: RolloutsServiceOptions) {}

  private get now(): number {
    return this.o.now();
  }

  private world(mode: Mode) {
    return collections(this.o.stores.world(mode));
  }

  private async atomically<R>(mode: Mode, what: string, work: (tx: WorldTransaction) => Promise<R>): Promise<R> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.o.stores.world(mode).transaction(work);
      } catch (err) {
        if (!(err instanceof Contended || err instanceof RoutingContended)) throw err;
        if (attempt >= ATTEMPTS) throw rolloutErrors.contended(what);
      }
    }
  }

  // Strategies ---------------------------------------------------------------------------------

  async setStrategy(caller: Principal, passport: string, input: StrategyInput): Promise<StrategyView> {
    requireActFor(caller, passport);
    const problems = strategyProblems(input);
    const templates = this.world(caller.mode).templates;
    for (const ref of strategyTemplates(input)) {
      const metrics = new Set<string>();
      for (const [i, name] of ref.names.entries()) {
        const t = await templates.get(name);
        if (!t) {
          problems.push({ field: `${ref.field}[${i}]`, problem: `names ${name}, which is not an analysis template in this world` });
          continue;
        }
        for (const m of t.metrics) {
          if (metrics.has(m.name)) problems.push({ field: `${ref.field}[${i}]`, problem: `metric ${m.name} is in more than one of these templates; one run measures them together` });
          metrics.add(m.name);
        }
      }
    }
    if (problems.length > 0) throw rolloutErrors.invalid(problems);
    await checkAddresses(this.o.policy, strategyUrls(input), 3000);
    const saved = await this.atomically(caller.mode, passport, async (tx) => {
      const col = collections(tx).strategies;
      const current = await col.get(passport);
      const next: StrategyRecord = { agent_passport_id: passport, strategy: input, updated_at: this.now };
      const stored = current ? await col.update(passport, current.version, next) : await col.insert(passport, next).catch((err: unknown) => (err instanceof DuplicateKeyError ? null : Promise.reject(err)));
      if (!stored) throw new Contended();
      await this.o.events.append(tx, { type: "rollout.strategy_changed", source: SOURCE, subject: passport, data: { agent_passport_id: passport, strategy: strategyView(stored), by: caller.keyId } });
      return stored;
    });
    return strategyView(saved);
  }

  async getStrategy(caller: Principal, passport: string): Promise<StrategyView> {
    requireActFor(caller, passport);
    const found = await this.world(caller.mode).strategies.get(passport);
    if (!found) throw rolloutErrors.strategyNotFound(passport);
    return strategyView(found);
  }

  async findStrategy(caller: Principal, passport: string): Promise<StrategyView | null> {
    requireActFor(caller, passport);
    const found = await this.world(caller.mode).strategies.get(passport);
    return found ? strategyView(found) : null;
  }

  /** Removes the strategy: rollouts under way go on with the one they started with. */
  async deleteStrategy(caller: Principal, passport: string): Promise<boolean> {
    requireActFor(caller, passport);
    return this.atomically(caller.mode, passport, async (tx) => {
      const deleted = await collections(tx).strategies.delete(passport);
      if (deleted) await this.o.events.append(tx, { type: "rollout.strategy_changed", source: SOURCE, subject: passport, data: { agent_passport_id: passport, strategy: null, by: caller.keyId } });
      return deleted;
    });
  }

  // Templates ----------------------------------------------------------------------------------

  async putTemplate(caller: Principal, name: string, input: TemplateInput): Promise<{ template: TemplateView; created: boolean }> {
    requireAdmin(caller);
    const problems = templateProblems(input);
    if (problems.length > 0) throw rolloutErrors.invalid(problems);
    await checkAddresses(this.o.policy, templateUrls(input), 3000);
    return this.atomically(caller.mode, name, async (tx) => {
      const col = collections(tx).templates;
      const current = await col.get(name);
      const now = this.now;
      const next: TemplateRecord = { ...input, on_failure: input.on_failure ?? "abort", created_at: current?.created_at ?? now, updated_at: now };
      const stored = current ? await col.update(name, current.version, next) : await col.insert(name, next).catch((err: unknown) => (err instanceof DuplicateKeyError ? null : Promise.reject(err)));
      if (!stored) throw new Contended();
      const view = templateView(name, stored);
      await this.o.events.append(tx, { type: "analysis_template.changed", source: SOURCE, subject: `analysis-template:${name}`, data: { name, action: current ? "updated" : "created", template: view, by: caller.keyId } });
      return { template: view, created: !current };
    });
  }

  async getTemplate(caller: Principal, name: string): Promise<TemplateView> {
    const found = await this.world(caller.mode).templates.get(name);
    if (!found) throw rolloutErrors.templateNotFound(name);
    return templateView(name, found);
  }

  async listTemplates(caller: Principal): Promise<TemplateView[]> {
    const out: TemplateView[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.world(caller.mode).templates.find({ sort: { field: "id", direction: "asc" }, limit: 1000, cursor });
      out.push(...page.items.map((t) => templateView(t.id, t)));
      cursor = page.nextCursor;
    } while (cursor);
    return out;
  }

  /** Deletes a template: runs keep the metrics they started with; strategies naming it get runs that end Error. */
  async deleteTemplate(caller: Principal, name: string): Promise<boolean> {
    requireAdmin(caller);
    return this.atomically(caller.mode, name, async (tx) => {
      const deleted = await collections(tx).templates.delete(name);
      if (deleted) await this.o.events.append(tx, { type: "analysis_template.changed", source: SOURCE, subject: `analysis-template:${name}`, data: { name, action: "deleted", by: caller.keyId } });
      return deleted;
    });
  }

  // Rollouts -----------------------------------------------------------------------------------

  /** Starts a rollout of the agent's blue (or the one named) under its strategy; the one it has already when it exists. */
  async start(caller: Principal, passport: string, deploymentId?: string): Promise<{ rollout: RolloutView; created: boolean }> {
    requireActFor(caller, passport);
    const started = await this.startIn(caller.mode, passport, deploymentId, caller.keyId, false);
    if (!started) throw rolloutErrors.strategyNotFound(passport);
    return started;
  }

  /**
   * The rollout of a blue, in one transaction: an active rollout of an older blue (gone by now) is
   * ended first; a blue that is one of the last `rollback_window` primaries is fast-tracked.
   * Answers null when the agent has no strategy (or, for `auto`, one that does not start by itself).
   */
  private async startIn(mode: Mode, passport: string, deploymentId: string | undefined, by: string | null, auto: boolean): Promise<{ rollout: RolloutView; created: boolean } | null> {
    const result = await this.atomically(mode, passport, async (tx) => {
      const col = collections(tx);
      const strategy = await col.strategies.get(passport);
      if (!strategy || (auto && strategy.strategy.auto_start === false)) return null;
      const d = this.o.deployments;
      const blue = deploymentId ? await d.getIn(tx, deploymentId) : await d.liveIn(tx, passport, "blue");
      if (!blue || blue.agent_passport_id !== passport) {
        if (deploymentId) throw rolloutErrors.notBlue(deploymentId, blue ? "another agent's" : "unknown");
        throw rolloutErrors.noBlue(passport);
      }
      if (blue.slot !== "blue" || blue.actual_state === "terminated") throw rolloutErrors.notBlue(blue.deployment_id, blue.actual_state === "terminated" ? "terminated" : blue.slot);
      const existing = (await col.rollouts.find({ where: { deployment_id: blue.deployment_id }, limit: 1 })).items[0];
      if (existing) return { stored: existing, created: false, ended: null };
      let ended: Stored<RolloutRecord> | null = null;
      const active = (await col.rollouts.find({ where: { active_key: passport }, limit: 1 })).items[0];
      if (active) {
        // Its blue is gone (a blue slot holds one): it ends now, saying so, before this one starts.
        const t = new Transition(tx, this.o, active, this.now, by);
        await advance(t);
        ended = await t.commit();
        if (isActive(ended.status)) throw rolloutErrors.alreadyActive(passport, active.id);
      }
      const primary = await d.liveIn(tx, passport, "primary");
      const window = strategy.strategy.rollback_window ?? DEFAULT_ROLLBACK_WINDOW;
      const recent = window > 0 && blue.revision !== null ? await d.formerPrimariesIn(tx, passport, window) : [];
      const fastTrack = recent.find((f) => f.revision === blue.revision && canonicalJson(f.descriptor) === canonicalJson(blue.descriptor)) ?? null;
      const id = randomUUID();
      const now = this.now;
      const s = strategy.strategy;
      const record: RolloutRecord = {
        agent_passport_id: passport,
        deployment_id: blue.deployment_id,
        stable_deployment_id: primary?.deployment_id ?? null,
        revision: blue.revision,
        kind: s.canary ? "canary" : "blue_green",
        strategy: s,
        status: "progressing",
        phase: "awaiting_blue",
        pause: null,
        step_index: null,
        steps: (s.canary?.steps ?? []).map((step, index) => ({ index, step, status: "pending", started_at: null, ended_at: null, outcome: null, by: null, run_id: null, resume_at: null })),
        weight: 0,
        runs: [],
        active_run_id: null,
        decision: null,
        fast_tracked: fastTrack !== null,
        attempt: 1,
        promoted_at: null,
        promote_at: null,
        bake_ends_at: null,
        progress_at: now,
        deadline_at: null,
        due_at: now,
        shard: bucketOf(id),
        active_key: passport,
        created_at: now,
        updated_at: now,
        ended_at: null,
      };
      let inserted: Stored<RolloutRecord>;
      try {
        inserted = await col.rollouts.insert(id, record);
      } catch (err) {
        if (err instanceof DuplicateKeyError) throw new Contended();
        throw err;
      }
      const t = new Transition(tx, this.o, inserted, now, by);
      await t.emit("rollout.started", { kind: record.kind, revision: blue.revision, stable_deployment_id: record.stable_deployment_id, fast_tracked: record.fast_tracked, fast_tracked_to: fastTrack?.deployment_id ?? null, by, auto });
      await advance(t);
      return { stored: await t.commit(), created: true, ended };
    });
    if (!result) return null;
    if (result.ended) this.onChange(result.ended);
    this.onChange(result.stored);
    return { rollout: toRolloutView(result.stored), created: result.created };
  }

  private async readable(caller: Principal, id: string): Promise<Stored<RolloutRecord>> {
    const found = await this.world(caller.mode).rollouts.get(id);
    if (!found) throw rolloutErrors.rolloutNotFound(id);
    requireActFor(caller, found.agent_passport_id);
    return found;
  }

  async get(caller: Principal, id: string): Promise<RolloutView> {
    return toRolloutView(await this.readable(caller, id));
  }

  async list(caller: Principal, passport: string, query: { limit?: number; cursor?: string }): Promise<{ rollouts: RolloutView[]; next_cursor: string | null }> {
    requireActFor(caller, passport);
    const page = await this.world(caller.mode).rollouts.find({ where: { agent_passport_id: passport }, sort: { field: "created_at", direction: "desc" }, limit: query.limit ?? 20, cursor: query.cursor });
    return { rollouts: page.items.map(toRolloutView), next_cursor: page.nextCursor ?? null };
  }

  /** The agent's active rollout, or null. */
  async active(caller: Principal, passport: string): Promise<RolloutView | null> {
    requireActFor(caller, passport);
    const found = (await this.world(caller.mode).rollouts.find({ where: { active_key: passport }, limit: 1 })).items[0];
    return found ? toRolloutView(found) : null;
  }

  /** A person's control; the rollout then moves as far as it can in the same transaction. */
  async control(caller: Principal, id: string, control: Control): Promise<RolloutView> {
    const seen = await this.readable(caller, id);
    let saved: Stored<RolloutRecord>;
    try {
      saved = await this.atomically(caller.mode, id, async (tx) => {
        const current = await collections(tx).rollouts.get(id);
        if (!current) throw rolloutErrors.rolloutNotFound(id);
        const t = new Transition(tx, this.o, current, this.now, caller.keyId);
        await applyControl(t, control);
        return t.commit();
      });
    } catch (err) {
      // A retry would make a second active rollout of the agent: the store's unique index refuses it.
      if (err instanceof DuplicateKeyError) {
        const other = (await this.world(caller.mode).rollouts.find({ where: { active_key: seen.agent_passport_id }, limit: 1 })).items[0];
        throw rolloutErrors.alreadyActive(seen.agent_passport_id, other?.id ?? "another");
      }
      throw err;
    }
    this.onChange(saved);
    return toRolloutView(saved);
  }

  // Runs ---------------------------------------------------------------------------------------

  private async measurements(col: Collection<MeasurementRecord>, runId: string) {
    const out = [];
    let cursor: string | undefined;
    do {
      const page = await col.find({ where: { run_id: runId }, sort: { field: "batch", direction: "asc" }, limit: 1000, cursor });
      out.push(...page.items.map(stripMeasurement));
      cursor = page.nextCursor;
    } while (cursor);
    return out;
  }

  async getRun(caller: Principal, runId: string): Promise<RunView> {
    const col = this.world(caller.mode);
    const run = await col.runs.get(runId);
    if (!run) throw rolloutErrors.runNotFound(runId);
    requireActFor(caller, run.agent_passport_id);
    return toRunView(run, await this.measurements(col.measurements, runId));
  }

  /** The run decided again from its stored measurements alone, through the same engine. */
  async replayRun(caller: Principal, runId: string) {
    const col = this.world(caller.mode);
    const run = await col.runs.get(runId);
    if (!run) throw rolloutErrors.runNotFound(runId);
    requireActFor(caller, run.agent_passport_id);
    const measurements = await this.measurements(col.measurements, runId);
    // A run that could not start (a template gone) has nothing to replay: its Error stands.
    const again = run.metrics.length === 0 ? { phase: run.phase, deciding: null, results: [], mismatches: [] } : replay(run.metrics, measurements, run.started_at, run.terminated !== null);
    return {
      run_id: runId,
      stored_phase: run.phase,
      replayed_phase: again.phase,
      stored_deciding_metric: run.deciding_metric,
      replayed_deciding_metric: again.deciding,
      same: again.phase === run.phase && again.deciding === run.deciding_metric && again.mismatches.length === 0,
      results: again.results,
      mismatches: again.mismatches,
    };
  }

  // Routing and traffic ------------------------------------------------------------------------

  async routing(caller: Principal, passport: string): Promise<RoutingView> {
    requireActFor(caller, passport);
    return readRouting(this.o.stores.world(caller.mode), this.o, passport);
  }

  /** The agent's routing changes as they commit (GraphQL subscription). */
  watchRouting(caller: Principal, passport: string) {
    requireActFor(caller, passport);
    return eventStream(this.o.events, caller.mode, passport, ["rollout.routing_changed"]);
  }

  /** The agent's rollout events as they commit (GraphQL subscription). */
  watchRollouts(caller: Principal, passport: string) {
    requireActFor(caller, passport);
    return eventStream(this.o.events, caller.mode, passport, ["rollout", "analysis_run"]);
  }

  /** What a deployment served, as its agent or gateway reports it: the `berth` source's traffic metrics read these. */
  async reportTraffic(caller: Principal, deploymentId: string, input: TrafficInput): Promise<{ report_id: string; observed_at: number }> {
    const deployment = await this.o.deployments.get(caller, deploymentId);
    const now = this.now;
    if (input.observed_at !== undefined && input.observed_at > now + MAX_OBSERVED_AHEAD_MS) {
      throw new InvalidRequest("VALIDATION_FAILED", "invalid request: observed_at is more than 5 minutes in the future", [{ field: "observed_at", problem: `must be at most 5 minutes after now (${new Date(now).toISOString()})` }]);
    }
    const observed = Math.min(input.observed_at ?? now, now);
    const id = randomUUID();
    await this.world(caller.mode).traffic.insert(id, {
      deployment_id: deploymentId,
      agent_passport_id: deployment.agent_passport_id,
      success_count: input.success_count,
      error_count: input.error_count,
      latency_ms_sum: input.latency_ms_sum ?? null,
      latency_p95_ms: input.latency_p95_ms ?? null,
      latency_p99_ms: input.latency_p99_ms ?? null,
      observed_at: observed,
      received_at: now,
    });
    return { report_id: id, observed_at: observed };
  }

  async hasTrafficBefore(mode: Mode, cutoff: number): Promise<boolean> {
    return (await this.world(mode).traffic.find({ where: { observed_at: { lt: cutoff } }, limit: 1 })).items.length > 0;
  }

  /** Traffic reports older than `cutoff` removed, at most `limit` (a sweep); answers how many. */
  async pruneTraffic(mode: Mode, cutoff: number, limit: number): Promise<number> {
    const col = this.world(mode).traffic;
    const old = await col.find({ where: { observed_at: { lt: cutoff } }, sort: { field: "observed_at", direction: "asc" }, limit });
    for (const r of old.items) await col.delete(r.id);
    return old.items.length;
  }

  // What deployments do ------------------------------------------------------------------------

  /**
   * A deployment event (the `rollouts` consumer of the event log): the routing table follows the
   * agent's deployments, the active rollout looks at once rather than at its next poll, and a new
   * blue starts a rollout when the strategy says so.
   */
  async onDeploymentEvent(event: BerthEvent): Promise<void> {
    const mode = event.world;
    const passport = event.subject;
    const data = (event.data ?? {}) as { deployment_id?: string; deployment?: { slot?: string } };
    const col = this.world(mode);
    // Agents that never had a strategy have no published table (GET derives one) and nothing to nudge.
    if (!(await col.strategies.get(passport)) && !(await col.routing.get(passport)) && (await col.rollouts.find({ where: { active_key: passport }, limit: 1 })).items.length === 0) return;
    const nudged = await this.atomically(mode, passport, async (tx) => {
      await refreshRouting(tx, this.o, passport, undefined, this.now);
      const col = collections(tx).rollouts;
      const active = (await col.find({ where: { active_key: passport }, limit: 1 })).items[0];
      if (!active || (active.due_at !== null && active.due_at <= this.now)) return null;
      const saved = await col.update(active.id, active.version, { ...stripStored(active), due_at: this.now });
      if (!saved) throw new Contended();
      return saved;
    });
    if (nudged) this.onChange(nudged);
    if (event.type === "deployment.created" && data.deployment?.slot === "blue" && data.deployment_id) {
      await this.startIn(mode, passport, data.deployment_id, null, true).catch((err: unknown) => {
        // A blue someone already rolls out by hand, or one gone by now: nothing to start.
        this.o.log.info({ err, passport, deployment_id: data.deployment_id }, "no rollout started for a new blue");
      });
    }
  }
}

function stripStored<T extends object>(stored: Stored<T>): T {
  const { id: _i, version: _v, ...rest } = stored;
  return rest as T;
}
