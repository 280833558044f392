import { randomUUID } from "node:crypto";
import { describe, vi } from "vitest";
import { readFileSync } from "node:fs";
import { elasticsearchClient, type ElasticsearchConnection } from "../adapters/elasticsearch/client.ts";
import { openElasticsearchVectorIndex } from "../adapters/elasticsearch/vector-index.ts";
import { CONTRACT_DIMENSION, vectorIndexContract } from "./vector-index.contract.ts";

const url = process.env.ELASTICSEARCH_URL;
// A secured cluster: the same variables Berth reads.
const connection = (): ElasticsearchConnection => ({
  url: url!,
  apiKey: process.env.ELASTICSEARCH_API_KEY,
  username: process.env.ELASTICSEARCH_USERNAME,
  password: process.env.ELASTICSEARCH_PASSWORD,
  ca: process.env.ELASTICSEARCH_CA_FILE ? readFileSync(process.env.ELASTICSEARCH_CA_FILE, "utf8") : undefined,
});

// No Elasticsearch server can run on the CI machines; the same suite runs here when
// ELASTICSEARCH_URL is set (docker compose up elasticsearch; ELASTICSEARCH_URL=http://localhost:9200 npm test).
describe.skipIf(!url)("Elasticsearch adapter (needs ELASTICSEARCH_URL)", () => {
  // Writes wait for a refresh (up to 1 s each, see `refresh`), so tests with several writes need longer.
  vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

  vectorIndexContract("elasticsearch", async () => {
    const index = `berth-contract-${randomUUID().slice(0, 8)}`;
    // wait_for (the default): the contract reads its writes back at once.
    const opened = await openElasticsearchVectorIndex({ ...connection(), index, dimension: CONTRACT_DIMENSION });
    return {
      index: opened,
      cleanup: async () => {
        await opened.close();
        const admin = elasticsearchClient(connection());
        await admin.indices.delete({ index }, { ignore: [404] });
        await admin.close();
      },
    };
  });
});
