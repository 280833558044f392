import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";

/** A century-long rate-limit window (windows start at multiples of it since 1970: this one ends in 2070): no check straddles two. */
const CENTURY_MS = String(100 * 365 * 24 * 3600 * 1000);

/**
 * Findings 2, 3 and 10 of issue 13 (GraphQL part): aliases made one request do thousands of
 * writes for one unit of the rate limit, and introspection was open to every key. Both engines.
 */
const verifyAliases = (n: number) => `query { ${Array.from({ length: n }, (_, i) => `v${i}: verifyMemoryChain(passportId: "gql-agent") { valid length }`).join(" ")} }`;
const storeAliases = (n: number) =>
  `mutation { ${Array.from({ length: n }, (_, i) => `m${i}: storeSemanticMemory(passportId: "gql-agent", fact: "f${i}", confidence: 0.5) { memoryId }`).join(" ")} }`;

for (const engine of ["mercurius", "yoga"] as const) {
  describe(`GraphQL limits (${engine})`, () => {
    let b: TestBerth;
    let agentKey: string;
    beforeAll(async () => {
      // An hour-long window (windows start at multiples of it): the budget check never straddles two.
      b = await startBerth({ env: { GRAPHQL_ENGINE: engine, RATE_LIMIT_MAX: "40", RATE_LIMIT_WINDOW_MS: CENTURY_MS, GRAPHQL_MAX_COST: "50" } });
      agentKey = (await b.key("agent", { passports: ["gql-agent"] })).token;
    });
    afterAll(() => b.stop());

    it("refuses 5,000 aliased mutations with GRAPHQL_TOO_COMPLEX and writes nothing", async () => {
      const res = await b.graphql(storeAliases(5000), undefined, agentKey);
      expect(res.status).toBe(400);
      // 5,000 aliased fields are more tokens than a document may hold: refused before it is parsed whole.
      expect(res.body).toMatchObject({ success: false, error_code: "GRAPHQL_TOO_COMPLEX", details: { limit: "tokens" } });
      const fifty = await b.graphql(storeAliases(50), undefined, agentKey);
      expect(fifty.body).toMatchObject({ error_code: "GRAPHQL_TOO_COMPLEX", details: { limit: "aliases", max: 30, actual: 50 } });
      expect(res.headers.get("x-request-id")).toBeTruthy();
      const count = await b.graphql(`query { verifyMemoryChain(passportId: "gql-agent") { length } }`, undefined, agentKey);
      expect(count.body.data.verifyMemoryChain.length).toBe(0);
    });

    it("refuses 200 aliases of verifyMemoryChain and too many root fields, operations or too much cost", async () => {
      expect((await b.graphql(verifyAliases(200), undefined, agentKey)).body.details).toMatchObject({ limit: "aliases" });
      const many = `query { ${Array.from({ length: 21 }, () => `verifyMemoryChain(passportId: "gql-agent") { valid }`).join(" ")} }`;
      expect((await b.graphql(many, undefined, agentKey)).body.details).toMatchObject({ limit: "root_fields", max: 20, actual: 21 });
      // Fragments do not hide root fields: a fragment of 7 spread 3 times is 21.
      const spread = `query { ...A ...A ...A } fragment A on Query { ${"verifyMemoryChain(passportId: \"gql-agent\") { valid } ".repeat(7)} }`;
      expect((await b.graphql(spread, undefined, agentKey)).body.details).toMatchObject({ limit: "root_fields", actual: 21 });
      const ops = Array.from({ length: 6 }, (_, i) => `query Q${i} { __typename }`).join(" ");
      expect((await b.request("POST", "/graphql", { key: agentKey, body: { query: ops, operationName: "Q1" } })).body.details).toMatchObject({ limit: "operations", max: 5 });
      // verifyMemoryChain declares cost 5: 11 of them (under the root-field limit) cost 55 > 50.
      const dear = `query { ${Array.from({ length: 11 }, () => `verifyMemoryChain(passportId: "gql-agent") { valid }`).join(" ")} }`;
      expect((await b.graphql(dear, undefined, agentKey)).body.details).toMatchObject({ limit: "cost", max: 50, actual: 55 });
    });

    it("charges a document's cost against the caller's rate-limit budget, with the headers on the 429", async () => {
      const key = (await b.key("agent", { passports: ["gql-agent"] })).token;
      // 10 root mutations: 10 units; the budget is 40 per window.
      const ten = (base: number) =>
        `mutation { ${Array.from({ length: 10 }, (_, i) => `m${i}: storeSemanticMemory(passportId: "gql-agent", fact: "c${base + i}", confidence: 0.5) { memoryId }`).join(" ")} }`;
      const first = await b.graphql(ten(0), undefined, key);
      expect(first.status).toBe(200);
      expect(first.headers.get("x-graphql-cost")).toBe("10");
      expect(first.headers.get("x-ratelimit-remaining")).toBe("30");
      // t: seconds until the window ends (windows start at multiples of their length).
      const reset = Number(/^"default";r=30;t=(\d+)$/.exec(first.headers.get("ratelimit") ?? "")?.[1]);
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(Number(CENTURY_MS) / 1000);
      expect(first.headers.get("ratelimit-policy")).toBe(`"default";q=40;w=${Number(CENTURY_MS) / 1000}`);
      expect((await b.graphql(ten(10), undefined, key)).status).toBe(200);
      expect((await b.graphql(ten(20), undefined, key)).status).toBe(200);
      expect((await b.graphql(ten(30), undefined, key)).status).toBe(200);
      const limited = await b.graphql(ten(40), undefined, key);
      expect(limited.status).toBe(429);
      expect(limited.body.error_code).toBe("RATE_LIMITED");
      expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
      expect(limited.headers.get("ratelimit")).toMatch(/^"default";r=0;t=\d+$/);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("opens introspection to admin keys only by default", async () => {
      const q = "query { __schema { queryType { name } } }";
      const agent = await b.graphql(q, undefined, agentKey);
      expect(agent.status).toBe(403);
      expect(agent.body.error_code).toBe("GRAPHQL_INTROSPECTION_DISABLED");
      const admin = await b.graphql(q, undefined, b.adminKey);
      expect(admin.status).toBe(200);
      expect(admin.body.data.__schema.queryType.name).toBe("Query");
    });

    it("refuses a lone surrogate or a non-finite number in variables and literals with a field path", async () => {
      const surrogate = await b.request("POST", "/graphql", {
        key: agentKey,
        rawBody: '{"query":"mutation($f: String!) { storeSemanticMemory(passportId: \\"gql-agent\\", fact: $f, confidence: 0.5) { memoryId } }","variables":{"f":"x\\ud800"}}',
      });
      expect(surrogate.status).toBe(400);
      expect(surrogate.body.details).toContainEqual(expect.objectContaining({ field: "variables.f" }));
      const infinite = await b.graphql(`mutation { storeEpisodicMemory(passportId: "gql-agent", content: "x", occurredAt: 1e400) { memoryId } }`, undefined, agentKey);
      expect(infinite.body.errors[0].extensions).toMatchObject({ error_code: "VALIDATION_FAILED" });
      expect(infinite.body.errors[0].extensions.details).toContainEqual(expect.objectContaining({ field: "occurred_at" }));
    });
  });
}

describe("introspection in development", () => {
  it("is open to every key when NODE_ENV=development", async () => {
    const b = await startBerth({ env: { NODE_ENV: "development" } });
    try {
      const { token } = await b.key("agent", { passports: ["x"] });
      expect((await b.graphql("query { __type(name: \"Query\") { name } }", undefined, token)).status).toBe(200);
    } finally {
      await b.stop();
    }
  });
});
