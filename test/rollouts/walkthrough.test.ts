import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../core/host/host.ts";
import { deploy, railway, rolloutBerth, traffic, type RolloutBerth } from "./rollout-helpers.ts";

/**
 * docs/rollouts.md's walkthrough, done over HTTP with an injected clock (the page's minutes in
 * milliseconds): a canary whose analysis fails and that goes back to the stable version by
 * itself. The events the page lists are compared with the ones this run produced.
 */
const PAGE = readFileSync(join(REPO_ROOT, "docs", "rollouts.md"), "utf8");

/** The page's list of events: the `text` block after "The events it produced". */
function documentedEvents(): string[] {
  const at = PAGE.indexOf("The events it produced");
  const block = /```text\n([\s\S]*?)```/.exec(PAGE.slice(at))![1]!;
  return block.split("\n").map((line) => line.trim().split(/\s+/)[0]!).filter((t) => /^[a-z_]+\.[a-z_]+$/.test(t));
}

let r: RolloutBerth;
beforeAll(async () => {
  r = await rolloutBerth();
});
afterAll(() => r?.b.stop());

describe("docs/rollouts.md's walkthrough", () => {
  it("a canary that fails its analysis returns to the stable version by itself, producing the events the page lists", async () => {
    await r.ok("PUT", "/v1/analysis-templates/error-rate", {
      description: "Share of failed requests, from the gateway's reports",
      metrics: [{ name: "error-rate", interval: "1m", initial_delay: "1m", count: 5, failure_condition: "result > 0.05", provider: { berth: { metric: "error_rate", window: "1m" } } }],
    }, 201);
    await r.ok("PUT", "/v1/agents/agent-7/rollout-strategy", { canary: { steps: [{ set_weight: 10 }, { analysis: { templates: ["error-rate"] } }, { set_weight: 50 }, { pause: { duration: "10m" } }] } });
    const v1 = await deploy(r, "agent-7", "rw-v1", { slot: "primary", revision: "v1" });
    await railway(r, "rw-v1", "deployed");
    const started = r.next("rollout.started", "agent-7");
    await r.advance(1000);
    const v2 = await deploy(r, "agent-7", "rw-v2", { revision: "v2" });
    const rolloutId = ((await started).data as { rollout_id: string }).rollout_id;
    const since = (await r.ok("GET", `/v1/events?subject=agent-7&limit=1000`)).events.findIndex((e: { type: string }) => e.type === "rollout.started");
    const analysing = r.next("analysis_run.started", "agent-7");
    await railway(r, "rw-v2", "deployed");
    await analysing;
    expect((await r.ok("GET", "/v1/agents/agent-7/routing")).routing.routes.map((x: { weight: number }) => x.weight)).toEqual([90, 10]);
    // The gateway reports what v2 served: 13% errors.
    const aborted = r.next("rollout.aborted", "agent-7");
    await r.advance(30_000);
    await traffic(r, v2, 261, 39);
    await r.advance(30_000);
    await aborted;
    const { rollout } = await r.ok("GET", `/v1/rollouts/${rolloutId}`);
    expect(rollout).toMatchObject({ status: "aborted", weight: 0, decision: { reason: "analysis_failed", metric: "error-rate", limit: "failed (1) > failure_limit (0)", measurements: [{ value: 0.13, phase: "Failed" }] } });
    expect((await r.ok("GET", "/v1/agents/agent-7/routing")).routing.routes).toMatchObject([{ deployment_id: v1, weight: 100 }, { deployment_id: v2, weight: 0 }]);
    const all = (await r.ok("GET", `/v1/events?subject=agent-7&limit=1000`)).events as { type: string }[];
    const produced = all.slice(since).map((e) => e.type).filter((t) => t.startsWith("rollout.") || t.startsWith("analysis_run.") || t === "deployment.created" || t === "deployment.state_changed");
    expect(produced).toEqual(documentedEvents());
  });
});
