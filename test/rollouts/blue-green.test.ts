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
});
