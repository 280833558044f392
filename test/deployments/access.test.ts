import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { deploymentsOf } from "./deployment-helpers.ts";

describe("deployments: who may do what, in which world", () => {
  let b: TestBerth;
  let keyA: string;
  let keyB: string;
  let testKeyA: string;
  let id: string;
  beforeAll(async () => {
    b = await startBerth();
    keyA = (await b.key("agent", { passports: ["agent-a"] })).token;
    keyB = (await b.key("agent", { passports: ["agent-b"] })).token;
    testKeyA = (await b.key("agent", { mode: "test", passports: ["agent-a"] })).token;
    id = await deploymentsOf(b, keyA, "agent-a").live({ slot: "primary" });
    await deploymentsOf(b, keyA, "agent-a").live();
  });
  afterAll(() => b.stop());

  it("refuses agent B's key on every route of agent A's deployments (403), and a missing key (401)", async () => {
    const asB = deploymentsOf(b, keyB, "agent-a");
    for (const answer of [await asB.create(), await asB.list(), await asB.get(id), await asB.report(id, { health: "degraded" }), await asB.promote(), await asB.rollback()]) {
      expect(answer.status).toBe(403);
      expect(answer.body.error_code).toBe("PASSPORT_NOT_ALLOWED");
    }
    const anonymous = await b.request("POST", "/v1/agents/agent-a/promote");
    expect(anonymous.status).toBe(401);
    const g = await b.graphql(`{ agent(passportId: "agent-a") { primaryDeployment { deploymentId } } }`, {}, keyB);
    expect(g.body.errors[0].extensions.error_code).toBe("PASSPORT_NOT_ALLOWED");
    // Nothing changed.
    expect((await deploymentsOf(b, keyA, "agent-a").get(id)).body.deployment.slot).toBe("primary");
  });

  it("lets an admin act for any agent", async () => {
    expect((await deploymentsOf(b, b.adminKey, "agent-a").list()).body.deployments).toHaveLength(2);
  });

  it("keeps test and live apart: a test key sees none of the live deployments", async () => {
    const asTest = deploymentsOf(b, testKeyA, "agent-a");
    expect((await asTest.get(id)).body.error_code).toBe("DEPLOYMENT_NOT_FOUND");
    expect((await asTest.list()).body.deployments).toEqual([]);
    expect((await asTest.promote()).body.error_code).toBe("AGENT_HAS_NO_DEPLOYMENTS");
    const testOne = await asTest.live({ slot: "primary" });
    expect((await deploymentsOf(b, keyA, "agent-a").get(testOne)).body.error_code).toBe("DEPLOYMENT_NOT_FOUND");
    expect((await asTest.events()).body.events.every((e: { world: string }) => e.world === "test")).toBe(true);
  });
});
