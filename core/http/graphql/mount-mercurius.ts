import type { FastifyInstance } from "fastify";
import type { GraphQLError, GraphQLSchema } from "graphql";
import mercurius from "mercurius";
import type { Logger } from "pino";
import type { GraphQLContext } from "../../schema/context.ts";
import { isBerthError } from "../../errors/berth-error.ts";
import { replyError } from "../reply-error.ts";
import { answerWithErrors, flattenErrors, formatError } from "./graphql-answer.ts";
import type { GraphQLRouteOptions } from "./graphql-route.ts";

/** Failures before GraphQL runs (auth, rate limit, bad JSON) answer in the REST error body, as on every route. */
function isHttpLevel(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return isBerthError(err) || err instanceof SyntaxError || (typeof code === "string" && code.startsWith("FST_"));
}

/**
 * Mercurius with graphql-jit (compiled after a query's first run) at /graphql for queries and
 * mutations over HTTP. Subscriptions are Berth's own graphql-ws server, the same for both engines
 * (graphql-websocket.ts). GraphiQL is Berth's own page (mount-graphiql.ts).
 */
export async function mountMercurius(app: FastifyInstance, schema: GraphQLSchema, log: Logger, route: GraphQLRouteOptions, cacheEntries: number): Promise<void> {
  await app.register(mercurius, {
    schema,
    // Only the GraphQL endpoint's own routes: it needs a key, GraphiQL's page does not. Documents
    // are found in Berth's cache, measured and charged before mercurius sees them (mount-graphql.ts).
    additionalRouteOptions: route,
    path: "/graphql",
    // Mercurius's GraphiQL loads React and GraphiQL from a CDN: Berth serves its own, offline.
    graphiql: false,
    jit: 1,
    // Its own parsed documents (first runs and mutations; repeated queries run from Berth's cache), as many as Berth's cache keeps.
    cache: Math.max(1, cacheEntries),
    context: (req): GraphQLContext => ({ principal: req.principal, requestId: req.id }),
    errorHandler: async (err, req, reply) => {
      if (isHttpLevel(err)) return reply.send(replyError(err, req, reply));
      const errors = flattenErrors([err as unknown as GraphQLError]).map((e) => formatError(e, log));
      return reply.code(400).send({ data: null, errors });
    },
    errorFormatter: (execution) => answerWithErrors(execution, log),
  });
}
