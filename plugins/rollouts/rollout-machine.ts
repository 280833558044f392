import type { DeploymentView } from "berth/plugins/deployments";
import { ms } from "./durations.ts";
import { isCompleted } from "./analysis-engine.ts";
import { isActive, type StepState } from "./rollout-record.ts";
import type { Transition } from "./rollout-transition.ts";

/**
 * How a rollout moves (docs/rollouts.md has the diagram). `advance` takes every step that is due
 * now, in one transaction, until the rollout has to wait for time, a measurement, a person or a
 * deployment. Blue/green: awaiting_blue → pre_promotion (its analysis) → promotion (after
 * auto_promotion_delay, or a promote) → post_promotion (its analysis within the bake) → done.
 * Canary: awaiting_blue → steps → promotion → post_promotion → done. Failures before promotion
 * abort (traffic back to the stable version); after it, they roll back. Inconclusive pauses.
 */

/** How often a rollout waiting for its blue looks again when no deployment event wakes it, ms. */
export const BLUE_POLL_MS = 5000;
const DEFAULT_GATE_INTERVAL_MS = 30_000;
export const DEFAULT_PROGRESS_DEADLINE = "10m";

/** What an approval gate answered, asked outside the transaction. */
export interface GateAnswer {
  step_index: number;
  approved: boolean;
  detail: string;
}

const ready = (d: DeploymentView | null): boolean => d !== null && d.actual_state === "running" && d.health === "healthy";

export async function advance(t: Transition, gate: GateAnswer | null = null): Promise<void> {
  for (let guard = 0; guard < 250 && isActive(t.r.status); guard++) {
    const moved = await step(t, guard === 0 ? gate : null);
    if (!moved) break;
    t.moved = true;
  }
  const run = await t.activeRun();
  const runDue = run && !isCompleted(run.draft.phase) ? run.draft.results.reduce<number | null>((min, x) => (x.next_due_at === null ? min : min === null ? x.next_due_at : Math.min(min, x.next_due_at)), null) : null;
  schedule(t, await t.deployment(t.r.deployment_id), runDue);
}

/** One move, if one is due; false when the rollout has to wait. */
async function step(t: Transition, gate: GateAnswer | null): Promise<boolean> {
  const r = t.r;
  const blue = await t.deployment(r.deployment_id);
  if (r.phase === "post_promotion") {
    if (!blue || blue.slot !== "primary") {
      await t.endRun("rolled_back_outside");
      r.decision = t.decision("rollback", "replaced_outside", `deployment ${r.deployment_id} is no longer the primary: someone rolled back or replaced it outside the rollout`);
      r.status = "rolled_back";
      r.phase = "done";
      r.ended_at = t.now;
      await t.emit("rollout.rolled_back", { reason: "replaced_outside", message: r.decision.message, decision: r.decision });
      return true;
    }
  } else {
    if (!blue || blue.slot === "retired" || blue.actual_state === "terminated") {
      await t.abort(t.decision("abort", "blue_gone", `deployment ${r.deployment_id} is no longer a live blue (${blue ? `${blue.slot}, ${blue.actual_state}` : "gone"})`));
      return true;
    }
    if (blue.slot === "primary") {
      // Promoted outside the rollout (POST /promote): what follows promotion still applies.
      await t.endRun("promoted_outside");
      await t.afterPromotion(`deployment ${r.deployment_id} was promoted outside the rollout`);
      return true;
    }
  }

  // Failures are acted on while paused too: a pause holds progress, never safety.
  const outcome = await t.runOutcome();
  if (outcome && outcome.phase !== "Successful") return analysisEnded(t, outcome.phase, outcome.run);

  if (r.status === "paused") return false;
  if (r.deadline_at !== null && t.now >= r.deadline_at) {
    const deadline = r.strategy.progress_deadline ?? DEFAULT_PROGRESS_DEADLINE;
    const message = `no progress for ${deadline} (${r.phase === "awaiting_blue" ? `waiting for deployment ${r.deployment_id} to be running and healthy: it is ${blue!.actual_state}, ${blue!.health}` : `in ${r.phase}`})`;
    const decision = t.decision(r.promoted_at === null ? "abort" : "rollback", "progress_deadline", message);
    if (r.promoted_at === null) await t.abort(decision);
    else await t.rollback(decision);
    return true;
  }

  switch (r.phase) {
    case "awaiting_blue": {
      if (!ready(blue)) return false;
      if (r.fast_tracked) r.phase = "promotion";
      else if (r.kind === "canary") {
        r.phase = "steps";
        r.step_index = 0;
      } else {
        const pre = r.strategy.blue_green!.pre_promotion_analysis;
        if (pre) {
          r.phase = "pre_promotion";
          await t.startRun("pre_promotion", null, pre.templates);
        } else await toPromotion(t);
      }
      return true;
    }
    case "pre_promotion":
      if (!outcome) return false;
      await t.endRun("successful");
      await toPromotion(t);
      return true;
    case "steps":
      return canaryStep(t, gate, outcome !== null);
    case "promotion":
      if (r.promote_at !== null && t.now < r.promote_at) return false;
      // The blue must be running and healthy to be promoted: until it is again, the deadline runs.
      if (!ready(blue)) return false;
      await t.promote();
      return true;
    case "post_promotion":
      if (outcome) {
        await t.complete();
        return true;
      }
      if (r.bake_ends_at !== null && t.now >= r.bake_ends_at) {
        // The window passed without a failure (measurements due now were recorded first): what
        // still measures ends, and counts as passed.
        await t.endRun("bake_ended");
        await t.complete();
        return true;
      }
      return false;
    default:
      return false;
  }
}

