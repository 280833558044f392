import type { FastifyPluginCallback, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { setRateLimitHeaders, type RateLimiter } from "../rate-limiter.ts";
import { addRouteHook } from "./request-steps.ts";
import "../fastify-types.ts";

export interface LimitsOptions {
  limiter: RateLimiter;
}

/** Whose budget a request spends: its API key's, or its client IP's without a key. */
export function budgetOf(req: FastifyRequest): string {
  return req.principal ? `key:${req.principal.keyId}` : `ip:${req.ip}`;
}

/**
 * Rate limits: every request spends a unit of its caller's budget (after auth, so each key has its
 * own; unauthenticated calls count per IP) and answers with the `RateLimit-*` headers; past the
 * budget it is a 429. Routes marked `unlimited` (readiness: a busy prober must never be told 429)
 * get no hook. With other instances counting too, a caller's first request of a window here waits
 * for one claim in the shared ledger (`admit` answers a promise then); every other request is
 * admitted without I/O.
 */
const limitsPlugin: FastifyPluginCallback<LimitsOptions> = (app, { limiter }, done) => {
  /** Charges the request; a promise when a claim must be made first. */
  function admit(req: FastifyRequest, reply: FastifyReply): Promise<void> | undefined {
    const quota = limiter.admit(budgetOf(req));
    if (quota instanceof Promise) return quota.then((q) => setRateLimitHeaders(reply, limiter, q));
    setRateLimitHeaders(reply, limiter, quota);
    return undefined;
  }

  function admitRequest(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    let waiting: Promise<void> | undefined;
    try {
      waiting = admit(req, reply);
    } catch (err) {
      done(err as Error);
      return;
    }
    if (waiting === undefined) done();
    else waiting.then(() => done(), (err: unknown) => done(err as Error));
  }

  app.addHook("onRoute", (route: RouteOptions) => {
    if (route.config?.unlimited !== true) addRouteHook(route, "onRequest", admitRequest);
  });
  // Unmatched requests (404s, bad URLs) spend their IP's budget too: probing for paths is not free.
  app.berthUnmatched.add((req, reply) => {
    const waiting = admit(req, reply);
    return waiting ? waiting.then(() => undefined) : undefined;
  });
  done();
};

export const limits = fp(limitsPlugin, { name: "berth-limits", fastify: "5.x", dependencies: ["berth-auth"] });
