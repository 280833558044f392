import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { pino } from "pino";
import { describe } from "vitest";
import { KafkaEventLog, type KafkaEventLogOptions } from "../adapters/kafka-event-log/kafka-event-log.ts";
import { SqliteDocumentStore } from "../adapters/sqlite/sqlite-document-store.ts";
import { eventLogContract } from "./event-log.contract.ts";
import { tempDir } from "./support/test-berth.ts";

// Runs against a real broker when KAFKA_BROKERS is set (docker compose up kafka); no broker can be
// installed on the machines CI runs on, so there it reports as skipped.
const brokers = process.env.KAFKA_BROKERS?.split(",").filter(Boolean) ?? [];

describe.skipIf(brokers.length === 0)("Kafka event log (needs KAFKA_BROKERS)", () => {
  eventLogContract("kafka relay on SQLite", async () => {
    const file = join(tempDir("berth-kafka-"), "berth.sqlite");
    // A fresh topic namespace per run, so earlier runs' events stay out of its consumer groups.
    const run = randomUUID().slice(0, 8);
    const options = (): KafkaEventLogOptions => ({
      pollMs: 10,
      leaseMs: 1000,
      log: pino({ level: "silent" }),
      livePrefix: `berth-test-${run}.`,
      testPrefix: `berth-test-${run}.test.`,
      families: ["contract"],
      groupPrefix: `berth-test-${run}-`,
      kafka: { clientId: "berth-contract", brokers },
    });
    const store = new SqliteDocumentStore({ file });
    const log = await KafkaEventLog.open(store, options());
    return {
      store,
      log,
      second: async () => {
        const otherStore = new SqliteDocumentStore({ file });
        const other = await KafkaEventLog.open(otherStore, options());
        return {
          store: otherStore,
          log: other,
          close: async () => {
            await other.close();
            await otherStore.close();
          },
        };
      },
      close: async () => {
        await log.close();
        await store.close();
      },
    };
  });
});
