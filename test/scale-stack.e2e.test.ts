import { randomUUID } from "node:crypto";
import { Kafka, logLevel } from "kafkajs";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { elasticsearchClient } from "../adapters/elasticsearch/client.ts";
import { databaseInUrl } from "../adapters/mongodb/mongo-document-store.ts";
import { agentClient } from "./memory/memory-helpers.ts";
import { startBerth, type TestBerth } from "./support/test-berth.ts";
import { deliverStandard, SECRETS } from "./webhooks/webhook-helpers.ts";

// The scale stack end to end: a real Berth on MongoDB, Elasticsearch and Kafka (docker-compose.yml;
// `npm run test:scale` brings them up, runs this with the contract suites, and tears them down).
// No such server can run on the CI machines: there it reports as skipped.
const mongoUrl = process.env.MONGODB_URL;
const elasticsearchUrl = process.env.ELASTICSEARCH_URL;
const brokers = process.env.KAFKA_BROKERS?.split(",").filter(Boolean) ?? [];
const composeBerth = process.env.BERTH_SCALE_URL;

/** The same server, another database: `mongodb://h/?replicaSet=rs0` → `mongodb://h/<db>?replicaSet=rs0`. */
function withDatabase(url: string, database: string): string {
  const [base, query] = url.split("?") as [string, string | undefined];
  const hosts = databaseInUrl(url) === undefined ? base.replace(/\/$/, "") : base.slice(0, base.lastIndexOf("/"));
  return `${hosts}/${database}${query ? `?${query}` : ""}`;
}

