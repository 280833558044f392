import { randomUUID } from "node:crypto";
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
  type RouteOptions,
} from "fastify";
import type { Logger } from "pino";
import { requireAdmin } from "../auth/access.ts";
import type { ApiKeys } from "../ports/api-keys.ts";
import { BerthError, isBerthError, Unauthorized } from "../errors/berth-error.ts";
import { KnownPaths } from "./known-paths.ts";
import { toBerthError } from "./to-berth-error.ts";
import { checkInput, compileFor, type InputPart } from "./validation.ts";
import type { HttpMetrics, RouteStats } from "./metrics.ts";
import { setRateLimitHeaders, type RateLimiter } from "./rate-limiter.ts";
import { RequestLog } from "./request-log.ts";
import { workChargeHook } from "./work-charge.ts";
import { keyBoundedJsonParser } from "./json-keys-scan.ts";
import { API_SECURITY_HEADERS, PAGE_SECURITY_HEADERS, isPagePath } from "./security-headers.ts";
import { replyError } from "./reply-error.ts";
import { LazyChildLogger } from "./lazy-child-logger.ts";
import { clientErrorHandler } from "./client-error.ts";
import { drainRefusedBody } from "./drain-body.ts";
import { redactQuerySecrets } from "../util/redact-urls.ts";
import type { AuthRule } from "./route.ts";
import { trustHops, type TrustProxy } from "./trust-proxy.ts";
import { isUpgrade } from "./websocket-upgrade.ts";
import "./fastify-types.ts";

export interface ServerOptions {
  log: Logger;
  keys: ApiKeys;
  limiter: RateLimiter;
  /** Failed authentications per client IP: past its budget, its failures answer 429 instead of 401. */
  authFailures: RateLimiter;
  /** Which proxies may name the client in X-Forwarded-For (TRUST_PROXY); false: none. */
  trustProxy: TrustProxy;
  /** Set while the server drains (SIGTERM): answers carry `Connection: close`. */
  draining: { active: boolean };
  metrics: HttpMetrics;
  bodyLimit: number;
  /** How much of a refused (too large) body is read and discarded so the client sees the 413, bytes. */
  bodyDrainLimit: number;
  timeouts: HttpTimeouts;
}

/** Node's server timeouts, ms: slow or idle clients never hold a connection for long. */
export interface HttpTimeouts {
  /** Until the request line and headers are in. */
  headersMs: number;
  /** Until the whole request, body included, is in. */
  requestMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number;
}

/** How often Node looks for requests past their deadlines (its default is every 30 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 500;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const BEARER = /^Bearer[ ]+(\S+)\s*$/i;

function bearerToken(req: FastifyRequest): string {
  const header = req.headers.authorization;
  if (header === undefined || header === "") {
    throw new Unauthorized("API_KEY_MISSING", "send an API key as Authorization: Bearer <key>");
  }
  const m = BEARER.exec(header);
  if (!m) throw new Unauthorized("API_KEY_MALFORMED", "the Authorization header must be: Bearer <key>");
  return m[1]!;
}

/** Whose budget a request spends: its API key's, or its client IP's without a key. */
export function budgetOf(req: FastifyRequest): string {
  return req.principal ? `key:${req.principal.keyId}` : `ip:${req.ip}`;
}

/**
 * Refuses what no schema says but storage and hashes cannot take (non-finite numbers, lone
 * surrogates, deep nesting), in every route's body, query and params, before schema validation:
 * also on routes without a schema, and in GraphQL variables.
 */
function checkInputs(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  try {
    checkInput("body", req.body);
    checkInput("querystring", req.query);
    checkInput("params", req.params);
  } catch (err) {
    done(err as Error);
    return;
  }
  done();
}

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/**
 * The Fastify instance with everything that applies to every request: request ids, security
 * headers, auth, rate limits, metrics, one log line per request, and the error model for every
 * failure, including the ones Fastify produces itself (bad JSON, content type, size, 404).
 *
 * The per-request work is built once per route (when the route is added) into two callback
 * hooks, so a request pays for no option lookups, promises or label hashing: this path is what
 * bench/http measures against a bare Fastify.
 */
