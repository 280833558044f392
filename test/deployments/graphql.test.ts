import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribeSse, subscribeWs } from "../support/graphql-subscription.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { deploymentsOf } from "./deployment-helpers.ts";

const SUBSCRIPTION = `subscription($p: ID!) { deploymentEvents(passportId: $p) { id type subject world data } }`;

for (const engine of ["mercurius", "yoga"] as const) {
  describe(`deployments over GraphQL on ${engine}`, () => {
    let b: TestBerth;
    let key: string;
    beforeAll(async () => {
      b = await startBerth({ env: { GRAPHQL_ENGINE: engine } });
      key = (await b.key("agent", { passports: ["gql-agent", "gql-other"] })).token;
    });
    afterAll(() => b.stop());

    it("creates, reports, promotes and rolls back, agreeing with REST", async () => {
      const made = await b.graphql(
        `mutation { p: createDeployment(passportId: "gql-agent", provider: "railway", descriptor: {image: "agent:1"}, slot: "primary", revision: "v1") { deploymentId slot actualState descriptor } }`,
        {},
        key,
      );
      expect(made.body.errors).toBeUndefined();
      const primary = made.body.data.p;
      expect(primary).toMatchObject({ slot: "primary", actualState: "pending", descriptor: { image: "agent:1" } });
      const up = await b.graphql(`mutation($id: ID!) { reportDeploymentStatus(id: $id, actualState: "running", health: "healthy") { applied deployment { actualState health } } }`, { id: primary.deploymentId }, key);
      expect(up.body.data.reportDeploymentStatus).toEqual({ applied: true, deployment: { actualState: "running", health: "healthy" } });
      const blue = (await b.graphql(`mutation { createDeployment(passportId: "gql-agent", provider: "railway", descriptor: {image: "agent:2"}) { deploymentId } }`, {}, key)).body.data.createDeployment;
      const refused = await b.graphql(`mutation { promoteDeployment(passportId: "gql-agent") { deploymentId } }`, {}, key);
      expect(refused.body.errors[0].extensions).toMatchObject({ error_code: "BLUE_NOT_RUNNING", status: 409 });
      await b.graphql(`mutation($id: ID!) { reportDeploymentStatus(id: $id, actualState: "running", health: "healthy") { applied } }`, { id: blue.deploymentId }, key);
      const promoted = await b.graphql(`mutation { promoteDeployment(passportId: "gql-agent") { deploymentId message } }`, {}, key);
      expect(promoted.body.data.promoteDeployment.deploymentId).toBe(blue.deploymentId);
      const read = await b.graphql(`{ agent(passportId: "gql-agent") { primaryDeployment { deploymentId } deployments(slot: "retired") { deployments { deploymentId } nextCursor } } }`, {}, key);
      expect(read.body.data.agent).toEqual({ primaryDeployment: { deploymentId: blue.deploymentId }, deployments: { deployments: [{ deploymentId: primary.deploymentId }], nextCursor: null } });
      const rolled = await b.graphql(`mutation { rollbackDeployment(passportId: "gql-agent") { deploymentId } }`, {}, key);
      expect(rolled.body.data.rollbackDeployment.deploymentId).toBe(primary.deploymentId);
      const rest = await b.request("GET", `/v1/deployments/${primary.deploymentId}`, { key });
      const gql = await b.graphql(`query($id: ID!) { deployment(id: $id) { slot actualState version } }`, { id: primary.deploymentId }, key);
      expect(gql.body.data.deployment).toEqual({ slot: rest.body.deployment.slot, actualState: rest.body.deployment.actual_state, version: rest.body.deployment.version });
      const bad = await b.graphql(`mutation { createDeployment(passportId: "gql-agent", provider: "Bad!", descriptor: {}) { deploymentId } }`, {}, key);
      expect(bad.body.errors[0].extensions).toMatchObject({ error_code: "VALIDATION_FAILED", details: [{ field: "provider" }] });
    });

    it(`streams an agent's deployment events to a subscriber (${engine === "mercurius" ? "WebSocket" : "server-sent events"})`, async () => {
      const subscribe = engine === "mercurius" ? subscribeWs : subscribeSse;
      const sub = await subscribe(b.url, key, SUBSCRIPTION, { p: "gql-other" });
      try {
        const id = await deploymentsOf(b, key, "gql-other").live({ slot: "primary" });
        // Another agent's change must not reach this subscriber.
        const elsewhere = deploymentsOf(b, key, "gql-agent");
        const live = (await elsewhere.list()).body.deployments.find((d: { actual_state: string }) => d.actual_state !== "terminated");
        expect((await elsewhere.report(live.deployment_id, { health: "degraded" })).status).toBe(200);
        await deploymentsOf(b, key, "gql-other").report(id, { health: "degraded" });
        const events = (await sub.waitFor(3)) as { deploymentEvents: { type: string; subject: string; data: { deployment_id: string } } }[];
        expect(events.map((e) => e.deploymentEvents.type)).toEqual(["deployment.created", "deployment.state_changed", "deployment.health_changed"]);
        expect(events.every((e) => e.deploymentEvents.subject === "gql-other" && e.deploymentEvents.data.deployment_id === id)).toBe(true);
      } finally {
        await sub.close();
      }
      const other = (await b.key("agent", { passports: ["someone"] })).token;
      await expect(subscribe(b.url, other, SUBSCRIPTION, { p: "gql-other" }).then((s) => s.waitFor(1, 2000))).rejects.toThrow(/PASSPORT_NOT_ALLOWED/);
    });
  });
}
