import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { KafkaEventLog, type KafkaEventLogOptions } from "../../adapters/kafka-event-log/kafka-event-log.ts";
import type { DocumentStore } from "../../core/ports/document-store.ts";
import type { EventLogFixture } from "../event-log.contract.ts";

export function kafkaOptions(brokers: string[], run: string, partitions = 1): KafkaEventLogOptions {
  // A fresh topic and group namespace per run, so earlier runs' events stay out. One partition for
  // the contract: two processes' subscribers in one group then never split (and rebalance) a topic.
  return {
    pollMs: 10,
    leaseMs: 1000,
    log: pino({ level: "silent" }),
    topics: { live: `berth-test-${run}.events`, test: `berth-test-${run}.test.events`, partitions, replicationFactor: 1 },
    groupPrefix: `berth-test-${run}-`,
    publishTimeoutMs: 30_000,
    kafka: { clientId: "berth-contract", brokers },
  };
}

/** The Kafka event log over `open()` stores (each call another handle on the same data, as another process). */
export function kafkaFixture(brokers: string[], open: () => DocumentStore): () => Promise<EventLogFixture> {
  return async () => {
    const run = randomUUID().slice(0, 8);
    const store = open();
    const log = await KafkaEventLog.open(store, kafkaOptions(brokers, run));
    return {
      store,
      log,
      second: async () => {
        const otherStore = open();
        const other = await KafkaEventLog.open(otherStore, kafkaOptions(brokers, run));
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
  };
}

