import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineRoute } from "../core/http/route.ts";
import { definePlugin } from "../core/plugin/define-plugin.ts";
import { startBerth, type TestBerth } from "./support/test-berth.ts";

// A plugin that adds the parametric route that shadowed the algorithms list in the reference.
const parametricReputation = definePlugin({
  name: "reputation-scores",
  setup: () => ({
    routes: [
      defineRoute({
        method: "GET",
        url: "/v2/reputation/:agentId",
        auth: "key",
        summary: "score",
        tags: ["test"],
        params: Type.Object({ agentId: Type.String() }),
        response: { 200: Type.Object({ success: Type.Literal(true), agentId: Type.String() }) },
        handler: async (req) => ({ success: true, agentId: req.params.agentId }),
      }),
    ],
  }),
});

describe("reputation algorithms", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth({ extraPlugins: [parametricReputation], env: { OPENAI_API_KEY: "sk-test-secret-value" } });
  });
  afterAll(() => b.stop());

  it("lists the three algorithms", async () => {
    const a = await b.request("GET", "/v2/reputation/algorithms", { key: b.adminKey });
    expect(a.status).toBe(200);
    expect(a.body.success).toBe(true);
    expect(a.body.algorithms.map((x: { id: string }) => x.id)).toEqual(["receipt-volume-v1", "cross-chain-weighted-v1", "stake-weighted-v1"]);
    for (const alg of a.body.algorithms) {
      expect(alg.version).toBe("1.0.0");
      expect(alg.name.length).toBeGreaterThan(0);
      expect(alg.description.length).toBeGreaterThan(20);
    }
  });

  it("is not shadowed by a parametric /v2/reputation/:agentId route, which still answers other ids", async () => {
    const list = await b.request("GET", "/v2/reputation/algorithms", { key: b.adminKey });
    expect(list.body.algorithms).toHaveLength(3);
    const param = await b.request("GET", "/v2/reputation/agent-42", { key: b.adminKey });
    expect(param.body).toEqual({ success: true, agentId: "agent-42" });
    const trailing = await b.request("GET", "/v2/reputation/algorithms/", { key: b.adminKey });
    expect(trailing.body.algorithms).toHaveLength(3);
  });

  it("any valid key (agent or test) may list them", async () => {
    const agent = await b.key("agent", { passports: ["a"] });
    expect((await b.request("GET", "/v2/reputation/algorithms", { key: agent.token })).status).toBe(200);
    expect((await b.request("GET", "/v2/reputation/algorithms", { key: b.testAdminKey })).status).toBe(200);
  });

  it("planner info is deprecated with Deprecation, Sunset and Link headers and lists backends without secrets", async () => {
    const a = await b.request("GET", "/api/agents/planner/info", { key: b.adminKey });
    expect(a.status).toBe(200);
    expect(a.headers.get("deprecation")).toMatch(/^@\d+$/);
    expect(new Date(a.headers.get("sunset")!).getTime()).toBeGreaterThan(Date.parse("2026-01-01"));
    expect(a.headers.get("link")).toContain('</v1/agents/preview>; rel="successor-version"');
    expect(a.body).toMatchObject({ success: true, status: "deprecated", message: expect.stringContaining("Deprecated") });
    const backends = Object.fromEntries(a.body.info.backends.map((x: { id: string; configured: boolean }) => [x.id, x.configured]));
    expect(backends).toEqual({ "rule-based": true, openai: true, anthropic: false, ollama: false });
    expect(a.body.info.default_backend).toBe("openai");
    expect(a.text).not.toContain("sk-test-secret-value");
  });
});
