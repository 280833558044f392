import { availableParallelism } from "node:os";
import { env } from "../config/config-var.ts";
import { parseTrustProxy } from "../http/trust-proxy.ts";

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
  WORKERS: env.custom({
    kind: "whole number or auto",
    description: "HTTP worker processes on one port over the same store (`auto`: one per core); 1 runs Berth in this one process.",
    defaultText: "1",
    parse: (raw) => {
      if (raw === undefined) return { ok: true, value: 1 };
      if (raw.toLowerCase() === "auto") return { ok: true, value: availableParallelism() };
      if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 64) return { ok: false, problem: "must be auto or a whole number from 1 to 64" };
      return { ok: true, value: Number(raw) };
    },
  }),
  TRUST_PROXY: env.custom({
    kind: "off, a hop count, or addresses/CIDRs",
    description: "Which peers may name the client in X-Forwarded-For: off (none), a hop count, or comma-separated proxy addresses and CIDRs (`loopback`, `10.0.0.0/8`).",
    defaultText: "off",
    parse: parseTrustProxy,
  }),
  RATE_LIMIT_MAX: env.integer({ description: "Requests allowed per API key (or per IP without a key) in each window, across every instance sharing the store.", default: 1200, min: 1 }),
  RATE_LIMIT_WINDOW_MS: env.integer({ description: "Rate-limit window, ms (windows start at multiples of it, the same for every instance).", default: 60_000, min: 1000 }),
  RATE_LIMIT_POLICY: env.oneOf({
    description: "cluster: limits count across every instance sharing the store (counts synced every RATE_LIMIT_SYNC_MS); local: each instance counts on its own.",
    values: ["cluster", "local"] as const,
    default: "cluster",
  }),
  RATE_LIMIT_SYNC_MS: env.integer({ description: "How often an instance writes its counts to the store and reads the others' (policy cluster), ms.", default: 100, min: 10, max: 10_000 }),
  AUTH_FAILURE_RATE_LIMIT_MAX: env.integer({
    description: "Failed authentications (missing, malformed or unknown keys) allowed per client IP in each rate-limit window; past it that IP's failures answer 429 AUTH_RATE_LIMITED (a valid key is never refused for them).",
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
  GRAPHQL_DOCUMENT_CACHE_ENTRIES: env.integer({
    description: "GraphQL documents whose parse, validation, measure and compiled form are kept (least recently used first out), per process; persisted queries (APQ) live there too. 0 keeps none.",
    default: 1000,
    min: 0,
  }),
  GRAPHQL_DOCUMENT_CACHE_CHARS: env.integer({
    description: "Characters of GraphQL document text the cache keeps, all documents together (each takes 60-80 bytes per character analysed, and 30-60 KB more compiled; docs/graphql.md, 'The document cache').",
    default: 250_000,
    min: 0,
  }),
  GRAPHQL_SUBSCRIPTIONS_PER_CONNECTION: env.integer({ description: "Open GraphQL subscriptions allowed on one WebSocket connection.", default: 100, min: 1 }),
  GRAPHQL_SUBSCRIPTIONS_PER_KEY: env.integer({
    description: "Open GraphQL subscriptions allowed per API key, across every instance sharing the store (policy cluster; local: per instance).",
    default: 1000,
    min: 1,
  }),
  GRAPHQL_SUBSCRIPTIONS_PER_PROCESS: env.integer({ description: "Open GraphQL subscriptions allowed in one server process, every key together.", default: 10_000, min: 1 }),
  GRAPHQL_WS_INIT_TIMEOUT_MS: env.integer({
    description: "How long a GraphQL WebSocket may stay open without a valid API key (in the upgrade's header or connection_init's payload), ms; then it is closed with 4401.",
    default: 5000,
    min: 100,
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
  EVENT_DATA_CHECK: env.oneOf({
    description: "What an appended event whose type is not in the event catalog, or whose data does not match its type's JSON Schema, does: off (nothing), warn (a log line, once per type), refuse (the change and its event do not commit; the tests run so).",
    values: ["off", "warn", "refuse"] as const,
    default: "warn",
  }),
  READY_TIMEOUT_MS: env.integer({ description: "How long each readiness check may take before it counts as down, ms.", default: 2000, min: 50 }),
  SHUTDOWN_TIMEOUT_MS: env.integer({ description: "How long a drain (SIGTERM) waits for requests in flight and open connections before closing them, ms.", default: 10_000, min: 0 }),
  SHUTDOWN_DELAY_MS: env.integer({
    description: "On SIGTERM, how long Berth keeps accepting new connections while readiness answers 503 draining, so a load balancer takes it out first, ms.",
    default: 0,
    min: 0,
    max: 120_000,
  }),
};