export function createServer(options: ServerOptions): FastifyInstance {
  const { log, keys, limiter, authFailures, metrics } = options;
  const app = Fastify({
    loggerInstance: log,
    // One line per request, written by our onResponse hook with route, status and key id.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (logger, bindings, childOptions) =>
      new LazyChildLogger(logger as unknown as Logger, bindings, childOptions) as unknown as FastifyBaseLogger,
    bodyLimit: options.bodyLimit,
    requestTimeout: options.timeouts.requestMs,
    keepAliveTimeout: options.timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(options.timeouts.headersMs, options.timeouts.requestMs),
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, options.timeouts.headersMs, options.timeouts.requestMs),
    },
    // Requests Node refuses before Fastify sees them (bad framing, huge headers, timeouts).
    clientErrorHandler: clientErrorHandler(log),
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    // A hop count as a function: Fastify's types take none, its runtime does the same with one.
    trustProxy: typeof options.trustProxy === "number" ? trustHops(options.trustProxy) : options.trustProxy,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors raised before routing (a badly encoded URL) answer in the same body as the rest.
    frameworkErrors: (err, req, reply) => {
      const unmatched = beginUnmatched(req, reply);
      if (unmatched instanceof Promise) void unmatched.then((limited) => reply.send(replyError(limited ?? err, req, reply) as never));
      else reply.send(replyError(unmatched ?? err, req, reply) as never);
    },
  });
  // Berth speaks JSON only: plain text bodies are a 415, not a string handed to validation.
  app.removeContentTypeParser("text/plain");
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, keyBoundedJsonParser(parseJson as never));

  app.setValidatorCompiler(({ schema, httpPart }) => compileFor((httpPart ?? "body") as InputPart, schema as never));
  app.decorateRequest("principal", null);
  app.decorateRequest("rawBody", null);
  app.decorateRequest("graphqlPlan", null);
  app.decorateReply("errorCode", null);
  // Routes and resolvers charge their work to the caller's budget once they know it (work-charge.ts).
  app.addHook("onRequest", workChargeHook(limiter));

  /**
   * Counted after auth so each key has its own budget; unauthenticated calls count per IP. With
   * other instances counting too, a caller's first request of a window here waits for one claim in
   * the shared ledger (`admit` answers a promise then); every other request is admitted without I/O.
   */
  function admit(req: FastifyRequest, reply: FastifyReply, auth: AuthRule, unlimited = false): Promise<void> | undefined {
    if (auth === "admin") requireAdmin(req.principal!);
    if (unlimited) return undefined;
    const quota = limiter.admit(budgetOf(req));
    if (quota instanceof Promise) return quota.then((q) => setRateLimitHeaders(reply, limiter, q));
    setRateLimitHeaders(reply, limiter, quota);
    return undefined;
  }

  /**
   * A failed authentication counts against its client IP's budget; past it, the answer is 429
   * instead of 401. Only failures are throttled: a request with a valid key is never refused
   * because other requests from its address (a NAT, a proxy) failed.
   */
  function authFailed(req: FastifyRequest, err: unknown): Promise<unknown> | unknown {
    if (!isBerthError(err) || err.category !== "unauthorized") return err;
    try {
      const counted = authFailures.admit(`ip:${req.ip}`, 1, { what: "failed authentications" });
      // Past the budget, the 429 answers instead of the 401.
      if (counted instanceof Promise) return counted.then(() => err, (limited: unknown) => limited);
    } catch (limited) {
      return limited;
    }
    return err;
  }

  /** Ends a hook with an error, which may still be on its way (a failure being counted). */
  function fail(err: unknown, done: HookHandlerDoneFunction): void {
    if (err instanceof Promise) err.then((e: unknown) => done(e as Error), (e: unknown) => done(e as Error));
    else done(err as Error);
  }

  /** The rate limit, once the caller is known; `done` at once unless the caller's counts elsewhere must be read first. */
  function admitted(req: FastifyRequest, reply: FastifyReply, auth: AuthRule, unlimited: boolean, done: HookHandlerDoneFunction): void {
    let waiting: Promise<void> | undefined;
    try {
      waiting = admit(req, reply, auth, unlimited);
    } catch (err) {
      done(err as Error);
      return;
    }
    if (waiting === undefined) done();
    else waiting.then(() => done(), (err: unknown) => done(err as Error));
  }

  /** A key not resolved since the store last changed: one lookup in the store. */
  function authenticateThenAdmit(req: FastifyRequest, reply: FastifyReply, token: string, auth: AuthRule, unlimited: boolean, done: HookHandlerDoneFunction): void {
    keys.authenticate(token).then(
      (principal) => {
        req.principal = principal;
        admitted(req, reply, auth, unlimited, done);
      },
      (err: unknown) => fail(authFailed(req, err), done),
    );
  }

  /**
   * The request's own work, in one callback hook per route, built once per route: the request id
   * and security headers, the key (a map lookup while the store is unchanged), the rate limit. No
   * closure or promise is made on this path: under tsx every function created per request also
   * pays for its name being set.
   */
  function onRequestFor(auth: AuthRule, securityHeaders: Record<string, string>, unlimited: boolean, keyInFirstMessage: boolean) {
    return function berthOnRequest(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
      reply.header("x-request-id", req.id);
      reply.headers(securityHeaders);
      // Draining: every answer tells the client to take its next request elsewhere.
      if (options.draining.active) reply.header("connection", "close");
      // A browser's WebSocket cannot carry the header: the key comes in the protocol's first message.
      if (auth === "none" || (keyInFirstMessage && req.headers.authorization === undefined && isUpgrade(req))) {
        admitted(req, reply, auth, unlimited, done);
        return;
      }
      let token: string;
      try {
        token = bearerToken(req);
        const known = keys.cachedPrincipal(token);
        if (known === undefined) {
          authenticateThenAdmit(req, reply, token, auth, unlimited, done);
          return;
        }
        req.principal = known;
      } catch (err) {
        fail(authFailed(req, err), done);
        return;
      }
      admitted(req, reply, auth, unlimited, done);
    };
  }

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
    return function berthOnResponse(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
      logRequest(req, reply, stats);
      done();
    };
  }

  // Every route, the plugins' and the ones Fastify plugins add (GraphQL, docs), gets the two hooks.
  const known = new KnownPaths();
  app.addHook("onRoute", (route: RouteOptions) => {
    known.add(route.method, route.url);
    const auth = route.config?.auth ?? "none";
    const unlimited = route.config?.unlimited === true;
    const keyInFirstMessage = route.config?.keyInFirstMessage === true;
    route.onRequest = [onRequestFor(auth, isPagePath(route.url) ? PAGE_SECURITY_HEADERS : API_SECURITY_HEADERS, unlimited, keyInFirstMessage), ...asArray(route.onRequest)];
    route.preValidation = [checkInputs, ...asArray(route.preValidation)];
    route.onResponse = [...asArray(route.onResponse), onResponseFor(metrics.route(route.url))];
  });

  // Unrouted requests (404s, bad URLs) never reach route hooks: the same work, done by hand.
  const unmatchedStats = metrics.route("unmatched");
  function beginUnmatched(req: FastifyRequest, reply: FastifyReply): unknown {
    reply.header("x-request-id", req.id);
    reply.headers(API_SECURITY_HEADERS);
    reply.raw.once("finish", () => logRequest(req, reply, unmatchedStats));
    try {
      const waiting = admit(req, reply, "none");
      return waiting ? waiting.then(() => undefined, (err: unknown) => err) : undefined;
    } catch (err) {
      return err;
    }
  }

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
    if ((err as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") await drainRefusedBody(req, reply, options.bodyDrainLimit);
    return replyError(wrongMethod(err, req) ?? namingWorld(err, req), req, reply);
  });

  app.setNotFoundHandler(async (req, reply) => {
    const limited = await beginUnmatched(req, reply);
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

  return app as unknown as FastifyInstance;
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
