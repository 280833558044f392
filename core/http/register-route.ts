import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { Logger } from "pino";
import { BerthError } from "../errors/berth-error.ts";
import type { Principal } from "../auth/principal.ts";
import { COMMON_ERROR_STATUSES, ErrorBodySchema } from "./error-schema.ts";
import type { Idempotency } from "./idempotency.ts";
import { realLogger } from "./lazy-child-logger.ts";
import type { RouteDefinition, RouteResponse } from "./route.ts";
import { keyBoundedJsonParser } from "./json-keys-scan.ts";
import "./fastify-types.ts";

function callerOf(req: FastifyRequest): Principal {
  if (!req.principal) throw new BerthError("internal", "INTERNAL_ERROR", "this route has no caller");
  return req.principal;
}

const EMPTY = Buffer.alloc(0);

/** What a handler sees of its request. A class, so a request allocates one small object. */
class RouteInput {
  constructor(private readonly req: FastifyRequest) {}
  get params(): unknown {
    return this.req.params;
  }
  get query(): unknown {
    return this.req.query;
  }
  get body(): unknown {
    return this.req.body;
  }
  get headers(): unknown {
    return this.req.headers;
  }
  get rawBody(): Buffer {
    return this.req.rawBody ?? EMPTY;
  }
  get caller(): Principal {
    return callerOf(this.req);
  }
  get requestId(): string {
    return this.req.id;
  }
  get log(): Logger {
    return realLogger(this.req.log);
  }
}

/** A handler's say in its answer: the success status and extra headers. */
class RouteAnswer implements RouteResponse {
  constructor(
    private readonly reply: FastifyReply,
    public code: number,
  ) {}
  status(code: number): void {
    this.code = code;
  }
  header(name: string, value: string): void {
    this.reply.header(name, value);
  }
}

/** Turns a plugin's route declaration into a Fastify route: schemas, auth, OpenAPI, idempotency. */
export function registerRoute(app: FastifyInstance, route: RouteDefinition, idempotency: Idempotency, owner: string): void {
  const [defaultStatus] = Object.keys(route.response).map(Number);
  const response: Record<number, unknown> = { ...route.response };
  const errorStatuses = new Set([...(route.auth === "none" ? [400, 413, 415, 429] : COMMON_ERROR_STATUSES), ...(route.errors ?? [])]);
  if (route.auth === "admin") errorStatuses.add(403);
  if (route.idempotent) errorStatuses.add(409);
  for (const status of errorStatuses) response[status] = ErrorBodySchema;

  const headers = route.idempotent
    ? {
        type: "object",
        properties: {
          ...((route.headers as { properties?: object } | undefined)?.properties ?? {}),
          "idempotency-key": { type: "string", description: "Retry-safe key: a retry with the same key and body replays the first answer." },
        },
        required: (route.headers as { required?: string[] } | undefined)?.required ?? [],
      }
    : route.headers;

  const options: RouteOptions = {
    method: route.method,
    url: route.url,
    config: { auth: route.auth, unlimited: route.unlimited === true, readOnly: route.readOnly === true },
    ...(route.bodyOptional
      ? {
          preValidation: async (req: FastifyRequest) => {
            if (req.body === undefined || req.body === null) req.body = {};
          },
        }
      : {}),
    // Only parts the route declares: Fastify warns about (and OpenAPI shows) undefined ones.
    schema: Object.fromEntries(
      Object.entries({
        summary: route.summary,
        description: route.description,
        tags: route.tags,
        deprecated: route.deprecated,
        params: route.params,
        querystring: route.querystring,
        body: route.body,
        headers,
        response,
        security: route.auth === "none" ? [] : [{ bearerAuth: [] }],
        operationId: `${owner}:${route.method.toLowerCase()}:${route.url}`,
      }).filter(([, v]) => v !== undefined),
    ),
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const res = new RouteAnswer(reply, defaultStatus ?? 200);
      const input = new RouteInput(req) as unknown as Parameters<RouteDefinition["handler"]>[0];
      const key = route.idempotent ? req.headers["idempotency-key"] : undefined;
      if (typeof key !== "string") {
        const body = await route.handler(input, res);
        return reply.code(res.code).send(body);
      }
      const passport = req.headers["x-agent-passport-id"];
      const path = req.url.split("?")[0]!;
      const started = await idempotency.start(callerOf(req), typeof passport === "string" ? passport : "", key, route.method, path, {
        params: req.params,
        body: req.body ?? null,
      });
      if (started.kind === "replay") {
        return reply.code(started.status).header("idempotent-replayed", "true").send(started.body);
      }
      let body: unknown;
      try {
        body = await route.handler(input, res);
      } catch (err) {
        await started.abandon().catch((e: unknown) => req.log.error({ err: e }, "could not release an idempotency key"));
        throw err;
      }
      await started.finish(res.code, body);
      return reply.code(res.code).send(body);
    },
  };
  if (!route.rawBody && !route.bodyOptional) {
    app.route(options);
    return;
  }
  // Its own encapsulated context, so only this route parses JSON its own way: keeping the bytes
  // (rawBody), or taking an empty body with a JSON content type as no body (bodyOptional: clients
  // send the header by habit). The body limit and Fastify's JSON parser (its errors) still apply.
  void app.register(async (scope) => {
    const parseJson = keyBoundedJsonParser(scope.getDefaultJsonParser("error", "error") as never);
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (req, body, done) => {
      const bytes = body as Buffer;
      if (route.rawBody) req.rawBody = bytes;
      if (route.rawBody === "unparsed" || (route.bodyOptional && bytes.length === 0)) {
        done(null, undefined);
        return;
      }
      parseJson(req, bytes.toString("utf8"), done as never);
    });
    scope.route(options);
  });
}
