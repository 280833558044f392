import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribeWs } from "../support/graphql-subscription.ts";
import { deploy, errorRateTemplate, railway, rolloutBerth, traffic, type RolloutBerth } from "./rollout-helpers.ts";

let r: RolloutBerth;
let gate: Server;
let gateUrl: string;
let gateOpen = false;
const gateAsks: unknown[] = [];

beforeAll(async () => {
  r = await rolloutBerth();
  // An approval gate (a change-management system, say): 503 until it approves.
  gate = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      gateAsks.push(JSON.parse(body));
      res.writeHead(gateOpen ? 200 : 503, { "content-type": "application/json" }).end(JSON.stringify({ approved: gateOpen }));
    });
  });
  await new Promise<void>((resolve) => gate.listen(0, "127.0.0.1", resolve));
  gateUrl = `http://127.0.0.1:${(gate.address() as AddressInfo).port}/approve`;
  await r.ok("PUT", "/v1/analysis-templates/error-rate", errorRateTemplate({ count: 2, initial_delay: "10s" }), 201);
});
afterAll(async () => {
  await r?.b.stop();
  await new Promise((resolve) => gate?.close(resolve));
});

async function weights(passport: string): Promise<number[]> {
  return (await r.ok("GET", `/v1/agents/${passport}/routing`)).routing.routes.map((x: { weight: number }) => x.weight);
}

async function canaryAgent(passport: string, steps: unknown[]): Promise<{ primary: string; blue: string; rolloutId: string }> {
  await r.ok("PUT", `/v1/agents/${passport}/rollout-strategy`, { canary: { steps } });
  const primary = await deploy(r, passport, `${passport}-v1`, { slot: "primary", revision: "v1" });
  await railway(r, `${passport}-v1`, "deployed");
  const started = r.next("rollout.started", passport);
  const blue = await deploy(r, passport, `${passport}-v2`, { revision: "v2" });
  const rolloutId = ((await started).data as { rollout_id: string }).rollout_id;
  return { primary, blue, rolloutId };
}

describe("the routing table and rollout events for GraphQL subscribers", () => {
  it("a gateway subscribed to routingChanges sees each new split, and rolloutEvents the rollout's start", async () => {
    const passport = "agent-canary-gql";
    const query = (field: string) => `subscription($p: ID!) { ${field}(passportId: $p) { type subject data } }`;
    const routing = await subscribeWs(r.b.url, r.b.adminKey, query("routingChanges"), { p: passport });
    const rollouts = await subscribeWs(r.b.url, r.b.adminKey, query("rolloutEvents"), { p: passport });
    try {
      await canaryAgent(passport, [{ set_weight: 20 }, { pause: {} }]);
      const twenty = (e: { data: unknown }) => JSON.stringify(e.data).includes('"weight":20');
      const committed = r.next("rollout.routing_changed", passport, twenty);
      await railway(r, `${passport}-v2`, "deployed");
      await committed;
      expect(await weights(passport)).toEqual([80, 20]);
      // Every change the log has, the subscriber has: the table as the rollout began, then 80/20.
      const changes = (await r.ok("GET", `/v1/events?type=rollout.routing_changed&subject=${passport}`)).events as { data: unknown }[];
      const seen = ((await routing.waitFor(changes.length)) as { routingChanges: { type: string; subject: string; data: unknown } }[]).map((x) => x.routingChanges);
      expect(seen.every((c) => c.type === "rollout.routing_changed" && c.subject === passport)).toBe(true);
      expect(seen.some(twenty)).toBe(true);
      // And the rollout's own events (its strategy set, its start, ...), in the log's order.
      const logged = ((await r.ok("GET", `/v1/events?type=rollout&subject=${passport}`)).events as { type: string }[]).map((e) => e.type);
      expect(logged).toContain("rollout.started");
      const streamed = ((await rollouts.waitFor(logged.length)) as { rolloutEvents: { type: string } }[]).map((x) => x.rolloutEvents.type);
      expect(streamed).toEqual(logged);
    } finally {
      await Promise.all([routing.close(), rollouts.close()]);
    }
  });
});

