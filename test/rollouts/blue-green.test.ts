import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deploy, errorRateTemplate, railway, rolloutBerth, traffic, type RolloutBerth } from "./rollout-helpers.ts";

let r: RolloutBerth;

beforeAll(async () => {
  r = await rolloutBerth();
});
afterAll(() => r?.b.stop());

/** An agent with a running, healthy primary on Railway and a blue/green strategy; answers the primary's id. */
async function agentWithPrimary(passport: string, strategy: Record<string, unknown>): Promise<string> {
  await r.ok("PUT", `/v1/agents/${passport}/rollout-strategy`, strategy);
  const primary = await deploy(r, passport, `${passport}-v1`, { slot: "primary", revision: "v1" });
  await railway(r, `${passport}-v1`, "deployed");
  return primary;
}

/** A new blue whose rollout starts by itself; Railway reports it deployed; answers ids once its analysis runs. */
async function blueUnderAnalysis(passport: string, revision: string): Promise<{ blue: string; rolloutId: string; runId: string }> {
  const started = r.next("rollout.started", passport);
  const blue = await deploy(r, passport, `${passport}-${revision}`, { revision });
  const rolloutId = ((await started).data as { rollout_id: string }).rollout_id;
  const run = r.next("analysis_run.started", passport);
  await railway(r, `${passport}-${revision}`, "building");
  await railway(r, `${passport}-${revision}`, "deployed");
  const runId = ((await run).data as { run_id: string }).run_id;
  return { blue, rolloutId, runId };
}

/** One 10-second window of traffic: reported a second into it, measured at its end. */
async function window(deploymentId: string, ok: number, errors: number): Promise<void> {
  await r.advance(1000);
  await traffic(r, deploymentId, ok, errors);
  await r.advance(9000);
}

