import { env } from "../config/config-var.ts";

/**
 * The host's own variables. Adapters declare theirs (STORE picks the store adapter, MONGODB_URL
 * belongs to the mongodb adapter), plugins theirs; all are checked together at start.
 */
export const hostConfigSpec = {
  HOST: env.string({ description: "Interface to listen on.", default: "127.0.0.1" }),
  PORT: env.integer({ description: "TCP port to listen on (0 picks a free one).", default: 3001, min: 0, max: 65535 }),
  BERTH_DATA_DIR: env.string({ description: "Folder for the embedded store (SQLite file) and devnet state.", default: "./data" }),
  GRAPHQL_ENGINE: env.oneOf({ description: "GraphQL server.", values: ["mercurius", "yoga"] as const, default: "mercurius" }),
  BERTH_PLUGINS: env.list({ description: "Extra plugins to load: npm package names or paths." }),
  BERTH_PLUGIN_DIR: env.optionalString({ description: "Folder whose node_modules holds BERTH_PLUGINS packages (default: the working directory)." }),
  LOG_LEVEL: env.oneOf({
    description: "pino log level.",
    values: ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const,
    default: "info",
  }),
  LOG_FORMAT: env.oneOf({
    description: "Log lines: `json` (one JSON object per line, for machines), `pretty` (readable, for people) or `auto` (pretty when stdout is a terminal, JSON otherwise).",
    values: ["auto", "json", "pretty"] as const,
    default: "auto",
  }),
  RATE_LIMIT_MAX: env.integer({ description: "Requests allowed per API key (or per IP without a key) in each window.", default: 1200, min: 1 }),
  RATE_LIMIT_WINDOW_MS: env.integer({ description: "Rate-limit window, ms.", default: 60_000, min: 1000 }),
  AUTH_FAILURE_RATE_LIMIT_MAX: env.integer({
    description: "Failed authentications (missing, malformed or unknown keys) allowed per client IP in each rate-limit window; past it that IP gets 429 AUTH_RATE_LIMITED.",
    default: 30,
    min: 1,
  }),
  GRAPHQL_MAX_ALIASES: env.integer({ description: "Aliased fields allowed in one GraphQL document.", default: 30, min: 0 }),
  GRAPHQL_MAX_ROOT_FIELDS: env.integer({ description: "Root fields allowed in the GraphQL operation that runs (fragments expanded).", default: 20, min: 1 }),
  GRAPHQL_MAX_OPERATIONS: env.integer({ description: "Operations allowed in one GraphQL document.", default: 5, min: 1 }),
  GRAPHQL_MAX_DEPTH: env.integer({ description: "Deepest nesting of selections in a GraphQL operation.", default: 12, min: 2 }),
  GRAPHQL_MAX_COST: env.integer({
    description: "Highest cost of one GraphQL request (each root field 1 unless it declares more; nested fields 0 unless declared). The cost is charged against the caller's rate-limit budget.",
    default: 50,
    min: 1,
  }),
  GRAPHQL_MAX_TOKENS: env.integer({ description: "Lexer tokens allowed in one GraphQL document.", default: 5000, min: 100 }),
  GRAPHQL_INTROSPECTION: env.oneOf({
    description: "Who may introspect the GraphQL schema: admin keys (admin), every key (on), nobody (off); auto: every key when NODE_ENV=development, else admin keys.",
    values: ["auto", "admin", "on", "off"] as const,
    default: "auto",
  }),
  NODE_ENV: env.optionalString({ description: "development opens GraphQL introspection to every key (GRAPHQL_INTROSPECTION=auto)." }),
  BODY_LIMIT_BYTES: env.integer({ description: "Largest request body accepted, bytes.", default: 1_048_576, min: 1024 }),
  BODY_DRAIN_LIMIT_BYTES: env.integer({
    description: "How much of a too-large body is read and discarded so the client can read the 413, bytes; a longer body is cut off.",
    default: 16_777_216,
    min: 0,
  }),
  HTTP_HEADERS_TIMEOUT_MS: env.integer({ description: "How long a client may take to send the request line and headers, ms (at most HTTP_REQUEST_TIMEOUT_MS).", default: 10_000, min: 100 }),
  HTTP_REQUEST_TIMEOUT_MS: env.integer({ description: "How long a client may take to send a whole request, body included, ms; then 408 and the connection is closed.", default: 30_000, min: 100 }),
  // Fastify's own default, kept: above the 60 s idle timeout of common load balancers, so they never reuse a connection Berth is closing.
  HTTP_KEEP_ALIVE_TIMEOUT_MS: env.integer({ description: "How long an idle keep-alive connection stays open between requests, ms.", default: 72_000, min: 100 }),
  READY_TIMEOUT_MS: env.integer({ description: "How long each readiness check may take before it counts as down, ms.", default: 2000, min: 50 }),
  SHUTDOWN_TIMEOUT_MS: env.integer({ description: "How long shutdown waits for requests in flight, ms.", default: 10_000, min: 0 }),
};
