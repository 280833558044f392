import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { deploymentsOf } from "./deployments/deployment-helpers.ts";
import { closeCodeOf, sseSubscription, wsSubscription, type ClientSubscription } from "./support/graphql-clients.ts";
import { startBerth, type TestBerth } from "./support/test-berth.ts";

/**
 * Subscriptions as GraphQL consumers make them, with the client libraries they use: graphql-ws as
 * a browser uses it (no header on the upgrade, the key in connection_init's payload) on both
 * engines, and graphql-sse (fetch, the key in the Authorization header) on yoga.
 */
const EVENTS = `subscription($p: ID!) { deploymentEvents(passportId: $p) { type subject data } }`;

async function openSubscriptions(b: TestBerth): Promise<number> {
  const text = (await b.request("GET", "/metrics")).text;
  return Number(/^berth_graphql_subscriptions_open (\d+)/m.exec(text)?.[1] ?? NaN);
}

/** Waits until the server holds `n` open subscriptions: an event committed after that reaches them. */
async function untilOpen(b: TestBerth, n: number, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while ((await openSubscriptions(b)) !== n) {
    if (Date.now() > deadline) throw new Error(`${await openSubscriptions(b)} subscriptions open, waiting for ${n}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  // The event log's tail finds where the logs stand once per first watcher.
  await new Promise((r) => setTimeout(r, 50));
}

function errorCodes(sub: ClientSubscription): string[] {
  return sub.results.flatMap((r) => (r.errors ?? []).map((e) => String(e.extensions?.error_code)));
}

for (const engine of ["mercurius", "yoga"] as const) {
  describe(`GraphQL subscriptions for browser and fetch clients on ${engine}`, { timeout: 60_000 }, () => {
    let b: TestBerth;
    beforeAll(async () => {
      b = await startBerth({
        env: {
          GRAPHQL_ENGINE: engine,
          GRAPHQL_WS_INIT_TIMEOUT_MS: "400",
          GRAPHQL_MAX_COST: "3",
          GRAPHQL_SUBSCRIPTIONS_PER_CONNECTION: "3",
          GRAPHQL_SUBSCRIPTIONS_PER_KEY: "5",
          GRAPHQL_SUBSCRIPTIONS_PER_PROCESS: "8",
        },
      });
    });
    afterAll(() => b.stop());

    it("a graphql-ws client with the key only in connectionParams receives a deployment event", async () => {
      const key = (await b.key("agent", { passports: ["browser-agent"] })).token;
      const sub = wsSubscription(b.url, { Authorization: `Bearer ${key}` }, EVENTS, { p: "browser-agent" });
      try {
        await untilOpen(b, 1);
        await deploymentsOf(b, key, "browser-agent").live({ slot: "primary" });
        const [first] = await sub.waitFor(1);
        expect(first).toEqual({ data: { deploymentEvents: expect.objectContaining({ type: "deployment.created", subject: "browser-agent" }) } });
      } finally {
        await sub.dispose();
      }
      await untilOpen(b, 0);
    });

    it("takes the key as `authorization` and without `Bearer` too", async () => {
      const key = (await b.key("agent", { passports: ["plain-agent"] })).token;
      const sub = wsSubscription(b.url, { authorization: key }, EVENTS, { p: "plain-agent" });
      try {
        await untilOpen(b, 1);
        await deploymentsOf(b, key, "plain-agent").live();
        expect((await sub.waitFor(1))[0]!.data).toMatchObject({ deploymentEvents: { type: "deployment.created" } });
      } finally {
        await sub.dispose();
      }
      await untilOpen(b, 0);
    });

    it("closes with 4401 without a key and 4403 for a refused one", async () => {
      expect(await closeCodeOf(wsSubscription(b.url, undefined, EVENTS, { p: "x" }))).toMatchObject({ code: 4401, reason: expect.stringContaining("Unauthorized") });
      expect(await closeCodeOf(wsSubscription(b.url, {}, EVENTS, { p: "x" }))).toMatchObject({ code: 4401 });
      const unknown = await closeCodeOf(wsSubscription(b.url, { Authorization: "Bearer bk_live_0000000000000000000000000000000000000000" }, EVENTS, { p: "x" }));
      expect(unknown).toMatchObject({ code: 4403, reason: expect.stringMatching(/API_KEY_(UNKNOWN|MALFORMED)/) });
      expect(await closeCodeOf(wsSubscription(b.url, { Authorization: "Bearer nonsense" }, EVENTS, { p: "x" }))).toMatchObject({ code: 4403 });
    });

    it("closes with 4401 a connection that sends no key within GRAPHQL_WS_INIT_TIMEOUT_MS", async () => {
      const socket = new WebSocket(`${b.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
      const started = Date.now();
      const code = await new Promise<number>((resolve, reject) => {
        socket.once("close", (c) => resolve(c));
        socket.once("error", reject);
      });
      expect(code).toBe(4401);
      expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    });

    it("ends a revoked key's subscriptions within 1 s", async () => {
      const { token, keyId } = await b.key("agent", { passports: ["revoked-agent"] });
      const sub = wsSubscription(b.url, { Authorization: `Bearer ${token}` }, EVENTS, { p: "revoked-agent" });
      await untilOpen(b, 1);
      const revoked = await b.request("DELETE", `/v1/admin/keys/${keyId}`, { key: b.adminKey });
      expect(revoked.status).toBe(200);
      const at = Date.now();
      const closed = await closeCodeOf(sub);
      expect(Date.now() - at).toBeLessThan(1000);
      expect(closed).toMatchObject({ code: 4403, reason: expect.stringContaining("API_KEY_REVOKED") });
      await untilOpen(b, 0);
    });

    it("refuses a subscription document over the cost limit, and charges each start to the key's budget", async () => {
      const key = (await b.key("agent", { passports: ["costly-agent"] })).token;
      const dear = `subscription { a: deploymentEvents(passportId: "costly-agent") { type } b: deploymentEvents(passportId: "costly-agent") { type } c: deploymentEvents(passportId: "costly-agent") { type } d: deploymentEvents(passportId: "costly-agent") { type } }`;
      const refused = wsSubscription(b.url, { Authorization: `Bearer ${key}` }, dear);
      const end = await refused.ended;
      expect(end).toMatchObject({ error: [expect.objectContaining({ extensions: expect.objectContaining({ error_code: "GRAPHQL_TOO_COMPLEX", details: { limit: "cost", max: 3, actual: 4 } }) })] });
      await refused.dispose();

      const before = Number((await b.request("GET", "/v2/reputation/algorithms", { key })).headers.get("x-ratelimit-remaining"));
      const subs = [0, 1, 2].map(() => wsSubscription(b.url, { Authorization: `Bearer ${key}` }, EVENTS, { p: "costly-agent" }));
      await untilOpen(b, 3);
      const after = Number((await b.request("GET", "/v2/reputation/algorithms", { key })).headers.get("x-ratelimit-remaining"));
      // Three starts of cost 1, and this request's own unit.
      expect(before - after).toBe(4);
      await Promise.all(subs.map((s) => s.dispose()));
      await untilOpen(b, 0);
    });

    it("caps open subscriptions per connection, per key and per process, with a clear error past each", async () => {
      const one = (await b.key("agent", { passports: ["capped"] })).token;
      const two = (await b.key("agent", { passports: ["capped"] })).token;
      const { createClient } = await import("graphql-ws");
      const connect = (key: string) => createClient({ url: `${b.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${key}` }, retryAttempts: 0 });
      type Problem = { extensions?: { error_code?: string; details?: { limit?: string } } };
      const open = (client: ReturnType<typeof connect>) => {
        const results: { errors?: Problem[] }[] = [];
        let refused: Problem[] | undefined;
        const done = new Promise<void>((resolve) =>
          client.subscribe(
            { query: EVENTS, variables: { p: "capped" } },
            {
              next: (r) => void results.push(r as never),
              error: (e) => {
                refused = e as Problem[];
                resolve();
              },
              complete: () => resolve(),
            },
          ),
        );
        return { results, done, refused: () => refused };
      };
      // A refusal comes as graphql-ws's `error` message (or, should one slip past that check, as a result with the error).
      const refusal = async (s: ReturnType<typeof open>) => {
        await s.done;
        return (s.refused() ?? s.results[0]?.errors)?.[0]?.extensions;
      };
      const a = connect(one);
      const onA = [open(a), open(a), open(a)];
      await untilOpen(b, 3);
      expect(await refusal(open(a))).toMatchObject({ error_code: "SUBSCRIPTION_LIMIT_REACHED", details: { limit: "connection", max: 3 } });
      const c = connect(one);
      open(c);
      open(c);
      await untilOpen(b, 5);
      expect(await refusal(open(c))).toMatchObject({ error_code: "SUBSCRIPTION_LIMIT_REACHED", details: { limit: "key", max: 5 } });
      const d = connect(two);
      open(d);
      open(d);
      open(d);
      await untilOpen(b, 8);
      const e = connect(two);
      expect(await refusal(open(e))).toMatchObject({ error_code: "SUBSCRIPTION_LIMIT_REACHED", details: { limit: "process", max: 8 } });
      // Closing a connection gives its subscriptions back.
      await a.dispose();
      await untilOpen(b, 5);
      const again = open(e);
      await untilOpen(b, 6);
      expect(again.results).toEqual([]);
      expect(onA.every((s) => s.results.length === 0)).toBe(true);
      await Promise.all([c.dispose(), d.dispose(), e.dispose()]);
      await untilOpen(b, 0);
    });

    it("refuses a subscription sent as a plain HTTP request, saying which transports carry it", async () => {
      const key = (await b.key("agent", { passports: ["http-agent"] })).token;
      const res = await b.request("POST", "/graphql", { key, body: { query: `subscription { deploymentEvents(passportId: "http-agent") { type } }` } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error_code: "GRAPHQL_SUBSCRIPTION_NEEDS_STREAM" });
      expect(res.body.message).toContain("graphql-ws");
    });

    if (engine === "yoga") {
      it("a graphql-sse client with the key in the Authorization header receives a deployment event, and revocation ends it", async () => {
        const { token, keyId } = await b.key("agent", { passports: ["sse-agent"] });
        const sub = sseSubscription(b.url, token, EVENTS, { p: "sse-agent" });
        await untilOpen(b, 1);
        await deploymentsOf(b, token, "sse-agent").live();
        expect((await sub.waitFor(1))[0]!.data).toMatchObject({ deploymentEvents: { type: "deployment.created", subject: "sse-agent" } });
        await b.request("DELETE", `/v1/admin/keys/${keyId}`, { key: b.adminKey });
        const at = Date.now();
        expect(await sub.ended).toEqual({ completed: true });
        expect(Date.now() - at).toBeLessThan(1000);
        expect(errorCodes(sub)).toEqual(["API_KEY_REVOKED"]);
        await sub.dispose();
        await untilOpen(b, 0);
      });

      it("refuses a subscription over the cost limit over server-sent events too", async () => {
        const key = (await b.key("agent", { passports: ["sse-costly"] })).token;
        const dear = `subscription { a: deploymentEvents(passportId: "sse-costly") { type } b: deploymentEvents(passportId: "sse-costly") { type } c: deploymentEvents(passportId: "sse-costly") { type } d: deploymentEvents(passportId: "sse-costly") { type } }`;
        const res = await b.request("POST", "/graphql", { key, body: { query: dear }, headers: { accept: "text/event-stream" } });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ error_code: "GRAPHQL_TOO_COMPLEX", details: { limit: "cost" } });
      });
    }
  });
}
