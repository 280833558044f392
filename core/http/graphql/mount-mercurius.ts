import type { FastifyInstance } from "fastify";
import type { GraphQLError, GraphQLFormattedError, GraphQLSchema } from "graphql";
import mercurius from "mercurius";
import type { Logger } from "pino";
import type { GraphQLContext } from "../../../schema/context.ts";
import { isBerthError } from "../../errors/berth-error.ts";
import { replyError } from "../reply-error.ts";
import type { RateLimiter } from "../rate-limiter.ts";
import { depthLimit } from "./depth-limit.ts";
import { describeError } from "./error-code.ts";
import { graphqlLimitsHook, type GraphQLLimits } from "./graphql-limits.ts";

function format(e: GraphQLError, log: Logger): GraphQLFormattedError {
  const { message, extensions } = describeError(e, log);
  return { message, ...(e.locations ? { locations: e.locations } : {}), ...(e.path ? { path: e.path } : {}), extensions };
}

function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  const flat: GraphQLError[] = [];
  for (const e of errors) {
    // Mercurius bundles query-validation errors into one error with a list.
    const inner = (e.originalError as { errors?: GraphQLError[] } | undefined)?.errors ?? (e as { errors?: GraphQLError[] }).errors;
    if (Array.isArray(inner)) flat.push(...inner);
    else flat.push(e);
  }
  return flat;
}

/** Failures before GraphQL runs (auth, rate limit, bad JSON) answer in the REST error body, as on every route. */
function isHttpLevel(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return isBerthError(err) || err instanceof SyntaxError || (typeof code === "string" && code.startsWith("FST_"));
}

/** Mercurius with graphql-jit: compiled after a query's first run. GraphiQL is Berth's own page (mount-graphiql.ts). */
export async function mountMercurius(app: FastifyInstance, schema: GraphQLSchema, log: Logger, limits: GraphQLLimits, limiter: RateLimiter): Promise<void> {
  await app.register(mercurius, {
    schema,
    // Only the GraphQL endpoint's own routes: it needs a key, GraphiQL's page does not.
    // Limits and cost are checked before mercurius parses (graphql-limits.ts), the same as under yoga.
    additionalRouteOptions: { config: { auth: "key" }, preHandler: graphqlLimitsHook(schema, limits, limiter) },
    path: "/graphql",
    // Mercurius's GraphiQL loads React and GraphiQL from a CDN: Berth serves its own, offline.
    graphiql: false,
    jit: 1,
    // Not mercurius' queryDepth: it counts introspection, which GraphiQL's schema query exceeds.
    // HTTP requests are also measured by graphql-limits.ts; this covers WebSocket subscriptions.
    validationRules: [depthLimit(limits.maxDepth)],
    context: (req): GraphQLContext => ({ principal: req.principal, requestId: req.id }),
    // Subscriptions over WebSocket at /graphql (graphql-ws or subscriptions-transport-ws). The
    // upgrade request passes the same auth hook as every request: send the key as a header.
    subscription: { context: (_socket, req): GraphQLContext => ({ principal: req.principal, requestId: req.id }) },
    errorHandler: async (err, req, reply) => {
      if (isHttpLevel(err)) return reply.send(replyError(err, req, reply));
      const errors = flatten([err as unknown as GraphQLError]).map((e) => format(e, log));
      return reply.code(400).send({ data: null, errors });
    },
    errorFormatter: (execution) => {
      const flat = flatten(execution.errors);
      const errors = flat.map((e) => format(e, log));
      const requestLevel = !execution.data && flat.every((e) => !e.path);
      return { statusCode: requestLevel ? 400 : 200, response: { data: execution.data ?? null, errors } };
    },
  });
}