/** After the analysis before promotion: promote now, after the delay, or when someone says so. */
export async function toPromotion(t: Transition): Promise<void> {
  const r = t.r;
  r.phase = "promotion";
  const bg = r.strategy.blue_green;
  if (bg && bg.auto_promotion === false) {
    await t.pause("awaiting_promotion");
    return;
  }
  r.promote_at = bg?.auto_promotion_delay ? t.now + ms(bg.auto_promotion_delay) : null;
}

/** A run ended Failed, Error or Inconclusive: its template says abort (before promotion) / roll back (after), or pause. */
async function analysisEnded(t: Transition, phase: "Failed" | "Error" | "Inconclusive" | "Pending" | "Running", run: NonNullable<Awaited<ReturnType<Transition["runOutcome"]>>>["run"]): Promise<boolean> {
  const r = t.r;
  const reason = phase === "Inconclusive" ? "analysis_inconclusive" : phase === "Error" ? "analysis_error" : "analysis_failed";
  const pause = phase === "Inconclusive" || t.onFailure(run) === "pause";
  // The run is done with: it stays in the rollout's runs, no longer the active one.
  r.active_run_id = null;
  if (pause) {
    await t.pause(phase === "Inconclusive" ? "analysis_inconclusive" : "analysis_failed", await t.decisionOf(run, "pause", reason));
    return true;
  }
  if (r.promoted_at === null) await t.abort(await t.decisionOf(run, "abort", reason));
  else await t.rollback(await t.decisionOf(run, "rollback", reason));
  return true;
}

function current(t: Transition): StepState | null {
  return t.r.step_index === null ? null : (t.r.steps[t.r.step_index] ?? null);
}

/** Ends the current step and moves to the next. */
export async function finishStep(t: Transition, outcome: string, status: "completed" | "skipped" = "completed"): Promise<void> {
  const s = current(t);
  if (!s) return;
  if (s.run_id && t.r.active_run_id === s.run_id) await t.endRun(outcome);
  Object.assign(s, { status, ended_at: t.now, outcome, by: t.by, resume_at: null });
  await t.emit("rollout.step_completed", { step_index: s.index, step: s.step, outcome, by: t.by });
  t.r.step_index = s.index + 1;
}

async function canaryStep(t: Transition, gate: GateAnswer | null, runEnded: boolean): Promise<boolean> {
  const r = t.r;
  const s = current(t);
  if (!s) {
    r.phase = "promotion";
    r.step_index = null;
    return true;
  }
  const spec = s.step;
  if (s.status === "pending") {
    Object.assign(s, { status: "running", started_at: t.now });
    await t.emit("rollout.step_started", { step_index: s.index, step: spec });
    if (spec.set_weight !== undefined) {
      t.setWeight(spec.set_weight);
      await finishStep(t, "done");
    } else if (spec.pause) {
      if (spec.pause.duration) s.resume_at = t.now + ms(spec.pause.duration);
      else await t.pause("pause_step");
    } else if (spec.analysis) {
      s.run_id = await t.startRun("step", s.index, spec.analysis.templates);
    } else if (spec.approval) {
      if (spec.approval.gate) s.resume_at = t.now;
      else await t.pause("approval");
    }
    return true;
  }
  if (spec.pause?.duration) {
    if (t.now < s.resume_at!) return false;
    await finishStep(t, "done");
    return true;
  }
  if (spec.analysis) {
    if (!runEnded) return false;
    await finishStep(t, "done");
    return true;
  }
  const g = spec.approval?.gate;
  if (g) {
    if (gate && gate.step_index === s.index) {
      if (gate.approved) {
        await finishStep(t, `approved by the gate: ${gate.detail}`);
        return true;
      }
      s.gate_asks = (s.gate_asks ?? 0) + 1;
      s.gate_last = gate.detail;
      s.resume_at = t.now + (g.interval ? ms(g.interval) : DEFAULT_GATE_INTERVAL_MS);
    }
    if (g.timeout && t.now >= s.started_at! + ms(g.timeout)) {
      await t.abort(t.decision("abort", "gate_timeout", `the approval gate did not approve within ${g.timeout} (${s.gate_asks ?? 0} asks; last: ${s.gate_last ?? "none"})`));
      return true;
    }
    return false;
  }
  return false;
}

/** When the runner must look next, and the progress deadline where it applies. */
function schedule(t: Transition, blue: DeploymentView | null, runDue: number | null): void {
  const r = t.r;
  if (!isActive(r.status)) {
    r.due_at = null;
    r.deadline_at = null;
    return;
  }
  const due: number[] = [];
  const s = current(t);
  // The deadline runs while the rollout waits on something outside it that should come by itself.
  const waitingOutside =
    r.status === "progressing" &&
    (r.phase === "awaiting_blue" || (r.phase === "promotion" && (r.promote_at === null || t.now >= r.promote_at) && !ready(blue)) || (r.phase === "steps" && s?.status === "running" && s.step.approval?.gate !== undefined));
  const deadline = ms(r.strategy.progress_deadline ?? DEFAULT_PROGRESS_DEADLINE);
  r.deadline_at = waitingOutside ? (t.moved ? t.now : r.progress_at) + deadline : null;
  if (r.deadline_at !== null) due.push(r.deadline_at);
  if (r.status === "progressing") {
    if (r.phase === "awaiting_blue" || (r.phase === "promotion" && !ready(blue))) due.push(t.now + BLUE_POLL_MS);
    if (r.phase === "promotion" && r.promote_at !== null) due.push(r.promote_at);
    if (s?.status === "running" && s.resume_at !== null) due.push(s.resume_at);
  }
  if (r.phase === "post_promotion" && r.bake_ends_at !== null) due.push(r.bake_ends_at);
  // Measurements go on while paused: a failure still aborts.
  if (runDue !== null) due.push(runDue);
  r.due_at = due.length > 0 ? Math.min(...due) : null;
}
