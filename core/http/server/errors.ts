import type { FastifyError, FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { BerthError, isBerthError } from "../../errors/berth-error.ts";
import { drainRefusedBody } from "../drain-body.ts";
import { KnownPaths } from "../known-paths.ts";
import { replyError } from "../reply-error.ts";
import { toBerthError } from "../to-berth-error.ts";
import "../fastify-types.ts";

export interface ErrorsOptions {
  /** How much of a refused (too large) body is read and discarded so the client sees the 413, bytes. */
  bodyDrainLimit: number;
}

/** A keyed lookup that found nothing says which world it searched: test and live data never mix. */
function namingWorld(err: unknown, req: FastifyRequest): unknown {
  const mode = req.principal?.mode;
  if (!mode || !isBerthError(err) || err.category !== "not_found" || /\bworld\b/.test(err.message)) return err;
  return new BerthError(err.category, err.code, `${err.message} in the ${mode} world (a ${mode} key sees only ${mode} data)`, err.details, err.headers);
}

function methodNotAllowed(req: FastifyRequest, allowed: string[]): BerthError {
  const path = req.url.split("?")[0]!;
  return new BerthError("method_not_allowed", "METHOD_NOT_ALLOWED", `${path} does not take ${req.method}; it takes ${allowed.join(", ")}`, { method: req.method, path, allowed }, {
    allow: allowed.join(", "),
  });
}

/** Fastify's `frameworkErrors`: errors raised before routing (a badly encoded URL) answer in the same body as the rest. */
export function answerFrameworkError(app: FastifyInstance, err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const unmatched = app.berthUnmatched.run(req, reply);
  if (unmatched instanceof Promise) void unmatched.then((limited) => reply.send(replyError(limited ?? err, req, reply) as never));
  else reply.send(replyError(unmatched ?? err, req, reply) as never);
}

/**
 * Errors: every failure answers in the documented error body, the ones Fastify raises itself too
 * (bad JSON, content type, size, validation). An unknown path is a 404 `ROUTE_NOT_FOUND`, a known
 * path asked with another method a 405 with `Allow`; unmatched requests get the other concerns'
 * work first (their request id, headers, log line and rate limit: request-steps.ts).
 */
const errorsPlugin: FastifyPluginCallback<ErrorsOptions> = (app, { bodyDrainLimit }, done) => {
  const known = new KnownPaths();
  app.addHook("onRoute", (route: RouteOptions) => known.add(route.method, route.url));

  /**
   * A static path asked with a method only a parametric route serves (`GET /v1/memory/recall`
   * lands on `GET /v1/memory/:memory_id`): when that route refuses the value as a parameter (400)
   * or finds nothing (404), the caller most likely meant the static path; say which methods it has.
   */
  function wrongMethod(err: unknown, req: FastifyRequest): BerthError | undefined {
    const route = req.routeOptions.url;
    if (!route || !route.includes(":")) return undefined;
    const status = toBerthError(err).error.status;
    if (status !== 400 && status !== 404) return undefined;
    const allowed = known.staticMethodsFor(req.url);
    return allowed.length > 0 && !allowed.includes(req.method) ? methodNotAllowed(req, allowed) : undefined;
  }

  app.setErrorHandler(async (err, req, reply) => {
    if ((err as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") await drainRefusedBody(req, reply, bodyDrainLimit);
    return replyError(wrongMethod(err, req) ?? namingWorld(err, req), req, reply);
  });

  app.setNotFoundHandler(async (req, reply) => {
    const limited = await app.berthUnmatched.run(req, reply);
    if (limited) return replyError(limited, req, reply);
    const allowed = known.methodsFor(req.url);
    // A route of this very method sent the request here (reply.callNotFound(): an asset it does not have): a plain 404.
    if (allowed.length > 0 && !allowed.includes(req.method)) return replyError(methodNotAllowed(req, allowed), req, reply);
    reply.errorCode = "ROUTE_NOT_FOUND";
    reply.code(404).type("application/json; charset=utf-8");
    return {
      success: false,
      error: "not_found",
      message: `no route ${req.method} ${req.url.split("?")[0]}`,
      error_code: "ROUTE_NOT_FOUND",
      details: { method: req.method, path: req.url.split("?")[0] },
    };
  });
  done();
};

export const errors = fp(errorsPlugin, { name: "berth-errors", fastify: "5.x" });
