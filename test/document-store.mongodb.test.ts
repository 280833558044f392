import { randomUUID } from "node:crypto";
import { describe } from "vitest";
import { MongoDocumentStore } from "../adapters/mongodb/mongo-document-store.ts";
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
