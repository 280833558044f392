import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { Kafka, logLevel } from "kafkajs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KafkaEventLog } from "../adapters/kafka-event-log/kafka-event-log.ts";
import { SqliteDocumentStore } from "../adapters/sqlite/sqlite-document-store.ts";
import { worldStores } from "../core/ports/document-store.ts";
import { eventLogContract } from "./event-log.contract.ts";
import { kafkaFixture, kafkaOptions } from "./support/kafka-fixture.ts";
import { tempDir } from "./support/test-berth.ts";

// Runs against a real broker when KAFKA_BROKERS is set (docker compose up kafka, or npm run
// test:scale); event-log.kafka-mongodb.test.ts runs it on MongoDB. No broker can be installed on
// the machines CI runs on, so there it reports as skipped.
const brokers = process.env.KAFKA_BROKERS?.split(",").filter(Boolean) ?? [];

describe.skipIf(brokers.length === 0)("Kafka event log (needs KAFKA_BROKERS)", () => {
  const file = join(tempDir("berth-kafka-"), "berth.sqlite");
  eventLogContract("kafka relay on SQLite", kafkaFixture(brokers, () => new SqliteDocumentStore({ file })));

  describe("what reaches the topic", () => {
    const run = randomUUID().slice(0, 8);
    let store: SqliteDocumentStore;
    let log: KafkaEventLog;
    beforeAll(async () => {
      store = new SqliteDocumentStore({ file: join(tempDir("berth-kafka-"), "berth.sqlite") });
      // Several partitions: a subject's events must still share one.
      log = await KafkaEventLog.open(store, kafkaOptions(brokers, run, 6));
    });
    afterAll(async () => {
      await log.close();
      await store.close();
    });

    it("one topic per world, key = subject, CloudEvents headers, and a subject's order across families", async () => {
      const subject = `passport-${run}`;
      const stores = worldStores(store);
      const types = ["deployment.created", "anchor.created", "payout.recorded", "webhook.received", "deployment.promoted"];
      const appended: string[] = [];
      for (const type of types) appended.push((await stores.world("live").transaction((tx) => log.append(tx, { type, source: "/berth/test", subject, data: { type } }))).id);
      const testEvent = await stores.world("test").transaction((tx) => log.append(tx, { type: "deployment.created", source: "/berth/test", subject, data: {} }));

      // Until the relay published them all (it creates the topics on its first publish).
      const published = () => log.metrics().find((m) => m.name === "berth_event_relay_published_total")!.samples().reduce((n, x) => n + x.value, 0);
      const relayed = Date.now() + 30_000;
      while (published() < types.length + 1 && Date.now() < relayed) await new Promise((r) => setTimeout(r, 50));
      const kafka = new Kafka({ clientId: "berth-reader", brokers, logLevel: logLevel.NOTHING });
      const consumer = kafka.consumer({ groupId: `berth-reader-${run}` });
      const seen: { topic: string; partition: number; key: string; headers: Record<string, string> }[] = [];
      await consumer.connect();
      await consumer.subscribe({ topics: [`berth-test-${run}.events`, `berth-test-${run}.test.events`], fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ topic, partition, message }) => {
          const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)]));
          seen.push({ topic, partition, key: message.key?.toString() ?? "", headers });
        },
      });
      const deadline = Date.now() + 30_000;
      while (seen.length < types.length + 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await consumer.disconnect();

      const live = seen.filter((m) => m.topic === `berth-test-${run}.events`);
      expect(live.map((m) => m.headers.ce_id)).toEqual(appended);
      expect(new Set(live.map((m) => m.partition)).size).toBe(1);
      expect(live.every((m) => m.key === subject)).toBe(true);
      expect(live[0]!.headers).toMatchObject({ ce_specversion: "1.0", ce_type: "deployment.created", ce_subject: subject, ce_source: "/berth/test", ce_world: "live", "content-type": "application/json" });
      expect(seen.filter((m) => m.topic === `berth-test-${run}.test.events`).map((m) => m.headers.ce_id)).toEqual([testEvent.id]);
      expect(await log.readinessChecks()["event_log:kafka_relay"]!()).toBeUndefined();
    });
  });
});
