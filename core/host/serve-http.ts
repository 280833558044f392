import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { GraphQLSchema } from "graphql";
import type { Logger } from "pino";
import { createServer } from "../http/server/create-server.ts";
import { mountGraphQL, type GraphQLMount } from "../http/graphql/mount-graphql.ts";
import type { GraphQLLimits } from "../http/graphql/graphql-limits.ts";
import { SharedGauge } from "../http/shared-gauge.ts";
import { mountGraphiQL } from "../http/graphql/graphiql/mount-graphiql.ts";
import { Idempotency } from "../http/idempotency.ts";
import { HttpMetrics } from "../http/metrics.ts";
import { AUTH_RATE_LIMITED, RateLimiter } from "../http/rate-limiter.ts";
import { LimitLedger } from "../http/limit-ledger.ts";
import type { Scheduler } from "../scheduler/scheduler.ts";
import type { DocumentStore, WorldStores } from "../ports/document-store.ts";
import { ConnectionTracker } from "./drain-http.ts";
import { registerRoute } from "../http/register-route.ts";
import type { ApiKeys } from "../ports/api-keys.ts";
import type { PortMetric } from "../ports/port.ts";
import type { HostConfig } from "./plan-host.ts";
import type { PluginOutput } from "./setup-plugins.ts";
import { sortRoutes } from "./sort-routes.ts";
import { API_TITLE } from "../http/openapi/api-info.ts";
import { swaggerOptions } from "../http/openapi/document.ts";
import { asyncApiDocument } from "../events/asyncapi.ts";
import { ConsoleSessions, sessionIdOf } from "../http/console/console-sessions.ts";
import { MetricsHistory } from "../http/console/metrics-history.ts";
import { mountConsole } from "../http/console/mount-console.ts";

/** How often the console's overview samples /metrics (an hour of them is kept). */
const HISTORY_INTERVAL_MS = 10_000;
import type { EventTypes } from "../events/event-catalog.ts";

const BERTH_VERSION = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;

export interface HttpParts {
  config: HostConfig;
  log: Logger;
  keys: ApiKeys;
  /** The store itself: shared rate-limit counts live outside both worlds. */
  store: DocumentStore;
  stores: WorldStores;
  outputs: PluginOutput[];
  schema: GraphQLSchema;
  /** The event catalog, served as /asyncapi.json. */
  eventTypes: EventTypes;
  /** The opened adapters' own metrics. */
  portMetrics: PortMetric[];
  /** What /metrics answers instead of this process's metrics (a cluster worker: the cluster's). */
  clusterMetrics?: () => Promise<string>;
  /** The host's scheduler: the shared rate limits' sync and the console's metric sampling run on it, on its clock. */
  scheduler: Scheduler;
}

/** The HTTP phase's result: the app, and what its drain and close need. */
export interface HttpServer {
  app: FastifyInstance;
  /** Set while draining: answers carry `Connection: close`. */
  draining: { active: boolean };
  tracker: ConnectionTracker;
  metrics: HttpMetrics;
  graphql: GraphQLMount;
  /** Stops the shared rate-limit counting (before the store closes). */
  closeLimits(): Promise<void>;
}

/**
 * The HTTP phase: one Fastify instance with the cross-cutting request work, the docs, metrics,
 * every plugin's routes (static paths first) and the GraphQL engine, ready to listen.
 */
