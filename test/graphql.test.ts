import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "./support/test-berth.ts";

for (const engine of ["mercurius", "yoga"] as const) {
  describe(`GraphQL on ${engine}`, () => {
    let b: TestBerth;
    let agentKey: string;
    let otherKey: string;
    beforeAll(async () => {
      b = await startBerth({ env: { GRAPHQL_ENGINE: engine } });
      agentKey = (await b.key("agent", { passports: ["agent-1"] })).token;
      otherKey = (await b.key("agent", { passports: ["agent-2"] })).token;
    });
    afterAll(() => b.stop());

    it("serves the same reads as REST", async () => {
      const a = await b.graphql("{ reputationAlgorithms { id name version description } plannerInfo { status defaultBackend backends { id configured } } readiness { status dependencies { name status } } }");
      expect(a.status).toBe(200);
      expect(a.body.errors).toBeUndefined();
      const rest = await b.request("GET", "/v2/reputation/algorithms", { key: b.adminKey });
      expect(a.body.data.reputationAlgorithms).toEqual(rest.body.algorithms);
      expect(a.body.data.plannerInfo.status).toBe("deprecated");
      expect(a.body.data.readiness.status).toBe("ready");
    });

    it("sends a heartbeat and reads health, also through the shared Agent type", async () => {
      const beat = await b.graphql(
        `mutation($id: ID!) { sendHeartbeat(computePassportId: $id, status: "healthy", queueDepth: 3, p95MsEstimate: 120.5) { computePassportId status queueDepth heartbeatCount } }`,
        { id: "agent-1" },
        agentKey,
      );
      expect(beat.body.errors).toBeUndefined();
      expect(beat.body.data.sendHeartbeat).toEqual({ computePassportId: "agent-1", status: "healthy", queueDepth: 3, heartbeatCount: 1 });
      const read = await b.graphql(
        `{ computeNodeHealth(computePassportId: "agent-1") { status expired p95MsEstimate } agent(passportId: "agent-1") { passportId computeNode { status queueDepth } } }`,
        {},
        agentKey,
      );
      expect(read.body.errors).toBeUndefined();
      expect(read.body.data.computeNodeHealth).toEqual({ status: "healthy", expired: false, p95MsEstimate: 120.5 });
      expect(read.body.data.agent).toEqual({ passportId: "agent-1", computeNode: { status: "healthy", queueDepth: 3 } });
    });

    it("gives errors the REST error_code in extensions", async () => {
      const missing = await b.graphql(`{ computeNodeHealth(computePassportId: "nobody") { status } }`);
      expect(missing.status).toBe(200);
      expect(missing.body.errors[0].extensions).toMatchObject({ error_code: "COMPUTE_NODE_NOT_FOUND", error: "not_found", status: 404 });
      const forbidden = await b.graphql(`mutation { sendHeartbeat(computePassportId: "agent-1", status: "healthy") { status } }`, {}, otherKey);
      expect(forbidden.body.errors[0].extensions.error_code).toBe("PASSPORT_NOT_ALLOWED");
      const invalid = await b.graphql(`mutation { sendHeartbeat(computePassportId: "agent-1", status: "on-fire") { status } }`, {}, agentKey);
      expect(invalid.body.errors[0].extensions.error_code).toBe("VALIDATION_FAILED");
      expect(invalid.body.errors[0].extensions.details).toEqual([{ field: "status", problem: "must be one of: healthy, degraded, down" }]);
      const agent = await b.graphql(`{ agent(passportId: "agent-1") { passportId } }`, {}, otherKey);
      expect(agent.body.errors[0].extensions.error_code).toBe("PASSPORT_NOT_ALLOWED");
      const adminOnly = await b.graphql(`{ apiKeys { keyId } }`, {}, agentKey);
      expect(adminOnly.body.errors[0].extensions.error_code).toBe("ADMIN_REQUIRED");
    });

    it("answers a broken query with GRAPHQL_VALIDATION_FAILED, never 500", async () => {
      for (const query of ["{ nope }", "{ reputationAlgorithms { id", "mutation { sendHeartbeat { status } }", "", "{ computeNodeHealth(computePassportId: true) { status } }", '{ computeNodeHealth(computePassportId: "bad id!") { status } }']) {
        const a = await b.graphql(query);
        expect(a.status, query).toBeLessThan(500);
        expect(a.status, query).toBeGreaterThanOrEqual(200);
        expect(a.body.errors?.[0]?.extensions?.error_code ?? a.body.error_code, query).toMatch(/GRAPHQL_VALIDATION_FAILED|VALIDATION_FAILED|BAD_REQUEST/);
      }
    });

    it("needs a key, answering in the REST error body without one", async () => {
      const none = await b.request("POST", "/graphql", { body: { query: "{ reputationAlgorithms { id } }" } });
      expect(none.status).toBe(401);
      expect(none.body.error_code).toBe("API_KEY_MISSING");
      const bad = await b.request("POST", "/graphql", { key: "bk_live_" + "Z".repeat(43), body: { query: "{ reputationAlgorithms { id } }" } });
      expect(bad.status).toBe(401);
      expect(bad.body.error_code).toBe("API_KEY_UNKNOWN");
      const malformed = await b.request("POST", "/graphql", { key: b.adminKey, rawBody: "{query" });
      expect(malformed.status).toBe(400);
      expect(malformed.body.error_code).toBe("MALFORMED_JSON");
    });

    it("manages keys: create, list, revoke (admin only)", async () => {
      const made = await b.graphql(`mutation { createApiKey(role: "agent", passports: ["p-9"], label: "gql") { token key { keyId role mode passports } } }`);
      expect(made.body.errors).toBeUndefined();
      const { token, key } = made.body.data.createApiKey;
      expect(key).toMatchObject({ role: "agent", mode: "live", passports: ["p-9"] });
      const list = await b.graphql(`{ apiKeys { keyId } }`);
      expect(list.body.data.apiKeys.map((k: { keyId: string }) => k.keyId)).toContain(key.keyId);
      const revoked = await b.graphql(`mutation($id: ID!) { revokeApiKey(keyId: $id) { revokedAt } }`, { id: key.keyId });
      expect(revoked.body.data.revokeApiKey.revokedAt).toBeGreaterThan(0);
      expect((await b.graphql(`{ reputationAlgorithms { id } }`, {}, token)).status).toBe(401);
    });

    it("serves GraphiQL without a key, from local files only", async () => {
      const page = await b.request("GET", "/graphiql");
      expect(page.status).toBe(200);
      expect(page.text).toContain("<title>Berth GraphiQL</title>");
      // Every script and stylesheet is one of Berth's own paths (test/browser-pages.test.ts loads them in a browser).
      const urls = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      expect(urls.length).toBeGreaterThan(4);
      for (const url of urls) expect(url).toMatch(/^(\/graphiql\/assets\/[a-z-]+\.(js|css)|data:,)$/);
      for (const url of urls.filter((u) => u.startsWith("/"))) expect((await b.request("GET", url)).status, url).toBe(200);
      expect((await b.request("GET", "/graphiql/assets/..%2Fpackage.json")).status).toBe(404);
      expect(page.headers.get("content-security-policy")).toContain("script-src 'self';");
    });

    it("answers GraphiQL's introspection query", async () => {
      const { getIntrospectionQuery } = await import("graphql");
      const q = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true });
      const a = await b.graphql(q);
      expect(a.status).toBe(200);
      expect(a.body.data.__schema.queryType.name).toBe("Query");
    });

    it("refuses a query nested deeper than 12 fields before running it, without counting introspection", async () => {
      const nested = (n: number): string => (n === 0 ? "anchorId" : `parent { ${nested(n - 1)} }`);
      const deep = await b.graphql(`{ anchor(id: "none") { ${nested(11)} } }`);
      expect(deep.status).toBe(400);
      expect(deep.body).toMatchObject({ error_code: "GRAPHQL_TOO_COMPLEX", details: { limit: "depth", max: 12, actual: 13 } });
      const fine = await b.graphql(`{ anchor(id: "none") { ${nested(10)} } }`);
      expect(fine.body.error_code).toBeUndefined();
      expect(fine.body.errors[0].extensions.error_code).not.toBe("GRAPHQL_VALIDATION_FAILED");
    });
  });
}
