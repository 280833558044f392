import { KEY_PREFIX_PATTERN } from "../auth/api-key.ts";
import { env } from "./config-var.ts";

/** The host's own variables. Plugins declare theirs beside their code. */
export const hostConfigSpec = {
  HOST: env.string({ description: "Interface to listen on.", default: "127.0.0.1" }),
  PORT: env.integer({ description: "TCP port to listen on (0 picks a free one).", default: 3001, min: 0, max: 65535 }),
  BERTH_DATA_DIR: env.string({ description: "Folder for the embedded store (SQLite file) and devnet state.", default: "./data" }),
  STORE: env.oneOf({ description: "DocumentStore adapter.", values: ["sqlite", "mongodb"] as const, default: "sqlite" }),
  MONGODB_URL: env.url({ description: "MongoDB connection string (with STORE=mongodb).", protocols: ["mongodb", "mongodb+srv"], secret: true }),
  API_KEY_PREFIX: env.string({ description: "Prefix of API keys: <prefix>_live_<secret>.", default: "bk", pattern: KEY_PREFIX_PATTERN }),
  GRAPHQL_ENGINE: env.oneOf({ description: "GraphQL server.", values: ["mercurius", "yoga"] as const, default: "mercurius" }),
  BERTH_PLUGINS: env.list({ description: "Extra plugins to load: npm package names or paths." }),
  BERTH_PLUGIN_DIR: env.optionalString({ description: "Folder whose node_modules holds BERTH_PLUGINS packages (default: the working directory)." }),
  LOG_LEVEL: env.oneOf({
    description: "pino log level.",
    values: ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const,
    default: "info",
  }),
  RATE_LIMIT_MAX: env.integer({ description: "Requests allowed per API key (or per IP without a key) in each window.", default: 1200, min: 1 }),
  RATE_LIMIT_WINDOW_MS: env.integer({ description: "Rate-limit window, ms.", default: 60_000, min: 1000 }),
  BODY_LIMIT_BYTES: env.integer({ description: "Largest request body accepted, bytes.", default: 1_048_576, min: 1024 }),
  READY_TIMEOUT_MS: env.integer({ description: "How long each readiness check may take before it counts as down, ms.", default: 2000, min: 50 }),
  CHAINS: env.list({
    description: "Chains to open, by short name; `local` is the embedded anvil devnet, `none` opens none. Others need CHAIN_<NAME>_RPC_URL and CHAIN_<NAME>_SIGNER_KEY.",
    default: ["local"],
  }),
  CHAIN_RPC_TIMEOUT_MS: env.integer({ description: "How long one RPC request may take before the chain counts as unavailable, ms.", default: 10_000, min: 100 }),
  EMBEDDER: env.oneOf({ description: "Embedder adapter: the built-in hashing embedder, or an OpenAI-compatible /v1/embeddings endpoint.", values: ["hashing", "openai"] as const, default: "hashing" }),
  EMBEDDING_DIMENSION: env.integer({ description: "Vector length: of the hashing embedder, or what the EMBEDDINGS_MODEL returns.", default: 384, min: 32, max: 4096 }),
  EMBEDDINGS_URL: env.url({ description: "Base URL of an OpenAI-compatible embeddings server (EMBEDDER=openai).", protocols: ["http", "https"] }),
  EMBEDDINGS_MODEL: env.string({ description: "Model name sent to the embeddings server.", default: "text-embedding-3-small" }),
  EMBEDDINGS_API_KEY: env.optionalString({ description: "Bearer key of the embeddings server.", secret: true }),
  EMBEDDINGS_TIMEOUT_MS: env.integer({ description: "Per embeddings request, ms.", default: 10_000, min: 100 }),
  VECTOR_INDEX: env.oneOf({ description: "VectorIndex adapter.", values: ["sqlite-vec", "elasticsearch"] as const, default: "sqlite-vec" }),
  VECTOR_QUANTIZATION: env.oneOf({
    description:
      "sqlite-vec search: `bit` preselects by sign bits held in memory and rescores exactly (fast; recall slightly below 1), `none` scans exact float cosine (recall 1; slow past 10,000 memories per agent). Fixed per index file: `auto` keeps the file's, `bit` for a new one.",
    values: ["auto", "bit", "none"] as const,
    default: "auto",
  }),
  ELASTICSEARCH_URL: env.url({ description: "Elasticsearch URL (VECTOR_INDEX=elasticsearch).", protocols: ["http", "https"], secret: true }),
  ELASTICSEARCH_INDEX: env.string({ description: "Elasticsearch index for memories.", default: "berth-memories" }),
  SHUTDOWN_TIMEOUT_MS: env.integer({ description: "How long shutdown waits for requests in flight, ms.", default: 10_000, min: 0 }),
};
