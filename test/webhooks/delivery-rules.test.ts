import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { deploymentsOf } from "../deployments/deployment-helpers.ts";
import { deliver, deliverStandard, nosana, nowSeconds, phalaHeaders, SECRETS, standardHeaders, webhookEnv } from "./webhook-helpers.ts";

describe("webhooks: what is refused, and what is never lost", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth({ env: webhookEnv() });
  });
  afterAll(() => b.stop());

  it("refuses with a clear 4xx (or 503), never a 500 or a 200", async () => {
    const body = JSON.stringify(nosana("n-1", "RUNNING"));
    const cases: [string, Promise<{ status: number; body: { error_code: string } }>, number, string][] = [
      ["unknown provider", deliver(b, "heroku", body, standardHeaders(SECRETS.standard, "m1", nowSeconds(), body)), 404, "WEBHOOK_PROVIDER_UNKNOWN"],
      ["no signature", deliver(b, "nosana", body), 401, "WEBHOOK_SIGNATURE_MISSING"],
      ["bad signature", deliver(b, "nosana", body, standardHeaders(`whsec_${Buffer.from("not the secret").toString("base64")}`, "m2", nowSeconds(), body)), 401, "WEBHOOK_SIGNATURE_INVALID"],
      ["body changed after signing", deliver(b, "nosana", body.replace("RUNNING", "STOPPED"), standardHeaders(SECRETS.standard, "m3", nowSeconds(), body)), 401, "WEBHOOK_SIGNATURE_INVALID"],
      ["phala without signature", deliver(b, "phala", body, { "x-webhook-timestamp": String(nowSeconds()) }), 401, "WEBHOOK_SIGNATURE_MISSING"],
      ["railway without token", deliver(b, "railway", body), 401, "WEBHOOK_TOKEN_MISSING"],
      ["railway with a wrong token", deliver(b, "railway", body, {}, "?token=guess"), 401, "WEBHOOK_TOKEN_INVALID"],
      ["missing fields", deliverStandard(b, "nosana", { deployment: { status: "RUNNING" } }), 422, "WEBHOOK_PAYLOAD_UNREADABLE"],
      ["not an object", deliverStandard(b, "nosana", [1, 2, 3]), 422, "WEBHOOK_PAYLOAD_UNREADABLE"],
      ["signed, but not JSON", deliver(b, "nosana", "{nope", standardHeaders(SECRETS.standard, "m4", nowSeconds(), "{nope")), 400, "MALFORMED_JSON"],
    ];
    for (const [what, answer, status, code] of cases) {
      const a = await answer;
      expect(a.status, what).toBe(status);
      expect(a.body.error_code, what).toBe(code);
    }
    const unreadable = await deliverStandard(b, "nosana", { deployment: { status: "RUNNING" } });
    expect(unreadable.body.details).toEqual([{ field: "deployment.id", problem: "is missing" }]);
    // A bad signature is refused before anything reads the body: garbage unsigned is a 401, not a 400.
    expect((await deliver(b, "nosana", "{nope")).status).toBe(401);
  });

  it("answers 503 for a provider with no secret configured, and shows it in readiness", async () => {
    const bare = await startBerth();
    try {
      const a = await deliver(bare, "railway", "{}", {}, "?token=x");
      expect(a.status).toBe(503);
      expect(a.body.error_code).toBe("WEBHOOK_PROVIDER_NOT_CONFIGURED");
      const ready = await bare.request("GET", "/health/ready");
      expect(ready.status).toBe(200);
      expect(ready.body.dependencies.webhooks).toMatchObject({ status: "degraded", error: expect.stringContaining("railway") });
    } finally {
      await bare.stop();
    }
  });

  it("accepts either secret during a rotation, and none that is not configured", async () => {
    const d = deploymentsOf(b, b.adminKey, "agent-rotation");
    await d.create({ provider: "nosana", provider_deployment_id: "rot-1" });
    expect((await deliverStandard(b, "nosana", nosana("rot-1", "STARTING"), { secret: SECRETS.standard })).status).toBe(200);
    expect((await deliverStandard(b, "nosana", nosana("rot-1", "RUNNING"), { secret: SECRETS.rotated })).status).toBe(200);
    expect((await deliverStandard(b, "nosana", nosana("rot-1", "STOPPED"), { secret: SECRETS.standardTest })).body.error_code).toBe("WEBHOOK_SIGNATURE_INVALID");
    // Several signatures in one header (a sender mid-rotation): one good one is enough.
    const body = JSON.stringify(nosana("rot-1", "STOPPED"));
    const good = standardHeaders(SECRETS.rotated, "m-multi", nowSeconds(), body);
    const bad = standardHeaders(SECRETS.standardTest, "m-multi", nowSeconds(), body);
    const both = await deliver(b, "nosana", body, { ...good, "webhook-signature": `${bad["webhook-signature"]} ${good["webhook-signature"]}` });
    expect(both.status).toBe(200);
  });

  it("refuses timestamps more than 5 minutes old or ahead, and accepts them just inside", async () => {
    const d = deploymentsOf(b, b.adminKey, "agent-tolerance");
    await d.create({ provider: "nosana", provider_deployment_id: "tol-1" });
    for (const [offset, status] of [[-301, 401], [301, 401], [-290, 200], [290, 200]] as const) {
      const a = await deliverStandard(b, "nosana", nosana("tol-1", "STARTING"), { seconds: nowSeconds() + offset });
      expect(a.status, `offset ${offset} s`).toBe(status);
      if (status === 401) expect(a.body.error_code).toBe("WEBHOOK_TIMESTAMP_STALE");
    }
    const body = JSON.stringify({ id: "evt_old", event: "cvm.started", data: { cvm_id: "cvm-x" } });
    expect((await deliver(b, "phala", body, phalaHeaders(SECRETS.phala, "old", nowSeconds() - 600, body))).body.error_code).toBe("WEBHOOK_TIMESTAMP_STALE");
  });

  it("makes one event of ten copies of a delivery arriving at once", async () => {
    const d = deploymentsOf(b, b.adminKey, "agent-dupes");
    const id = (await d.create({ provider: "nosana", provider_deployment_id: "dup-1" })).body.deployment.deployment_id;
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliverStandard(b, "nosana", nosana("dup-1", "STARTING"), { id: "msg_same", seconds: nowSeconds() })));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body.event_id)).size).toBe(1);
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    const events = (await d.events()).body.events as { id: string; type: string }[];
    expect(events.map((e) => e.type)).toEqual(["deployment.created", "deployment.state_changed"]);
    expect((await d.get(id)).body.deployment.version).toBe(2);
  });

  it("ends in the newest state when deliveries arrive in reverse order", async () => {
    const d = deploymentsOf(b, b.adminKey, "agent-order");
    const id = (await d.create({ provider: "nosana", provider_deployment_id: "ord-1" })).body.deployment.deployment_id;
    const t = Date.now() - 10_000;
    const answers = [];
    for (const [status, at] of [["RUNNING", t + 3000], ["STARTING", t + 2000], ["DRAFT", t + 1000]] as const) answers.push(await deliverStandard(b, "nosana", nosana("ord-1", status, at)));
    expect(answers.map((a) => a.body.applied)).toEqual([true, false, false]);
    expect((await d.get(id)).body.deployment).toMatchObject({ actual_state: "running", observed_at: t + 3000 });
  });

  it("keeps a delivery for a deployment Berth does not have yet, and applies it when one is created", async () => {
    const t = Date.now() - 5000;
    const early = await deliverStandard(b, "nosana", nosana("late-1", "STARTING", t));
    expect(early.status).toBe(202);
    expect(early.body).toMatchObject({ success: true, matched: false, applied: false, event_id: expect.any(String) });
    await deliverStandard(b, "nosana", nosana("late-1", "RUNNING", t + 1000));
    const again = await deliverStandard(b, "nosana", nosana("late-1", "STARTING", t), { id: "never-mind" });
    expect(again.status).toBe(202);
    const d = deploymentsOf(b, b.adminKey, "agent-late");
    const made = await d.create({ provider: "nosana", provider_deployment_id: "late-1" });
    expect(made.body.deployment).toMatchObject({ actual_state: "running", health: "healthy" });
    const unmatched = await b.request("GET", "/v1/events?type=webhook.unmatched&limit=1000", { key: b.adminKey });
    expect(unmatched.body.events.map((e: { id: string }) => e.id)).toContain(early.body.event_id);
    // Applied now: a redelivery of the first says so.
    const redelivered = await deliverStandard(b, "nosana", nosana("late-1", "STARTING", t), { id: "never-mind" });
    expect(redelivered.body).toMatchObject({ duplicate: true, event_id: again.body.event_id });
  });

  it("keeps the worlds apart: a live secret's delivery never touches a test deployment, nor the reverse", async () => {
    const testAdmin = b.testAdminKey;
    const live = deploymentsOf(b, b.adminKey, "agent-worlds");
    const test = deploymentsOf(b, testAdmin, "agent-worlds");
    const liveId = (await live.create({ provider: "akash", provider_deployment_id: "777" })).body.deployment.deployment_id;
    const testId = (await test.create({ provider: "akash", provider_deployment_id: "777" })).body.deployment.deployment_id;
    const payload = { dseq: "777", deployment: { state: "active" }, lease: { state: "active" }, services: [{ ready_replicas: 1, total: 1, uris: [] }] };
    expect((await deliverStandard(b, "akash", payload, { secret: SECRETS.standard })).status).toBe(200);
    expect((await live.get(liveId)).body.deployment.actual_state).toBe("running");
    expect((await test.get(testId)).body.deployment.actual_state).toBe("pending");
    const closed = { ...payload, deployment: { state: "closed" } };
    expect((await deliverStandard(b, "akash", closed, { secret: SECRETS.standardTest })).status).toBe(200);
    expect((await test.get(testId)).body.deployment.actual_state).toBe("terminated");
    expect((await live.get(liveId)).body.deployment.actual_state).toBe("running");
  });
});
