import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { berthStartCommand } from "../../app/start-command.ts";
import { startBerth, tempDir, type TestBerth } from "../support/test-berth.ts";
import { deploymentsOf } from "../deployments/deployment-helpers.ts";
import { deliver, deliverStandard, nosana, nowSeconds, phalaHeaders, SECRETS, webhookEnv } from "./webhook-helpers.ts";

const iso = (ms: number) => new Date(ms).toISOString();

/** Deliveries an attacker, a buggy relay or a careless operator sends: each once made a 500, a lost delivery or a wrong change. */
describe("webhooks: hostile and odd deliveries", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth({ env: webhookEnv() });
  });
  afterAll(() => b.stop());

  it("keeps an unmatched delivery whose provider id is as long as a deployment's may be (256), and applies it later", async () => {
    const longId = `n${"x".repeat(255)}`;
    const early = await deliverStandard(b, "nosana", nosana(longId, "RUNNING"));
    expect(early.status, early.text).toBe(202);
    // Newest first: other tests of this file, in whatever order they ran, may have logged many more.
    const unmatched = await b.request("GET", "/v1/events?type=webhook.unmatched&order=desc&limit=1000", { key: b.adminKey });
    const event = (unmatched.body.events as { id: string }[]).find((e) => e.id === early.body.event_id);
    expect(event).toMatchObject({ subject: expect.stringMatching(/^nosana:sha256:[0-9a-f]{64}$/), data: { provider_deployment_id: longId } });
    const made = await deploymentsOf(b, b.adminKey, "agent-long-id").create({ provider: "nosana", provider_deployment_id: longId });
    expect(made.body.deployment).toMatchObject({ actual_state: "running", health: "healthy" });
  });

  it("changes nothing for a status the provider's map does not know, its url included", async () => {
    const d = deploymentsOf(b, b.adminKey, "agent-unknown-status");
    const id = (await d.create({ provider: "ionet", provider_deployment_id: "io-odd" })).body.deployment.deployment_id;
    const t = Date.now() - 60_000;
    const running = await deliverStandard(b, "ionet", { deployment: { id: "io-odd", status: "running", url: "https://a.example" }, observed_at: iso(t) });
    expect(running.body.applied).toBe(true);
    const before = (await d.get(id)).body.deployment;
    const odd = await deliverStandard(b, "ionet", { deployment: { id: "io-odd", status: "rebalancing", url: "https://evil.example" }, observed_at: iso(t + 1000) });
    expect(odd.body).toMatchObject({ success: true, applied: false, duplicate: false });
    expect((await d.get(id)).body.deployment).toEqual(before);
    const events = (await d.events()).body.events as { id: string; type: string; data: Record<string, unknown> }[];
    expect(events.find((e) => e.id === odd.body.event_id)).toMatchObject({
      type: "deployment.reported",
      data: { applied: false, reason: "unrecognized_status", raw_status: "rebalancing", recognized: false },
    });
  });

  it("never moves a url back: a report older than the last applied one changes nothing, url alone included", async () => {
    const d = deploymentsOf(b, b.adminKey, "agent-stale-url");
    const id = (await d.create({ provider: "railway" })).body.deployment.deployment_id;
    const t = Date.now() - 60_000;
    expect((await d.report(id, { actual_state: "running", url: "https://new.example", observed_at: t })).body.applied).toBe(true);
    const stale = await d.report(id, { url: "https://old.example", observed_at: t - 1000 });
    expect(stale.body.applied).toBe(false);
    expect((await d.get(id)).body.deployment.url).toBe("https://new.example");
  });

  it("does not take Object's own property names for statuses Phala's map knows", async () => {
    const d = deploymentsOf(b, b.adminKey, "agent-proto");
    const id = (await d.create({ provider: "phala", provider_deployment_id: "cvm-proto" })).body.deployment.deployment_id;
    for (const event of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      const body = JSON.stringify({ id: `evt_${event}`, event, data: { cvm_id: "cvm-proto" } });
      const a = await deliver(b, "phala", body, phalaHeaders(SECRETS.phala, `evt_${event}`, nowSeconds(), body));
      expect(a.body, event).toMatchObject({ applied: false, duplicate: false });
    }
    expect((await d.get(id)).body.deployment).toMatchObject({ version: 1, actual_state: "pending" });
  });

  it("reads Phala's delivery id from the signed body: an empty or replaced X-Webhook-Id neither merges nor repeats deliveries", async () => {
    const d = deploymentsOf(b, b.adminKey, "agent-phala-ids");
    const id = (await d.create({ provider: "phala", provider_deployment_id: "cvm-ids" })).body.deployment.deployment_id;
    const send = (evt: string, event: string, headerId: string) => {
      const body = JSON.stringify({ id: evt, event, data: { cvm_id: "cvm-ids" } });
      return deliver(b, "phala", body, phalaHeaders(SECRETS.phala, headerId, nowSeconds(), body));
    };
    const created = await send("evt_ids_1", "cvm.created", "");
    const started = await send("evt_ids_2", "cvm.started", "");
    expect(started.body).toMatchObject({ duplicate: false, applied: true });
    expect(started.body.event_id).not.toBe(created.body.event_id);
    expect((await d.get(id)).body.deployment.actual_state).toBe("running");
    // The same signed body again under a new header id: a redelivery, not a new delivery.
    const replayed = await send("evt_ids_2", "cvm.started", "a-fresh-header-id");
    expect(replayed.body).toMatchObject({ duplicate: true, event_id: started.body.event_id });
  });

  it("refuses an observed_at more than 5 minutes after receipt, which would freeze the deployment", async () => {
    const d = deploymentsOf(b, b.adminKey, "agent-future");
    const id = (await d.create({ provider: "nosana", provider_deployment_id: "fut-1" })).body.deployment.deployment_id;
    const future = await deliverStandard(b, "nosana", { deployment: { id: "fut-1", status: "RUNNING" }, observed_at: "9999-12-31T23:59:59Z" });
    expect(future.status).toBe(422);
    expect(future.body.error_code).toBe("WEBHOOK_PAYLOAD_UNREADABLE");
    expect(future.body.details).toEqual([{ field: "observed_at", problem: expect.stringContaining("more than 5 minutes after") }]);
    // A clock a little ahead is fine.
    expect((await deliverStandard(b, "nosana", nosana("fut-1", "RUNNING", Date.now() + 60_000))).body.applied).toBe(true);
    const rest = await d.report(id, { actual_state: "stopped", observed_at: Date.now() + 3_600_000 });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ error_code: "VALIDATION_FAILED", details: [{ field: "observed_at" }] });
    expect((await d.get(id)).body.deployment.actual_state).toBe("running");
  });

  it("applies every waiting delivery when the deployment comes, however many (more than a page of them)", async () => {
    const t = Date.now() - 600_000;
    const count = 1010;
    for (let i = 0; i < count; i += 40) {
      const batch = Array.from({ length: Math.min(40, count - i) }, (_, j) => i + j);
      const answers = await Promise.all(batch.map((n) => deliverStandard(b, "nosana", nosana("many-1", n === count - 1 ? "RUNNING" : "STARTING", t + n), { id: `many-${n}` })));
      expect(new Set(answers.map((a) => a.status))).toEqual(new Set([202]));
    }
    const made = await deploymentsOf(b, b.adminKey, "agent-many").create({ provider: "nosana", provider_deployment_id: "many-1" });
    expect(made.status).toBe(201);
    expect(made.body.deployment).toMatchObject({ actual_state: "running", observed_at: t + count - 1 });
    const last = await deliverStandard(b, "nosana", nosana("many-1", "RUNNING", t + count - 1), { id: `many-${count - 1}` });
    expect(last.body).toMatchObject({ duplicate: true, matched: true });
  });

  it("applies the waiting deliveries when a status report gives a deployment its provider id", async () => {
    const t = Date.now() - 60_000;
    expect((await deliverStandard(b, "nosana", nosana("named-later", "STARTING", t))).status).toBe(202);
    expect((await deliverStandard(b, "nosana", nosana("named-later", "RUNNING", t + 1000))).status).toBe(202);
    const d = deploymentsOf(b, b.adminKey, "agent-named-later");
    const id = (await d.create({ provider: "nosana" })).body.deployment.deployment_id;
    const named = await d.report(id, { provider_deployment_id: "named-later" });
    expect(named.status).toBe(200);
    expect(named.body.deployment).toMatchObject({ provider_deployment_id: "named-later", actual_state: "running", health: "healthy" });
    const again = await deliverStandard(b, "nosana", nosana("named-later", "RUNNING", t + 1000));
    expect(again.body).toMatchObject({ matched: true });
  });

  it("refuses a provider id no deployment could have (not printable ASCII) instead of keeping it for ever", async () => {
    for (const bad of ["nos 1", "nös-1", "nos\t1"]) {
      const a = await deliverStandard(b, "nosana", nosana(bad, "RUNNING"));
      expect([a.status, a.body.error_code], bad).toEqual([422, "WEBHOOK_PAYLOAD_UNREADABLE"]);
      expect(a.body.details, bad).toEqual([{ field: "provider_deployment_id", problem: expect.stringContaining("printable ASCII") }]);
    }
  });

  it("takes an observed_at a little ahead of receipt as the receipt, so a fast relay clock hides no later report", async () => {
    const d = deploymentsOf(b, b.adminKey, "agent-fast-clock");
    const id = (await d.create({ provider: "nosana", provider_deployment_id: "fast-1" })).body.deployment.deployment_id;
    const ahead = await deliverStandard(b, "nosana", nosana("fast-1", "RUNNING", Date.now() + 240_000));
    expect(ahead.body.applied).toBe(true);
    expect((await d.get(id)).body.deployment.observed_at).toBeLessThanOrEqual(Date.now());
    await new Promise((r) => setTimeout(r, 5));
    const failed = await deliverStandard(b, "nosana", nosana("fast-1", "ERROR", Date.now()));
    expect(failed.body.applied).toBe(true);
    expect((await d.get(id)).body.deployment.actual_state).toBe("failed");
    // The same through the REST report.
    const rest = await d.report(id, { actual_state: "deploying", observed_at: Date.now() + 240_000 });
    expect(rest.body.applied).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    expect((await d.report(id, { actual_state: "failed" })).body.applied).toBe(true);
  });

  it("tells Phala deliveries without a body id apart by X-Webhook-Id, even when two bodies are the same bytes", async () => {
    const d = deploymentsOf(b, b.adminKey, "agent-phala-no-id");
    const id = (await d.create({ provider: "phala", provider_deployment_id: "cvm-no-id" })).body.deployment.deployment_id;
    const send = (event: string, headerId: string) => {
      const body = JSON.stringify({ event, data: { cvm_id: "cvm-no-id" } });
      return deliver(b, "phala", body, phalaHeaders(SECRETS.phala, headerId, nowSeconds(), body));
    };
    expect((await send("cvm.started", "wh_1")).body.applied).toBe(true);
    expect((await send("cvm.stopped", "wh_2")).body.applied).toBe(true);
    expect((await send("cvm.started", "wh_3")).body).toMatchObject({ duplicate: false, applied: true });
    expect((await d.get(id)).body.deployment.actual_state).toBe("running");
  });

  it("answers a provider name no provider has with 404, and a token that is no secret with 401, whatever their length", async () => {
    const body = JSON.stringify({ type: "Deployment.deployed", details: { id: "rw-x", status: "SUCCESS" } });
    const long = await deliver(b, "p".repeat(100), body);
    expect([long.status, long.body.error_code]).toEqual([404, "WEBHOOK_PROVIDER_UNKNOWN"]);
    const longToken = await deliver(b, "railway", body, {}, `?token=${"t".repeat(600)}`);
    expect([longToken.status, longToken.body.error_code]).toEqual([401, "WEBHOOK_TOKEN_INVALID"]);
    const twice = await deliver(b, "railway", body, {}, `?token=${SECRETS.railway}&token=${SECRETS.railway}`);
    expect([twice.status, twice.body.error_code]).toEqual([401, "WEBHOOK_TOKEN_INVALID"]);
  });
});