describe.skipIf(!mongoUrl || !elasticsearchUrl || brokers.length === 0)("the scale stack end to end (needs MONGODB_URL, ELASTICSEARCH_URL and KAFKA_BROKERS)", () => {
  const run = randomUUID().slice(0, 8);
  const database = `berth_e2e_${run}`;
  const index = `berth-e2e-${run}`;
  const topic = `berth-e2e-${run}.events`;
  let b: TestBerth;

  beforeAll(async () => {
    b = await startBerth({
      env: {
        STORE: "mongodb",
        MONGODB_URL: withDatabase(mongoUrl!, database),
        VECTOR_INDEX: "elasticsearch",
        ELASTICSEARCH_URL: elasticsearchUrl!,
        ELASTICSEARCH_INDEX: index,
        ...(process.env.ELASTICSEARCH_API_KEY ? { ELASTICSEARCH_API_KEY: process.env.ELASTICSEARCH_API_KEY } : {}),
        ...(process.env.ELASTICSEARCH_CA_FILE ? { ELASTICSEARCH_CA_FILE: process.env.ELASTICSEARCH_CA_FILE } : {}),
        EVENT_LOG: "kafka",
        KAFKA_BROKERS: brokers.join(","),
        KAFKA_TOPIC: topic,
        KAFKA_TEST_TOPIC: `berth-e2e-${run}.test.events`,
        KAFKA_REPLICATION_FACTOR: process.env.KAFKA_REPLICATION_FACTOR ?? "1",
        WEBHOOK_SECRET_NOSANA: SECRETS.standard,
      },
    });
  }, 120_000);

  afterAll(async () => {
    await b?.stop();
    const mongo = new MongoClient(mongoUrl!);
    await mongo.db(database).dropDatabase().catch(() => undefined);
    await mongo.close();
    const es = elasticsearchClient({ url: elasticsearchUrl!, apiKey: process.env.ELASTICSEARCH_API_KEY });
    await es.indices.delete({ index }, { ignore: [404] });
    await es.close();
  });

  it("is ready on all three servers", async () => {
    const ready = await b.request("GET", "/health/ready");
    expect(ready.status).toBe(200);
    for (const name of ["store:mongodb", "vector_index:elasticsearch", "event_log:kafka", "event_log:kafka_relay"]) expect(ready.body.dependencies[name]?.status, name).toBe("healthy");
  });

  it("a signed provider webhook → the deployment's state in MongoDB → its events on the Kafka topic, with CloudEvents headers", async () => {
    const passport = `agent-e2e-${run}`;
    const providerId = `nos-${run}`;
    const created = await b.request("POST", `/v1/agents/${passport}/deployments`, {
      key: b.adminKey,
      body: { provider: "nosana", slot: "primary", revision: "v1", descriptor: { image: "ghcr.io/acme/agent:1" }, provider_deployment_id: providerId },
    });
    expect(created.status).toBe(201);
    const deploymentId = created.body.deployment.deployment_id as string;
    const delivered = await deliverStandard(b, "nosana", { deployment: { id: providerId, status: "RUNNING" } });
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ success: true, matched: true, applied: true });

    // In MongoDB itself, not through Berth.
    const mongo = new MongoClient(mongoUrl!);
    try {
      const stored = await mongo.db(database).collection<{ _id: string }>("live_deployments").findOne({ _id: deploymentId });
      expect(stored).toMatchObject({ actual_state: "running", health: "healthy", provider: "nosana" });
    } finally {
      await mongo.close();
    }

    // On the topic, read back by a plain kafkajs consumer, once the relay has created it.
    const kafka = new Kafka({ clientId: "berth-e2e-reader", brokers, logLevel: logLevel.NOTHING });
    const admin = kafka.admin();
    await admin.connect();
    try {
      const created = Date.now() + 60_000;
      while (!(await admin.listTopics()).includes(topic) && Date.now() < created) await new Promise((r) => setTimeout(r, 200));
    } finally {
      await admin.disconnect();
    }
    const consumer = kafka.consumer({ groupId: `berth-e2e-reader-${run}` });
    const seen: { key: string; headers: Record<string, string>; value: unknown }[] = [];
    await consumer.connect();
    try {
      await consumer.subscribe({ topic, fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ message }) => {
          const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)]));
          seen.push({ key: message.key?.toString() ?? "", headers, value: JSON.parse(message.value?.toString() ?? "null") });
        },
      });
      const deadline = Date.now() + 60_000;
      while (!seen.some((m) => m.headers.ce_type === "deployment.state_changed") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await consumer.disconnect();
    }
    const mine = seen.filter((m) => m.key === passport);
    expect(mine.map((m) => m.headers.ce_type)).toEqual(expect.arrayContaining(["deployment.created", "deployment.state_changed"]));
    const changed = mine.find((m) => m.headers.ce_type === "deployment.state_changed")!;
    expect(changed.headers).toMatchObject({ ce_specversion: "1.0", ce_subject: passport, ce_world: "live", "content-type": "application/json" });
    expect(changed.headers.ce_id).toMatch(/^[0-9a-f-]{36}$/);
    // The event Berth's own log answers is the one on the topic.
    const events = await b.request("GET", `/v1/events?subject=${passport}&type=deployment.state_changed`, { key: b.adminKey });
    expect(events.body.events.map((e: { id: string }) => e.id)).toContain(changed.headers.ce_id);
  }, 120_000);

  it("a memory stored and recalled through Elasticsearch", async () => {
    const passport = `agent-mem-${run}`;
    const { token } = await b.key("agent", { passports: [passport] });
    const agent = agentClient(b, passport, token);
    const stored = await agent.store("semantic", { fact: "The user prefers dark roast coffee with oat milk", confidence: 0.9 });
    expect(stored.status).toBe(201);
    // Written with refresh=wait_for: searchable as soon as the store answered.
    const recalled = await agent.recall({ query: "which beverage does the user like" });
    expect(recalled.status).toBe(200);
    expect(recalled.body.data.memories.map((m: { memory_id: string }) => m.memory_id)).toContain(stored.body.data.memory_id);
    const es = elasticsearchClient({ url: elasticsearchUrl!, apiKey: process.env.ELASTICSEARCH_API_KEY });
    try {
      const doc = await es.get<{ agent_id: string; vector?: number[] }>({ index, id: stored.body.data.memory_id });
      expect(doc._source).toMatchObject({ agent_id: passport, mode: "live" });
      expect(doc._source?.vector?.length).toBe(384);
    } finally {
      await es.close();
    }
  }, 120_000);
});

describe.skipIf(!composeBerth)("docker-compose.yml's own Berth (needs BERTH_SCALE_URL)", () => {
  it("answers ready, on MongoDB, Elasticsearch and Kafka, each healthy", async () => {
    const answer = await fetch(`${composeBerth}/health/ready`);
    const body = (await answer.json()) as { status: string; dependencies: Record<string, { status: string }> };
    expect(answer.status, JSON.stringify(body)).toBe(200);
    for (const name of ["store:mongodb", "vector_index:elasticsearch", "event_log:kafka", "event_log:kafka_relay"]) expect(body.dependencies[name]?.status, name).toBe("healthy");
  });
});
