import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { deploymentsOf } from "../deployments/deployment-helpers.ts";
import { deliver, SECRETS, webhookEnv } from "../webhooks/webhook-helpers.ts";

/**
 * Finding 2 of issue 25: an agent key could give its own deployment another tenant's provider id
 * (201), so Railway's deliveries for that id changed the squatter's deployment and showed it the
 * victim's url; the victim's create then got 409 DEPLOYMENT_PROVIDER_ID_TAKEN, which told it
 * someone held the id; deliveries waiting for an unclaimed id went to whoever claimed it first;
 * and terminated deployments took health, url and a new provider id (200), so one key could
 * squat any number of ids. Now only admin keys bind provider ids, and terminated is final.
 */
const railway = (id: string, status: string, url?: string) => JSON.stringify({ type: "DEPLOY", status, timestamp: new Date().toISOString(), deployment: { id, ...(url ? { url } : {}) } });
const token = `?token=${SECRETS.railway}`;

describe("provider ids are bound by admins only (issue 25, finding 2)", () => {
  let b: TestBerth;
  let keyA: string;
  beforeAll(async () => {
    b = await startBerth({ env: webhookEnv() });
    keyA = (await b.key("agent", { passports: ["agent-squatter"] })).token;
  });
  afterAll(() => b.stop());

  it("refuses an agent key that names a provider id, the same whether another tenant holds it or not", async () => {
    const victim = deploymentsOf(b, b.adminKey, "agent-victim");
    expect((await victim.create({ provider_deployment_id: "rw-victim-1" })).status).toBe(201);
    const squatter = deploymentsOf(b, keyA, "agent-squatter");
    const taken = await squatter.create({ provider_deployment_id: "rw-victim-1" });
    const free = await squatter.create({ provider_deployment_id: "rw-nobody-has-this" });
    for (const answer of [taken, free]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, error_code: "ADMIN_REQUIRED", details: { field: "provider_deployment_id" } });
    }
    // Nothing tells a taken id from a free one.
    expect(taken.body).toEqual(free.body);
    const own = (await squatter.create({ revision: "v1" })).body.deployment.deployment_id as string;
    const report = await squatter.report(own, { provider_deployment_id: "rw-victim-1", actual_state: "deploying" });
    expect(report.status).toBe(403);
    expect(report.body.error_code).toBe("ADMIN_REQUIRED");
    expect((await squatter.get(own)).body.deployment).toMatchObject({ provider_deployment_id: null, actual_state: "pending" });
    // Reports without a provider id still work for the agent's own deployment.
    expect((await squatter.report(own, { actual_state: "deploying", url: "https://squatter.example.com" })).status).toBe(200);
  });

  it("the provider's deliveries change only the deployment an admin bound the id to, and the squatter reads nothing of them", async () => {
    const victim = deploymentsOf(b, b.adminKey, "agent-victim-2");
    const id = (await victim.create({ provider_deployment_id: "rw-victim-2", slot: "primary" })).body.deployment.deployment_id as string;
    expect((await deploymentsOf(b, keyA, "agent-squatter").create({ slot: "primary", provider_deployment_id: "rw-victim-2" })).status).toBe(403);
    const delivered = await deliver(b, "railway", railway("rw-victim-2", "SUCCESS", "https://victim-2.up.railway.app"), {}, token);
    expect(delivered.body).toMatchObject({ matched: true, applied: true });
    expect((await victim.get(id)).body.deployment).toMatchObject({ actual_state: "running", url: "https://victim-2.up.railway.app" });
    const seen = await b.request("GET", "/v1/events?limit=1000", { key: keyA });
    expect(seen.status).toBe(200);
    expect(seen.text).not.toContain("victim-2");
  });

  it("applies deliveries that waited for an unclaimed id only when an admin binds it", async () => {
    const early = await deliver(b, "railway", railway("rw-unclaimed", "SUCCESS", "https://unclaimed.up.railway.app"), {}, token);
    expect(early.status).toBe(202);
    const squatter = deploymentsOf(b, keyA, "agent-squatter");
    const mine = (await squatter.create({ revision: "v2", slot: "blue" })).body.deployment?.deployment_id as string | undefined;
    const claim = mine ? await squatter.report(mine, { provider_deployment_id: "rw-unclaimed" }) : await squatter.create({ provider_deployment_id: "rw-unclaimed" });
    expect(claim.status).toBe(403);
    const owner = deploymentsOf(b, b.adminKey, "agent-owner");
    const made = await owner.create({ provider_deployment_id: "rw-unclaimed", slot: "primary" });
    expect(made.status).toBe(201);
    expect(made.body.deployment).toMatchObject({ actual_state: "running", url: "https://unclaimed.up.railway.app" });
  });

  it("refuses every report to a terminated deployment with 409, whoever sends it", async () => {
    const admin = deploymentsOf(b, b.adminKey, "agent-ended");
    const id = (await admin.create({ slot: "primary" })).body.deployment.deployment_id as string;
    expect((await admin.report(id, { actual_state: "terminated" })).status).toBe(200);
    for (const body of [{ health: "healthy" }, { url: "https://reused.example.com" }, { provider_deployment_id: "rw-after-end" }, { actual_state: "terminated" }]) {
      const answer = await admin.report(id, body);
      expect(answer.status, JSON.stringify(body)).toBe(409);
      expect(answer.body).toMatchObject({ error_code: "DEPLOYMENT_TERMINATED", details: { deployment_id: id, actual_state: "terminated" } });
    }
    expect((await admin.get(id)).body.deployment).toMatchObject({ url: null, provider_deployment_id: null, health: "unknown" });
  });

  it("holds the same rules in GraphQL", async () => {
    const create = await b.graphql(
      `mutation { createDeployment(passportId: "agent-squatter", provider: "railway", descriptor: {}, providerDeploymentId: "rw-gql") { deploymentId } }`,
      undefined,
      keyA,
    );
    expect(create.body.errors?.[0]?.extensions).toMatchObject({ error_code: "ADMIN_REQUIRED", status: 403 });
    const admin = deploymentsOf(b, b.adminKey, "agent-gql-ended");
    const id = (await admin.create({ slot: "primary" })).body.deployment.deployment_id as string;
    await admin.report(id, { actual_state: "terminated" });
    const report = await b.graphql(`mutation { reportDeploymentStatus(id: "${id}", url: "https://late.example.com") { applied } }`);
    expect(report.body.errors?.[0]?.extensions).toMatchObject({ error_code: "DEPLOYMENT_TERMINATED", status: 409 });
  });
});
