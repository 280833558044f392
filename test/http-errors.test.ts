import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "./support/test-berth.ts";

const ERROR_SHAPE = { success: false, error: expect.any(String), message: expect.any(String), error_code: expect.any(String) };

describe("HTTP edge cases answer in the error body, never 500", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth({ env: { BODY_LIMIT_BYTES: "2048" } });
  });
  afterAll(() => b.stop());

  const heartbeat = "/v1/compute/nodes/node-1/heartbeat";

  it("malformed JSON is a 400 MALFORMED_JSON", async () => {
    for (const raw of ['{"status": "healthy"', "not json", '{"a":}', "[1,2", '{"__proto__": {"x": 1}}']) {
      const a = await b.request("POST", heartbeat, { key: b.adminKey, rawBody: raw });
      expect(a.status, raw).toBe(400);
      expect(a.body).toMatchObject(ERROR_SHAPE);
      expect(["MALFORMED_JSON", "BAD_REQUEST"]).toContain(a.body.error_code);
    }
  });

  it("an empty JSON body is a 400 EMPTY_JSON_BODY", async () => {
    const a = await b.request("POST", heartbeat, { key: b.adminKey, rawBody: "" });
    expect(a.status).toBe(400);
    expect(a.body.error_code).toBe("EMPTY_JSON_BODY");
  });

  it("a wrong content type is a 415 UNSUPPORTED_CONTENT_TYPE", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/xml", "multipart/form-data; boundary=x"]) {
      const a = await b.request("POST", heartbeat, { key: b.adminKey, rawBody: "status=healthy", contentType: type });
      expect(a.status, type).toBe(415);
      expect(a.body).toMatchObject({ ...ERROR_SHAPE, error: "unsupported_media_type", error_code: "UNSUPPORTED_CONTENT_TYPE" });
    }
  });

  it("an oversized body is a 413 BODY_TOO_LARGE", async () => {
    const a = await b.request("POST", heartbeat, { key: b.adminKey, body: { status: "healthy", pad: "x".repeat(5000) } });
    expect(a.status).toBe(413);
    expect(a.body).toMatchObject({ ...ERROR_SHAPE, error: "payload_too_large", error_code: "BODY_TOO_LARGE" });
  });

  it("an unknown route is a 404 ROUTE_NOT_FOUND, with or without a key", async () => {
    for (const [method, path] of [["GET", "/v1/nothing"], ["GET", "/"], ["DELETE", "/v1/compute/nodes/n1"]]) {
      for (const key of [undefined, b.adminKey, "garbage"]) {
        const a = await b.request(method!, path!, { key });
        expect(a.status, `${method} ${path}`).toBe(404);
        expect(a.body).toMatchObject({ ...ERROR_SHAPE, error: "not_found", error_code: "ROUTE_NOT_FOUND" });
      }
    }
  });

  it("a known path with the wrong method is a 405 METHOD_NOT_ALLOWED with Allow, with or without a key", async () => {
    const cases: [string, string, string][] = [
      ["POST", "/v2/reputation/algorithms", "GET, HEAD"],
      ["DELETE", "/health/ready", "GET, HEAD"],
      ["PUT", "/v1/compute/nodes/node-1/heartbeat", "POST"],
      ["GET", "/v1/compute/nodes/node-1/heartbeat/", "POST"],
    ];
    for (const [method, path, allow] of cases) {
      for (const key of [undefined, b.adminKey]) {
        const a = await b.request(method, path, { key });
        expect(a.status, `${method} ${path}`).toBe(405);
        expect(a.headers.get("allow"), `${method} ${path}`).toBe(allow);
        expect(a.body).toMatchObject({ ...ERROR_SHAPE, error: "method_not_allowed", error_code: "METHOD_NOT_ALLOWED", details: { method, allowed: allow.split(", ") } });
      }
    }
  });

  it("GET on a static POST path that a parametric GET route would take (GET /v1/memory/recall) is a 405, not a parameter error", async () => {
    const agent = await b.key("agent", { passports: ["agent-1"] });
    for (const path of ["/v1/memory/recall", "/v1/memory/recall/?agent_passport_id=agent-1"]) {
      const a = await b.request("GET", path, { key: agent.token, headers: { "x-agent-passport-id": "agent-1" } });
      expect(a.status, `${path}: ${a.text}`).toBe(405);
      expect(a.headers.get("allow")).toBe("POST");
      expect(a.body.message).toContain("takes POST");
    }
    // A real id on the parametric route is still its own answer.
    const real = await b.request("GET", "/v1/memory/00000000-0000-4000-8000-000000000000", { key: agent.token, headers: { "x-agent-passport-id": "agent-1" } });
    expect(real.status).not.toBe(405);
  });

  it("an unknown field close to a known one says which was meant", async () => {
    const a = await b.request("POST", "/v1/admin/keys", { key: b.adminKey, body: { role: "agent", passport: ["node-1"] } });
    expect(a.status).toBe(400);
    expect(a.body.details).toEqual([{ field: "passport", problem: "is not a known field; did you mean `passports`?" }]);
    const typo = await b.request("POST", "/v1/compute/nodes/node-1/heartbeat", { key: b.adminKey, body: { status: "healthy", queue_dept: 1, QueueDepth: 2, colour: "red" } });
    expect(typo.body.details).toEqual(
      expect.arrayContaining([
        { field: "queue_dept", problem: "is not a known field; did you mean `queue_depth`?" },
        { field: "QueueDepth", problem: "is not a known field; did you mean `queue_depth`?" },
        { field: "colour", problem: "is not a known field" },
      ]),
    );
  });

  it("a not-found answer names the world it searched", async () => {
    expect((await b.request("POST", "/v1/compute/nodes/world-node/heartbeat", { key: b.adminKey, body: { status: "healthy" } })).status).toBe(200);
    const a = await b.request("GET", "/v1/compute/nodes/world-node/health", { key: b.testAdminKey });
    expect(a.status).toBe(404);
    expect(a.body.error_code).toBe("COMPUTE_NODE_NOT_FOUND");
    expect(a.body.message).toContain("in the test world");
    const anchor = await b.request("GET", "/v1/anchors/00000000-0000-4000-8000-000000000000", { key: b.testAdminKey });
    expect(anchor.status, anchor.text).toBe(404);
    expect(anchor.body.message).toContain("in the test world (a test key sees only test data)");
  });

  it("field problems are listed one by one in details", async () => {
    const a = await b.request("POST", heartbeat, {
      key: b.adminKey,
      body: { status: "exploding", queue_depth: -1, p95_ms_estimate: "fast", extra: true },
    });
    expect(a.status).toBe(400);
    expect(a.body.error_code).toBe("VALIDATION_FAILED");
    const fields = a.body.details.map((d: { field: string }) => d.field).sort();
    expect(fields).toEqual(["extra", "p95_ms_estimate", "queue_depth", "status"]);
    expect(a.body.details.find((d: { field: string }) => d.field === "status").problem).toMatch(/healthy, degraded, down/);
  });

  it("a path parameter of the wrong shape is a 400 naming the parameter", async () => {
    const a = await b.request("GET", `/v1/compute/nodes/${encodeURIComponent("bad id!")}/health`, { key: b.adminKey });
    expect(a.status).toBe(400);
    expect(a.body.details[0].field).toBe("params.computePassportId");
  });

  it("garbage of every kind to every route never produces a 500", async () => {
    const bodies = ['{"status":null}', "null", "[]", "1", '"str"', '{"status":["healthy"]}', '{"status":"healthy","queue_depth":1e400}', "\u0000", "{".repeat(500)];
    const paths: [string, string][] = [
      ["POST", heartbeat],
      ["GET", "/v1/compute/nodes/x/health"],
      ["GET", "/v2/reputation/algorithms"],
      ["GET", "/api/agents/planner/info"],
      ["GET", "/health/ready"],
      ["POST", "/v1/admin/keys"],
      ["GET", "/v1/admin/keys?include_revoked=maybe"],
      ["DELETE", "/v1/admin/keys/%E0%A4%A"],
      ["POST", "/graphql"],
      ["GET", "/v1/compute/nodes/%/health"],
    ];
    for (const [method, path] of paths) {
      for (const raw of method === "GET" || method === "DELETE" ? [undefined] : bodies) {
        const a = await b.request(method, path, { key: b.adminKey, rawBody: raw });
        expect(a.status, `${method} ${path} ${raw}`).not.toBe(500);
        if (a.status >= 400 && path !== "/graphql") expect(a.body, `${method} ${path} ${raw}`).toMatchObject(ERROR_SHAPE);
      }
    }
  });

  it("echoes a caller's request id and makes one otherwise; answers carry security and rate-limit headers", async () => {
    const given = await b.request("GET", "/health/ready", { headers: { "x-request-id": "trace-123" } });
    expect(given.headers.get("x-request-id")).toBe("trace-123");
    const made = await b.request("GET", "/v1/none", {});
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.headers.get("x-content-type-options")).toBe("nosniff");
    expect(made.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(made.headers.get("x-frame-options")).toBe("DENY");
    const ok = await b.request("GET", "/v2/reputation/algorithms", { key: b.adminKey });
    expect(Number(ok.headers.get("x-ratelimit-limit"))).toBeGreaterThan(0);
  });

  it("serves OpenAPI 3.1 for every route, a docs page and Prometheus metrics", async () => {
    const spec = await b.request("GET", "/openapi.json");
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toBe("3.1.0");
    for (const p of [
      "/health/ready",
      "/v2/reputation/algorithms",
      "/api/agents/planner/info",
      "/v1/compute/nodes/{computePassportId}/heartbeat",
      "/v1/compute/nodes/{computePassportId}/health",
      "/v1/admin/keys",
      "/v1/admin/keys/{keyId}",
    ]) {
      expect(spec.body.paths, p).toHaveProperty([p]);
    }
    expect(spec.body.paths["/api/agents/planner/info"].get.deprecated).toBe(true);
    expect(spec.body.paths["/v2/reputation/algorithms"].get.responses).toHaveProperty(["401"]);
    const docs = await b.request("GET", "/docs");
    expect(docs.status).toBe(200);
    expect(docs.text).toContain("swagger");
    // Pages get the policy that lets them run their own scripts (no inline, no CDN); JSON answers the strictest one.
    expect(docs.headers.get("content-security-policy")).toContain("script-src 'self';");
    expect(spec.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(docs.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const metrics = await b.request("GET", "/metrics");
    expect(metrics.status).toBe(200);
    expect(metrics.text).toMatch(/berth_http_requests_total\{method="GET",route="\/v2\/reputation\/algorithms",status="200"\} \d+/);
  });
});

describe("rate limits per API key", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth({ env: { RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_MS: "60000" } });
  });
  afterAll(() => b.stop());

  it("answers 429 RATE_LIMITED with Retry-After once a key's budget is spent, other keys unaffected", async () => {
    for (let i = 0; i < 3; i++) expect((await b.request("GET", "/v2/reputation/algorithms", { key: b.adminKey })).status).toBe(200);
    const limited = await b.request("GET", "/v2/reputation/algorithms", { key: b.adminKey });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, error: "rate_limited", error_code: "RATE_LIMITED" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await b.request("GET", "/v2/reputation/algorithms", { key: b.testAdminKey })).status).toBe(200);
  });
});
