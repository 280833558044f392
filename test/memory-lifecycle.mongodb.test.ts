import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { describe } from "vitest";
import { MongoDocumentStore } from "../adapters/mongodb/mongo-document-store.ts";
import { openSqliteVecIndex } from "../adapters/sqlite-vec/sqlite-vec-index.ts";
import { LIFECYCLE_DIMENSION, memoryLifecycleContract } from "./memory-lifecycle.contract.ts";
import { tempDir } from "./support/test-berth.ts";

const url = process.env.MONGODB_URL;

// No MongoDB server can run on the CI machines; the same suite runs here when MONGODB_URL is set
// (docker compose up mongodb; MONGODB_URL=mongodb://localhost:27017/?replicaSet=rs0 npm test).
// The second instance is a second client: its transactions run at once with the first's, on snapshots.
describe.skipIf(!url)("memory over time on MongoDB (needs MONGODB_URL)", () => {
  memoryLifecycleContract("mongodb + sqlite-vec", async () => {
    const database = `berth_lifecycle_${randomUUID().slice(0, 8)}`;
    const indexFile = join(tempDir("berth-lifecycle-"), "vectors.sqlite");
    const store = new MongoDocumentStore({ url: url!, database });
    const index = await openSqliteVecIndex({ file: indexFile, dimension: LIFECYCLE_DIMENSION });
    return {
      store,
      index,
      second: async () => {
        const otherStore = new MongoDocumentStore({ url: url!, database });
        const otherIndex = await openSqliteVecIndex({ file: indexFile, dimension: LIFECYCLE_DIMENSION });
        return { store: otherStore, index: otherIndex, close: async () => (await otherIndex.close(), await otherStore.close()) };
      },
      cleanup: async () => {
        await index.close();
        await store.client.db(database).dropDatabase();
        await store.close();
      },
    };
  });
});
