import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { GraphQLSchema } from "graphql";
import type { Logger } from "pino";
import { createServer } from "../http/create-server.ts";
import { mountMercurius } from "../http/graphql/mount-mercurius.ts";
import { mountYoga } from "../http/graphql/mount-yoga.ts";
import { mountGraphiQL } from "../http/graphql/graphiql/mount-graphiql.ts";
import { Idempotency } from "../http/idempotency.ts";
import { HttpMetrics } from "../http/metrics.ts";
import { RateLimiter } from "../http/rate-limiter.ts";
import { registerRoute } from "../http/register-route.ts";
import type { ApiKeys } from "../ports/api-keys.ts";
import type { WorldStores } from "../ports/world-store.ts";
import type { HostConfig } from "./plan-host.ts";
import type { PluginOutput } from "./setup-plugins.ts";
import { sortRoutes } from "./sort-routes.ts";
import { API_TITLE } from "../http/openapi/api-info.ts";
import { swaggerOptions } from "../http/openapi/document.ts";
import pkg from "../../package.json" with { type: "json" };

const BERTH_VERSION = pkg.version;

export interface HttpParts {
  config: HostConfig;
  log: Logger;
  keys: ApiKeys;
  stores: WorldStores;
  outputs: PluginOutput[];
  schema: GraphQLSchema;
}

/**
 * The HTTP phase: one Fastify instance with the cross-cutting request work, the docs, metrics,
 * every plugin's routes (static paths first) and the GraphQL engine, ready to listen.
 */
export async function serveHttp(p: HttpParts): Promise<FastifyInstance> {
  const metrics = new HttpMetrics();
  const app = createServer({
    log: p.log,
    keys: p.keys,
    metrics,
    limiter: new RateLimiter(p.config.RATE_LIMIT_MAX, p.config.RATE_LIMIT_WINDOW_MS),
    bodyLimit: p.config.BODY_LIMIT_BYTES,
  });
  await mountDocs(app);
  app.get("/metrics", { config: { auth: "none" }, schema: { hide: true } }, async (_req, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  const idempotency = new Idempotency(p.stores);
  const routes = p.outputs.flatMap(({ plugin, parts }) => (parts.routes ?? []).map((route) => ({ plugin, route })));
  const owner = new Map(routes.map((r) => [r.route, r.plugin]));
  for (const route of sortRoutes(routes.map((r) => r.route))) registerRoute(app, route, idempotency, owner.get(route)!);
  if (p.config.GRAPHQL_ENGINE === "yoga") await mountYoga(app, p.schema, p.log);
  else await mountMercurius(app, p.schema, p.log);
  mountGraphiQL(app);
  await app.ready();
  return app;
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
