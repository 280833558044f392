import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deploymentsOf } from "../deployments/deployment-helpers.ts";
import { freePort } from "../support/free-port.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { attemptsOf, ENDPOINT_ENV, loggedEvents, messagesOf, nothingPending, register } from "./endpoint-helpers.ts";
import { startReceiver, until, type Receiver } from "./receiver.ts";
import { ManualClock } from "../../core/scheduler/manual-clock.ts";

describe("outbound webhooks: deliveries over real HTTP, verified with the standardwebhooks package", () => {
  let b: TestBerth;
  const receivers: Receiver[] = [];
  const receiver = async (...args: Parameters<typeof startReceiver>) => {
    const r = await startReceiver(...args);
    receivers.push(r);
    return r;
  };
  beforeAll(async () => {
    b = await startBerth({ env: ENDPOINT_ENV });
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await b.stop();
  });

  // Each test has its own receivers, endpoints and subjects: they run side by side, the longest
  // first (most of their time is waiting on the server's retries and timeouts). A receiver got
  // nothing else once nothing is pending for its endpoint (nothingPending), not after a while.
  describe.concurrent("each endpoint on its own", () => {
    it("times out a receiver that hangs and retries it, while another endpoint keeps receiving in order", async ({ expect }) => {
      const hanging = await receiver((n) => (n === 1 ? "hang" : 204));
      const steady = await receiver();
      const hangingEp = await register(b, b.adminKey, { url: hanging.url, event_types: ["deployment.*"], subjects: ["agent-hang"] });
      const other = await register(b, b.adminKey, { url: steady.url, event_types: ["deployment.*"], subjects: ["agent-hang"] });
      const d = deploymentsOf(b, b.adminKey, "agent-hang");
      const id = (await d.create({ slot: "primary" })).body.deployment.deployment_id as string;
      await until("the hanging receiver's first request", () => hanging.deliveries.length >= 1);
      const hungAt = hanging.deliveries[0]!.receivedAt;
      for (const state of ["deploying", "running", "stopped", "deploying", "running"]) expect((await d.report(id, { actual_state: state })).status).toBe(200);
      const logged = await loggedEvents(b, b.adminKey, "agent-hang");
      await until("every event at the steady receiver", () => steady.deliveries.length >= logged.length);
      // All of them while the other one still hung (its timeout is 2 s): its connection was still open.
      expect(steady.deliveries[steady.deliveries.length - 1]!.receivedAt).toBeLessThan(hanging.deliveries[0]!.closedAt ?? Infinity);
      expect(steady.deliveries.map((x) => x.id)).toEqual(logged.map((e) => e.id));
      for (const delivery of steady.deliveries) steady.verify(delivery, other.secret);

      await until("the hanging receiver's retry and the rest", () => new Set(hanging.accepted().map((x) => x.id)).size === logged.length);
      // The event it hung on came again once the attempt had timed out and its connection was
      // closed (the later ones went on meanwhile).
      const retried = hanging.deliveries.slice(1).find((x) => x.id === hanging.deliveries[0]!.id)!;
      expect(retried.answered).toBe(204);
      expect(hanging.deliveries[0]!.closedAt).toBeGreaterThanOrEqual(hungAt);
      expect(retried.receivedAt).toBeGreaterThanOrEqual(hanging.deliveries[0]!.closedAt!);
      await until("both attempts written", async () => (await attemptsOf(b, b.adminKey, hangingEp.id, `?event_id=${retried.id}`)).body.attempts.length === 2);
      const firstAttempts = (await attemptsOf(b, b.adminKey, hangingEp.id, `?event_id=${retried.id}`)).body.attempts;
      expect(firstAttempts.map((a: { status: string; error: string | null }) => [a.status, a.error])).toEqual([
        ["delivered", null],
        ["failed", "no answer within 2000 ms"],
      ]);
    });

    it("sends exactly the subscribed events of promote and rollback, in order, signed, as CloudEvents", async ({ expect }) => {
      const family = await receiver();
      const promoted = await receiver();
      const payouts = await receiver();
      const all = await register(b, b.adminKey, { url: family.url, event_types: ["deployment.*"], subjects: ["agent-pr"] });
      const exact = await register(b, b.adminKey, { url: promoted.url, event_types: ["deployment.promoted"], subjects: ["agent-pr"] });
      const payoutsOnly = await register(b, b.adminKey, { url: payouts.url, event_types: ["payout.*"], subjects: ["agent-pr"] });
      const d = deploymentsOf(b, b.adminKey, "agent-pr");
      await d.live({ slot: "primary", revision: "v1" });
      await d.live({ revision: "v2" });
      expect((await d.promote()).status).toBe(200);
      expect((await d.rollback()).status).toBe(200);
      // Another agent's deployment: none of these endpoints wants it.
      await deploymentsOf(b, b.adminKey, "agent-other").live({ slot: "primary" });

      const logged = await loggedEvents(b, b.adminKey, "agent-pr", "deployment");
      expect(logged.map((e) => e.type)).toEqual(expect.arrayContaining(["deployment.created", "deployment.state_changed", "deployment.promoted", "deployment.rolled_back", "deployment.terminated"]));
      await until("every deployment event", () => family.deliveries.length >= logged.length);
      await until("the promotion", () => promoted.deliveries.length >= 1);
      await until("nothing more on its way", () => nothingPending(b, "live", [all.id, exact.id, payoutsOnly.id]));

      expect(family.deliveries.map((x) => x.id)).toEqual(logged.map((e) => e.id));
      expect(promoted.deliveries.map((x) => x.event.type)).toEqual(["deployment.promoted"]);
      expect(payouts.deliveries).toEqual([]);
      for (const delivery of family.deliveries) {
        // The official package verifies the signature and the timestamp over the exact bytes.
        expect(all.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
        const payload = family.verify(delivery, all.secret) as { id: string };
        expect(payload.id).toBe(delivery.id);
        expect(delivery.headers["content-type"]).toBe("application/cloudevents+json; charset=utf-8");
        expect(delivery.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
        expect(delivery.event).toMatchObject({ specversion: "1.0", source: "/berth/deployments", subject: "agent-pr", world: "live", datacontenttype: "application/json" });
      }
      expect(() => promoted.verify(promoted.deliveries[0]!, all.secret)).toThrow();
      expect(promoted.verify(promoted.deliveries[0]!, exact.secret)).toMatchObject({ type: "deployment.promoted" });
      // The body is the event as the log has it.
      const first = await b.request("GET", `/v1/events?subject=agent-pr&limit=1`, { key: b.adminKey });
      expect(JSON.parse(family.deliveries[0]!.body)).toEqual(first.body.events[0]);
    });

    it("retries a receiver that answers 500 three times, delivers on the fourth attempt, and lists the attempts", async ({ expect }) => {
      const flaky = await receiver((n) => (n <= 3 ? 500 : 200));
      const ep = await register(b, b.adminKey, { url: flaky.url, event_types: ["deployment.created"], subjects: ["agent-flaky"] });
      const made = await deploymentsOf(b, b.adminKey, "agent-flaky").create();
      expect(made.status).toBe(201);
      await until("the fourth attempt", () => flaky.deliveries.length >= 4);
      await until("nothing more on its way", () => nothingPending(b, "live", [ep.id]));
      expect(flaky.deliveries).toHaveLength(4);
      const [eventId] = (await loggedEvents(b, b.adminKey, "agent-flaky")).map((e) => e.id);
      expect(flaky.deliveries.map((x) => x.id)).toEqual([eventId, eventId, eventId, eventId]);
      expect(flaky.deliveries.map((x) => x.answered)).toEqual([500, 500, 500, 200]);
      for (const delivery of flaky.deliveries) flaky.verify(delivery, ep.secret);

      await until("the attempts written", async () => (await attemptsOf(b, b.adminKey, ep.id)).body.attempts.length === 4);
      const attempts = (await attemptsOf(b, b.adminKey, ep.id)).body.attempts;
      expect(attempts.map((a: { attempt: number }) => a.attempt)).toEqual([4, 3, 2, 1]);
      expect(attempts.map((a: { status: string }) => a.status)).toEqual(["delivered", "failed", "failed", "failed"]);
      expect(attempts.map((a: { response_code: number }) => a.response_code)).toEqual([200, 500, 500, 500]);
      expect(attempts.map((a: { trigger: string }) => a.trigger)).toEqual(["retry", "retry", "retry", "event"]);
      expect(attempts[0]).toMatchObject({ event_id: eventId, event_type: "deployment.created", error: null, next_attempt_at: null, response_body: "ok" });
      for (const failed of attempts.slice(1)) {
        expect(failed).toMatchObject({ error: "HTTP 500", response_body: "not now" });
        // The retry came due at the time the attempt said, within the schedule's 150 ms ±20%.
        expect(failed.next_attempt_at - failed.attempted_at).toBeGreaterThanOrEqual(120);
        expect(failed.next_attempt_at - failed.attempted_at).toBeLessThanOrEqual(180);
        expect(failed.latency_ms).toBeGreaterThanOrEqual(0);
      }
      const one = await attemptsOf(b, b.adminKey, ep.id, `?event_id=${eventId}&limit=2`);
      expect(one.body.attempts.map((a: { attempt: number }) => a.attempt)).toEqual([4, 3]);
      const rest = await attemptsOf(b, b.adminKey, ep.id, `?event_id=${eventId}&limit=2&cursor=${one.body.next_cursor}`);
      expect(rest.body.attempts.map((a: { attempt: number }) => a.attempt)).toEqual([2, 1]);
      // Healthy again: the failures are not held against it.
      expect((await b.request("GET", `/v1/webhook-endpoints/${ep.id}`, { key: b.adminKey })).body.endpoint.failing_since).toBeNull();
    });

    it("never sends live events to a test key's endpoint, nor test events to a live one", async ({ expect }) => {
      const live = await receiver();
      const test = await receiver();
      const liveEp = await register(b, b.adminKey, { url: live.url, event_types: ["deployment.*"], subjects: ["agent-worlds"] });
      const testEp = await register(b, b.testAdminKey, { url: test.url, event_types: ["deployment.*"], subjects: ["agent-worlds"] });
      // Whichever world's store a stray message went to, it would be pending there or already received.
      const settled = async () => (await nothingPending(b, "live", [liveEp.id, testEp.id])) && nothingPending(b, "test", [liveEp.id, testEp.id]);
      await deploymentsOf(b, b.adminKey, "agent-worlds").create({ slot: "primary", revision: "live" });
      await until("the live event", () => live.deliveries.length >= 1);
      await until("nothing more on its way", settled);
      expect(test.deliveries).toEqual([]);
      await deploymentsOf(b, b.testAdminKey, "agent-worlds").create({ slot: "primary", revision: "test" });
      await until("the test event", () => test.deliveries.length >= 1);
      await until("nothing more on its way", settled);
      expect(live.deliveries).toHaveLength(1);
      expect(live.deliveries[0]!.event).toMatchObject({ world: "live", data: { deployment: { revision: "live" } } });
      expect(test.deliveries[0]!.event).toMatchObject({ world: "test", data: { deployment: { revision: "test" } } });
    });

    it("holds deliveries while an endpoint is disabled and sends them, oldest first, when it is enabled again", async ({ expect }) => {
      const r = await receiver();
      const ep = await register(b, b.adminKey, { url: r.url, event_types: ["deployment.*"], subjects: ["agent-pause"] });
      const off = await b.request("PATCH", `/v1/webhook-endpoints/${ep.id}`, { key: b.adminKey, body: { disabled: true } });
      expect(off.body.endpoint).toMatchObject({ disabled: true, disabled_reason: "request" });
      const d = deploymentsOf(b, b.adminKey, "agent-pause");
      const id = (await d.create({ slot: "primary" })).body.deployment.deployment_id as string;
      await d.report(id, { actual_state: "deploying" });
      // Both events made into messages, which wait in the store unattempted while it is disabled.
      await until("both messages made", async () => (await messagesOf(b, "live", ep.id)).length === 2);
      expect((await messagesOf(b, "live", ep.id)).map((m) => [m.status, m.attempts])).toEqual([
        ["pending", 0],
        ["pending", 0],
      ]);
      // What the other tests wait for before saying nothing else came: not so while these wait.
      expect(await nothingPending(b, "live", [ep.id])).toBe(false);
      expect(r.deliveries).toEqual([]);
      expect((await b.request("POST", `/v1/webhook-endpoints/${ep.id}/test`, { key: b.adminKey })).body.error_code).toBe("WEBHOOK_ENDPOINT_DISABLED");
      const on = await b.request("PATCH", `/v1/webhook-endpoints/${ep.id}`, { key: b.adminKey, body: { disabled: false } });
      expect(on.body.endpoint).toMatchObject({ disabled: false, disabled_reason: null, disabled_at: null });
      await until("the held events", () => r.deliveries.length >= 2);
      expect(r.deliveries.map((x) => x.id)).toEqual((await loggedEvents(b, b.adminKey, "agent-pause")).map((e) => e.id));
    });

    it("keeps each subject's events in order at an endpoint while different subjects' go out side by side", async ({ expect }) => {
      const slow = await receiver(() => ({ status: 204, afterMs: 40 }));
      await register(b, b.adminKey, { url: slow.url, event_types: ["deployment.*"], subjects: ["agent-s1", "agent-s2", "agent-s3"] });
      const reports = ["agent-s1", "agent-s2", "agent-s3"].map(async (agent) => {
        const d = deploymentsOf(b, b.adminKey, agent);
        const id = (await d.create({ slot: "primary" })).body.deployment.deployment_id as string;
        for (const state of ["deploying", "running", "stopped", "deploying", "running"]) await d.report(id, { actual_state: state });
      });
      await Promise.all(reports);
      await until("all 18 events", () => slow.accepted().length === 18);
      for (const agent of ["agent-s1", "agent-s2", "agent-s3"]) {
        const logged = (await loggedEvents(b, b.adminKey, agent)).map((e) => e.id);
        expect(slow.deliveries.filter((x) => x.event.subject === agent).map((x) => x.id)).toEqual(logged);
      }
      // Three subjects, one request each at a time: the receiver had more than one at once, never more than three.
      const most = Math.max(...slow.deliveries.map((x) => x.concurrent));
      expect(most).toBeGreaterThan(1);
      expect(most).toBeLessThanOrEqual(3);
    });

    it("replays since a time or one event with the same webhook-id, and sends a test ping", async ({ expect }) => {
      const r = await receiver();
      const ep = await register(b, b.adminKey, { url: r.url, event_types: ["deployment.*"], subjects: ["agent-replay"] });
      const before = Date.now();
      const d = deploymentsOf(b, b.adminKey, "agent-replay");
      const id = (await d.create({ slot: "primary" })).body.deployment.deployment_id as string;
      await d.report(id, { actual_state: "deploying" });
      await until("both events", () => r.deliveries.length >= 2);
      const firstIds = r.deliveries.map((x) => x.id);

      const since = await b.request("POST", `/v1/webhook-endpoints/${ep.id}/replay`, { key: b.adminKey, body: { since: before } });
      expect(since.status).toBe(202);
      expect(since.body).toEqual({ success: true, replayed: 2, truncated: false, next_since: null });
      await until("the replayed events", () => r.deliveries.length >= 4);
      expect(r.deliveries.slice(2).map((x) => x.id)).toEqual(firstIds);
      const one = await b.request("POST", `/v1/webhook-endpoints/${ep.id}/replay`, { key: b.adminKey, body: { event_id: firstIds[0] } });
      expect(one.body).toMatchObject({ replayed: 1 });
      await until("the one replayed", () => r.deliveries.length >= 5);
      expect(r.deliveries[4]!.id).toBe(firstIds[0]);
      for (const delivery of r.deliveries) r.verify(delivery, ep.secret);
      // An attempt is written a moment after its answer (the outcome recorder writes every 20 ms).
      await until("the replays' attempts", async () => (await attemptsOf(b, b.adminKey, ep.id, `?event_id=${firstIds[0]}`)).body.attempts.length === 3);
      const replays = (await attemptsOf(b, b.adminKey, ep.id, `?event_id=${firstIds[0]}`)).body.attempts;
      expect(replays.map((a: { trigger: string }) => a.trigger)).toEqual(["replay", "replay", "event"]);

      const ping = await b.request("POST", `/v1/webhook-endpoints/${ep.id}/test`, { key: b.adminKey });
      expect(ping.status).toBe(202);
      await until("the ping", () => r.deliveries.some((x) => x.id === ping.body.event_id));
      const pinged = r.deliveries.find((x) => x.id === ping.body.event_id)!;
      expect(r.verify(pinged, ep.secret)).toMatchObject({ type: "berth.ping", subject: ep.id, data: { endpoint_id: ep.id } });
      await until("the ping's attempt", async () => (await attemptsOf(b, b.adminKey, ep.id, `?event_id=${ping.body.event_id}`)).body.attempts.length === 1);
      expect((await attemptsOf(b, b.adminKey, ep.id, `?event_id=${ping.body.event_id}`)).body.attempts[0]).toMatchObject({ trigger: "test", status: "delivered", event_type: "berth.ping" });
      // Never in the event log: other endpoints never see another's ping.
      expect((await b.request("GET", "/v1/events?type=berth&limit=1000", { key: b.adminKey })).body.events).toEqual([]);
    });
  });

  it("delivers a backlog larger than what it holds in memory, each event once, each subject in order", async () => {
    // 3 × 80 events queued while the endpoint is paused, then a slow receiver: more than the 128
    // messages an endpoint has in hand, read from the store a part at a time.
    const slow = await receiver(() => ({ status: 204, afterMs: 5 }));
    const ep = await register(b, b.adminKey, { url: slow.url, event_types: ["deployment.*"], subjects: ["agent-b1", "agent-b2", "agent-b3"] });
    await b.request("PATCH", `/v1/webhook-endpoints/${ep.id}`, { key: b.adminKey, body: { disabled: true } });
    await Promise.all(
      ["agent-b1", "agent-b2", "agent-b3"].map(async (agent) => {
        const d = deploymentsOf(b, b.adminKey, agent);
        const id = (await d.create({ slot: "primary" })).body.deployment.deployment_id as string;
        await d.report(id, { actual_state: "running" });
        for (let n = 0; n < 39; n++) {
          await d.report(id, { health: "degraded" });
          await d.report(id, { health: "healthy" });
        }
      }),
    );
    const logged = await Promise.all(["agent-b1", "agent-b2", "agent-b3"].map((agent) => loggedEvents(b, b.adminKey, agent)));
    const total = logged.reduce((n, l) => n + l.length, 0);
    expect(total).toBe(3 * 80);
    await b.request("PATCH", `/v1/webhook-endpoints/${ep.id}`, { key: b.adminKey, body: { disabled: false } });
    await until("the whole backlog", () => slow.deliveries.length >= total, 30_000);
    await until("nothing more on its way", () => nothingPending(b, "live", [ep.id]));
    expect(slow.deliveries).toHaveLength(total);
    for (const [i, agent] of ["agent-b1", "agent-b2", "agent-b3"].entries()) {
      expect(slow.deliveries.filter((x) => x.event.subject === agent).map((x) => x.id)).toEqual(logged[i]!.map((e) => e.id));
    }
  });
});

describe("outbound webhooks: an endpoint that does not answer at all (on a manual clock)", () => {
  let b: TestBerth;
  const receivers: Receiver[] = [];
  // Background work (polls, retries, probe pauses) on a clock the test moves; HTTP stays real.
  const clock = new ManualClock(Date.now());
  // Retries enough that no message runs out of them during the check.
  const env = { ...ENDPOINT_ENV, WEBHOOK_ENDPOINTS_RETRY_SCHEDULE: Array(12).fill("150ms").join(",") };
  beforeAll(async () => {
    b = await startBerth({ env, clock });
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    // Stopping waits for work timed on the clock (outcomes being written): the clock moves meanwhile.
    let stopped = false;
    const stopping = b.stop().finally(() => (stopped = true));
    while (!stopped) {
      await clock.advance(10);
      await new Promise((r) => setTimeout(r, 2));
    }
    await stopping;
  });

  /** Moves the clock 10 ms at a time, letting real I/O (store commits, refused connections) land in between, until `done` or `ms` have passed. */
  async function run(ms: number, done: () => boolean | Promise<boolean> = () => false): Promise<void> {
    for (let moved = 0; moved < ms && !(await done()); moved += 10) {
      await clock.advance(10);
      await b.host.scheduler.settle();
      await new Promise((r) => setTimeout(r, 2));
    }
  }

  it("signs with the old and the new secret during a rotation's overlap, then with the new one only", async () => {
    const r = await startReceiver();
    receivers.push(r);
    const ep = await register(b, b.adminKey, { url: r.url, event_types: ["deployment.*"], subjects: ["agent-rot"] });
    const d = deploymentsOf(b, b.adminKey, "agent-rot");
    const id = (await d.create({ slot: "primary" })).body.deployment.deployment_id as string;
    await run(5_000, () => r.deliveries.length >= 1);
    r.verify(r.deliveries[0]!, ep.secret);

    const rotated = await b.request("POST", `/v1/webhook-endpoints/${ep.id}/rotate-secret`, { key: b.adminKey, body: { overlap_ms: 1500 } });
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.secret as string;
    expect(fresh).not.toBe(ep.secret);
    expect(rotated.body.endpoint.secrets).toHaveLength(2);
    expect(rotated.body.endpoint.secrets[0].expires_at - clock.now()).toBe(1500);
    expect(JSON.stringify(rotated.body.endpoint)).not.toContain("whsec_");
    await d.report(id, { actual_state: "deploying" });
    await run(5_000, () => r.deliveries.length >= 2);
    const during = r.deliveries[1]!;
    expect(during.headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(r.verify(during, ep.secret)).toMatchObject({ id: during.id });
    expect(r.verify(during, fresh)).toMatchObject({ id: during.id });

    // Past the overlap, on the clock that signs.
    await run(1_600);
    await d.report(id, { actual_state: "running" });
    await run(5_000, () => r.deliveries.length >= 3);
    const after = r.deliveries[2]!;
    expect(after.headers["webhook-signature"].split(" ")).toHaveLength(1);
    expect(r.verify(after, fresh)).toMatchObject({ id: after.id });
    expect(() => r.verify(after, ep.secret)).toThrow("No matching signature found");
    expect((await b.request("GET", `/v1/webhook-endpoints/${ep.id}`, { key: b.adminKey })).body.endpoint.secrets).toHaveLength(1);
    // overlap_ms 0: the old secret is retired at once.
    const now = await b.request("POST", `/v1/webhook-endpoints/${ep.id}/rotate-secret`, { key: b.adminKey, body: { overlap_ms: 0 } });
    expect(now.body.endpoint.secrets).toEqual([{ created_at: expect.any(Number), expires_at: null }]);
  });

  it("sends nothing more to a deleted endpoint, retries included", async () => {
    const r = await startReceiver(() => 503);
    receivers.push(r);
    const ep = await register(b, b.adminKey, { url: r.url, event_types: ["deployment.*"], subjects: ["agent-gone"] });
    await deploymentsOf(b, b.adminKey, "agent-gone").create({ slot: "primary" });
    await run(5_000, () => r.deliveries.length >= 1);
    const deleted = await b.request("DELETE", `/v1/webhook-endpoints/${ep.id}`, { key: b.adminKey });
    expect(deleted.body).toEqual({ success: true, endpoint_id: ep.id, deleted: true });
    const seen = r.deliveries.length;
    // Its retries come 150 ms apart on this clock: two seconds of it would have brought a dozen.
    await run(2_000);
    // One attempt may have been on its way when it was deleted.
    expect(r.deliveries.length).toBeLessThanOrEqual(seen + 1);
    const settled = r.deliveries.length;
    await run(2_000);
    expect(r.deliveries.length).toBe(settled);
    expect((await b.request("GET", `/v1/webhook-endpoints/${ep.id}`, { key: b.adminKey })).status).toBe(404);
  });

  it("is probed one attempt at a time, 1 s then 2 s apart, not tried with every message, and gets what waited once it answers", async () => {
    const port = await freePort();
    const ep = await register(b, b.adminKey, { url: `http://127.0.0.1:${port}/hook`, event_types: ["deployment.*"], subjects: ["agent-away"] });
    const d = deploymentsOf(b, b.adminKey, "agent-away");
    const id = (await d.create({ slot: "primary" })).body.deployment.deployment_id as string;
    for (const state of ["deploying", "running", "stopped", "running", "stopped", "running", "stopped", "running"]) await d.report(id, { actual_state: state });
    const logged = await loggedEvents(b, b.adminKey, "agent-away");
    expect(logged.length).toBeGreaterThanOrEqual(9);
    const tried = async () => (await attemptsOf(b, b.adminKey, ep.id, "?limit=100")).body.attempts as { attempted_at: number; status: string; response_code: null; error: string }[];
    // Five unanswered in a row (one message after another: one subject), then it is unreachable.
    await run(2_000, async () => (await tried()).length >= 5);
    const five = await tried();
    expect(five).toHaveLength(5);
    const lastFailure = Math.max(...five.map((a) => a.attempted_at));
    // No probe before a second has passed, though 9 messages with retries 150 ms apart wait.
    await run(lastFailure + 950 - clock.now());
    expect(await tried()).toHaveLength(5);
    await run(300, async () => (await tried()).length >= 6);
    const probes = await tried();
    expect(probes).toHaveLength(6);
    const probe = Math.max(...probes.map((a) => a.attempted_at));
    expect(probe - lastFailure).toBeGreaterThanOrEqual(1_000);
    // The failed probe doubles the pause: the next one no sooner than 2 s after it.
    await run(probe + 1_950 - clock.now());
    expect(await tried()).toHaveLength(6);
    for (const a of await tried()) expect(a).toMatchObject({ status: "failed", response_code: null, error: "request failed: ECONNREFUSED" });

    const back = await startReceiver(() => 204, port);
    receivers.push(back);
    await run(30_000, () => new Set(back.accepted().map((x) => x.id)).size === logged.length);
    expect(new Set(back.accepted().map((x) => x.id)).size).toBe(logged.length);
    for (const delivery of back.accepted()) back.verify(delivery, ep.secret);
    await run(100);
    expect((await b.request("GET", `/v1/webhook-endpoints/${ep.id}`, { key: b.adminKey })).body.endpoint.failing_since).toBeNull();
  });
});
