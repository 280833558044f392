import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GraphQLError, GraphQLSchema } from "graphql";
import { createGraphQLError, createYoga, type Plugin } from "graphql-yoga";
import type { Logger } from "pino";
import type { GraphQLContext } from "../../../schema/context.ts";
import type {} from "@fastify/swagger";
import type { RateLimiter } from "../rate-limiter.ts";
import { describeError } from "./error-code.ts";
import { graphqlLimitsHook, type GraphQLLimits } from "./graphql-limits.ts";

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

type MaybeErrors = { errors?: readonly GraphQLError[] };

/**
 * The chunks of a web stream (yoga's own ponyfill, which Readable.fromWeb refuses). When the
 * client goes away the Node stream is destroyed, this generator returns, and cancelling the
 * reader ends the subscription behind it.
 */
async function* chunksOf(body: { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel(): Promise<void> } }): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value) yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** Rebuilt with yoga's own GraphQLError class, so yoga still recognises it (status codes, masking). */
function recode(e: GraphQLError, log: Logger): GraphQLError {
  const { message, extensions } = describeError(e, log);
  const http = extensions.error_code === "GRAPHQL_VALIDATION_FAILED" && !e.path ? { http: { status: 400 } } : {};
  return createGraphQLError(message, { nodes: e.nodes, source: e.source, positions: e.positions, path: e.path, extensions: { ...extensions, ...http } });
}

/** Yoga masks or passes errors its own way; this gives every one our error_code. */
function errorCodes(log: Logger): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      const fix = (r: MaybeErrors) => (r.errors ? { ...r, errors: r.errors.map((e) => recode(e, log)) } : r);
      if (Array.isArray(result)) setResult(result.map((r) => fix(r as MaybeErrors)) as never);
      else if (result && typeof result === "object" && "errors" in result) setResult(fix(result as MaybeErrors) as never);
    },
  };
}

/** graphql-yoga behind Fastify at /graphql (GRAPHQL_ENGINE=yoga). GraphiQL is Berth's own page (mount-graphiql.ts). */
export async function mountYoga(app: FastifyInstance, schema: GraphQLSchema, log: Logger, limits: GraphQLLimits, limiter: RateLimiter): Promise<void> {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: false,
    landingPage: false,
    logging: false,
    // Errors are recoded in onResultProcess, which sees the original errors only if yoga leaves them alone.
    maskedErrors: false,
    context: ({ req }) => ({ principal: req.principal, requestId: req.id }),
    plugins: [errorCodes(log)],
  });

  // One route per method, as mercurius has: /openapi.json documents each (openapi/graphql-operation.ts).
  for (const method of ["GET", "POST"] as const) app.route({
    method,
    url: "/graphql",
    config: { auth: "key" },
    preHandler: graphqlLimitsHook(schema, limits, limiter),
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // Subscriptions answer as a stream of server-sent events: hand it on as it comes.
      if (response.body && (response.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
        reply.send(Readable.from(chunksOf(response.body)));
        return reply;
      }
      reply.send(Buffer.from(await response.arrayBuffer()));
      return reply;
    },
  });
}
