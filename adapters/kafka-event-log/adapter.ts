import type { SASLOptions } from "kafkajs";
import { env } from "../../core/config/config-var.ts";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { storePort } from "../../core/ports/document-store.ts";
import { eventLogPort } from "../../core/ports/event-log.ts";
import { DELIVERY_CONFIG } from "../outbox-event-log/adapter.ts";

/** Kafka's rule for topic names. */
const TOPIC = /^[A-Za-z0-9._-]{1,249}$/;

export const kafkaEventLogAdapter = defineAdapter({
  port: eventLogPort,
  name: "kafka",
  description: "The outbox in the DocumentStore, relayed to Kafka (one topic per world, key = subject, acks=-1, idempotent producer, CloudEvents headers).",
  deps: [storePort],
  config: {
    ...DELIVERY_CONFIG,
    KAFKA_BROKERS: env.list({ description: "Kafka bootstrap brokers, host:port, comma-separated (EVENT_LOG=kafka)." }),
    KAFKA_CLIENT_ID: env.string({ description: "Client id Berth gives Kafka.", default: "berth" }),
    KAFKA_TOPIC: env.string({ description: "Topic of every live event (all families, key = subject, so each subject's events keep their order).", default: "berth.events", pattern: TOPIC }),
    KAFKA_TEST_TOPIC: env.string({ description: "Topic of every test-world event, kept apart from live ones.", default: "test.berth.events", pattern: TOPIC }),
    KAFKA_TOPIC_PARTITIONS: env.integer({ description: "Partitions of the topics Berth creates (consumers of one group share them).", default: 6, min: 1, max: 10_000 }),
    KAFKA_REPLICATION_FACTOR: env.integer({ description: "Copies of each partition of the topics Berth creates (min.insync.replicas is one less, at least 1); existing topics with fewer are refused.", default: 3, min: 1, max: 32 }),
    KAFKA_PUBLISH_TIMEOUT_MS: env.integer({ description: "Longest one publish of the relay may take before it counts as failed and is retried by a new producer, ms.", default: 30_000, min: 100 }),
    KAFKA_CONSUMER_GROUP_PREFIX: env.string({ description: "Prefix of subscribers' consumer groups.", default: "berth-" }),
    KAFKA_SSL: env.boolean({ description: "Connect to the brokers with TLS.", default: false }),
    KAFKA_SASL_MECHANISM: env.oneOf({ description: "SASL authentication, if the brokers need it.", values: ["none", "plain", "scram-sha-256", "scram-sha-512"] as const, default: "none" }),
    KAFKA_SASL_USERNAME: env.optionalString({ description: "SASL user name." }),
    KAFKA_SASL_PASSWORD: env.optionalString({ description: "SASL password.", secret: true }),
  },
  prepare: (c, _env, problems) => {
    if (c.KAFKA_BROKERS.length === 0) problems.push({ variable: "KAFKA_BROKERS", problem: "is required when EVENT_LOG=kafka" });
    if (c.KAFKA_TOPIC === c.KAFKA_TEST_TOPIC) problems.push({ variable: "KAFKA_TEST_TOPIC", problem: "must differ from KAFKA_TOPIC: test events never share a topic with live ones" });
    if (c.KAFKA_SASL_MECHANISM !== "none" && (!c.KAFKA_SASL_USERNAME || !c.KAFKA_SASL_PASSWORD)) {
      problems.push({ variable: "KAFKA_SASL_USERNAME", problem: `and KAFKA_SASL_PASSWORD are required with KAFKA_SASL_MECHANISM=${c.KAFKA_SASL_MECHANISM}` });
    }
  },
  describe: ({ config: c }) => `brokers ${c.KAFKA_BROKERS.join(",")}, topics ${c.KAFKA_TOPIC} and ${c.KAFKA_TEST_TOPIC}`,
  open: async ({ config: c, dep, log, schedule, clock }) =>
    (await import("./kafka-event-log.ts")).KafkaEventLog.open(dep(storePort), {
      pollMs: c.EVENT_LOG_POLL_MS,
      leaseMs: c.EVENT_LOG_LEASE_MS,
      log,
      schedule,
      clock,
      topics: { live: c.KAFKA_TOPIC, test: c.KAFKA_TEST_TOPIC, partitions: c.KAFKA_TOPIC_PARTITIONS, replicationFactor: c.KAFKA_REPLICATION_FACTOR },
      groupPrefix: c.KAFKA_CONSUMER_GROUP_PREFIX,
      publishTimeoutMs: c.KAFKA_PUBLISH_TIMEOUT_MS,
      kafka: {
        clientId: c.KAFKA_CLIENT_ID,
        brokers: c.KAFKA_BROKERS,
        ssl: c.KAFKA_SSL,
        ...(c.KAFKA_SASL_MECHANISM !== "none" ? { sasl: { mechanism: c.KAFKA_SASL_MECHANISM, username: c.KAFKA_SASL_USERNAME!, password: c.KAFKA_SASL_PASSWORD! } as SASLOptions } : {}),
        connectionTimeout: 3000,
      },
    }),
});
