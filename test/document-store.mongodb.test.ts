import { randomUUID } from "node:crypto";
import type { Document } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MongoDocumentStore, type MongoDocCollection } from "../adapters/mongodb/mongo-document-store.ts";
import { EVENTS } from "../adapters/outbox-event-log/outbox.ts";
import { KEYS } from "../adapters/store-api-keys/store-api-keys.ts";
import { LEDGER } from "../core/http/limit-ledger.ts";
import type { CollectionSpec, FindQuery } from "../core/ports/document-store.ts";
import { MEMBERS } from "../core/scheduler/shard-members.ts";
import { DEPLOYMENTS } from "../plugins/deployments/deployment-record.ts";
import { INDEX_OUTBOX, MEMORIES } from "../plugins/memory/collections.ts";
import { LANES } from "../plugins/webhook-endpoints/endpoint-lane.ts";
import { MESSAGES } from "../plugins/webhook-endpoints/message-record.ts";
import { documentStoreContract } from "./document-store.contract.ts";

const url = process.env.MONGODB_URL;

// No MongoDB server can run on the CI machines; the same suite runs here when MONGODB_URL is set
// (docker compose up mongodb; MONGODB_URL=mongodb://localhost:27017/?replicaSet=rs0 npm test).
describe.skipIf(!url)("MongoDB adapter (needs MONGODB_URL)", () => {
  const database = `berth_contract_${randomUUID().slice(0, 8)}`;
  documentStoreContract(
    "mongodb",
    async () => new MongoDocumentStore({ url: url!, database }),
    async () => new MongoDocumentStore({ url: url!, database }),
  );
});

/**
 * Finding 2 of issue 33: every hot query must be answered from an index, never a collection scan,
 * and in the index's order, never a sort stage. The adapter's own plans, as MongoDB's explain()
 * gives them, on the collections as Berth declares them.
 */
describe.skipIf(!url)("MongoDB: the hot queries use an index, by explain() (needs MONGODB_URL)", () => {
  const database = `berth_explain_${randomUUID().slice(0, 8)}`;
  let store: MongoDocumentStore;
  beforeAll(() => {
    store = new MongoDocumentStore({ url: url!, database });
  });
  afterAll(async () => {
    await store.client.db(database).dropDatabase();
    await store.close();
  });

  /** Every stage of a plan, depth first. */
  function stages(plan: Document): string[] {
    const out = [String(plan.stage)];
    for (const child of [plan.inputStage, ...((plan.inputStages as Document[] | undefined) ?? [])]) if (child) out.push(...stages(child as Document));
    return out;
  }

  const hot: [string, CollectionSpec, FindQuery][] = [
    ["the event log after a position (the Kafka relay and every consumer, every poll)", EVENTS, { where: { seq: { gt: 5 } }, sort: { field: "seq", direction: "asc" }, limit: 256 }],
    ["an API key by its hash (every request)", KEYS, { where: { key_hash: "0".repeat(64) }, limit: 1 }],
    ["a deployment by its provider's id (every provider webhook)", DEPLOYMENTS, { where: { provider_key: "railway:abc" }, limit: 1 }],
    ["an endpoint's due messages (the dispatcher)", MESSAGES, { where: { endpoint_id: "e1", due: { lte: 1e15 } }, sort: { field: "due", direction: "asc" }, limit: 128 }],
    ["an endpoint's next message (the dispatcher)", MESSAGES, { where: { endpoint_id: "e1", due: { gt: 1e15 } }, sort: { field: "due", direction: "asc" }, limit: 1 }],
    ["a group's due lanes (the dispatcher, every poll)", LANES, { where: { group: 3, due: { lte: 1e15 } }, sort: { field: "due", direction: "asc" }, limit: 1000 }],
    ["due memory index entries (the index job)", INDEX_OUTBOX, { where: { next_attempt_at: { lte: Date.now() } }, sort: { field: "next_attempt_at", direction: "asc" }, limit: 256 }],
    ["a memory chain in order", MEMORIES, { where: { chain_key: "live:a:n", seq: { gt: 0 } }, sort: { field: "seq", direction: "asc" }, limit: 200 }],
    ["expired rate-limit windows (clean-up)", LEDGER, { where: { expires_at: { lt: Date.now() } }, limit: 200 }],
    ["a sharded job's members (the scheduler)", MEMBERS, { where: { job: "j", expires_at: { gt: Date.now() } }, limit: 1000 }],
  ];
  for (const [what, spec, query] of hot) {
    it(what, async () => {
      const c = store.collection<Record<string, unknown>>(spec) as MongoDocCollection<Record<string, unknown>>;
      // A few documents, so the planner has a collection to choose a plan for.
      for (let i = 0; i < 3; i++) await c.upsert(`d${i}`, {});
      const plan = stages(await c.explainFind(query));
      expect(plan).not.toContain("COLLSCAN");
      expect(plan).not.toContain("SORT");
      expect(plan).toContain("IXSCAN");
    });
  }
});
