import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { type Mode, type RoundContext as SchedulerRound, type RoundResult, type Stored, type WorldStores } from "berth/plugin";
import { dueMetrics, isCompleted } from "./analysis-engine.ts";
import { collections } from "./collections.ts";
import type { HttpClient } from "./http-client.ts";
import type { MetricSources } from "./metric-sources.ts";
import { advance, type GateAnswer } from "./rollout-machine.ts";
import { isActive, type RolloutRecord } from "./rollout-record.ts";
import { Contended, Transition, type Taken, type TransitionDeps } from "./rollout-transition.ts";
import { RoutingContended } from "./routing-table.ts";

/** Buckets rollouts are hashed into; runner shards take contiguous ranges of them. */
export const BUCKETS = 1024;
/** Rollouts reconciled per round of a shard, at most (more: another round follows at once). */
const PAGE = 200;
/** Shortest wait between two rounds of a shard that has work coming: rollouts due within it are taken together. */
const MIN_GAP_MS = 250;

/** A rollout's bucket: from its id, so it never changes. */
export function bucketOf(id: string): number {
  return parseInt(id.replace(/-/g, "").slice(0, 8), 16) % BUCKETS;
}

/** The buckets of shard `k` of `shards`. */
export function bucketRange(k: number, shards: number): { gte: number; lt: number } {
  return { gte: Math.floor((k * BUCKETS) / shards), lt: Math.floor(((k + 1) * BUCKETS) / shards) };
}

export interface RunnerOptions extends TransitionDeps {
  stores: WorldStores;
  sources: MetricSources;
  http: HttpClient;
  log: Logger;
  /** Rollouts reconciled at once in a round (their measurements and gates are network calls). */
  concurrency: number;
  /** The host's clock. */
  now(): number;
}

/** What a round needs of the scheduler's context. */
export interface RoundContext {
  /** True once the shard's lease may be another's: stop before acting. */
  lost(): boolean;
}

/**
 * Runs the rollouts whose time has come. Each shard is one scheduler job with its own lease, so
 * one process at a time works a shard, and a dead one's shards are taken over when their leases
 * expire. What is due lives in the store (a rollout's `due_at`), so a new holder finds exactly
 * what the last one left. A reconcile takes its measurements and asks its gate outside any
 * transaction, then records all of it in one transaction that compare-and-sets the rollout:
 * if anything changed the rollout meanwhile (a person, another runner), nothing of it is kept
 * and the measurements still due are taken again; a measurement's id (run, metric, number) makes
 * storing one twice impossible.
 */
export class RolloutRunner {
  /** This process, as measurements name who took them. */
  readonly instance = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  private readonly handles: Partial<Record<Mode, ReturnType<typeof collections>>> = {};

  constructor(private readonly o: RunnerOptions) {}

  /**
   * A shard job's round, per world: the rollouts due now (nothing due, nothing written: the lease
   * is taken only for work), each reconciled; then the next round is set for the shard's next due
   * time, at least MIN_GAP_MS after the last (rollouts due within it are taken in one round: fewer store queries, at most that much later) and at
   * most `tickMs` (what other instances make due is seen then).
   */
  async shardRound(shard: number, shards: number, ctx: SchedulerRound, tickMs: number): Promise<RoundResult> {
    let next: number | null = null;
    let again = false;
    for (const mode of ["live", "test"] as const) {
      const rollouts = this.rollouts(mode);
      const where = { shard: bucketRange(shard, shards) };
      const due = await rollouts.find({ where: { ...where, due_at: { lte: this.o.now() } }, sort: { field: "due_at", direction: "asc" }, limit: PAGE });
      const failed = new Set<string>();
      if (due.items.length > 0) {
        if (!(await ctx.hold()) || ctx.lost()) return {};
        for (const id of await this.reconcileAll(mode, due.items, ctx)) failed.add(id);
        again ||= due.items.length === PAGE;
      }
      const first = (await rollouts.find({ where: { ...where, due_at: { gte: 0 } }, sort: { field: "due_at", direction: "asc" }, limit: 1 })).items[0];
      if (!first || first.due_at === null) continue;
      // Due again at once after a move (a run that measures as it starts): another round now. One
      // that failed is tried again after the gap, not in a tight loop.
      if (first.due_at <= this.o.now() && !failed.has(first.id)) again = true;
      else if (next === null || first.due_at < next) next = first.due_at;
    }
    if (again) return { again: true };
    return { nextInMs: next === null ? tickMs : Math.min(tickMs, Math.max(MIN_GAP_MS, next - this.o.now())) };
  }

