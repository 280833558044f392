import { randomUUID } from "node:crypto";
import { describe } from "vitest";
import { MongoDocumentStore } from "../adapters/mongodb/mongo-document-store.ts";
import { eventLogContract } from "./event-log.contract.ts";
import { kafkaFixture } from "./support/kafka-fixture.ts";

// The stack docker-compose.yml deploys: the outbox in MongoDB, relayed to Kafka. Runs when both
// servers are given (npm run test:scale); skipped on the CI machines, where neither can run.
const brokers = process.env.KAFKA_BROKERS?.split(",").filter(Boolean) ?? [];
const mongoUrl = process.env.MONGODB_URL;

describe.skipIf(brokers.length === 0 || !mongoUrl)("Kafka event log on MongoDB, as docker-compose.yml deploys it (needs KAFKA_BROKERS and MONGODB_URL)", () => {
  const database = `berth_kafka_${randomUUID().slice(0, 8)}`;
  eventLogContract("kafka relay on MongoDB", kafkaFixture(brokers, () => new MongoDocumentStore({ url: mongoUrl!, database })));
});