export async function serveHttp(p: HttpParts): Promise<HttpServer> {
  const metrics = new HttpMetrics();
  for (const m of p.portMetrics) metrics.addPortMetric(m);
  const c = p.config;
  const clock = p.scheduler.clock;
  const limiter = new RateLimiter(c.RATE_LIMIT_MAX, c.RATE_LIMIT_WINDOW_MS, "default", undefined, clock);
  const authFailures = new RateLimiter(c.AUTH_FAILURE_RATE_LIMIT_MAX, c.RATE_LIMIT_WINDOW_MS, "auth-failures", AUTH_RATE_LIMITED, clock);
  const subscriptionsPerKey = new SharedGauge(c.GRAPHQL_SUBSCRIPTIONS_PER_KEY, "subscriptions");
  let sync: LimitLedger | null = null;
  if (c.RATE_LIMIT_POLICY === "cluster") {
    sync = new LimitLedger(p.store, {
      intervalMs: c.RATE_LIMIT_SYNC_MS,
      log: p.log,
      clock,
      schedule: (spec) => p.scheduler.add(spec),
      onFailure: () => metrics.limitSyncFailures.inc(),
    });
    const ledger = sync;
    metrics.countInstances(() => ledger.live);
    limiter.share(sync);
    authFailures.share(sync);
    subscriptionsPerKey.share(sync, () => clock.now());
    await sync.start();
  }
  const draining = { active: false };
  const consoleOn = c.CONSOLE === "on";
  const sessions = consoleOn ? new ConsoleSessions(p.store, p.keys, c.CONSOLE_SESSION_TTL_MS) : undefined;
  const app = await createServer({
    sessions: sessions && { idOf: sessionIdOf, principal: (req, id) => sessions.principal(req, id) },
    log: p.log,
    keys: p.keys,
    metrics,
    limiter,
    authFailures,
    trustProxy: c.TRUST_PROXY,
    draining,
    bodyLimit: p.config.BODY_LIMIT_BYTES,
    bodyDrainLimit: p.config.BODY_DRAIN_LIMIT_BYTES,
    timeouts: { headersMs: p.config.HTTP_HEADERS_TIMEOUT_MS, requestMs: p.config.HTTP_REQUEST_TIMEOUT_MS, keepAliveMs: p.config.HTTP_KEEP_ALIVE_TIMEOUT_MS },
  });
  await mountDocs(app);
  if (sessions) {
    const read = () => (p.clusterMetrics ? p.clusterMetrics() : metrics.registry.metrics());
    const history = new MetricsHistory(read, HISTORY_INTERVAL_MS);
    const sampling = p.scheduler.add({ name: "console-metrics-history", everyMs: HISTORY_INTERVAL_MS, runAtStart: true, round: async (ctx) => history.sample(ctx.now) });
    app.addHook("onClose", async () => sampling.stop());
    mountConsole(app, { sessions, history });
  }
  const asyncApi = JSON.stringify(asyncApiDocument(p.eventTypes, BERTH_VERSION));
  app.get("/asyncapi.json", { config: { auth: "none" }, schema: { hide: true } }, async (_req, reply) => reply.type("application/json; charset=utf-8").send(asyncApi));
  app.get("/metrics", { config: { auth: "none" }, schema: { hide: true } }, async (_req, reply) => {
    reply.type(metrics.registry.contentType);
    return p.clusterMetrics ? p.clusterMetrics() : metrics.registry.metrics();
  });
  const idempotency = new Idempotency(p.stores);
  const routes = p.outputs.flatMap(({ plugin, parts }) => (parts.routes ?? []).map((route) => ({ plugin, route })));
  const owner = new Map(routes.map((r) => [r.route, r.plugin]));
  for (const route of sortRoutes(routes.map((r) => r.route))) registerRoute(app, route, idempotency, owner.get(route)!);
  const limits: GraphQLLimits = {
    maxAliases: c.GRAPHQL_MAX_ALIASES,
    maxRootFields: c.GRAPHQL_MAX_ROOT_FIELDS,
    maxOperations: c.GRAPHQL_MAX_OPERATIONS,
    maxDepth: c.GRAPHQL_MAX_DEPTH,
    maxCost: c.GRAPHQL_MAX_COST,
    maxTokens: c.GRAPHQL_MAX_TOKENS,
    introspection: c.GRAPHQL_INTROSPECTION,
    development: c.NODE_ENV === "development",
  };
  const graphql = await mountGraphQL(app, {
    engine: c.GRAPHQL_ENGINE,
    schema: p.schema,
    log: p.log,
    keys: p.keys,
    limits,
    limiter,
    authFailures,
    cache: { entries: c.GRAPHQL_DOCUMENT_CACHE_ENTRIES, chars: c.GRAPHQL_DOCUMENT_CACHE_CHARS },
    caps: { perConnection: c.GRAPHQL_SUBSCRIPTIONS_PER_CONNECTION, perKey: c.GRAPHQL_SUBSCRIPTIONS_PER_KEY, perProcess: c.GRAPHQL_SUBSCRIPTIONS_PER_PROCESS },
    perKeyGauge: subscriptionsPerKey,
    wsInitTimeoutMs: c.GRAPHQL_WS_INIT_TIMEOUT_MS,
    maxPayload: c.BODY_LIMIT_BYTES,
  });
  for (const m of graphql.metrics) metrics.addPortMetric(m);
  app.addHook("preClose", async () => graphql.close());
  mountGraphiQL(app);
  await app.ready();
  return { app, draining, metrics, graphql, tracker: new ConnectionTracker(app.server), closeLimits: async () => sync?.close() };
}

/** OpenAPI 3.1 at /openapi.json, generated from the route declarations, and a docs page at /docs. */
async function mountDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, swaggerOptions(BERTH_VERSION));
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    // The page's CSP is Berth's own (security-headers.ts), and everything it loads is local.
    staticCSP: false,
    theme: { title: API_TITLE },
    validatorUrl: false,
    // BaseLayout: no top bar (its spec-URL box is no use here, and its logo carries an inline <style> the CSP refuses).
    uiConfig: { docExpansion: "list", deepLinking: true, layout: "BaseLayout" },
  });
  app.get("/openapi.json", { config: { auth: "none" }, schema: { hide: true } }, async () => app.swagger());
}
