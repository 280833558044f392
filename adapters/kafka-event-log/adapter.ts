import type { SASLOptions } from "kafkajs";
import { env } from "../../core/config/config-var.ts";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { storePort } from "../../core/ports/document-store.ts";
import { eventLogPort } from "../../core/ports/event-log.ts";
import { DELIVERY_CONFIG } from "../outbox-event-log/adapter.ts";

export const kafkaEventLogAdapter = defineAdapter({
  port: eventLogPort,
  name: "kafka",
  description: "The outbox in the DocumentStore, relayed to Kafka (acks=-1, idempotent producer, key = subject, CloudEvents headers).",
  deps: [storePort],
  config: {
    ...DELIVERY_CONFIG,
    KAFKA_BROKERS: env.list({ description: "Kafka bootstrap brokers, host:port, comma-separated (EVENT_LOG=kafka)." }),
    KAFKA_CLIENT_ID: env.string({ description: "Client id Berth gives Kafka.", default: "berth" }),
    KAFKA_TOPIC_PREFIX: env.string({ description: "Prefix of live topics: events of family `deployment` go to `<prefix>deployment`.", default: "", pattern: /^[A-Za-z0-9._-]{0,100}$/ }),
    KAFKA_TEST_TOPIC_PREFIX: env.string({ description: "Prefix of test-world topics, kept apart from live ones.", default: "test.", pattern: /^[A-Za-z0-9._-]{1,100}$/ }),
    KAFKA_TOPICS: env.list({ description: "Event families whose topics Berth creates at start and subscribers read by default.", default: ["deployment", "anchor", "payout"] }),
    KAFKA_CONSUMER_GROUP_PREFIX: env.string({ description: "Prefix of subscribers' consumer groups.", default: "berth-" }),
    KAFKA_SSL: env.boolean({ description: "Connect to the brokers with TLS.", default: false }),
    KAFKA_SASL_MECHANISM: env.oneOf({ description: "SASL authentication, if the brokers need it.", values: ["none", "plain", "scram-sha-256", "scram-sha-512"] as const, default: "none" }),
    KAFKA_SASL_USERNAME: env.optionalString({ description: "SASL user name." }),
    KAFKA_SASL_PASSWORD: env.optionalString({ description: "SASL password.", secret: true }),
  },
  prepare: (c, _env, problems) => {
    if (c.KAFKA_BROKERS.length === 0) problems.push({ variable: "KAFKA_BROKERS", problem: "is required when EVENT_LOG=kafka" });
    if (c.KAFKA_SASL_MECHANISM !== "none" && (!c.KAFKA_SASL_USERNAME || !c.KAFKA_SASL_PASSWORD)) {
      problems.push({ variable: "KAFKA_SASL_USERNAME", problem: `and KAFKA_SASL_PASSWORD are required with KAFKA_SASL_MECHANISM=${c.KAFKA_SASL_MECHANISM}` });
    }
  },
  describe: ({ config: c }) => `brokers ${c.KAFKA_BROKERS.join(",")}`,
  open: async ({ config: c, dep, log }) =>
    (await import("./kafka-event-log.ts")).KafkaEventLog.open(dep(storePort), {
      pollMs: c.EVENT_LOG_POLL_MS,
      leaseMs: c.EVENT_LOG_LEASE_MS,
      log,
      livePrefix: c.KAFKA_TOPIC_PREFIX,
      testPrefix: c.KAFKA_TEST_TOPIC_PREFIX,
      families: c.KAFKA_TOPICS,
      groupPrefix: c.KAFKA_CONSUMER_GROUP_PREFIX,
      kafka: {
        clientId: c.KAFKA_CLIENT_ID,
        brokers: c.KAFKA_BROKERS,
        ssl: c.KAFKA_SSL,
        ...(c.KAFKA_SASL_MECHANISM !== "none" ? { sasl: { mechanism: c.KAFKA_SASL_MECHANISM, username: c.KAFKA_SASL_USERNAME!, password: c.KAFKA_SASL_PASSWORD! } as SASLOptions } : {}),
        connectionTimeout: 3000,
      },
    }),
});