describe("blue/green with pre-promotion analysis, over HTTP with Railway's webhooks", () => {
  beforeAll(async () => {
    await r.ok("PUT", "/v1/analysis-templates/error-rate", errorRateTemplate({ count: 6, initial_delay: "10s" }), 201);
  });

  it("a blue reporting 20% errors is rolled back by itself within one interval + 5 s of its failing measurement; the primary keeps serving", async () => {
    const primary = await agentWithPrimary("agent-red", { blue_green: { pre_promotion_analysis: { templates: ["error-rate"] } } });
    const { blue, rolloutId, runId } = await blueUnderAnalysis("agent-red", "v2");
    // A healthy first window (measured 10 s after the run started), then 20% of requests fail.
    await window(blue, 100, 0);
    await r.advance(1000);
    const failingSince = r.clock.now();
    await traffic(r, blue, 80, 20);
    const aborted = r.next("rollout.aborted", "agent-red");
    await r.advance(9000);
    await aborted;
    const { rollout } = await r.ok("GET", `/v1/rollouts/${rolloutId}`);
    expect(rollout).toMatchObject({ status: "aborted", weight: 0, promoted_at: null });
    expect(rollout.decision.decided_at - failingSince).toBeLessThanOrEqual(10_000 + 5_000);
    // Why: the run, the metric, the limit passed, the condition, the measurements.
    expect(rollout.decision).toMatchObject({
      action: "abort",
      reason: "analysis_failed",
      run_id: runId,
      metric: "error-rate",
      template: "error-rate",
      phase: "Failed",
      limit: "failed (1) > failure_limit (0)",
      condition: { field: "failure_condition", expression: "result > 0.05" },
    });
    expect(rollout.decision.measurements.map((m: { value: number; phase: string }) => [m.value, m.phase])).toEqual([
      [0, "Successful"],
      [0.2, "Failed"],
    ]);
    // The primary serves everything, as it did all along.
    const { routing } = await r.ok("GET", "/v1/agents/agent-red/routing");
    expect(routing.routes.map((x: { deployment_id: string; weight: number }) => [x.deployment_id, x.weight])).toEqual([
      [primary, 100],
      [blue, 0],
    ]);
    const { deployment } = await r.ok("GET", `/v1/deployments/${primary}`);
    expect(deployment).toMatchObject({ slot: "primary", actual_state: "running", health: "healthy" });
    // Replaying the stored measurements through the template reaches the same decision.
    const { replay } = await r.ok("GET", `/v1/analysis-runs/${runId}/replay`);
    expect(replay).toMatchObject({ same: true, stored_phase: "Failed", replayed_phase: "Failed", replayed_deciding_metric: "error-rate", mismatches: [] });
  });

  it("a healthy blue is promoted once its consecutive successes are in; routing follows", async () => {
    await r.ok("PUT", "/v1/analysis-templates/steady", errorRateTemplate({ count: 10, consecutive_success_limit: 3, initial_delay: "10s" }), 201);
    const primary = await agentWithPrimary("agent-green", { blue_green: { pre_promotion_analysis: { templates: ["steady"] } } });
    const { blue, rolloutId, runId } = await blueUnderAnalysis("agent-green", "v2");
    await window(blue, 100, 1);
    await window(blue, 100, 0);
    expect((await r.ok("GET", `/v1/rollouts/${rolloutId}`)).rollout).toMatchObject({ status: "progressing", phase: "pre_promotion" });
    const completed = r.next("rollout.completed", "agent-green");
    await window(blue, 100, 2);
    await completed;
    const { rollout } = await r.ok("GET", `/v1/rollouts/${rolloutId}`);
    expect(rollout).toMatchObject({ status: "completed", phase: "done", weight: 100, decision: null, runs: [{ run_id: runId, phase: "Successful" }] });
    const run = (await r.ok("GET", `/v1/analysis-runs/${runId}`)).run;
    expect(run.results[0]).toMatchObject({ phase: "Successful", consecutive_success: 3, message: "consecutive_success (3) reached consecutive_success_limit (3)" });
    expect(run.measurements).toHaveLength(3);
    expect((await r.ok("GET", `/v1/deployments/${blue}`)).deployment).toMatchObject({ slot: "primary" });
    expect((await r.ok("GET", `/v1/deployments/${primary}`)).deployment).toMatchObject({ slot: "retired", actual_state: "terminated" });
    const { routing } = await r.ok("GET", "/v1/agents/agent-green/routing");
    expect(routing.routes).toMatchObject([{ deployment_id: blue, slot: "primary", weight: 100 }]);
    // The promotion went through the deployments' own promote: one deployment.promoted, by the rollout.
    const { events } = await r.ok("GET", "/v1/events?subject=agent-green&type=deployment.promoted");
    expect(events).toHaveLength(1);
    expect(events[0].data.actor).toEqual({ type: "rollout", rollout_id: rolloutId, key_id: null });
  });

  it("an inconclusive result pauses for a person; resume goes on and promotes", async () => {
    await r.ok("PUT", "/v1/analysis-templates/strict", errorRateTemplate({ count: 3, success_condition: "result < 0.01", initial_delay: "10s" }), 201);
    await agentWithPrimary("agent-grey", { blue_green: { pre_promotion_analysis: { templates: ["strict"] } } });
    const { blue, rolloutId } = await blueUnderAnalysis("agent-grey", "v2");
    const paused = r.next("rollout.paused", "agent-grey");
    await window(blue, 97, 3);
    expect((await paused).data).toMatchObject({ reason: "analysis_inconclusive" });
    const { rollout } = await r.ok("GET", `/v1/rollouts/${rolloutId}`);
    expect(rollout).toMatchObject({ status: "paused", pause: { reason: "analysis_inconclusive" }, decision: { action: "pause", reason: "analysis_inconclusive", phase: "Inconclusive", metric: "error-rate" } });
    // Nothing moves while it waits for a person, however long.
    await r.advance(120_000);
    expect((await r.ok("GET", `/v1/rollouts/${rolloutId}`)).rollout).toMatchObject({ status: "paused", promoted_at: null });
    const completed = r.next("rollout.completed", "agent-grey");
    const resumed = await r.ok("POST", `/v1/rollouts/${rolloutId}/resume`);
    expect(resumed.rollout.status).toBe("completed");
    await completed;
    expect((await r.ok("GET", `/v1/deployments/${blue}`)).deployment.slot).toBe("primary");
  });
});