describe("canary steps over HTTP", () => {
  it("set_weight, a timed pause, analysis, a person's approval and an HTTP gate, then promotion; the routing table follows every step", async () => {
    const steps = [{ set_weight: 20 }, { pause: { duration: "30s" } }, { analysis: { templates: ["error-rate"] } }, { set_weight: 50 }, { approval: {} }, { approval: { gate: { url: gateUrl, interval: "10s", timeout: "5m" } } }, { set_weight: 80 }];
    const { primary, blue, rolloutId } = await canaryAgent("agent-canary", steps);
    expect(await weights("agent-canary")).toEqual([100, 0]);
    const first = r.next("rollout.routing_changed", "agent-canary", (e) => JSON.stringify(e.data).includes('"weight":20'));
    await railway(r, "agent-canary-v2", "deployed");
    await first;
    expect(await weights("agent-canary")).toEqual([80, 20]);
    // The 30 s pause, then the analysis (two measurements, 10 s apart after a 10 s delay).
    await r.advance(30_000);
    const { rollout: analysing } = await r.ok("GET", `/v1/rollouts/${rolloutId}`);
    expect(analysing).toMatchObject({ phase: "steps", step_index: 2 });
    expect(analysing.steps.slice(0, 3)).toMatchObject([{ status: "completed" }, { status: "completed", outcome: "done" }, { status: "running" }]);
    for (let i = 0; i < 2; i++) {
      await r.advance(1000);
      await traffic(r, blue, 100, 0);
      await r.advance(9000);
    }
    // Weight 50, then the person's approval holds it.
    const { rollout: waiting } = await r.ok("GET", `/v1/rollouts/${rolloutId}`);
    expect(waiting).toMatchObject({ status: "paused", pause: { reason: "approval" }, step_index: 4, weight: 50 });
    expect(await weights("agent-canary")).toEqual([50, 50]);
    const { rollout: approved } = await r.ok("POST", `/v1/rollouts/${rolloutId}/approve`);
    expect(approved.steps[4]).toMatchObject({ status: "completed", outcome: "approved" });
    // The gate is asked at once (503), again 10 s later (503), then answers 200.
    await r.advance(0);
    expect(gateAsks).toHaveLength(1);
    await r.advance(10_000);
    expect(gateAsks.length).toBeGreaterThanOrEqual(2);
    expect(gateAsks[0]).toMatchObject({ rollout_id: rolloutId, agent_passport_id: "agent-canary", deployment_id: blue, step_index: 5, weight: 50, world: "live" });
    expect((await r.ok("GET", `/v1/rollouts/${rolloutId}`)).rollout).toMatchObject({ status: "progressing", step_index: 5 });
    gateOpen = true;
    const completed = r.next("rollout.completed", "agent-canary");
    await r.advance(10_000);
    await completed;
    const { rollout } = await r.ok("GET", `/v1/rollouts/${rolloutId}`);
    expect(rollout).toMatchObject({ status: "completed", weight: 100 });
    expect(rollout.steps.map((s: { outcome: string }) => s.outcome)).toEqual(["done", "done", "done", "done", "approved", "approved by the gate: HTTP 200", "done"]);
    expect(await weights("agent-canary")).toEqual([100]);
    expect((await r.ok("GET", `/v1/deployments/${primary}`)).deployment.slot).toBe("retired");
    // Every transition is an event, in order.
    const { events } = await r.ok("GET", "/v1/events?subject=agent-canary&type=rollout&limit=1000");
    const types = events.map((e: { type: string }) => e.type);
    expect(types.filter((t: string) => t === "rollout.step_completed")).toHaveLength(7);
    expect(types.filter((t: string) => t === "rollout.routing_changed").length).toBeGreaterThanOrEqual(4);
    expect(types.indexOf("rollout.promoted")).toBeLessThan(types.indexOf("rollout.completed"));
    const { events: runEvents } = await r.ok("GET", "/v1/events?subject=agent-canary&type=analysis_run");
    expect(runEvents.map((e: { type: string }) => e.type)).toEqual(["analysis_run.started", "analysis_run.successful"]);
  });

  it("abort mid-canary sets the routing table back to 100/0; retry starts over; a full promote skips the rest", async () => {
    const { primary, blue, rolloutId } = await canaryAgent("agent-abort", [{ set_weight: 30 }, { pause: {} }, { analysis: { templates: ["error-rate"] } }, { set_weight: 60 }]);
    const paused = r.next("rollout.paused", "agent-abort");
    await railway(r, "agent-abort-v2", "deployed");
    expect((await paused).data).toMatchObject({ reason: "pause_step" });
    expect(await weights("agent-abort")).toEqual([70, 30]);
    const { rollout: aborted } = await r.ok("POST", `/v1/rollouts/${rolloutId}/abort`);
    expect(aborted).toMatchObject({ status: "aborted", weight: 0, decision: { action: "abort", reason: "manual" } });
    const { routing } = await r.ok("GET", "/v1/agents/agent-abort/routing");
    expect(routing.routes).toMatchObject([
      { deployment_id: primary, slot: "primary", weight: 100 },
      { deployment_id: blue, slot: "blue", weight: 0 },
    ]);
    // Controls on an ended rollout are refused; retry starts it over from step 0.
    const refused = await r.api("POST", `/v1/rollouts/${rolloutId}/resume`);
    expect(refused.status).toBe(409);
    expect(refused.body.error_code).toBe("ROLLOUT_ENDED");
    const { rollout: again } = await r.ok("POST", `/v1/rollouts/${rolloutId}/retry`);
    expect(again).toMatchObject({ status: "paused", attempt: 2, step_index: 1, weight: 30, decision: null });
    expect(await weights("agent-abort")).toEqual([70, 30]);
    // The strategy itself is never edited by controls.
    expect(again.strategy.canary.steps).toHaveLength(4);
    const { rollout: done } = await r.ok("POST", `/v1/rollouts/${rolloutId}/promote`, { full: true });
    expect(done).toMatchObject({ status: "completed", runs: [] });
    expect(done.steps.slice(1).map((s: { status: string }) => s.status)).toEqual(["skipped", "skipped", "skipped"]);
    expect(await weights("agent-abort")).toEqual([100]);
  });

  it("pause, skip and promote one step; controls that do not apply are 409 with where the rollout stands", async () => {
    const { rolloutId } = await canaryAgent("agent-steer", [{ set_weight: 10 }, { pause: { duration: "1h" } }, { set_weight: 40 }, { pause: { duration: "1h" } }, { set_weight: 90 }]);
    const approve = await r.api("POST", `/v1/rollouts/${rolloutId}/approve`);
    expect(approve.status).toBe(409);
    expect(approve.body).toMatchObject({ error_code: "ROLLOUT_CONTROL_NOT_APPLICABLE", details: { control: "approve", phase: "awaiting_blue" } });
    const skipEarly = await r.api("POST", `/v1/rollouts/${rolloutId}/skip`);
    expect(skipEarly.status).toBe(409);
    const onPause = r.next("rollout.step_started", "agent-steer", (e) => (e.data as { step_index: number }).step_index === 1);
    await railway(r, "agent-steer-v2", "deployed");
    await onPause;
    const { rollout: held } = await r.ok("POST", `/v1/rollouts/${rolloutId}/pause`);
    expect(held).toMatchObject({ status: "paused", pause: { reason: "manual" } });
    // A manual pause holds even a timed pause past its end.
    await r.advance(3_700_000);
    expect((await r.ok("GET", `/v1/rollouts/${rolloutId}`)).rollout).toMatchObject({ status: "paused", step_index: 1 });
    expect((await r.api("POST", `/v1/rollouts/${rolloutId}/pause`)).status).toBe(409);
    const { rollout: resumed } = await r.ok("POST", `/v1/rollouts/${rolloutId}/resume`);
    // Resumed: the 1 h pause had passed, so it went on to weight 40 and the next pause.
    expect(resumed).toMatchObject({ status: "progressing", step_index: 3, weight: 40 });
    const { rollout: skipped } = await r.ok("POST", `/v1/rollouts/${rolloutId}/skip`);
    expect(skipped.steps[3]).toMatchObject({ status: "skipped", outcome: "skipped" });
    expect(skipped).toMatchObject({ status: "completed", weight: 100 });
  });

  it("GraphQL serves the same rollout, routing and controls", async () => {
    const { rolloutId } = await canaryAgent("agent-gql", [{ set_weight: 25 }, { pause: {} }]);
    const paused = r.next("rollout.paused", "agent-gql");
    await railway(r, "agent-gql-v2", "deployed");
    await paused;
    const read = await r.b.graphql(`{ agent(passportId: "agent-gql") { routing { routes { slot weight } } activeRollout { rolloutId status weight steps { status } } rolloutStrategy { progressDeadline rollbackWindow } } }`);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.agent).toEqual({
      routing: { routes: [{ slot: "primary", weight: 75 }, { slot: "blue", weight: 25 }] },
      activeRollout: { rolloutId, status: "paused", weight: 25, steps: [{ status: "completed" }, { status: "running" }] },
      rolloutStrategy: { progressDeadline: "10m", rollbackWindow: 3 },
    });
    const resumed = await r.b.graphql(`mutation($id: ID!) { controlRollout(id: $id, control: "resume") { status weight } }`, { id: rolloutId });
    expect(resumed.body.data.controlRollout).toEqual({ status: "completed", weight: 100 });
    const bad = await r.b.graphql(`mutation($id: ID!) { controlRollout(id: $id, control: "explode") { status } }`, { id: rolloutId });
    expect(bad.body.errors[0].extensions.error_code).toBe("VALIDATION_FAILED");
  });
});
