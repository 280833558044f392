import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifySchema } from "fastify";
import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";
import type { Logger } from "pino";
import type { ApiKeys } from "../../ports/api-keys.ts";
import { clientErrorHandler } from "../client-error.ts";
import { LazyChildLogger } from "../lazy-child-logger.ts";
import type { HttpMetrics } from "../metrics.ts";
import type { RateLimiter } from "../rate-limiter.ts";
import { trustHops, type TrustProxy } from "../trust-proxy.ts";
import { auth, type SessionAuth } from "./auth.ts";
import { answerFrameworkError, errors } from "./errors.ts";
import { input } from "./input.ts";
import { limits } from "./limits.ts";
import { requestIdOf, requestIdentity } from "./request-identity.ts";
import { requestLogging } from "./request-logging.ts";
import { UnmatchedSteps } from "./request-steps.ts";
import { workCharge } from "./work-charge.ts";

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
  /** Console sessions: requests may authenticate by their cookie instead of a key. */
  sessions?: SessionAuth;
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

type SerializerFactory = (externalSchemas: unknown, options: unknown) => (route: { schema: FastifySchema }) => (data: unknown) => string;

/** Fastify's own response serializers (fast-json-stringify: the compiler Fastify depends on, at the same version). */
const buildDefaultSerializer = (SerializerSelector as unknown as () => SerializerFactory)();

/**
 * Fastify's serializers, each built on its first use instead of when its route is added: every
 * route declares its answers and the error body for each error status, about a thousand
 * serializers in all, and building them was a large part of the time to ready.
 */
const lazySerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = buildDefaultSerializer(externalSchemas, options);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => (serialize ??= compile(route))(data);
  };
};

/** How often Node looks for requests past their deadlines (its default is every 30 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 500;

/**
 * The Fastify instance with everything that applies to every request, one Fastify plugin per
 * concern (each in its own file here, registered in this order):
 *
 * - request-identity.ts: request ids and security headers;
 * - request-logging.ts: one log line per request and the route's metrics;
 * - work-charge.ts: lets routes and resolvers charge their work to the caller's budget;
 * - auth.ts: the API key, and the failed-authentication budget;
 * - limits.ts: the rate limit per key (per IP without one);
 * - input.ts: JSON only, bounded objects, Berth's validator, the input checks no schema expresses;
 * - errors.ts: the error model for every failure, including Fastify's own (bad JSON, size, 404).
 *
 * Each concern adds its per-request work to every route once, when the route is added, as
 * callback hooks (request-steps.ts keeps them in this order, ahead of the route's own), so a
 * request pays for no option lookups or promises: this path is what bench/http measures against
 * a bare Fastify. Requests no route matched get the same work from each concern's unmatched step.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const { log } = options;
  const app: FastifyInstance = Fastify({
    loggerInstance: log,
    // One line per request, written by the request-logging concern with route, status and key id.
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
    genReqId: requestIdOf,
    return503OnClosing: true,
    // A hop count as a function: Fastify's types take none, its runtime does the same with one.
    trustProxy: typeof options.trustProxy === "number" ? trustHops(options.trustProxy) : options.trustProxy,
    forceCloseConnections: "idle",
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: (err, req, reply) => answerFrameworkError(app, err, req, reply),
    schemaController: { compilersFactory: { buildSerializer: lazySerializers as never } },
  }) as unknown as FastifyInstance;
  app.decorate("berthUnmatched", new UnmatchedSteps());
  await app.register(requestIdentity, { draining: options.draining });
  await app.register(requestLogging, { log, metrics: options.metrics });
  await app.register(workCharge, { limiter: options.limiter });
  await app.register(auth, { keys: options.keys, authFailures: options.authFailures, sessions: options.sessions });
  await app.register(limits, { limiter: options.limiter });
  await app.register(input);
  await app.register(errors, { bodyDrainLimit: options.bodyDrainLimit });
  return app;
}