describe("webhooks: secrets anyone could sign with", () => {
  it("refuse to start, naming each variable and never printing the secret", () => {
    const { command, args } = berthStartCommand();
    const r = spawnSync(command, args, {
      env: {
        ...process.env,
        BERTH_DATA_DIR: tempDir(),
        WEBHOOK_SECRET_IONET: `${SECRETS.standard},whsec_`,
        WEBHOOK_SECRET_AKASH: "whsec_!!!!",
        WEBHOOK_TEST_SECRET_NOSANA: `whsec_${Buffer.from("8 bytes!").toString("base64")}`,
        WEBHOOK_SECRET_RAILWAY: "short-token",
        WEBHOOK_SECRET_PHALA: "whsec_tiny",
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(r.status, r.stderr).toBe(78);
    expect(r.stderr).toContain("WEBHOOK_SECRET_IONET: item 2: each secret must be whsec_ followed by base64");
    expect(r.stderr).toContain("WEBHOOK_SECRET_AKASH: item 1: each secret must be whsec_ followed by base64");
    expect(r.stderr).toContain("WEBHOOK_TEST_SECRET_NOSANA: item 1: each secret must be whsec_ followed by the base64 of at least 16 bytes (this one has 8");
    expect(r.stderr).toContain("WEBHOOK_SECRET_RAILWAY: item 1: each secret must be at least 16 characters long");
    expect(r.stderr).toContain("WEBHOOK_SECRET_PHALA: item 1: each secret must be at least 16 characters long");
    expect(r.stderr).not.toContain("short-token");
    expect(r.stderr).not.toContain(SECRETS.standard);
  });
});
