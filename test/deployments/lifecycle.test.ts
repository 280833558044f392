import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { deploymentsOf } from "./deployment-helpers.ts";

describe("deployments: blue/green lifecycle over HTTP", () => {
  let b: TestBerth;
  let key: string;
  beforeAll(async () => {
    b = await startBerth();
    key = (await b.key("agent", { passports: ["agent-a", "agent-none", "agent-r", "agent-t", "agent-s"] })).token;
  });
  afterAll(() => b.stop());

  it("creates a primary, refuses to promote a blue until it runs healthy, promotes, rolls back, and records every step", async () => {
    const a = deploymentsOf(b, key, "agent-a");
    // Only an admin key binds a provider id (webhooks for it then change this deployment).
    const created = await deploymentsOf(b, b.adminKey, "agent-a").create({ slot: "primary", revision: "v1", provider_deployment_id: "rw-1" });
    expect(created.status).toBe(201);
    const v1 = created.body.deployment;
    expect(v1).toMatchObject({ slot: "primary", actual_state: "pending", desired_state: "running", health: "unknown", revision: "v1", was_primary: true, provider_deployment_id: "rw-1" });
    expect((await a.report(v1.deployment_id, { actual_state: "deploying" })).body.deployment.actual_state).toBe("deploying");
    const up = await a.report(v1.deployment_id, { actual_state: "running", health: "healthy", url: "https://v1.example.com" });
    expect(up.body).toMatchObject({ success: true, applied: true, deployment: { actual_state: "running", health: "healthy", url: "https://v1.example.com" } });

    const blue = (await a.create({ revision: "v2" })).body.deployment;
    expect(blue.slot).toBe("blue");
    const early = await a.promote();
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error_code: "BLUE_NOT_RUNNING", details: { deployment_id: blue.deployment_id, actual_state: "pending", health: "unknown" } });
    await a.report(blue.deployment_id, { actual_state: "running", health: "degraded" });
    const unhealthy = await a.promote();
    expect(unhealthy.body).toMatchObject({ error_code: "BLUE_NOT_HEALTHY", details: { actual_state: "running", health: "degraded" } });
    await a.report(blue.deployment_id, { health: "healthy" });

    const promoted = await a.promote();
    expect(promoted.status).toBe(200);
    expect(promoted.body).toEqual({ success: true, message: expect.stringContaining(blue.deployment_id), deployment_id: blue.deployment_id });
    expect((await a.get(v1.deployment_id)).body.deployment).toMatchObject({ slot: "retired", actual_state: "terminated", desired_state: "terminated", was_primary: true });
    expect((await a.get(blue.deployment_id)).body.deployment).toMatchObject({ slot: "primary", was_primary: true, replaced_deployment_id: v1.deployment_id });
    expect((await a.promote()).body.error_code).toBe("BLUE_DEPLOYMENT_MISSING");

    const rolled = await a.rollback();
    expect(rolled.status).toBe(200);
    expect(rolled.body).toMatchObject({ success: true, deployment_id: v1.deployment_id });
    expect((await a.get(v1.deployment_id)).body.deployment).toMatchObject({ slot: "primary", desired_state: "running", actual_state: "deploying", health: "unknown", retired_at: null });
    expect((await a.get(blue.deployment_id)).body.deployment).toMatchObject({ slot: "retired", actual_state: "terminated" });
    // The restored deployment's next report completes the rollback.
    expect((await a.report(v1.deployment_id, { actual_state: "running", health: "healthy" })).body.deployment.actual_state).toBe("running");
    // v1 replaced nothing: there is no earlier primary to go back to.
    const none = await a.rollback();
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ error_code: "ROLLBACK_TARGET_MISSING", details: { primary: { deployment_id: v1.deployment_id } } });

    const events = (await a.events()).body.events as { type: string; data: { deployment_id: string; actor: unknown } }[];
    expect(events.map((e) => e.type)).toEqual([
      "deployment.created",
      "deployment.state_changed",
      "deployment.state_changed",
      "deployment.created",
      "deployment.state_changed",
      "deployment.health_changed",
      "deployment.terminated",
      "deployment.promoted",
      "deployment.terminated",
      "deployment.rolled_back",
      "deployment.state_changed",
    ]);
    expect(events[0]!.data).toMatchObject({ deployment_id: v1.deployment_id, actor: { type: "key" } });
    // One report, one event: running and healthy together; the unreported deploying as part of its path.
    expect(events[2]!.data).toMatchObject({ from: "deploying", to: "running", health: { from: "unknown", to: "healthy" } });
    expect(events[4]!.data).toMatchObject({ deployment_id: blue.deployment_id, from: "pending", to: "running", path: ["deploying", "running"] });
    expect(events[7]!.data).toMatchObject({ deployment_id: blue.deployment_id, replaced_deployment_id: v1.deployment_id, previous: { slot: "blue" } });
  });

  it("answers 404 to promote and rollback of an agent with no deployments", async () => {
    const none = deploymentsOf(b, key, "agent-none");
    expect((await none.promote()).body).toMatchObject({ error_code: "AGENT_HAS_NO_DEPLOYMENTS" });
    expect((await none.rollback()).status).toBe(404);
  });

  it("refuses a second live deployment in a slot, a taken provider id, and reports the lifecycle does not allow", async () => {
    const r = deploymentsOf(b, key, "agent-r");
    const admin = deploymentsOf(b, b.adminKey, "agent-r");
    const primary = await admin.live({ slot: "primary", provider_deployment_id: "rw-r1" });
    expect((await r.create({ slot: "primary" })).body).toMatchObject({ error_code: "DEPLOYMENT_SLOT_TAKEN", details: { slot: "primary", deployment_id: primary } });
    const blue = (await r.create()).body.deployment.deployment_id;
    expect((await r.create()).body).toMatchObject({ error_code: "DEPLOYMENT_SLOT_TAKEN", details: { slot: "blue", deployment_id: blue } });
    expect((await admin.create({ provider_deployment_id: "rw-r1" })).body.error_code).toBe("DEPLOYMENT_SLOT_TAKEN");
    expect((await admin.report(blue, { provider_deployment_id: "rw-r1" })).body.error_code).toBe("DEPLOYMENT_PROVIDER_ID_TAKEN");
    expect((await admin.report(primary, { provider_deployment_id: "rw-other" })).body.error_code).toBe("DEPLOYMENT_PROVIDER_ID_MISMATCH");

    const backwards = await r.report(primary, { actual_state: "pending" });
    expect(backwards.status).toBe(409);
    expect(backwards.body).toMatchObject({ error_code: "DEPLOYMENT_TRANSITION_INVALID", details: { from: "running", to: "pending", deployment_id: primary } });
    // A report older than the last applied one changes nothing.
    const now = Date.now();
    await r.report(blue, { actual_state: "deploying", observed_at: now });
    const stale = await r.report(blue, { actual_state: "failed", observed_at: now - 60_000 });
    expect(stale.body).toMatchObject({ applied: false, deployment: { actual_state: "deploying" } });
    // Terminated is final, and frees the slot.
    expect((await r.report(blue, { actual_state: "terminated" })).body.deployment).toMatchObject({ actual_state: "terminated", slot: "retired" });
    expect((await r.report(blue, { actual_state: "deploying" })).body.error_code).toBe("DEPLOYMENT_TERMINATED");
    expect((await r.create({ revision: "v3" })).status).toBe(201);
  });

  it("validates input: body fields, states, ids, sizes", async () => {
    const t = deploymentsOf(b, key, "agent-t");
    expect((await t.create({ provider: "Not A Provider" })).body.details).toEqual([{ field: "provider", problem: 'must match pattern "^[a-z][a-z0-9-]{0,31}$"' }]);
    expect((await t.create({ slot: "retired" })).body.error_code).toBe("VALIDATION_FAILED");
    expect((await t.create({ descriptor: "not an object" })).body.error_code).toBe("VALIDATION_FAILED");
    expect((await t.create({ nope: 1 })).body.details).toEqual([{ field: "nope", problem: "is not a known field" }]);
    const big = await t.create({ descriptor: { blob: "x".repeat(70_000) } });
    expect(big.body).toMatchObject({ error_code: "VALIDATION_FAILED", details: [{ field: "descriptor" }] });
    const id = (await t.create()).body.deployment.deployment_id;
    expect((await t.report(id, {})).body.error_code).toBe("VALIDATION_FAILED");
    expect((await t.report(id, { actual_state: "exploded" })).body.error_code).toBe("VALIDATION_FAILED");
    expect((await t.get("not-a-uuid")).status).toBe(400);
    expect((await t.get("00000000-0000-4000-8000-000000000000")).body.error_code).toBe("DEPLOYMENT_NOT_FOUND");
    expect((await b.request("POST", "/v1/agents/agent-t/promote", { key, body: { force: true } })).body.error_code).toBe("VALIDATION_FAILED");
  });

  it("lists newest first, by slot and state, page by page", async () => {
    const s = deploymentsOf(b, key, "agent-s");
    const first = await s.live({ slot: "primary" });
    const second = (await s.create()).body.deployment.deployment_id;
    const all = await s.list();
    expect(all.body.deployments.map((d: { deployment_id: string }) => d.deployment_id)).toEqual([second, first]);
    expect((await s.list("?slot=blue")).body.deployments.map((d: { deployment_id: string }) => d.deployment_id)).toEqual([second]);
    expect((await s.list("?state=running")).body.deployments.map((d: { deployment_id: string }) => d.deployment_id)).toEqual([first]);
    const page = await s.list("?limit=1");
    expect(page.body.next_cursor).toEqual(expect.any(String));
    const next = await s.list(`?limit=1&cursor=${encodeURIComponent(page.body.next_cursor)}`);
    expect(next.body.deployments.map((d: { deployment_id: string }) => d.deployment_id)).toEqual([first]);
    expect(next.body.next_cursor).toBeNull();
    expect((await s.list("?cursor=bogus")).body.error_code).toBe("INVALID_CURSOR");
  });
});
