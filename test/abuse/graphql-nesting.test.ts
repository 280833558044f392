import { getIntrospectionQuery } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";

/**
 * Finding 7 of issue 25: GraphQL documents nested 5,000+ levels overflowed the parser before the
 * token limit stopped them (mercurius: 400 "Maximum call stack size exceeded"; yoga: 200 with
 * INTERNAL_ERROR), and yoga's GET /graphql with bad `variables` answered 200 with INTERNAL_ERROR
 * too. A pre-scan refuses them before any parser runs, on both engines, with GRAPHQL_TOO_COMPLEX.
 */
const DEEP: Record<string, string> = {
  "selections nested 3,000 deep": `query ${"{ agent ".repeat(3000)}${"}".repeat(3000)}`,
  "a list nested 5,000 deep": `query { agent(passportId: ${"[".repeat(5000)}1${"]".repeat(5000)}) { passportId } }`,
  "an object nested 2,400 deep": `query { agent(passportId: ${"{a: ".repeat(2400)}1${"}".repeat(2400)}) { passportId } }`,
  "parentheses and brackets 100,000 deep": "(".repeat(50_000) + "[".repeat(50_000),
};

for (const engine of ["mercurius", "yoga"] as const) {
  describe(`GraphQL nesting and GET parameters (${engine}; issue 25, finding 7)`, () => {
    let b: TestBerth;
    beforeAll(async () => {
      b = await startBerth({ env: { GRAPHQL_ENGINE: engine, RATE_LIMIT_MAX: "100000" } });
    });
    afterAll(() => b.stop());

    for (const [name, query] of Object.entries(DEEP)) {
      it(`refuses ${name} with GRAPHQL_TOO_COMPLEX before parsing, by POST and GET`, async () => {
        const post = await b.graphql(query);
        expect(post.status).toBe(400);
        expect(post.body).toMatchObject({ success: false, error_code: "GRAPHQL_TOO_COMPLEX", details: { limit: "nesting", max: 64 } });
        const get = await b.request("GET", `/graphql?query=${encodeURIComponent(query.slice(0, 1_500))}`, { key: b.adminKey });
        expect(get.status).toBe(400);
        expect(get.body.error_code).toBe("GRAPHQL_TOO_COMPLEX");
      });
    }

    it("refuses GET variables or extensions that are not a JSON object with a 400, never a 200 with INTERNAL_ERROR", async () => {
      const q = encodeURIComponent("query($a: ID!) { agent(passportId: $a) { passportId } }");
      for (const [param, value] of [
        ["variables", "notjson"],
        ["variables", "%5B1%2C2"],
        ["variables", "%7B%22a%22"],
        ["variables", "1"],
        ["variables", "%5B%5D"],
        ["extensions", "zz"],
        ["variables", encodeURIComponent(`{"a":${"[".repeat(40)}1${"]".repeat(40)}}`)],
      ] as const) {
        const res = await b.request("GET", `/graphql?query=${q}&${param}=${value}`, { key: b.adminKey });
        expect(res.status, `${param}=${value}`).toBe(400);
        expect(res.body.error_code, `${param}=${value}`).toBe("VALIDATION_FAILED");
        expect(res.text).not.toContain("INTERNAL_ERROR");
      }
      const ok = await b.request("GET", `/graphql?query=${q}&variables=${encodeURIComponent('{"a":"agent-1"}')}`, { key: b.adminKey });
      expect(ok.status).toBe(200);
    });

    it("still runs GraphiQL's introspection query and ordinary nesting", async () => {
      const introspection = await b.graphql(getIntrospectionQuery());
      expect(introspection.status).toBe(200);
      expect(introspection.body.data.__schema.queryType.name).toBe("Query");
      const nested = await b.graphql(`query { agent(passportId: "agent-1") { passportId deployments { deployments { deploymentId } } } }`);
      expect(nested.status).toBe(200);
    });
  });
}
