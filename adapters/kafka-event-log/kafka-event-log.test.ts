import { join } from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { readConfig, type ConfigProblem } from "../../core/config/config-var.ts";
import type { BerthEvent } from "../../core/ports/event-log.ts";
import { worldStores } from "../../core/ports/document-store.ts";
import { blackHole } from "../../test/support/dead-servers.ts";
import { freePort } from "../../test/support/free-port.ts";
import { send, startBerth, tempDir, type TestBerth } from "../../test/support/test-berth.ts";
import { SqliteDocumentStore } from "../sqlite/sqlite-document-store.ts";
import { kafkaEventLogAdapter } from "./adapter.ts";
import { toKafkaMessage } from "./cloudevents-kafka.ts";
import { KafkaEventLog, type KafkaEventLogOptions } from "./kafka-event-log.ts";
import { minInsyncReplicas, replicationProblems, type TopicSettings } from "./topics.ts";

// No Kafka broker can run here. These run the real relay and subscribers (kafkajs clients) against
// loopback ports where nothing listens, or where a listener accepts and never answers: how Berth
// behaves when its brokers are missing, slow or failing. test/event-log.kafka.test.ts runs the
// contract against a real broker.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const TOPICS: TopicSettings = { live: "berth.events", test: "test.berth.events", partitions: 6, replicationFactor: 1 };

/** A pino logger whose lines a test can read. */
function capturedLog() {
  const lines: (Record<string, unknown> & { level: number })[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown> & { level: number });
      done();
    },
  });
  return { log: pino({ level: "debug" }, stream), lines };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A Kafka event log on a fresh SQLite store, its brokers at `broker`. */
async function openLog(broker: string, overrides: Partial<KafkaEventLogOptions> = {}) {
  const store = new SqliteDocumentStore({ file: join(tempDir("berth-kafka-"), "berth.sqlite") });
  const { log, lines } = capturedLog();
  const events = await KafkaEventLog.open(store, {
    pollMs: 10,
    leaseMs: 5000,
    log,
    topics: TOPICS,
    groupPrefix: "berth-",
    publishTimeoutMs: 5000,
    // Quick kafkajs retries, so a failure shows in a test's time.
    retry: { retries: 1, initialRetryTime: 20, maxRetryTime: 50 },
    kafka: { clientId: "berth-test", brokers: [broker], connectionTimeout: 200 },
    ...overrides,
  });
  cleanups.push(async () => {
    await events.close();
    await store.close();
  });
  const append = (type: string, subject: string) => worldStores(store).world("live").transaction((tx) => events.append(tx, { type, source: "/berth/test", subject, data: {} }));
  return { events, lines, append };
}

async function check(events: KafkaEventLog, name: string): Promise<{ status: string; error?: string }> {
  try {
    await events.readinessChecks()[name]!();
    return { status: "healthy" };
  } catch (err) {
    return { status: (err as Error).name === "Degraded" ? "degraded" : "down", error: (err as Error).message };
  }
}

function metric(events: KafkaEventLog, name: string): number {
  const m = events.metrics().find((x) => x.name === name);
  if (!m) throw new Error(`no metric ${name}`);
  return m.samples().reduce((sum, s) => sum + s.value, 0);
}

