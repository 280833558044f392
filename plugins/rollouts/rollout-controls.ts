import { rolloutErrors } from "./errors.ts";
import { advance, finishStep, toPromotion } from "./rollout-machine.ts";
import { isActive } from "./rollout-record.ts";
import type { Transition } from "./rollout-transition.ts";

/** What a person may do to a rollout: none of it edits the strategy the rollout started with. */
export const CONTROLS = ["promote", "promote_full", "pause", "resume", "abort", "retry", "skip", "approve"] as const;
export type Control = (typeof CONTROLS)[number];

const ANALYSIS_PAUSES = new Set(["analysis_inconclusive", "analysis_failed"]);

function standing(t: Transition) {
  return { status: t.r.status, phase: t.r.phase, step_index: t.r.step_index, pause_reason: t.r.pause?.reason ?? null };
}

function refuse(t: Transition, control: Control, why: string): never {
  throw rolloutErrors.notApplicable(t.id, control, why, standing(t));
}

function unpause(t: Transition): void {
  t.r.status = "progressing";
  t.r.pause = null;
}

/** Applies a person's control, then lets the rollout move as far as it now can, in the same transaction. */
export async function applyControl(t: Transition, control: Control): Promise<void> {
  const r = t.r;
  if (control === "retry") await retry(t);
  else {
    if (!isActive(r.status)) throw rolloutErrors.ended(t.id, r.status);
    await CONTROL[control](t);
    if (control !== "pause" && control !== "abort") t.moved = true;
  }
  await advance(t);
}

const CONTROL: Record<Exclude<Control, "retry">, (t: Transition) => Promise<void>> = {
  async pause(t) {
    if (t.r.status === "paused") refuse(t, "pause", `it is paused already (${t.r.pause?.reason})`);
    await t.pause("manual");
  },

  async resume(t) {
    const r = t.r;
    if (r.status !== "paused") refuse(t, "resume", "it is not paused");
    const reason = r.pause!.reason;
    unpause(t);
    await t.emit("rollout.resumed", { reason, by: t.by });
    await passPause(t, reason);
  },

  async approve(t) {
    const r = t.r;
    const step = r.step_index === null ? null : r.steps[r.step_index];
    if (r.phase !== "steps" || !step?.step.approval || step.status !== "running") refuse(t, "approve", "it is not at an approval step");
    if (r.status === "paused") unpause(t);
    await finishStep(t, "approved");
  },

  async abort(t) {
    const decision = t.decision(t.r.promoted_at === null ? "abort" : "rollback", "manual", `aborted by ${t.by ?? "a person"}`);
    if (t.r.promoted_at === null) await t.abort(decision);
    else await t.rollback(decision);
  },

  async skip(t) {
    const r = t.r;
    switch (r.phase) {
      case "awaiting_blue":
        refuse(t, "skip", "nothing to skip: the blue is not running and healthy yet");
        break;
      case "pre_promotion":
        await t.endRun("skipped");
        if (r.status === "paused") unpause(t);
        await toPromotion(t);
        break;
      case "steps":
        if (r.status === "paused") unpause(t);
        await finishStep(t, "skipped", "skipped");
        break;
      case "promotion":
        if (r.status === "paused") unpause(t);
        r.promote_at = null;
        break;
      case "post_promotion":
        if (r.status === "paused") unpause(t);
        await t.complete();
        break;
      default:
        refuse(t, "skip", "nothing to skip");
    }
  },

  async promote(t) {
    const r = t.r;
    switch (r.phase) {
      case "awaiting_blue":
        refuse(t, "promote", "the blue is not running and healthy yet");
        break;
      case "pre_promotion":
        await t.endRun("promoted");
        if (r.status === "paused") unpause(t);
        r.phase = "promotion";
        r.promote_at = null;
        break;
      case "steps":
        if (r.status === "paused") unpause(t);
        await finishStep(t, "promoted");
        break;
      case "promotion":
        if (r.status === "paused") unpause(t);
        r.promote_at = null;
        break;
      case "post_promotion":
        if (r.status === "paused") unpause(t);
        await t.complete();
        break;
      default:
        refuse(t, "promote", "nothing to promote");
    }
  },

  async promote_full(t) {
    const r = t.r;
    if (r.phase === "awaiting_blue") refuse(t, "promote_full", "the blue is not running and healthy yet");
    if (r.promoted_at !== null) {
      if (r.status === "paused") unpause(t);
      await t.complete();
      return;
    }
    await t.endRun("promoted");
    for (const s of r.steps) if (s.status === "pending" || s.status === "running") Object.assign(s, { status: "skipped", ended_at: t.now, outcome: "promoted", by: t.by, resume_at: null });
    if (r.status === "paused") unpause(t);
    r.phase = "promotion";
    r.step_index = null;
    r.promote_at = null;
  },
};

/** Resuming passes what the pause held: the pause step, the approval, the analysis result a person accepts, the promotion. */
async function passPause(t: Transition, reason: string): Promise<void> {
  const r = t.r;
  if (reason === "pause_step" || reason === "approval") await finishStep(t, reason === "approval" ? "approved" : "resumed");
  else if (reason === "awaiting_promotion") r.promote_at = null;
  else if (ANALYSIS_PAUSES.has(reason)) {
    if (r.phase === "pre_promotion") await toPromotion(t);
    else if (r.phase === "steps") await finishStep(t, "resumed");
    else if (r.phase === "post_promotion") await t.complete();
  }
}

/** An aborted rollout starts over from the beginning; a paused analysis result is measured again in a new run. */
async function retry(t: Transition): Promise<void> {
  const r = t.r;
  if (r.status === "aborted") {
    Object.assign(r, {
      status: "progressing",
      phase: "awaiting_blue",
      pause: null,
      step_index: null,
      weight: 0,
      decision: null,
      active_run_id: null,
      promote_at: null,
      bake_ends_at: null,
      ended_at: null,
      attempt: r.attempt + 1,
      active_key: r.agent_passport_id,
      steps: r.steps.map((s) => ({ index: s.index, step: s.step, status: "pending", started_at: null, ended_at: null, outcome: null, by: null, run_id: null, resume_at: null })),
    });
    await t.emit("rollout.retried", { attempt: r.attempt, by: t.by });
    t.moved = true;
    return;
  }
  if (r.status === "paused" && ANALYSIS_PAUSES.has(r.pause!.reason)) {
    const part = r.strategy.blue_green ?? r.strategy.canary!;
    const ref = r.phase === "pre_promotion" ? r.strategy.blue_green?.pre_promotion_analysis : r.phase === "post_promotion" ? part.post_promotion_analysis : r.steps[r.step_index ?? -1]?.step.analysis;
    if (!ref) refuse(t, "retry", "there is no analysis to run again");
    unpause(t);
    const step = r.phase === "steps" ? r.steps[r.step_index!]! : null;
    const runId = await t.startRun(r.phase === "pre_promotion" ? "pre_promotion" : r.phase === "post_promotion" ? "post_promotion" : "step", step?.index ?? null, ref.templates);
    if (step) step.run_id = runId;
    await t.emit("rollout.retried", { attempt: r.attempt, run_id: runId, by: t.by });
    t.moved = true;
    return;
  }
  refuse(t, "retry", isActive(r.status) ? "only an aborted rollout, or one paused on an analysis result, can be retried" : `it has ${r.status}`);
}
