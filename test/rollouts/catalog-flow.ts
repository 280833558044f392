import { deploymentsOf } from "../deployments/deployment-helpers.ts";
import type { TestBerth } from "../support/test-berth.ts";

/**
 * A flow that makes every rollouts event type at least once (test/event-catalog.test.ts checks
 * each against the catalog's schema): templates created, updated, deleted; a canary paused,
 * resumed, through a Successful and an Inconclusive run, aborted, retried and fully promoted; a
 * blue/green rolled back by a failing post-promotion run; one aborted by a run in Error.
 */
export async function emitRolloutEvents(b: TestBerth): Promise<void> {
  const call = async (method: string, path: string, body?: unknown, status = 200) => {
    const answer = await b.request(method, path, { key: b.adminKey, body });
    if (answer.status !== status) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
    return answer.body;
  };
  const rollout = async (passport: string) => (await call("GET", `/v1/agents/${passport}/rollouts`)).rollouts[0] as { rollout_id: string; status: string; pause: { reason: string } | null } | undefined;
  /** Polls the rollout (the runner works in the background, on the real clock) until `check` holds. */
  const until = async (passport: string, check: (r: NonNullable<Awaited<ReturnType<typeof rollout>>>) => boolean) => {
    for (let i = 0; i < 1000; i++) {
      const r = await rollout(passport);
      if (r && check(r)) return r;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${passport}'s rollout did not get there: ${JSON.stringify(await rollout(passport))}`);
  };
  const health = (conditions: Record<string, string>) => ({ metrics: [{ name: "health", ...conditions, provider: { berth: { metric: "deployment_health" } } }] });
  await call("PUT", "/v1/analysis-templates/cat-ok", health({ success_condition: 'result == "healthy"' }), 201);
  await call("PUT", "/v1/analysis-templates/cat-ok", health({ success_condition: 'result == "healthy" || result == "degraded"' }));
  await call("PUT", "/v1/analysis-templates/cat-bad", health({ failure_condition: 'result == "healthy"' }), 201);
  await call("PUT", "/v1/analysis-templates/cat-grey", health({ success_condition: 'result == "x"', failure_condition: 'result == "y"' }), 201);
  await call("PUT", "/v1/analysis-templates/cat-err", { metrics: [{ name: "rate", consecutive_error_limit: 0, provider: { berth: { metric: "error_rate" } } }] }, 201);
  await call("PUT", "/v1/analysis-templates/cat-gone", health({}), 201);
  await call("DELETE", "/v1/analysis-templates/cat-gone");

  const canary = deploymentsOf(b, b.adminKey, "catalog-canary");
  await call("PUT", "/v1/agents/catalog-canary/rollout-strategy", { canary: { steps: [{ set_weight: 20 }, { pause: {} }, { analysis: { templates: ["cat-ok"] } }, { analysis: { templates: ["cat-grey"] } }] } });
  await canary.live({ slot: "primary" });
  await canary.live();
  let r = await until("catalog-canary", (x) => x.pause?.reason === "pause_step");
  await call("POST", `/v1/rollouts/${r.rollout_id}/resume`);
  r = await until("catalog-canary", (x) => x.pause?.reason === "analysis_inconclusive");
  await call("POST", `/v1/rollouts/${r.rollout_id}/abort`);
  await call("POST", `/v1/rollouts/${r.rollout_id}/retry`);
  await until("catalog-canary", (x) => x.pause?.reason === "pause_step");
  await call("POST", `/v1/rollouts/${r.rollout_id}/promote`, { full: true });

  const baked = deploymentsOf(b, b.adminKey, "catalog-bake");
  await call("PUT", "/v1/agents/catalog-bake/rollout-strategy", { blue_green: { post_promotion_analysis: { templates: ["cat-bad"] } } });
  await baked.live({ slot: "primary" });
  await baked.live();
  await until("catalog-bake", (x) => x.status === "rolled_back");

  const failing = deploymentsOf(b, b.adminKey, "catalog-error");
  await call("PUT", "/v1/agents/catalog-error/rollout-strategy", { blue_green: { pre_promotion_analysis: { templates: ["cat-err"] } } });
  await failing.live({ slot: "primary" });
  await failing.live();
  await until("catalog-error", (x) => x.status === "aborted");
}
