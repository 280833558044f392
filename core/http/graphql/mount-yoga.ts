import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GraphQLError, GraphQLSchema } from "graphql";
import { createGraphQLError, createYoga, type Plugin } from "graphql-yoga";
import type { Logger } from "pino";
import type { GraphQLContext } from "../../schema/context.ts";
import type {} from "@fastify/swagger";
import { isBerthError } from "../../errors/berth-error.ts";
import type { KeyWatch } from "../key-watch.ts";
import { describeError } from "./error-code.ts";
import type { GraphQLRouteOptions } from "./graphql-route.ts";

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

type MaybeErrors = { errors?: readonly GraphQLError[] };
type WebStream = { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel(): Promise<void> } };

const encoder = new TextEncoder();

/** The last frames of a stream whose key was revoked: the error, the GraphQL way, then the end. */
function refusedFrames(err: unknown): Uint8Array {
  const code = isBerthError(err) ? err : undefined;
  const error = {
    message: code?.message ?? "the API key is no longer valid",
    extensions: { error_code: code?.code ?? "API_KEY_REVOKED", error: "unauthorized", status: 401, details: null },
  };
  return encoder.encode(`event: next\ndata: ${JSON.stringify({ errors: [error] })}\n\nevent: complete\ndata:\n\n`);
}

/**
 * The chunks of a web stream (yoga's own ponyfill, which Readable.fromWeb refuses). When the
 * client goes away the Node stream is destroyed, this generator returns, and cancelling the
 * reader ends the subscription behind it. So does a revocation of the stream's key (`onRefused`
 * is handed the way to end it), after a last frame that says so.
 */
async function* chunksOf(body: WebStream, onRefused: (end: (err: unknown) => void) => void): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let refused: { err: unknown } | undefined;
  onRefused((err) => {
    refused = { err };
    // Ends the read under way: it resolves as done.
    void reader.cancel().catch(() => undefined);
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (refused) {
        yield refusedFrames(refused.err);
        return;
      }
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

const BEARER = /^Bearer[ ]+(\S+)\s*$/i;

/**
 * graphql-yoga behind Fastify at /graphql (GRAPHQL_ENGINE=yoga): queries and mutations, and
 * subscriptions as server-sent events (graphql-sse's distinct-connections mode) with the key in
 * the `Authorization` header of a fetch-based client. WebSocket (graphql-ws) is Berth's own, the
 * same for both engines (graphql-websocket.ts). GraphiQL is Berth's own page (mount-graphiql.ts).
 */
export async function mountYoga(app: FastifyInstance, schema: GraphQLSchema, log: Logger, route: GraphQLRouteOptions, keyWatch: KeyWatch): Promise<void> {
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
    ...route,
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // Subscriptions answer as a stream of server-sent events: hand it on as it comes, until the key is revoked.
      if (response.body && (response.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
        const token = BEARER.exec(req.headers.authorization ?? "")?.[1];
        const chunks = chunksOf(response.body as unknown as WebStream, (end) => {
          if (!token) return;
          const unwatch = keyWatch.watch(token, end);
          reply.raw.once("close", unwatch);
        });
        reply.send(Readable.from(chunks));
        return reply;
      }
      reply.send(Buffer.from(await response.arrayBuffer()));
      return reply;
    },
  });
}
