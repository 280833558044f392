import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "./support/test-berth.ts";

/** Every authenticated route, with a request that would succeed for an admin. */
const ROUTES: { method: string; path: string; body?: unknown; admin?: boolean }[] = [
  { method: "GET", path: "/v2/reputation/algorithms" },
  { method: "GET", path: "/api/agents/planner/info" },
  { method: "POST", path: "/v1/compute/nodes/node-a/heartbeat", body: { status: "healthy" } },
  { method: "GET", path: "/v1/compute/nodes/node-a/health" },
  { method: "POST", path: "/v1/admin/keys", body: { role: "agent", passports: ["x"] }, admin: true },
  { method: "GET", path: "/v1/admin/keys", admin: true },
  { method: "DELETE", path: "/v1/admin/keys/key_doesnotexist", admin: true },
  { method: "POST", path: "/graphql", body: { query: "{ reputationAlgorithms { id } }" } },
];

describe("auth matrix over real HTTP", () => {
  let b: TestBerth;
  let revoked: string;
  let agentA: string;
  let agentB: string;

  beforeAll(async () => {
    b = await startBerth();
    const r = await b.key("agent", { passports: ["node-a"] });
    revoked = r.token;
    await b.host.keys.revoke(r.keyId);
    agentA = (await b.key("agent", { passports: ["node-a"] })).token;
    agentB = (await b.key("agent", { passports: ["node-b"] })).token;
    // A live heartbeat so the health read has something to find.
    await b.request("POST", "/v1/compute/nodes/node-a/heartbeat", { key: b.adminKey, body: { status: "healthy" } });
  });
  afterAll(() => b.stop());

  for (const route of ROUTES) {
    describe(`${route.method} ${route.path}`, () => {
      const call = (key?: string, headers?: Record<string, string>) => b.request(route.method, route.path, { key, body: route.body, headers });

      it("401 API_KEY_MISSING without a key", async () => {
        const a = await call();
        expect(a.status).toBe(401);
        expect(a.body).toMatchObject({ success: false, error: "unauthorized", error_code: "API_KEY_MISSING" });
        expect(a.headers.get("www-authenticate")).toMatch(/Bearer/);
      });
      it("401 API_KEY_MALFORMED for a key of the wrong shape or scheme", async () => {
        expect((await call("not-a-key")).body.error_code).toBe("API_KEY_MALFORMED");
        expect((await call("zz_live_" + "a".repeat(43))).body.error_code).toBe("API_KEY_MALFORMED");
        const basic = await call(undefined, { authorization: "Basic dXNlcjpwYXNz" });
        expect(basic.status).toBe(401);
        expect(basic.body.error_code).toBe("API_KEY_MALFORMED");
      });
      it("401 API_KEY_UNKNOWN for a well-formed key nobody issued", async () => {
        const a = await call("bk_live_" + "A".repeat(43));
        expect(a.status).toBe(401);
        expect(a.body.error_code).toBe("API_KEY_UNKNOWN");
      });
      it("401 API_KEY_REVOKED for a revoked key", async () => {
        const a = await call(revoked);
        expect(a.status).toBe(401);
        expect(a.body.error_code).toBe("API_KEY_REVOKED");
      });
      if (route.admin) {
        it("403 ADMIN_REQUIRED for an agent key", async () => {
          const a = await call(agentA);
          expect(a.status).toBe(403);
          expect(a.body).toMatchObject({ success: false, error: "forbidden", error_code: "ADMIN_REQUIRED" });
        });
      }
      it("succeeds for an admin key", async () => {
        const a = await call(b.adminKey);
        expect(a.status, a.text).toBeLessThan(500);
        if (!route.path.includes("doesnotexist")) expect(a.status, a.text).toBeLessThan(300);
      });
    });
  }

  it("an agent key may heartbeat only for its own passports", async () => {
    const own = await b.request("POST", "/v1/compute/nodes/node-a/heartbeat", { key: agentA, body: { status: "degraded" } });
    expect(own.status).toBe(200);
    const other = await b.request("POST", "/v1/compute/nodes/node-a/heartbeat", { key: agentB, body: { status: "degraded" } });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ error_code: "PASSPORT_NOT_ALLOWED", details: { passport_id: "node-a" } });
  });

  it("a test key sees nothing written with a live key, and the reverse", async () => {
    await b.request("POST", "/v1/compute/nodes/live-only/heartbeat", { key: b.adminKey, body: { status: "healthy" } });
    const fromTest = await b.request("GET", "/v1/compute/nodes/live-only/health", { key: b.testAdminKey });
    expect(fromTest.status).toBe(404);
    expect(fromTest.body.error_code).toBe("COMPUTE_NODE_NOT_FOUND");
    await b.request("POST", "/v1/compute/nodes/test-only/heartbeat", { key: b.testAdminKey, body: { status: "healthy" } });
    expect((await b.request("GET", "/v1/compute/nodes/test-only/health", { key: b.adminKey })).status).toBe(404);
    expect((await b.request("GET", "/v1/compute/nodes/test-only/health", { key: b.testAdminKey })).status).toBe(200);
  });

  it("a test admin lists and revokes only test keys, and cannot mint live keys", async () => {
    const live = await b.key("agent", { passports: ["p"] });
    const list = await b.request("GET", "/v1/admin/keys", { key: b.testAdminKey });
    expect(list.body.keys.every((k: { mode: string }) => k.mode === "test")).toBe(true);
    expect((await b.request("DELETE", `/v1/admin/keys/${live.keyId}`, { key: b.testAdminKey })).status).toBe(404);
    const mint = await b.request("POST", "/v1/admin/keys", { key: b.testAdminKey, body: { role: "admin", mode: "live" } });
    expect(mint.status).toBe(403);
    expect(mint.body.error_code).toBe("MODE_MISMATCH");
  });

  it("revoking a key stops it on the very next request", async () => {
    const { token, keyId } = await b.key("agent", { passports: ["node-a"] });
    expect((await b.request("GET", "/v2/reputation/algorithms", { key: token })).status).toBe(200);
    const revoke = await b.request("DELETE", `/v1/admin/keys/${keyId}`, { key: b.adminKey });
    expect(revoke.status).toBe(200);
    expect(revoke.body.key.revoked_at).toBeGreaterThan(0);
    const after = await b.request("GET", "/v2/reputation/algorithms", { key: token });
    expect(after.status).toBe(401);
    expect(after.body.error_code).toBe("API_KEY_REVOKED");
  });

  it("an admin issues a key over the API that works at once and is stored only as a hash", async () => {
    const made = await b.request("POST", "/v1/admin/keys", { key: b.adminKey, body: { role: "agent", passports: ["node-z"], label: "ci" } });
    expect(made.status).toBe(201);
    expect(made.body.token).toMatch(/^bk_live_[A-Za-z0-9_-]{43}$/);
    expect(made.body.key).toMatchObject({ role: "agent", mode: "live", passports: ["node-z"], label: "ci", revoked_at: null });
    const beat = await b.request("POST", "/v1/compute/nodes/node-z/heartbeat", { key: made.body.token, body: { status: "healthy" } });
    expect(beat.status).toBe(200);
    const raw = JSON.stringify(await b.host.store.collection({ name: "api_keys" }).find({ limit: 1000 }));
    expect(raw).not.toContain(made.body.token);
  });

  it("rejects an agent key without passports and an admin key with passports", async () => {
    const a = await b.request("POST", "/v1/admin/keys", { key: b.adminKey, body: { role: "agent" } });
    expect(a.status).toBe(400);
    expect(a.body.details).toEqual([{ field: "passports", problem: "at least one passport is required for role agent" }]);
    const c = await b.request("POST", "/v1/admin/keys", { key: b.adminKey, body: { role: "admin", passports: ["x"] } });
    expect(c.status).toBe(400);
  });
});
