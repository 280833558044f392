import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, vi } from "vitest";
import { elasticsearchClient, type ElasticsearchConnection } from "../adapters/elasticsearch/client.ts";
import { openElasticsearchVectorIndex } from "../adapters/elasticsearch/vector-index.ts";
import { SqliteDocumentStore } from "../adapters/sqlite/sqlite-document-store.ts";
import { LIFECYCLE_DIMENSION, memoryLifecycleContract } from "./memory-lifecycle.contract.ts";
import { tempDir } from "./support/test-berth.ts";

const url = process.env.ELASTICSEARCH_URL;
const connection = (): ElasticsearchConnection => ({
  url: url!,
  apiKey: process.env.ELASTICSEARCH_API_KEY,
  username: process.env.ELASTICSEARCH_USERNAME,
  password: process.env.ELASTICSEARCH_PASSWORD,
  ca: process.env.ELASTICSEARCH_CA_FILE ? readFileSync(process.env.ELASTICSEARCH_CA_FILE, "utf8") : undefined,
});

// No Elasticsearch server can run on the CI machines; the same suite runs here when
// ELASTICSEARCH_URL is set (docker compose up elasticsearch; ELASTICSEARCH_URL=http://localhost:9200 npm test).
describe.skipIf(!url)("memory over time on Elasticsearch (needs ELASTICSEARCH_URL)", () => {
  // Writes wait for a refresh (up to 1 s each).
  vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });
  memoryLifecycleContract("sqlite + elasticsearch", async () => {
    const name = `berth-lifecycle-${randomUUID().slice(0, 8)}`;
    const storeFile = join(tempDir("berth-lifecycle-"), "berth.sqlite");
    const open = () => openElasticsearchVectorIndex({ ...connection(), index: name, dimension: LIFECYCLE_DIMENSION });
    const store = new SqliteDocumentStore({ file: storeFile });
    const index = await open();
    return {
      store,
      index,
      second: async () => {
        const otherStore = new SqliteDocumentStore({ file: storeFile });
        const otherIndex = await open();
        return { store: otherStore, index: otherIndex, close: async () => (await otherIndex.close(), await otherStore.close()) };
      },
      cleanup: async () => {
        await index.close();
        await store.close();
        const admin = elasticsearchClient(connection());
        await admin.indices.delete({ index: name }, { ignore: [404] });
        await admin.close();
      },
    };
  });
});
