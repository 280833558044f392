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
  BODY_LIMIT_BYTES: env.integer({ description: "Largest request body accepted, bytes.", default: 1_048_576, min: 1024 }),
  READY_TIMEOUT_MS: env.integer({ description: "How long each readiness check may take before it counts as down, ms.", default: 2000, min: 50 }),
  SHUTDOWN_TIMEOUT_MS: env.integer({ description: "How long shutdown waits for requests in flight, ms.", default: 10_000, min: 0 }),
};
