import { env } from "../../core/config/config-var.ts";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { embedderPort } from "../../core/ports/embedder.ts";
import { vectorIndexPort } from "../../core/ports/vector-index.ts";
import { redactUrl } from "../../core/util/redact-urls.ts";

export const elasticsearchIndexAdapter = defineAdapter({
  port: vectorIndexPort,
  name: "elasticsearch",
  description: "Elasticsearch dense_vector kNN with filters, BM25 for words.",
  deps: [embedderPort],
  config: {
    ELASTICSEARCH_URL: env.url({ description: "Elasticsearch URL (VECTOR_INDEX=elasticsearch).", protocols: ["http", "https"], secret: true }),
    ELASTICSEARCH_INDEX: env.string({ description: "Elasticsearch index for memories.", default: "berth-memories" }),
  },
  prepare: (c, _env, problems) => {
    if (!c.ELASTICSEARCH_URL) problems.push({ variable: "ELASTICSEARCH_URL", problem: "is required when VECTOR_INDEX=elasticsearch" });
  },
  describe: ({ config }) => (config.ELASTICSEARCH_URL ? `${redactUrl(config.ELASTICSEARCH_URL)} index ${config.ELASTICSEARCH_INDEX}` : undefined),
  open: async ({ config, dep }) => {
    const embedder = dep(embedderPort);
    const { openElasticsearchVectorIndex } = await import("./vector-index.ts");
    return openElasticsearchVectorIndex({ url: config.ELASTICSEARCH_URL!, index: config.ELASTICSEARCH_INDEX, dimension: embedder.dimension, model: embedder.model });
  },
});
