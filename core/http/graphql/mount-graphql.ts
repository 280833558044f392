import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from "fastify";
import type { GraphQLSchema } from "graphql";
import type { Logger } from "pino";
import type { ApiKeys } from "../../ports/api-keys.ts";
import type { PortMetric } from "../../ports/port.ts";
import { KeyWatch } from "../key-watch.ts";
import type { RateLimiter } from "../rate-limiter.ts";
import type { SharedGauge } from "../shared-gauge.ts";
import { isUpgrade, routeUpgrades } from "../websocket-upgrade.ts";
import { runFromCache } from "./cached-execution.ts";
import { DocumentCache, type DocumentCacheBounds } from "./document-cache.ts";
import { FanOutPacer } from "./fan-out-pacer.ts";
import type { GraphQLLimits } from "./graphql-limits.ts";
import { graphqlRequestHook } from "./graphql-request-hook.ts";
import { GraphQLWebSocket } from "./graphql-websocket.ts";
import type { GraphQLRouteOptions } from "./graphql-route.ts";
import { SubscriptionGate, type SubscriptionCaps } from "./subscription-gate.ts";

/** How often the keys of open subscriptions are checked again: a revoked key's subscriptions end within this (plus a store read). */
const KEY_RECHECK_MS = 250;
/** Subscription deliveries released per turn of the event loop while one event fans out. */
const DELIVERIES_PER_TURN = 64;

export interface GraphQLMountOptions {
  engine: "mercurius" | "yoga";
  schema: GraphQLSchema;
  log: Logger;
  keys: ApiKeys;
  limits: GraphQLLimits;
  limiter: RateLimiter;
  authFailures: RateLimiter;
  cache: DocumentCacheBounds;
  caps: SubscriptionCaps;
  /** The per-key cap of open subscriptions, counted across instances (its max is caps.perKey). */
  perKeyGauge: SharedGauge;
  /** How long a WebSocket may go without a key, ms. */
  wsInitTimeoutMs: number;
  /** Largest WebSocket message, bytes. */
  maxPayload: number;
}

export interface GraphQLMount {
  documents: DocumentCache;
  gate: SubscriptionGate;
  webSocket: GraphQLWebSocket;
  /** The cache's and the subscriptions' figures for /metrics. */
  metrics: PortMetric[];
  /** Asks WebSocket clients to reconnect elsewhere (draining). */
  closeWebSockets(): void;
  close(): Promise<void>;
}

/**
 * /graphql on either engine, with what Berth adds to both: the document cache and its persisted
 * queries (the limits hook), repeated queries run from their compiled form (cached-execution.ts),
 * GraphQL over WebSocket with the key in connection_init (graphql-websocket.ts), and the caps on
 * open subscriptions (subscription-gate.ts).
 */
export async function mountGraphQL(app: FastifyInstance, o: GraphQLMountOptions): Promise<GraphQLMount> {
  const documents = new DocumentCache(o.schema, o.limits, o.cache);
  const planning = { documents, limits: o.limits, limiter: o.limiter, streamsOverHttp: o.engine === "yoga" };
  const gate = new SubscriptionGate(o.caps, o.perKeyGauge, new FanOutPacer(DELIVERIES_PER_TURN));
  gate.guard(o.schema);
  const keyWatch = new KeyWatch(o.keys, KEY_RECHECK_MS, o.log);
  const webSocket = new GraphQLWebSocket({
    schema: o.schema,
    log: o.log,
    keys: o.keys,
    planning,
    limiter: o.limiter,
    authFailures: o.authFailures,
    keyWatch,
    gate,
    initTimeoutMs: o.wsInitTimeoutMs,
    maxPayload: o.maxPayload,
  });
  const negotiates = o.engine === "yoga";
  routeUpgrades(app);

  // Registered before the engine's routes: each /graphql handler first takes WebSocket upgrades,
  // then repeated queries from the cache, and hands the rest to the engine.
  app.addHook("onRoute", (route: RouteOptions) => {
    if (route.config?.graphql !== true) return;
    const engine = route.handler as RouteHandlerMethod;
    route.handler = function graphqlRoute(this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      if (isUpgrade(req) && req.method === "GET") return webSocket.upgrade(req, reply);
      const plan = req.graphqlPlan;
      if (plan !== null) {
        const cached = runFromCache(o.schema, o.log, plan, req, reply, negotiates);
        if (cached) return cached;
      }
      return engine.call(this, req, reply);
    } as RouteHandlerMethod;
  });

  app.decorateRequest("graphqlPlan", null);
  const route: GraphQLRouteOptions = { config: { auth: "key", graphql: true, keyInFirstMessage: true }, preHandler: graphqlRequestHook(planning) };
  // Only the chosen engine is loaded: each is a large dependency, and start-up pays for what it imports.
  if (o.engine === "yoga") await (await import("./mount-yoga.ts")).mountYoga(app, o.schema, o.log, route, keyWatch);
  else await (await import("./mount-mercurius.ts")).mountMercurius(app, o.schema, o.log, route, o.cache.entries);

  const metrics: PortMetric[] = [
    { name: "berth_graphql_documents_cached", help: "GraphQL documents in the analysed-document cache.", type: "gauge", samples: () => [{ value: documents.size }] },
    {
      name: "berth_graphql_documents_analysed_total",
      help: "GraphQL documents parsed, validated and measured (cache misses).",
      type: "counter",
      samples: () => [{ value: documents.analysed }],
    },
    { name: "berth_graphql_subscriptions_open", help: "GraphQL subscriptions open in this process.", type: "gauge", samples: () => [{ value: gate.open }] },
    { name: "berth_graphql_websockets_open", help: "GraphQL WebSocket connections open in this process.", type: "gauge", samples: () => [{ value: webSocket.size }] },
  ];
  return {
    documents,
    gate,
    webSocket,
    metrics,
    closeWebSockets: () => webSocket.closeAll(1001, "server draining"),
    close: async () => {
      keyWatch.close();
      await webSocket.close();
    },
  };
}
