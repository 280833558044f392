import { randomUUID } from "node:crypto";
import { Client } from "@elastic/elasticsearch";
import { describe, vi } from "vitest";
import { openElasticsearchVectorIndex } from "../adapters/elasticsearch/vector-index.ts";
import { CONTRACT_DIMENSION, vectorIndexContract } from "./vector-index.contract.ts";

const url = process.env.ELASTICSEARCH_URL;

// No Elasticsearch server can run on the CI machines; the same suite runs here when
// ELASTICSEARCH_URL is set (docker compose up elasticsearch; ELASTICSEARCH_URL=http://localhost:9200 npm test).
describe.skipIf(!url)("Elasticsearch adapter (needs ELASTICSEARCH_URL)", () => {
  // Writes wait for a refresh (up to 1 s each, see `refresh`), so tests with several writes need longer.
  vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

  vectorIndexContract("elasticsearch", async () => {
    const index = `berth-contract-${randomUUID().slice(0, 8)}`;
    const opened = await openElasticsearchVectorIndex({ url: url!, index, dimension: CONTRACT_DIMENSION });
    return {
      index: opened,
      cleanup: async () => {
        await opened.close();
        const admin = new Client({ node: url! });
        await admin.indices.delete({ index }, { ignore: [404] });
        await admin.close();
      },
    };
  });
});
