import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totalsOf } from "../core/http/console/metrics-history.ts";
import { deploymentsOf } from "./deployments/deployment-helpers.ts";
import { startBerth, type Answer, type TestBerth } from "./support/test-berth.ts";
import { deliver } from "./webhooks/webhook-helpers.ts";

/** A GET whose body is kept as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The session cookie of a sign-in answer, as `name=value`. */
function cookieOf(answer: Answer): string {
  const set = answer.headers.get("set-cookie") ?? "";
  return set.split(";")[0]!;
}

describe("console sessions, the viewer role and the console's own routes, over HTTP", () => {
  let b: TestBerth;
  let viewer: { token: string; keyId: string };

  beforeAll(async () => {
    // TRUST_PROXY: the proxy in front says the request came over TLS (X-Forwarded-Proto), so the cookie is Secure.
    b = await startBerth({ env: { TRUST_PROXY: "loopback", WEBHOOK_SECRET_RAILWAY: "rw-token-7c1e9b4d2a" } });
    viewer = await b.key("viewer");
  });
  afterAll(async () => b?.stop());

  it("serves each console file as the browser asks (brotli, gzip or plain), the same bytes once decompressed, and 304 for its ETag", async () => {
    for (const file of ["ui.js", "vendor/preact.js", "console.css"]) {
      const url = `${b.url}/console/assets/${file}`;
      const plain = await rawGet(url, {});
      expect(plain.status, file).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const br = await rawGet(url, { "accept-encoding": "gzip, deflate, br" });
      expect([br.headers["content-encoding"], brotliDecompressSync(br.body).equals(plain.body)]).toEqual(["br", true]);
      expect(br.body.length).toBeLessThan(plain.body.length);
      // Asked for twice: the kept compression, the same bytes.
      expect((await rawGet(url, { "accept-encoding": "br" })).body.equals(br.body)).toBe(true);
      const gzip = await rawGet(url, { "accept-encoding": "gzip" });
      expect([gzip.headers["content-encoding"], gunzipSync(gzip.body).equals(plain.body)]).toEqual(["gzip", true]);
      expect((await rawGet(url, { "if-none-match": String(plain.headers.etag) })).status).toBe(304);
    }
  });

  it("exchanges a key for an HttpOnly, SameSite=Strict cookie (Secure behind TLS) and a CSRF token; the cookie then acts as the key", async () => {
    const plain = await b.request("POST", "/console/session", { body: { key: b.adminKey } });
    expect(plain.status).toBe(201);
    expect(plain.headers.get("set-cookie")).toMatch(/^berth_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=28800$/);
    expect(plain.body).toMatchObject({ signed_in: true, csrf_token: expect.any(String), principal: { role: "admin", mode: "live", passports: [] } });
    expect(plain.text).not.toContain(b.adminKey);
    const tls = await b.request("POST", "/console/session", { body: { key: b.adminKey }, headers: { "x-forwarded-proto": "https" } });
    expect(tls.headers.get("set-cookie")).toMatch(/; Secure$/);

    const cookie = cookieOf(plain);
    const read = await b.request("GET", "/v1/admin/keys", { headers: { cookie } });
    expect(read.status).toBe(200);
    // A change needs the token; with it, it is made.
    const made = { url: "http://127.0.0.1:9/hook", event_types: ["deployment.*"] };
    const refused = await b.request("POST", "/v1/admin/keys", { headers: { cookie }, body: { role: "viewer" } });
    expect([refused.status, refused.body.error_code]).toEqual([403, "CSRF_TOKEN_INVALID"]);
    const wrong = await b.request("POST", "/v1/admin/keys", { headers: { cookie, "x-csrf-token": "x".repeat(43) }, body: { role: "viewer" } });
    expect(wrong.body.error_code).toBe("CSRF_TOKEN_INVALID");
    const ok = await b.request("POST", "/v1/admin/keys", { headers: { cookie, "x-csrf-token": plain.body.csrf_token, "sec-fetch-site": "same-origin" }, body: { role: "viewer", label: "from the console" } });
    expect(ok.status, ok.text).toBe(201);
    void made;
    // A key in the header wins over a cookie, and a bad cookie is never mistaken for a key.
    expect((await b.request("GET", "/v1/admin/keys", { key: b.adminKey, headers: { cookie: "berth_session=nonsense" } })).status).toBe(200);
    expect((await b.request("GET", "/v1/admin/keys", { headers: { cookie: "berth_session=nonsense" } })).body.error_code).toBe("API_KEY_MISSING");
  });

  it("tells the page whether it is signed in without a 401; refuses bad keys and sign-ins from another site", async () => {
    expect((await b.request("GET", "/console/session")).body).toEqual({ success: true, signed_in: false, reason: null });
    expect((await b.request("POST", "/console/session", { body: { key: "bk_live_nope" } })).body.error_code).toBe("API_KEY_MALFORMED");
    expect((await b.request("POST", "/console/session", { body: {} })).body.error_code).toBe("VALIDATION_FAILED");
    const cross = await b.request("POST", "/console/session", { body: { key: b.adminKey }, headers: { origin: "https://evil.example" } });
    expect([cross.status, cross.body.error_code]).toEqual([403, "CSRF_TOKEN_INVALID"]);
  });

  it("ends a session when its key is revoked, and at sign-out", async () => {
    const agent = await b.key("agent", { passports: ["agent-s1"] });
    const signed = await b.request("POST", "/console/session", { body: { key: agent.token } });
    const cookie = cookieOf(signed);
    expect((await b.request("GET", "/v1/agents/agent-s1/deployments", { headers: { cookie } })).status).toBe(200);
    // An agent key's session sees only its passports.
    expect((await b.request("GET", "/v1/agents/agent-s2/deployments", { headers: { cookie } })).body.error_code).toBe("PASSPORT_NOT_ALLOWED");
    expect((await b.request("DELETE", `/v1/admin/keys/${agent.keyId}`, { key: b.adminKey })).status).toBe(200);
    expect((await b.request("GET", "/v1/agents/agent-s1/deployments", { headers: { cookie } })).body.error_code).toBe("API_KEY_REVOKED");
    expect((await b.request("GET", "/console/session", { headers: { cookie } })).body).toEqual({ success: true, signed_in: false, reason: "API_KEY_REVOKED" });

    const admin = await b.request("POST", "/console/session", { body: { key: b.adminKey } });
    const out = await b.request("DELETE", "/console/session", { headers: { cookie: cookieOf(admin), "x-csrf-token": admin.body.csrf_token } });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^berth_session=; .*Max-Age=0/);
    expect((await b.request("GET", "/v1/admin/keys", { headers: { cookie: cookieOf(admin) } })).body.error_code).toBe("SESSION_UNKNOWN");
  });

  it("expires a session at its end", async () => {
    const short = await startBerth({ env: { CONSOLE_SESSION_TTL_MS: "60000" } });
    try {
      const signed = await short.request("POST", "/console/session", { body: { key: short.adminKey } });
      expect(signed.body.expires_at - Date.now()).toBeLessThanOrEqual(60_000);
      // Moved to its end in the store, as time would.
      const sessions = short.host.store.collection<{ expires_at: number }>({ name: "console_sessions" });
      const [stored] = (await sessions.find({ limit: 10 })).items;
      await sessions.update(stored!.id, stored!.version, { ...stored!, expires_at: Date.now() - 1 });
      const after = await short.request("GET", "/v1/admin/keys", { headers: { cookie: cookieOf(signed) } });
      expect([after.status, after.body.error_code]).toEqual([401, "SESSION_EXPIRED"]);
    } finally {
      await short.stop();
    }
  });

  it("a viewer key reads what an admin reads (every passport, the keys) and every REST write and GraphQL mutation refuses it", async () => {
    await deploymentsOf(b, b.adminKey, "agent-v").live();
    expect((await b.request("GET", "/v1/agents/agent-v/deployments", { key: viewer.token })).body.deployments).toHaveLength(1);
    expect((await b.request("GET", "/v1/events?subject=agent-v", { key: viewer.token })).body.events.length).toBeGreaterThan(0);
    expect((await b.request("GET", "/v1/events", { key: viewer.token })).body.events.length).toBeGreaterThan(0);
    expect((await b.request("GET", "/v1/admin/keys", { key: viewer.token })).body.keys.some((k: { key_id: string }) => k.key_id === viewer.keyId)).toBe(true);
    expect((await b.graphql(`{ agent(passportId: "agent-v") { deployments { deployments { deploymentId } } } }`, {}, viewer.token)).body.data.agent.deployments.deployments).toHaveLength(1);

    // Every route that is not a GET (nor declared read-only) refuses it before anything else runs.
    const spec = (await b.request("GET", "/openapi.json")).body;
    const writes = Object.entries(spec.paths as Record<string, Record<string, { security?: unknown[] }>>).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method, op]) => method !== "get" && (op.security?.length ?? 0) > 0)
        .map(([method]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, "x") })),
    );
    expect(writes.length).toBeGreaterThan(15);
    const answers = [];
    for (const w of writes) {
      const a = await b.request(w.method, w.path, { key: viewer.token, body: {}, headers: { "x-agent-passport-id": "agent-v" } });
      answers.push(`${w.method} ${w.path}: ${a.status} ${a.body.error_code ?? ""}`);
    }
    const refused = answers.filter((a) => a.endsWith("403 VIEWER_READ_ONLY"));
    // The two POSTs that change nothing: a recall (a search) and GraphQL (its mutations are refused below).
    expect(answers.filter((a) => !a.endsWith("403 VIEWER_READ_ONLY")).map((a) => a.trim()).sort()).toEqual(["POST /graphql: 400", "POST /v1/memory/recall: 400 VALIDATION_FAILED"]);
    expect(refused.length).toBe(writes.length - 2);

    const mutations = (await b.graphql("{ __schema { mutationType { fields { name } } } }")).body.data.__schema.mutationType.fields.map((f: { name: string }) => f.name);
    for (const name of mutations) {
      const answer = await b.graphql(`mutation { ${name} }`, {}, viewer.token);
      // Arguments missing: validation answers first for most; the ones that take none reach the check.
      expect(JSON.stringify(answer.body.errors?.[0]?.extensions ?? {}), name).toMatch(/GRAPHQL_VALIDATION_FAILED|VIEWER_READ_ONLY/);
    }
    const rollback = await b.graphql(`mutation { rollbackDeployment(passportId: "agent-v") { deploymentId } }`, {}, viewer.token);
    expect(rollback.body.errors[0].extensions.error_code).toBe("VIEWER_READ_ONLY");
    const key = await b.graphql(`mutation { createApiKey(role: "admin") { token } }`, {}, viewer.token);
    expect(key.body.errors[0].extensions.error_code).toBe("VIEWER_READ_ONLY");
    // Viewer keys, like admin keys, name no passports.
    expect((await b.request("POST", "/v1/admin/keys", { key: b.adminKey, body: { role: "viewer", passports: ["agent-v"] } })).body.error_code).toBe("VALIDATION_FAILED");
  });

  it("records when each key was last used, and counts refused provider deliveries", async () => {
    const fresh = await b.key("agent", { passports: ["agent-u"] });
    const listed = async () => (await b.request("GET", "/v1/admin/keys", { key: b.adminKey })).body.keys.find((k: { key_id: string }) => k.key_id === fresh.keyId);
    expect((await listed()).last_used_at).toBeNull();
    await b.request("GET", "/v1/agents/agent-u/deployments", { key: fresh.token });
    // Written without waiting for it: look until it is there.
    let used = null;
    for (let i = 0; i < 100 && used === null; i++) used = (await listed()).last_used_at ?? (await new Promise((r) => setTimeout(r, 20)), null);
    expect(used).toBeGreaterThan(Date.now() - 120_000);

    for (let i = 0; i < 3; i++) await deliver(b, "railway", JSON.stringify({ type: "DEPLOY" }), {}, "?token=wrong");
    await deliver(b, "nobody", "{}", {});
    const refusals = (await b.request("GET", "/v1/webhooks/refusals", { key: viewer.token })).body.refusals;
    expect(refusals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ provider: "railway", error_code: "WEBHOOK_TOKEN_INVALID", status: 401, count: 3 }),
        expect.objectContaining({ provider: "(unknown)", error_code: "WEBHOOK_PROVIDER_UNKNOWN", status: 404, count: 1 }),
      ]),
    );
  });

  it("serves the overview's history from /metrics, and reads newest events first", async () => {
    expect(totalsOf('berth_http_requests_total{method="GET",route="/a",status="200"} 5\nberth_http_requests_total{method="GET",route="/a",status="503"} 2\nberth_http_requests_total{method="GET",route="/b",status="404"} 1\nberth_events_appended_total{type="x.y"} 7\nberth_webhook_attempts_total{status="delivered"} 3\nberth_webhook_attempts_total{status="failed"} 1\n')).toEqual({
      requests: 8,
      server_errors: 2,
      client_errors: 1,
      events: 7,
      deliveries_delivered: 3,
      deliveries_failed: 1,
    });
    // An event of this test's own, whatever ran before.
    await deploymentsOf(b, b.adminKey, "agent-w-metrics").live();
    const metrics = (await b.request("GET", "/metrics")).text;
    expect(metrics).toMatch(/^berth_events_appended_total\{type="deployment.created"\} [1-9]/m);
    expect(metrics).toMatch(/^berth_webhook_attempts_total\{status="delivered"\} 0/m);
    const history = await b.request("GET", "/v1/metrics/history", { key: viewer.token });
    expect(history.body).toMatchObject({ success: true, interval_ms: 10_000, points: expect.any(Array) });
    await deploymentsOf(b, b.adminKey, "agent-w").live();
    const newest = (await b.request("GET", "/v1/events?order=desc&limit=2", { key: b.adminKey })).body;
    const oldest = (await b.request("GET", "/v1/events?limit=1000", { key: b.adminKey })).body.events;
    expect(newest.events.map((e: { id: string }) => e.id)).toEqual(oldest.slice(-2).reverse().map((e: { id: string }) => e.id));
    const olderAnswer = await b.request("GET", `/v1/events?order=desc&limit=1&before=${newest.next_cursor}`, { key: b.adminKey });
    expect(olderAnswer.status, olderAnswer.text).toBe(200);
    const older = olderAnswer.body.events;
    expect(older[0].id).toBe(oldest[oldest.length - 3].id);
  });

  it("CONSOLE=off: no console, no session routes, and a session cookie is no key", async () => {
    const off = await startBerth({ env: { CONSOLE: "off" } });
    try {
      expect((await off.request("GET", "/console")).status).toBe(404);
      expect((await off.request("POST", "/console/session", { body: { key: off.adminKey } })).status).toBe(404);
      expect((await off.request("GET", "/v1/admin/keys", { headers: { cookie: `berth_session=${"a".repeat(43)}` } })).body.error_code).toBe("API_KEY_MISSING");
    } finally {
      await off.stop();
    }
  });
});
