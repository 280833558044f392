import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rolloutBerth, type RolloutBerth } from "./rollout-helpers.ts";

/** What a careless or hostile caller sends to the rollouts' routes: a clear 4xx in the error body, never a 500 or a spin. */
let r: RolloutBerth;
beforeAll(async () => {
  r = await rolloutBerth();
});
afterAll(() => r?.b.stop());

const berthMetric = (extra: Record<string, unknown>) => ({ metrics: [{ name: "m", provider: { berth: { metric: "error_rate", window: "1m" } }, ...extra }] });

describe("intervals a runner could spin on", () => {
  it("a metric interval under 1s is refused (0 measured and stored in a tight loop for ever)", async () => {
    for (const interval of ["0s", "0ms", "999ms"]) {
      const answer = await r.api("PUT", "/v1/analysis-templates/spin", berthMetric({ interval }));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error_code: "VALIDATION_FAILED", details: [{ field: "metrics[0].interval", problem: "must be at least 1s" }] });
    }
    await r.ok("PUT", "/v1/analysis-templates/spin", berthMetric({ interval: "1s" }), 201);
  });

  it("a gate interval under 1s is refused (the gate would be asked in a tight loop)", async () => {
    const answer = await r.api("PUT", "/v1/agents/agent-spin/rollout-strategy", { canary: { steps: [{ approval: { gate: { url: "http://127.0.0.1:9/approve", interval: "0s" } } }] } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error_code: "VALIDATION_FAILED", details: [{ field: "canary.steps[0].approval.gate.interval", problem: "must be at least 1s" }] });
  });
});
