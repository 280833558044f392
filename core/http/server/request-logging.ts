import type { FastifyPluginCallback, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { Logger } from "pino";
import { redactQuerySecrets } from "../../util/redact-urls.ts";
import type { HttpMetrics, RouteStats } from "../metrics.ts";
import { RequestLog } from "../request-log.ts";
import "../fastify-types.ts";

export interface RequestLoggingOptions {
  log: Logger;
  metrics: HttpMetrics;
}

/**
 * Logging and metrics: one log line per answered request (request id, route pattern, status,
 * time, key id, error code; credential-like query values redacted) and the route's counts and
 * timings for /metrics, each route finding its stats once, when it is added.
 */
const requestLoggingPlugin: FastifyPluginCallback<RequestLoggingOptions> = (app, { log, metrics }, done) => {
  const requestLog = new RequestLog(log);

  function logRequest(req: FastifyRequest, reply: FastifyReply, stats: RouteStats): void {
    const ms = reply.elapsedTime;
    stats.observe(req.method, reply.statusCode, ms / 1000);
    if (requestLog.enabled) {
      requestLog.write({
        reqId: req.id,
        method: req.method,
        url: redactQuerySecrets(req.url),
        route: stats.route,
        status: reply.statusCode,
        ms: Math.round(ms * 100) / 100,
        key: req.principal?.keyId,
        errorCode: reply.errorCode,
      });
    }
  }

  function onResponseFor(stats: RouteStats) {
    return function logResponse(req: FastifyRequest, reply: FastifyReply, next: HookHandlerDoneFunction): void {
      logRequest(req, reply, stats);
      next();
    };
  }

  app.decorateReply("errorCode", null);
  app.addHook("onRoute", (route: RouteOptions) => {
    const own = route.onResponse;
    route.onResponse = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), onResponseFor(metrics.route(route.url))];
  });
  const unmatchedStats = metrics.route("unmatched");
  app.berthUnmatched.add((req, reply) => {
    reply.raw.once("finish", () => logRequest(req, reply, unmatchedStats));
    return undefined;
  });
  done();
};

export const requestLogging = fp(requestLoggingPlugin, { name: "berth-request-logging", fastify: "5.x" });