  private rollouts(mode: Mode) {
    return (this.handles[mode] ??= collections(this.o.stores.world(mode))).rollouts;
  }

  /** Reconciles each of `due`; answers the ids whose reconcile failed or lost a race (tried again later). */
  private async reconcileAll(mode: Mode, due: Stored<RolloutRecord>[], ctx: RoundContext): Promise<string[]> {
    const failed: string[] = [];
    await eachLimited(due, this.o.concurrency, async (r) => {
      if (ctx.lost()) return;
      const done = await this.reconcile(mode, r).catch((err: unknown) => {
        this.o.log.warn({ err, rollout_id: r.id }, "rollout reconcile failed; it is tried again next round");
        return false;
      });
      if (!done && isActive(r.status)) failed.push(r.id);
    });
    return failed;
  }

  /** One pass over a shard's due rollouts in both worlds (tests and tools; the jobs use shardRound). */
  async round(shard: number, shards: number, ctx: RoundContext): Promise<void> {
    for (const mode of ["live", "test"] as const) {
      const due = await this.rollouts(mode).find({ where: { shard: bucketRange(shard, shards), due_at: { lte: this.o.now() } }, sort: { field: "due_at", direction: "asc" }, limit: PAGE });
      await this.reconcileAll(mode, due.items, ctx);
    }
  }

  /** Takes what is due of one rollout and records it with the moves that follow; false when another change came first. */
  async reconcile(mode: Mode, seen: Stored<RolloutRecord>): Promise<boolean> {
    if (!isActive(seen.status)) return false;
    const stores = this.o.stores.world(mode);
    const taken: Taken[] = [];
    const run = seen.active_run_id ? await (this.handles[mode] ??= collections(stores)).runs.get(seen.active_run_id) : null;
    if (run && !isCompleted(run.phase)) {
      const now = this.o.now();
      const target = { agent_passport_id: seen.agent_passport_id, deployment_id: seen.deployment_id, revision: seen.revision, rollout_id: seen.id };
      await Promise.all(
        dueMetrics(run.metrics, run.results, now).map(async (metric) => {
          const due = run.results.find((r) => r.name === metric.name)!.next_due_at!;
          const started = this.o.now();
          const reading = await this.o.sources.measure(mode, run.metrics.find((m) => m.name === metric.name)!, target, started);
          taken.push({ metric: metric.name, reading, due_at: due, started_at: started, finished_at: this.o.now() });
        }),
      );
    }
    const gate = await this.askGate(mode, seen);
    try {
      await stores.transaction(async (tx) => {
        // The rollout as read is the base: its compare-and-set at commit fails if anything changed it
        // since, and with it everything recorded here.
        const t = new Transition(tx, this.o, seen, this.o.now(), null, run);
        await t.record(taken, this.instance);
        await advance(t, gate);
        await t.commit();
      });
      return true;
    } catch (err) {
      if (err instanceof Contended || err instanceof RoutingContended) return false;
      throw err;
    }
  }

  /** Asks the current step's approval gate when it is time: POSTs the rollout, a 2xx approves. */
  private async askGate(mode: Mode, r: Stored<RolloutRecord>): Promise<GateAnswer | null> {
    if (r.status !== "progressing" || r.phase !== "steps" || r.step_index === null) return null;
    const step = r.steps[r.step_index];
    const gate = step?.step.approval?.gate;
    if (!step || !gate || step.status !== "running" || step.resume_at === null || step.resume_at > this.o.now()) return null;
    const answer = await this.o.http.send("POST", gate.url, {
      timeoutMs: 10_000,
      json: { rollout_id: r.id, agent_passport_id: r.agent_passport_id, deployment_id: r.deployment_id, revision: r.revision, step_index: step.index, weight: r.weight, world: mode },
    });
    if (!answer.ok) return { step_index: step.index, approved: false, detail: answer.error };
    return { step_index: step.index, approved: answer.status >= 200 && answer.status < 300, detail: `HTTP ${answer.status}` };
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}
