import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { deploymentsOf } from "../deployments/deployment-helpers.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { attemptsOf, ENDPOINT_ENV, nothingPending, register } from "./endpoint-helpers.ts";
import { startReceiver, until, type Receiver } from "./receiver.ts";

describe("outbound webhooks: who may subscribe to what, and what is refused", () => {
  let b: TestBerth;
  let r: Receiver;
  beforeAll(async () => {
    b = await startBerth({ env: ENDPOINT_ENV });
    r = await startReceiver();
  });
  afterAll(async () => {
    await r.close();
    await b.stop();
  });

  it("lets an agent key subscribe only to its passports, and never sends it another passport's events", async () => {
    // A receiver of its own: the shared one also gets the other tests' deliveries (--sequence.shuffle).
    const r = await startReceiver();
    onTestFinished(() => r.close());
    const mine = await b.key("agent", { passports: ["ag-1", "ag-2"] });
    const theirs = await b.key("agent", { passports: ["ag-3"] });
    const refused = await b.request("POST", "/v1/webhook-endpoints", { key: mine.token, body: { url: r.url, event_types: ["deployment.*"], subjects: ["ag-1", "ag-3"] } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_code: "PASSPORT_NOT_ALLOWED", details: { passport_id: "ag-3" } });
    // Without subjects: every passport the key acts for, never more.
    const ep = await register(b, mine.token, { url: r.url, event_types: ["deployment.*"] });
    expect(ep.body.endpoint.subjects).toEqual(["ag-1", "ag-2"]);
    await deploymentsOf(b, b.adminKey, "ag-3").create({ slot: "primary" });
    await deploymentsOf(b, b.adminKey, "ag-2").create({ slot: "primary" });
    await until("ag-2's event", () => r.deliveries.some((x) => x.event.subject === "ag-2"));
    await until("nothing more on its way", () => nothingPending(b, "live", [ep.id]));
    expect(r.deliveries.map((x) => x.event.subject)).toEqual(["ag-2"]);

    // The other agent sees none of it: not the endpoint, not its attempts, not in its list; it changes nothing.
    for (const [method, path] of [
      ["GET", `/v1/webhook-endpoints/${ep.id}`],
      ["GET", `/v1/webhook-endpoints/${ep.id}/attempts`],
      ["PATCH", `/v1/webhook-endpoints/${ep.id}`],
      ["DELETE", `/v1/webhook-endpoints/${ep.id}`],
      ["POST", `/v1/webhook-endpoints/${ep.id}/rotate-secret`],
      ["POST", `/v1/webhook-endpoints/${ep.id}/replay`],
      ["POST", `/v1/webhook-endpoints/${ep.id}/test`],
    ] as const) {
      const body = method === "PATCH" ? { description: "mine now" } : method === "POST" && path.endsWith("replay") ? { since: 0 } : undefined;
      const a = await b.request(method, path, { key: theirs.token, body });
      expect(a.status, `${method} ${path}`).toBe(403);
      expect(a.body.error_code).toBe("PASSPORT_NOT_ALLOWED");
    }
    expect((await b.request("GET", "/v1/webhook-endpoints", { key: theirs.token })).body.endpoints).toEqual([]);
    const listed = await b.request("GET", "/v1/webhook-endpoints", { key: mine.token });
    expect(listed.body.endpoints.map((e: { endpoint_id: string }) => e.endpoint_id)).toEqual([ep.id]);
    expect((await attemptsOf(b, mine.token, ep.id)).body.attempts).toHaveLength(1);
    // Widening to another passport, or to every subject, is refused too.
    const widen = await b.request("PATCH", `/v1/webhook-endpoints/${ep.id}`, { key: mine.token, body: { subjects: ["ag-3"] } });
    expect(widen.body.error_code).toBe("PASSPORT_NOT_ALLOWED");
    const everything = await b.request("PATCH", `/v1/webhook-endpoints/${ep.id}`, { key: mine.token, body: { subjects: null } });
    expect(everything.status).toBe(403);
    expect(everything.body.error_code).toBe("ADMIN_REQUIRED");
    // An admin's endpoint for every subject is the admins' alone.
    const admins = await register(b, b.adminKey, { url: r.url, event_types: ["anchor.verified"] });
    expect((await b.request("GET", `/v1/webhook-endpoints/${admins.id}`, { key: mine.token })).body.error_code).toBe("ADMIN_REQUIRED");
    expect((await b.request("GET", `/v1/webhook-endpoints/${ep.id}`, { key: b.adminKey })).status).toBe(200);
  });

  it("keeps the worlds apart: a test key neither sees nor changes a live endpoint", async () => {
    const live = await register(b, b.adminKey, { url: r.url, event_types: ["anchor.verified"] });
    const seen = await b.request("GET", `/v1/webhook-endpoints/${live.id}`, { key: b.testAdminKey });
    expect(seen.status).toBe(404);
    expect(seen.body.error_code).toBe("WEBHOOK_ENDPOINT_NOT_FOUND");
    expect((await b.request("GET", "/v1/webhook-endpoints?limit=100", { key: b.testAdminKey })).body.endpoints.some((e: { endpoint_id: string }) => e.endpoint_id === live.id)).toBe(false);
  });

  it("refuses private, loopback, link-local and metadata targets without the allow-list, and http in live mode", async () => {
    // Its own Berth without WEBHOOK_ENDPOINTS_ALLOWED_HOSTS. Only refusals: no connection is opened to any of these.
    const strict = await startBerth({ env: { WEBHOOK_ENDPOINTS_POLL_MS: "20" } });
    try {
      for (const url of [
        `${r.url}`,
        "http://localhost:9/hook",
        "http://169.254.169.254/latest/meta-data/",
        "http://10.0.0.1/hook",
        "http://192.168.1.20:8080/hook",
        "http://[::1]:9/hook",
        "http://[fd00:ec2::254]/",
        "http://[::ffff:169.254.169.254]/",
        "http://100.100.100.200/",
        "http://0.0.0.0:9/",
      ]) {
        const a = await strict.request("POST", "/v1/webhook-endpoints", { key: strict.testAdminKey, body: { url, event_types: ["deployment.*"] } });
        expect(a.status, url).toBe(400);
        expect(a.body.error_code, url).toBe("WEBHOOK_ENDPOINT_ADDRESS_NOT_ALLOWED");
        expect(a.body.message, url).toContain("is not a public address");
      }
      const http = await strict.request("POST", "/v1/webhook-endpoints", { key: strict.adminKey, body: { url: "http://192.0.2.10/hook", event_types: ["deployment.*"] } });
      expect(http.status).toBe(400);
      expect(http.body.error_code).toBe("WEBHOOK_ENDPOINT_URL_NOT_HTTPS");
      expect(http.body.details).toEqual([{ field: "url", problem: "must be an https URL" }]);
      // A url changed to a private one is refused the same way.
      const ok = await b.request("POST", "/v1/webhook-endpoints", { key: b.adminKey, body: { url: r.url, event_types: ["anchor.verified"] } });
      const moved = await b.request("PATCH", `/v1/webhook-endpoints/${ok.body.endpoint.endpoint_id}`, { key: b.adminKey, body: { url: "http://169.254.169.254/" } });
      expect(moved.body.error_code).toBe("WEBHOOK_ENDPOINT_ADDRESS_NOT_ALLOWED");
    } finally {
      await strict.stop();
    }
    // With the allow-list naming 127.0.0.1, https is still required of live endpoints unless WEBHOOK_ENDPOINTS_ALLOW_HTTP.
    const noHttp = await startBerth({ env: { WEBHOOK_ENDPOINTS_ALLOWED_HOSTS: "127.0.0.1" } });
    try {
      expect((await noHttp.request("POST", "/v1/webhook-endpoints", { key: noHttp.adminKey, body: { url: r.url, event_types: ["anchor.verified"] } })).body.error_code).toBe("WEBHOOK_ENDPOINT_URL_NOT_HTTPS");
      expect((await noHttp.request("POST", "/v1/webhook-endpoints", { key: noHttp.testAdminKey, body: { url: r.url, event_types: ["anchor.verified"] } })).status).toBe(201);
      expect((await noHttp.request("POST", "/v1/webhook-endpoints", { key: noHttp.adminKey, body: { url: "https://127.0.0.1:9/hook", event_types: ["anchor.verified"] } })).status).toBe(201);
    } finally {
      await noHttp.stop();
    }
  });

  it("answers bad input with 400 and its fields, unknown ids with 404, never a 500", async () => {
    const cases: [unknown, string, string][] = [
      [{ url: r.url, event_types: ["deployment"] }, "VALIDATION_FAILED", "event_types.0"],
      [{ url: r.url, event_types: ["Deployment.*"] }, "VALIDATION_FAILED", "event_types.0"],
      [{ url: r.url, event_types: ["deployment.*.x"] }, "VALIDATION_FAILED", "event_types.0"],
      [{ url: r.url, event_types: [] }, "VALIDATION_FAILED", "event_types"],
      [{ url: r.url, event_types: ["anchor.created", "anchor.created"] }, "VALIDATION_FAILED", "event_types"],
      [{ url: r.url }, "VALIDATION_FAILED", "event_types"],
      [{ url: r.url, event_types: ["anchor.created"], secret: "mine" }, "VALIDATION_FAILED", "secret"],
      [{ url: r.url, event_types: ["anchor.created"], subjects: ["bad passport"] }, "VALIDATION_FAILED", "subjects.0"],
      [{ url: "x".repeat(3000), event_types: ["anchor.created"] }, "VALIDATION_FAILED", "url"],
      [{ url: "not a url", event_types: ["anchor.created"] }, "WEBHOOK_ENDPOINT_URL_INVALID", "url"],
      [{ url: "ftp://127.0.0.1/x", event_types: ["anchor.created"] }, "WEBHOOK_ENDPOINT_URL_INVALID", "url"],
      [{ url: "http://user:pass@127.0.0.1/x", event_types: ["anchor.created"] }, "WEBHOOK_ENDPOINT_URL_INVALID", "url"],
      [{ url: "http://127.0.0.1/x#frag", event_types: ["anchor.created"] }, "WEBHOOK_ENDPOINT_URL_INVALID", "url"],
    ];
    for (const [body, code, field] of cases) {
      const a = await b.request("POST", "/v1/webhook-endpoints", { key: b.adminKey, body });
      expect(a.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(a.body.error_code, JSON.stringify(body).slice(0, 80)).toBe(code);
      expect(a.body.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const ep = await register(b, b.adminKey, { url: r.url, event_types: ["anchor.verified"] });
    const unknown = randomUUID();
    for (const [method, path, body] of [
      ["GET", `/v1/webhook-endpoints/${unknown}`, undefined],
      ["PATCH", `/v1/webhook-endpoints/${unknown}`, { disabled: true }],
      ["DELETE", `/v1/webhook-endpoints/${unknown}`, undefined],
      ["GET", `/v1/webhook-endpoints/${unknown}/attempts`, undefined],
      ["POST", `/v1/webhook-endpoints/${unknown}/test`, undefined],
    ] as const) {
      const a = await b.request(method, path, { key: b.adminKey, body });
      expect(a.status, `${method} ${path}`).toBe(404);
      expect(a.body.error_code).toBe("WEBHOOK_ENDPOINT_NOT_FOUND");
    }
    expect((await b.request("GET", "/v1/webhook-endpoints/not-a-uuid", { key: b.adminKey })).status).toBe(400);
    expect((await b.request("PATCH", `/v1/webhook-endpoints/${ep.id}`, { key: b.adminKey, body: {} })).status).toBe(400);
    expect((await b.request("POST", `/v1/webhook-endpoints/${ep.id}/rotate-secret`, { key: b.adminKey, body: { overlap_ms: -1 } })).status).toBe(400);
    expect((await b.request("POST", `/v1/webhook-endpoints/${ep.id}/test`, { key: b.adminKey, body: { x: 1 } })).status).toBe(400);
    const neither = await b.request("POST", `/v1/webhook-endpoints/${ep.id}/replay`, { key: b.adminKey, body: {} });
    expect(neither.status).toBe(400);
    expect(neither.body.details[0].field).toBe("since");
    expect((await b.request("POST", `/v1/webhook-endpoints/${ep.id}/replay`, { key: b.adminKey, body: { since: 0, event_id: unknown } })).status).toBe(400);
    const noEvent = await b.request("POST", `/v1/webhook-endpoints/${ep.id}/replay`, { key: b.adminKey, body: { event_id: unknown } });
    expect(noEvent.status).toBe(404);
    expect(noEvent.body.error_code).toBe("WEBHOOK_EVENT_NOT_FOUND");
    // An event the endpoint does not subscribe to: 422.
    await deploymentsOf(b, b.adminKey, "ag-422").create({ slot: "primary" });
    const [event] = (await b.request("GET", "/v1/events?subject=ag-422", { key: b.adminKey })).body.events;
    const notMine = await b.request("POST", `/v1/webhook-endpoints/${ep.id}/replay`, { key: b.adminKey, body: { event_id: event.id } });
    expect(notMine.status).toBe(422);
    expect(notMine.body.error_code).toBe("WEBHOOK_EVENT_NOT_SUBSCRIBED");
    // No key: 401.
    expect((await b.request("GET", "/v1/webhook-endpoints")).status).toBe(401);
  });

  it("replays a creation with the same Idempotency-Key, and pages through the list", async () => {
    const key = `create-${randomUUID()}`;
    const body = { url: r.url, event_types: ["anchor.verified"], description: "idempotent" };
    const first = await b.request("POST", "/v1/webhook-endpoints", { key: b.testAdminKey, body, headers: { "idempotency-key": key } });
    const again = await b.request("POST", "/v1/webhook-endpoints", { key: b.testAdminKey, body, headers: { "idempotency-key": key } });
    expect(again.body.endpoint.endpoint_id).toBe(first.body.endpoint.endpoint_id);
    const made = [first.body.endpoint.endpoint_id];
    for (let i = 0; i < 4; i++) made.push((await register(b, b.testAdminKey, { url: r.url, event_types: ["anchor.verified"] })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await b.request("GET", `/v1/webhook-endpoints?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key: b.testAdminKey });
      expect(page.body.endpoints.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.endpoints.map((e: { endpoint_id: string }) => e.endpoint_id));
      cursor = page.body.next_cursor;
    } while (cursor);
    for (const id of made) expect(seen).toContain(id);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("offers the same operations in GraphQL", async () => {
    const created = await b.graphql(
      `mutation($url: String!) { createWebhookEndpoint(url: $url, eventTypes: ["deployment.*"], subjects: ["ag-gql"]) { secret endpoint { endpointId url subjects disabled secrets { createdAt expiresAt } } } }`,
      { url: r.url },
    );
    expect(created.body.errors).toBeUndefined();
    const { secret, endpoint } = created.body.data.createWebhookEndpoint;
    expect(secret).toMatch(/^whsec_/);
    await deploymentsOf(b, b.adminKey, "ag-gql").create({ slot: "primary" });
    await until("ag-gql's event", () => r.deliveries.some((x) => x.event.subject === "ag-gql"));
    r.verify(r.deliveries.find((x) => x.event.subject === "ag-gql")!, secret);
    const read = await b.graphql(
      `query($id: ID!) { webhookEndpoint(id: $id) { endpointId eventTypes } webhookEndpointAttempts(id: $id) { attempts { status trigger eventType responseCode } nextCursor } webhookEndpoints(limit: 100) { endpoints { endpointId } } }`,
      { id: endpoint.endpointId },
    );
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.webhookEndpoint).toEqual({ endpointId: endpoint.endpointId, eventTypes: ["deployment.*"] });
    await until("the attempt written", async () => (await attemptsOf(b, b.adminKey, endpoint.endpointId)).body.attempts.length === 1);
    const attempts = await b.graphql(`query($id: ID!) { webhookEndpointAttempts(id: $id) { attempts { status trigger eventType responseCode } } }`, { id: endpoint.endpointId });
    expect(attempts.body.data.webhookEndpointAttempts.attempts).toEqual([{ status: "delivered", trigger: "event", eventType: "deployment.created", responseCode: 204 }]);
    const pinged = await b.graphql(`mutation($id: ID!) { testWebhookEndpoint(id: $id) { eventId endpointId } }`, { id: endpoint.endpointId });
    expect(pinged.body.data.testWebhookEndpoint.endpointId).toBe(endpoint.endpointId);
    await until("the ping", () => r.deliveries.some((x) => x.id === pinged.body.data.testWebhookEndpoint.eventId));
    const replayed = await b.graphql(`mutation($id: ID!) { replayWebhookEndpoint(id: $id, since: 0) { replayed truncated nextSince } }`, { id: endpoint.endpointId });
    expect(replayed.body.data.replayWebhookEndpoint).toEqual({ replayed: 2, truncated: false, nextSince: null });
    const changed = await b.graphql(
      `mutation($id: ID!) { updateWebhookEndpoint(id: $id, description: "from graphql", disabled: true) { description disabled disabledReason } rotateWebhookEndpointSecret(id: $id, overlapMs: 0) { secret } }`,
      { id: endpoint.endpointId },
    );
    expect(changed.body.data.updateWebhookEndpoint).toEqual({ description: "from graphql", disabled: true, disabledReason: "request" });
    expect(changed.body.data.rotateWebhookEndpointSecret.secret).toMatch(/^whsec_/);
    const disabled = await b.graphql(`mutation($id: ID!) { testWebhookEndpoint(id: $id) { eventId } }`, { id: endpoint.endpointId });
    expect(disabled.body.errors[0].extensions.error_code).toBe("WEBHOOK_ENDPOINT_DISABLED");
    const bad = await b.graphql(`mutation { createWebhookEndpoint(url: "http://10.0.0.1/", eventTypes: ["anchor.*"]) { secret } }`);
    expect(bad.body.errors[0].extensions.error_code).toBe("WEBHOOK_ENDPOINT_ADDRESS_NOT_ALLOWED");
    const agent = await b.key("agent", { passports: ["ag-other"] });
    const denied = await b.graphql(`query($id: ID!) { webhookEndpointAttempts(id: $id) { attempts { status } } }`, { id: endpoint.endpointId }, agent.token);
    expect(denied.body.errors[0].extensions.error_code).toBe("PASSPORT_NOT_ALLOWED");
    const gone = await b.graphql(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) { endpointId deleted } }`, { id: endpoint.endpointId });
    expect(gone.body.data.deleteWebhookEndpoint).toEqual({ endpointId: endpoint.endpointId, deleted: true });
  });
});
