import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { deploymentsOf } from "../deployments/deployment-helpers.ts";
import { deliverStandard, webhookEnv } from "../webhooks/webhook-helpers.ts";

/**
 * Finding 5 of issue 25: `javascript:`, `vbscript:` and `file:` URLs were accepted in deployment
 * status reports (REST and GraphQL), anchors and provider deliveries, stored, and shown back in
 * GET, GraphQL and events. URL fields now take http and https only; a provider's bare host name
 * becomes https://host.
 */
const HOSTILE = ["javascript:alert(document.cookie)", "JavaScript://%0aalert(1)", "vbscript:msgbox(1)", "file:///etc/passwd", "data:text/html,<script>alert(1)</script>", "ftp://files.example.com/x", "https://", "//no-scheme.example.com"];

describe("URL fields take http and https only (issue 25, finding 5)", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth({ env: webhookEnv() });
  });
  afterAll(() => b.stop());

  it("refuses other schemes in a deployment's status report, over REST and GraphQL, and stores nothing", async () => {
    const d = deploymentsOf(b, b.adminKey, "agent-urls");
    const id = (await d.create({ slot: "primary" })).body.deployment.deployment_id as string;
    for (const url of HOSTILE) {
      const rest = await d.report(id, { url });
      expect(rest.status, url).toBe(400);
      expect(rest.body, url).toMatchObject({ error_code: "VALIDATION_FAILED", details: [{ field: "url", problem: "must be an http or https URL (other schemes are refused)" }] });
      const gql = await b.graphql(`mutation($id: ID!, $url: String) { reportDeploymentStatus(id: $id, url: $url) { applied } }`, { id, url });
      expect(gql.body.errors?.[0]?.extensions, url).toMatchObject({ error_code: "VALIDATION_FAILED", status: 400 });
    }
    expect((await d.report(id, { url: "https://agent-urls.example.com/v1" })).body.deployment.url).toBe("https://agent-urls.example.com/v1");
    expect((await d.report(id, { url: "http://127.0.0.1:8080" })).body.deployment.url).toBe("http://127.0.0.1:8080");
    const everything = (await d.events()).text + (await d.get(id)).text;
    for (const scheme of ["javascript:", "vbscript:", "file:", "data:"]) expect(everything.toLowerCase()).not.toContain(scheme);
  });

  it("refuses other schemes in an anchor's url", async () => {
    for (const url of HOSTILE) {
      const res = await b.request("POST", "/v1/anchors", { key: b.adminKey, body: { artifact_type: "epoch_bundle", artifact_id: "epoch-1", agent_passport_id: "agent-urls", content: { n: 1 }, url } });
      expect(res.status, url).toBe(400);
      expect(res.body.details, url).toEqual([{ field: "url", problem: "must be an http or https URL (other schemes are refused)" }]);
    }
    const ok = await b.request("POST", "/v1/anchors", { key: b.adminKey, body: { artifact_type: "epoch_bundle", artifact_id: "epoch-2", agent_passport_id: "agent-urls", content: { n: 2 }, url: "https://arweave.net/abc" } });
    expect(ok.status).toBe(201);
  });

  it("refuses a provider delivery naming another scheme (422), and reads a bare host as https", async () => {
    const d = deploymentsOf(b, b.adminKey, "agent-url-hooks");
    const id = (await d.create({ provider: "nosana", provider_deployment_id: "nos-url-1", slot: "primary" })).body.deployment.deployment_id as string;
    for (const url of ["javascript:alert(1)", "vbscript:msgbox(1)", "file:///etc/passwd"]) {
      const res = await deliverStandard(b, "nosana", { deployment: { id: "nos-url-1", status: "RUNNING", endpoints: [{ url }] } });
      expect(res.status, url).toBe(422);
      expect(res.body, url).toMatchObject({ error_code: "WEBHOOK_PAYLOAD_UNREADABLE", details: [{ field: "url" }] });
    }
    expect((await d.get(id)).body.deployment).toMatchObject({ actual_state: "pending", url: null });
    const bare = await deliverStandard(b, "nosana", { deployment: { id: "nos-url-1", status: "RUNNING", endpoints: [{ url: "nos-url-1.node.nos.ci" }] } });
    expect(bare.body).toMatchObject({ matched: true, applied: true });
    expect((await d.get(id)).body.deployment).toMatchObject({ actual_state: "running", url: "https://nos-url-1.node.nos.ci" });
  });
});
