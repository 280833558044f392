import { readFileSync } from "node:fs";
import type { ConfigProblem } from "../../core/config/config-var.ts";
import { env } from "../../core/config/config-var.ts";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { embedderPort } from "../../core/ports/embedder.ts";
import { vectorIndexPort } from "../../core/ports/vector-index.ts";
import { redactUrl } from "../../core/util/redact-urls.ts";
import { DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS, REFRESH_POLICIES } from "./settings.ts";

/** The CA certificate(s) of ELASTICSEARCH_CA_FILE, read at start; a problem when unusable. */
function readCa(file: string | undefined, url: string | undefined, problems: ConfigProblem[]): string | undefined {
  if (!file) return undefined;
  if (url && !url.startsWith("https:")) problems.push({ variable: "ELASTICSEARCH_CA_FILE", problem: "needs an https ELASTICSEARCH_URL (the CA checks the cluster's TLS certificate)" });
  let pem: string;
  try {
    pem = readFileSync(file, "utf8");
  } catch (err) {
    problems.push({ variable: "ELASTICSEARCH_CA_FILE", problem: `cannot be read: ${(err as Error).message}` });
    return undefined;
  }
  if (!pem.includes("-----BEGIN CERTIFICATE-----")) {
    problems.push({ variable: "ELASTICSEARCH_CA_FILE", problem: `${file} holds no PEM certificate (-----BEGIN CERTIFICATE-----)` });
    return undefined;
  }
  return pem;
}

export const elasticsearchIndexAdapter = defineAdapter({
  port: vectorIndexPort,
  name: "elasticsearch",
  description: "Elasticsearch dense_vector kNN with filters, BM25 for words.",
  deps: [embedderPort],
  config: {
    ELASTICSEARCH_URL: env.url({ description: "Elasticsearch URL (VECTOR_INDEX=elasticsearch).", protocols: ["http", "https"], secret: true }),
    ELASTICSEARCH_INDEX: env.string({ description: "Elasticsearch index for memories.", default: "berth-memories" }),
    ELASTICSEARCH_API_KEY: env.optionalString({ description: "API key (the `encoded` value Elasticsearch answers when it creates one), sent as `Authorization: ApiKey ...`.", secret: true }),
    ELASTICSEARCH_USERNAME: env.optionalString({ description: "User name for basic authentication (instead of an API key)." }),
    ELASTICSEARCH_PASSWORD: env.optionalString({ description: "Password of ELASTICSEARCH_USERNAME.", secret: true }),
    ELASTICSEARCH_CA_FILE: env.optionalString({ description: "PEM file of the CA that signed the cluster's HTTP certificate (a default Elasticsearch's config/certs/http_ca.crt)." }),
    ELASTICSEARCH_TIMEOUT_MS: env.integer({ description: "Deadline of each Elasticsearch request, ms.", default: DEFAULT_TIMEOUT_MS, min: 100 }),
    ELASTICSEARCH_MAX_RETRIES: env.integer({ description: "Retries of a request after a connection error or a 502/503/504 answer.", default: DEFAULT_MAX_RETRIES, min: 0, max: 10 }),
    ELASTICSEARCH_REFRESH: env.oneOf({ description: "When a write returns: `wait_for` (once searchable), `false` (once stored; searchable after the next refresh), `true` (forces a refresh per write).", values: REFRESH_POLICIES, default: "wait_for" }),
  },
  prepare: (c, _env, problems) => {
    if (!c.ELASTICSEARCH_URL) problems.push({ variable: "ELASTICSEARCH_URL", problem: "is required when VECTOR_INDEX=elasticsearch" });
    if (c.ELASTICSEARCH_API_KEY && (c.ELASTICSEARCH_USERNAME || c.ELASTICSEARCH_PASSWORD)) {
      problems.push({ variable: "ELASTICSEARCH_API_KEY", problem: "and ELASTICSEARCH_USERNAME/ELASTICSEARCH_PASSWORD are two ways to authenticate: set one" });
    } else if (Boolean(c.ELASTICSEARCH_USERNAME) !== Boolean(c.ELASTICSEARCH_PASSWORD)) {
      problems.push({ variable: "ELASTICSEARCH_USERNAME", problem: "and ELASTICSEARCH_PASSWORD go together: set both or neither" });
    }
    return { ca: readCa(c.ELASTICSEARCH_CA_FILE, c.ELASTICSEARCH_URL, problems) };
  },
  describe: ({ config }) => (config.ELASTICSEARCH_URL ? `${redactUrl(config.ELASTICSEARCH_URL)} index ${config.ELASTICSEARCH_INDEX}` : undefined),
  open: async ({ config: c, settings, dep }) => {
    const embedder = dep(embedderPort);
    const { openElasticsearchVectorIndex } = await import("./vector-index.ts");
    return openElasticsearchVectorIndex({
      url: c.ELASTICSEARCH_URL!,
      index: c.ELASTICSEARCH_INDEX,
      dimension: embedder.dimension,
      model: embedder.model,
      apiKey: c.ELASTICSEARCH_API_KEY,
      username: c.ELASTICSEARCH_USERNAME,
      password: c.ELASTICSEARCH_PASSWORD,
      ca: settings.ca,
      refresh: c.ELASTICSEARCH_REFRESH,
      timeoutMs: c.ELASTICSEARCH_TIMEOUT_MS,
      maxRetries: c.ELASTICSEARCH_MAX_RETRIES,
    });
  },
});
