import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { deploymentsOf } from "../deployments/deployment-helpers.ts";
import { deliver, deliverStandard, nowSeconds, phalaHeaders, SECRETS, webhookEnv } from "./webhook-helpers.ts";

const iso = (ms: number) => new Date(ms).toISOString();

describe("webhooks: each provider's real payloads change the right deployment", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth({ env: webhookEnv() });
  });
  afterAll(() => b.stop());

  /** A deployment of `provider` with that provider id, and a way to read it and its events. */
  async function deployment(provider: string, providerId: string) {
    const d = deploymentsOf(b, b.adminKey, `agent-${provider}-${providerId}`);
    const made = await d.create({ provider, provider_deployment_id: providerId, slot: "primary" });
    expect(made.status).toBe(201);
    const id = made.body.deployment.deployment_id as string;
    return {
      id,
      read: async () => (await d.get(id)).body.deployment,
      events: async () => (await d.events()).body.events as { id: string; type: string; data: Record<string, unknown> }[],
    };
  }

  it("railway: current and older formats, authenticated by the URL token", async () => {
    const dep = await deployment("railway", "d6c1a7e0-rw");
    const building = {
      type: "Deployment.building",
      severity: "INFO",
      timestamp: iso(Date.now() - 2000),
      details: { id: "d6c1a7e0-rw", status: "BUILDING", source: "GitHub", branch: "main" },
      resource: { project: { id: "p1", name: "fleet" }, environment: { id: "e1", name: "production" }, service: { id: "s1", name: "agent" }, deployment: { id: "d6c1a7e0-rw" } },
    };
    const first = await deliver(b, "railway", JSON.stringify(building), {}, `?token=${SECRETS.railway}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, matched: true, applied: true, duplicate: false, event_id: expect.any(String) });
    expect((await dep.read()).actual_state).toBe("deploying");
    const legacy = { type: "DEPLOY", status: "SUCCESS", timestamp: iso(Date.now() - 1000), project: { id: "p1", name: "fleet" }, environment: { id: "e1", name: "production" }, deployment: { id: "d6c1a7e0-rw", meta: {} } };
    const second = await deliver(b, "railway", JSON.stringify(legacy), {}, `?token=${SECRETS.railway}`);
    expect(second.body.applied).toBe(true);
    expect(await dep.read()).toMatchObject({ actual_state: "running", health: "healthy" });
    const events = await dep.events();
    // created, then exactly one event per delivery, whose id is what the delivery was answered.
    expect(events.map((e) => e.type)).toEqual(["deployment.created", "deployment.state_changed", "deployment.state_changed"]);
    expect(events[1]).toMatchObject({ id: first.body.event_id, data: { raw_status: "BUILDING", provider: "railway", actor: { type: "provider", provider: "railway" } } });
    expect(events[2]).toMatchObject({ id: second.body.event_id, data: { raw_status: "SUCCESS", to: "running" } });
  });

  it("phala: CVM events signed with X-Webhook-Signature, deduplicated on X-Webhook-Id", async () => {
    const dep = await deployment("phala", "cvm-9f2d");
    const started = { id: "evt_1a2b", event: "cvm.started", version: "2026-01-01", created_at: iso(Date.now()), workspace: { id: "ws" }, data: { cvm_id: "cvm-9f2d", cvm_name: "agent", app_id: "app_1", status: "running" } };
    const body = JSON.stringify(started);
    const answer = await deliver(b, "phala", body, phalaHeaders(SECRETS.phala, "dlv_77", nowSeconds(), body));
    expect(answer.status).toBe(200);
    expect(await dep.read()).toMatchObject({ actual_state: "running", health: "healthy" });
    const again = await deliver(b, "phala", body, phalaHeaders(SECRETS.phala, "dlv_77", nowSeconds(), body));
    expect(again.body).toMatchObject({ event_id: answer.body.event_id, duplicate: true });
    expect((await dep.events()).filter((e) => e.id === answer.body.event_id)).toHaveLength(1);
  });

  it("akash: a relay's lease and replica state, signed with Standard Webhooks", async () => {
    const dep = await deployment("akash", "18244601");
    const state = (lease: string | null, ready: number) => ({
      dseq: 18244601,
      observed_at: iso(Date.now()),
      deployment: { state: "active" },
      ...(lease ? { lease: { state: lease } } : {}),
      services: [{ name: "agent", ready_replicas: ready, total: 2, uris: ready ? ["agent.provider.akash.pub"] : [] }],
    });
    await deliverStandard(b, "akash", state("active", 0));
    expect((await dep.read()).actual_state).toBe("deploying");
    await deliverStandard(b, "akash", state("active", 1));
    expect(await dep.read()).toMatchObject({ actual_state: "running", health: "degraded" });
    await deliverStandard(b, "akash", state("active", 2));
    expect(await dep.read()).toMatchObject({ actual_state: "running", health: "healthy", url: "https://agent.provider.akash.pub" });
    await deliverStandard(b, "akash", state("insufficient_funds", 0));
    expect(await dep.read()).toMatchObject({ actual_state: "stopped", health: "unhealthy" });
  });

  it("nosana: deployment and job states; ionet: free-text statuses", async () => {
    const nosana = await deployment("nosana", "Gk8xNosana");
    await deliverStandard(b, "nosana", { deployment: { id: "Gk8xNosana", status: "STARTING" } });
    await deliverStandard(b, "nosana", { deployment: { id: "Gk8xNosana", status: "RUNNING", endpoints: [{ url: "https://gk8x.node.nos.ci" }] } });
    expect(await nosana.read()).toMatchObject({ actual_state: "running", health: "healthy", url: "https://gk8x.node.nos.ci" });
    const job = await deployment("nosana", "JobAddr1");
    await deliverStandard(b, "nosana", { job: { address: "JobAddr1", state: "QUEUED" } });
    expect((await job.read()).actual_state).toBe("pending");

    const ionet = await deployment("ionet", "io-5521");
    await deliverStandard(b, "ionet", { deployment: { id: "io-5521", status: "Deploying", started_at: iso(Date.now() - 5000) } });
    await deliverStandard(b, "ionet", { deployment: { id: "io-5521", status: "Running" }, observed_at: iso(Date.now()) });
    expect(await ionet.read()).toMatchObject({ actual_state: "running", health: "healthy" });
  });

  it("records a status the provider's map does not know, and changes nothing", async () => {
    const dep = await deployment("ionet", "io-unknown");
    const answer = await deliverStandard(b, "ionet", { deployment: { id: "io-unknown", status: "rebalancing shards" } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ matched: true, applied: false });
    expect(await dep.read()).toMatchObject({ actual_state: "pending", health: "unknown" });
    const event = (await dep.events()).find((e) => e.id === answer.body.event_id)!;
    expect(event).toMatchObject({ type: "deployment.reported", data: { raw_status: "rebalancing shards", recognized: false } });
  });

  it("records a step the lifecycle refuses, or any report after terminated, instead of failing the delivery", async () => {
    const railway = (id: string, status: string, at: number) => JSON.stringify({ type: "DEPLOY", status, timestamp: iso(at), deployment: { id } });
    const up = await deployment("railway", "rw-up");
    await deliver(b, "railway", railway("rw-up", "SUCCESS", Date.now() - 1000), {}, `?token=${SECRETS.railway}`);
    const back = await deliver(b, "railway", railway("rw-up", "QUEUED", Date.now()), {}, `?token=${SECRETS.railway}`);
    expect(back.status).toBe(200);
    expect(back.body.applied).toBe(false);
    expect((await up.read()).actual_state).toBe("running");
    expect((await up.events()).find((e) => e.id === back.body.event_id)!.data).toMatchObject({ applied: false, reason: "DEPLOYMENT_TRANSITION_INVALID" });

    const dep = await deployment("railway", "rw-gone");
    await deliver(b, "railway", railway("rw-gone", "REMOVED", Date.now() - 1000), {}, `?token=${SECRETS.railway}`);
    const late = await deliver(b, "railway", railway("rw-gone", "BUILDING", Date.now()), {}, `?token=${SECRETS.railway}`);
    expect(late.status).toBe(200);
    expect(late.body.applied).toBe(false);
    expect((await dep.read()).actual_state).toBe("terminated");
    const event = (await dep.events()).find((e) => e.id === late.body.event_id)!;
    expect(event.data).toMatchObject({ applied: false, reason: "DEPLOYMENT_TERMINATED" });
  });
});