describe("after promotion: the bake window, fast-tracked rollbacks", () => {
  beforeAll(async () => {
    // Measures until the bake ends (an interval, no count).
    await r.ok("PUT", "/v1/analysis-templates/watch", { metrics: [{ name: "error-rate", interval: "10s", initial_delay: "10s", failure_condition: "result > 0.05", provider: { berth: { metric: "error_rate", window: "10s" } } }] }, 201);
  });

  it("a failure inside the bake window rolls back by itself: the previous primary returns", async () => {
    const primary = await agentWithPrimary("agent-bake", { blue_green: { post_promotion_analysis: { templates: ["watch"] }, bake: "1m" } });
    const started = r.next("rollout.started", "agent-bake");
    const blue = await deploy(r, "agent-bake", "agent-bake-v2", { revision: "v2" });
    const rolloutId = ((await started).data as { rollout_id: string }).rollout_id;
    const promoted = r.next("rollout.promoted", "agent-bake");
    await railway(r, "agent-bake-v2", "deployed");
    await promoted;
    expect((await r.ok("GET", `/v1/rollouts/${rolloutId}`)).rollout).toMatchObject({ status: "progressing", phase: "post_promotion", weight: 100 });
    expect((await r.ok("GET", "/v1/agents/agent-bake/routing")).routing.routes).toMatchObject([{ deployment_id: blue, weight: 100 }]);
    await window(blue, 100, 0);
    await window(blue, 100, 0);
    const rolledBack = r.next("rollout.rolled_back", "agent-bake");
    await window(blue, 70, 30);
    expect((await rolledBack).data).toMatchObject({ reason: "analysis_failed", restored_deployment_id: primary });
    const { rollout } = await r.ok("GET", `/v1/rollouts/${rolloutId}`);
    expect(rollout).toMatchObject({ status: "rolled_back", decision: { action: "rollback", metric: "error-rate", condition: { field: "failure_condition", expression: "result > 0.05" } } });
    expect(rollout.decision.measurements.map((m: { value: number }) => m.value)).toEqual([0, 0, 0.3]);
    expect((await r.ok("GET", `/v1/deployments/${primary}`)).deployment).toMatchObject({ slot: "primary", actual_state: "deploying" });
    expect((await r.ok("GET", `/v1/deployments/${blue}`)).deployment).toMatchObject({ slot: "retired", actual_state: "terminated" });
    expect((await r.ok("GET", "/v1/agents/agent-bake/routing")).routing.routes).toMatchObject([{ deployment_id: primary, slot: "primary", weight: 100 }]);
  });

  it("a bake window that passes completes the rollout", async () => {
    await agentWithPrimary("agent-baked", { blue_green: { post_promotion_analysis: { templates: ["watch"] }, bake: "30s" } });
    const promoted = r.next("rollout.promoted", "agent-baked");
    const blue = await deploy(r, "agent-baked", "agent-baked-v2", { revision: "v2" });
    await railway(r, "agent-baked-v2", "deployed");
    await promoted;
    const completed = r.next("rollout.completed", "agent-baked");
    await window(blue, 50, 0);
    await window(blue, 50, 0);
    await window(blue, 50, 0);
    await completed;
    const runs = (await r.ok("GET", `/v1/agents/agent-baked/rollouts`)).rollouts[0].runs;
    expect(runs).toMatchObject([{ purpose: "post_promotion", phase: "Successful" }]);
  });

  it("rolling back to a recent version is fast-tracked: no analysis, no steps", async () => {
    await r.ok("PUT", "/v1/analysis-templates/gate-keeper", errorRateTemplate({ count: 5, initial_delay: "10s" }), 201);
    const strategy = { blue_green: { pre_promotion_analysis: { templates: ["gate-keeper"] } } };
    await agentWithPrimary("agent-fast", strategy);
    // v2 goes out through its analysis...
    const { blue: v2, rolloutId } = await blueUnderAnalysis("agent-fast", "v2");
    const promoted = r.next("rollout.promoted", "agent-fast");
    await r.ok("POST", `/v1/rollouts/${rolloutId}/promote`);
    await promoted;
    expect((await r.ok("GET", `/v1/deployments/${v2}`)).deployment.slot).toBe("primary");
    // ...then, during an incident, v1 is deployed again: the same revision and descriptor as a recent primary.
    await r.advance(1000);
    const started = r.next("rollout.started", "agent-fast");
    await deploy(r, "agent-fast", "agent-fast-v1-again", { revision: "v1", descriptor: { image: "ghcr.io/acme/support-agent", tag: "agent-fast-v1" } });
    expect((await started).data).toMatchObject({ fast_tracked: true });
    const back = r.next("rollout.completed", "agent-fast");
    await railway(r, "agent-fast-v1-again", "deployed");
    await back;
    const { rollouts } = await r.ok("GET", "/v1/agents/agent-fast/rollouts");
    expect(rollouts[0]).toMatchObject({ fast_tracked: true, status: "completed", runs: [], revision: "v1" });
    expect(rollouts[0].promoted_at).not.toBeNull();
  });
});

describe("the progress deadline", () => {
  it("a blue that never becomes running aborts the rollout once the deadline passes", async () => {
    await agentWithPrimary("agent-stuck", { blue_green: {}, progress_deadline: "2m" });
    const started = r.next("rollout.started", "agent-stuck");
    const blue = await deploy(r, "agent-stuck", "agent-stuck-v2", { revision: "v2" });
    const rolloutId = ((await started).data as { rollout_id: string }).rollout_id;
    await railway(r, "agent-stuck-v2", "building");
    await r.advance(60_000);
    expect((await r.ok("GET", `/v1/rollouts/${rolloutId}`)).rollout).toMatchObject({ status: "progressing", phase: "awaiting_blue" });
    const aborted = r.next("rollout.aborted", "agent-stuck");
    await r.advance(61_000);
    expect((await aborted).data).toMatchObject({ reason: "progress_deadline" });
    const { rollout } = await r.ok("GET", `/v1/rollouts/${rolloutId}`);
    expect(rollout.decision.message).toContain("waiting for deployment");
    expect(rollout.decision.message).toContain("deploying");
    expect((await r.ok("GET", `/v1/deployments/${blue}`)).deployment.slot).toBe("blue");
  });
});
