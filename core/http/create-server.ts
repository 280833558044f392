import { randomUUID } from "node:crypto";
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from "fastify";
import type { Logger } from "pino";
import type { KeyService } from "../auth/key-service.ts";
import { requireAdmin } from "../auth/key-service.ts";
import { Unauthorized } from "../errors/berth-error.ts";
import { compileFor, type InputPart } from "./validation.ts";
import type { HttpMetrics } from "./metrics.ts";
import type { RateLimiter } from "./rate-limiter.ts";
import { API_SECURITY_HEADERS, PAGE_SECURITY_HEADERS, isPagePath } from "./security-headers.ts";
import { replyError } from "./reply-error.ts";
import "./fastify-types.ts";

export interface ServerOptions {
  log: Logger;
  keys: KeyService;
  limiter: RateLimiter;
  metrics: HttpMetrics;
  bodyLimit: number;
  /** Set when shutdown begins: answers then ask clients to drop their keep-alive connections. */
  lifecycle: { closing: boolean };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function bearerToken(req: FastifyRequest): string {
  const header = req.headers.authorization;
  if (header === undefined || header === "") {
    throw new Unauthorized("API_KEY_MISSING", "send an API key as Authorization: Bearer <key>");
  }
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!m) throw new Unauthorized("API_KEY_MALFORMED", "the Authorization header must be: Bearer <key>");
  return m[1]!;
}

/**
 * The Fastify instance with everything that applies to every request: request ids, security
 * headers, auth, rate limits, metrics, one log line per request, and the error model for every
 * failure, including the ones Fastify produces itself (bad JSON, content type, size, 404).
 */
export function createServer(options: ServerOptions): FastifyInstance {
  const { log, keys, limiter, metrics } = options;
  const app = Fastify({
    loggerInstance: log,
    // One line per request, written by our onResponse hook with route, status and key id.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: options.bodyLimit,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors raised before routing (a badly encoded URL) answer in the same body as the rest.
    frameworkErrors: (err, req, reply) => {
      reply.header("x-request-id", req.id);
      reply.send(replyError(err, req, reply) as never);
    },
  });
  // Berth speaks JSON only: plain text bodies are a 415, not a string handed to validation.
  app.removeContentTypeParser("text/plain");

  app.setValidatorCompiler(({ schema, httpPart }) => compileFor((httpPart ?? "body") as InputPart, schema as never));
  app.decorateRequest("principal", null);

  app.addHook("onRequest", async (req, reply) => {
    reply.header("x-request-id", req.id);
    reply.headers(isPagePath(req.url) ? PAGE_SECURITY_HEADERS : API_SECURITY_HEADERS);
    const auth = req.routeOptions.config?.auth ?? "none";
    if (auth !== "none") {
      req.principal = await keys.authenticate(bearerToken(req));
      if (auth === "admin") requireAdmin(req.principal);
    }
    // Counted after auth so each key has its own budget; unauthenticated calls count per IP.
    const quota = limiter.take(req.principal ? `key:${req.principal.keyId}` : `ip:${req.ip}`);
    reply.header("x-ratelimit-limit", quota.limit);
    reply.header("x-ratelimit-remaining", quota.remaining);
    reply.header("x-ratelimit-reset", quota.resetSeconds);
  });

  // Without this, a keep-alive connection whose request finishes during shutdown would hold
  // server.close() open until the client gives up on it.
  app.addHook("onSend", async (_req, reply) => {
    if (options.lifecycle.closing) reply.header("connection", "close");
  });

  app.addHook("onResponse", async (req, reply) => {
    const route = req.routeOptions.url ?? "unmatched";
    const seconds = reply.elapsedTime / 1000;
    metrics.observe(req.method, route, reply.statusCode, seconds);
    req.log.info(
      { method: req.method, url: req.url, route, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 100) / 100, key: req.principal?.keyId },
      "request",
    );
  });

  app.setErrorHandler(async (err, req, reply) => replyError(err, req, reply));

  app.setNotFoundHandler(async (req, reply) => {
    reply.code(404).type("application/json; charset=utf-8");
    return {
      success: false,
      error: "not_found",
      message: `no route ${req.method} ${req.url.split("?")[0]}`,
      error_code: "ROUTE_NOT_FOUND",
      details: { method: req.method, path: req.url.split("?")[0] },
    };
  });

  return app as unknown as FastifyInstance;
}