describe("the Kafka relay when it cannot publish", () => {
  it("is degraded in readiness with the event it is stuck on, counts each attempt, logs it, and starts a new producer each time", async () => {
    const { events, lines, append } = await openLog(`127.0.0.1:${await freePort()}`);
    // A family outside any list: every family goes to the world's one topic.
    const stuck = await append("webhook.received", "agent-7");
    await until("two failed attempts", () => metric(events, "berth_event_relay_failures_total") >= 2);
    const relay = await check(events, "event_log:kafka_relay");
    expect(relay.status).toBe("degraded");
    expect(relay.error).toContain(`event ${stuck.id} (webhook.received, subject agent-7) not published to berth.events`);
    expect(metric(events, "berth_event_relay_producers_total")).toBeGreaterThanOrEqual(2);
    expect(metric(events, "berth_event_relay_stalled_seconds")).toBeGreaterThan(0);
    expect(metric(events, "berth_event_relay_published_total")).toBe(0);
    const warning = lines.find((l) => l.event === stuck.id);
    expect(warning).toMatchObject({ level: 40, type: "webhook.received", subject: "agent-7", world: "live", topic: "berth.events" });
    // kafkajs's own complaints reach Berth's log too.
    expect(lines.some((l) => l.component === "kafkajs" && l.level >= 40)).toBe(true);
    // A Kafka outage leaves Berth ready (events wait in the outbox): degraded, not down.
    expect((await check(events, "event_log:kafka")).status).toBe("degraded");
  });

  it("shuts down at once while a publish waits on a broker that does not answer", async () => {
    const hole = await blackHole();
    cleanups.push(() => hole.close());
    const { events, append } = await openLog(`127.0.0.1:${hole.port}`, {
      publishTimeoutMs: 60_000,
      retry: { retries: 5, initialRetryTime: 1000, maxRetryTime: 5000 },
      kafka: { clientId: "berth-test", brokers: [`127.0.0.1:${hole.port}`], connectionTimeout: 30_000 },
    });
    await append("deployment.created", "agent-7");
    await until("a producer waiting on the broker", () => metric(events, "berth_event_relay_producers_total") >= 1);
    const started = Date.now();
    await events.close();
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe("a Kafka subscriber whose brokers or topics are not there yet", () => {
  it("keeps trying (saying so), is not ready meanwhile, shows in readiness, and stops at once on close", async () => {
    const { events, lines } = await openLog(`127.0.0.1:${await freePort()}`);
    const seen: BerthEvent[] = [];
    const sub = events.subscribe("audit", async (e) => {
      seen.push(e);
    });
    let ready = false;
    void sub.ready.then(() => (ready = true));
    await until("two attempts", () => lines.filter((l) => l.consumer === "audit" && l.msg === "kafka subscriber could not start; it tries again").length >= 2);
    expect(ready).toBe(false);
    const status = await check(events, "event_log:kafka_subscribers");
    expect(status.status).toBe("degraded");
    expect(status.error).toMatch(/^audit is not consuming/);
    expect(metric(events, "berth_event_subscribers_waiting")).toBe(1);
    const started = Date.now();
    await sub.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await check(events, "event_log:kafka_subscribers")).status).toBe("healthy");
  });
});

describe("Kafka topics", () => {
  it("keeps one copy fewer in sync than it has, never fewer than one", () => {
    expect([1, 2, 3, 5].map(minInsyncReplicas)).toEqual([1, 1, 2, 4]);
  });

  it("refuses existing topics with fewer replicas than KAFKA_REPLICATION_FACTOR", () => {
    const partition = (replicas: number[]) => ({ partitionErrorCode: 0, partitionId: 0, leader: replicas[0]!, replicas, isr: replicas });
    const three = { ...TOPICS, replicationFactor: 3 };
    expect(replicationProblems([{ name: "berth.events", partitions: [partition([1, 2, 3]), partition([2, 3, 1])] }], three)).toEqual([]);
    expect(replicationProblems([{ name: "berth.events", partitions: [partition([1, 2, 3]), partition([2])] }], three)).toEqual([
      "topic berth.events has 1 replica(s) per partition where KAFKA_REPLICATION_FACTOR is 3: add replicas (kafka-reassign-partitions) or lower KAFKA_REPLICATION_FACTOR",
    ]);
  });

  it("keys every event by its subject, whatever its family, with CloudEvents headers", () => {
    const event = (type: string): BerthEvent => ({ specversion: "1.0", id: `id-${type}`, source: "/berth/x", type, subject: "agent-7", time: "2026-01-01T00:00:00.000Z", datacontenttype: "application/json", data: { a: 1 }, world: "live" });
    const messages = ["deployment.promoted", "anchor.created", "payout.recorded"].map((t) => toKafkaMessage(event(t)));
    expect(messages.map((m) => m.key)).toEqual(["agent-7", "agent-7", "agent-7"]);
    expect(messages[1]!.headers).toEqual({
      ce_specversion: "1.0",
      ce_id: "id-anchor.created",
      ce_source: "/berth/x",
      ce_type: "anchor.created",
      ce_subject: "agent-7",
      ce_time: "2026-01-01T00:00:00.000Z",
      ce_world: "live",
      "content-type": "application/json",
    });
  });
});

describe("Kafka settings", () => {
  function problems(env: Record<string, string>): string[] {
    const found: ConfigProblem[] = [];
    const config = readConfig(kafkaEventLogAdapter.config!, env, found);
    kafkaEventLogAdapter.prepare!(config, env, found);
    return found.map((p) => `${p.variable}: ${p.problem}`);
  }

  it("one topic per world (distinct), three copies unless set", () => {
    const defaults = readConfig(kafkaEventLogAdapter.config!, { KAFKA_BROKERS: "k:9092" }, []);
    expect(defaults).toMatchObject({ KAFKA_TOPIC: "berth.events", KAFKA_TEST_TOPIC: "test.berth.events", KAFKA_REPLICATION_FACTOR: 3 });
    expect(problems({ KAFKA_BROKERS: "k:9092", KAFKA_TOPIC: "events", KAFKA_TEST_TOPIC: "events" })).toEqual(["KAFKA_TEST_TOPIC: must differ from KAFKA_TOPIC: test events never share a topic with live ones"]);
    expect(problems({ KAFKA_BROKERS: "k:9092", KAFKA_TOPIC: "has space" })).toEqual(["KAFKA_TOPIC: must match /^[A-Za-z0-9._-]{1,249}$/"]);
    expect(problems({ KAFKA_BROKERS: "k:9092", KAFKA_REPLICATION_FACTOR: "0" })).toEqual(["KAFKA_REPLICATION_FACTOR: must be at least 1"]);
  });
});

describe("Berth on EVENT_LOG=kafka with its brokers unreachable", () => {
  it("starts, takes changes, and shows the relay's trouble in /health/ready and /metrics", async () => {
    const berth: TestBerth = await startBerth({
      env: { EVENT_LOG: "kafka", KAFKA_BROKERS: `127.0.0.1:${await freePort()}`, KAFKA_REPLICATION_FACTOR: "1", KAFKA_PUBLISH_TIMEOUT_MS: "300", READY_TIMEOUT_MS: "500" },
    });
    cleanups.push(() => berth.stop());
    const created = await berth.request("POST", "/v1/agents/agent-7/deployments", {
      key: berth.adminKey,
      body: { provider: "railway", slot: "primary", revision: "v1", descriptor: { image: "ghcr.io/acme/agent:1" } },
    });
    expect(created.status).toBe(201);
    let dependencies: Record<string, { status: string; error?: string }> = {};
    await until("the relay degraded in readiness", async () => {
      const ready = await send(berth.url, "GET", "/health/ready");
      dependencies = (ready.body as { dependencies: typeof dependencies }).dependencies;
      return dependencies["event_log:kafka_relay"]?.status === "degraded";
    });
    expect(dependencies["event_log:kafka_relay"]!.error).toMatch(/^event \S+ \(deployment\.created, subject agent-7\) not published to berth\.events/);
    expect(dependencies["event_log:kafka"]!.status).toBe("degraded");
    // Ready all the same: the write above committed, and its event waits in the outbox for Kafka.
    expect((await send(berth.url, "GET", "/health/ready")).status).toBe(200);
    const metrics = (await send(berth.url, "GET", "/metrics")).text;
    expect(Number(/^berth_event_relay_failures_total (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(1);
    expect(metrics).toMatch(/^berth_event_relay_stalled_seconds \d/m);
  });
});
