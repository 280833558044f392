import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyPluginCallback, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import fp from "fastify-plugin";
import { setRateLimitHeaders, type Quota, type RateLimiter } from "../rate-limiter.ts";
import { budgetOf } from "./limits.ts";

interface ChargeContext {
  req: FastifyRequest;
  reply: FastifyReply;
  limiter: RateLimiter;
}

const charges = new AsyncLocalStorage<ChargeContext>();

export interface WorkChargeOptions {
  limiter: RateLimiter;
}

/**
 * The work charge: whatever serves a request (a route, a GraphQL resolver) can charge its work to
 * the caller's rate-limit budget with chargeWork, once it knows what the work is. The request runs
 * inside an async context that names its caller's budget.
 */
const workChargePlugin: FastifyPluginCallback<WorkChargeOptions> = (app, { limiter }, done) => {
  app.addHook("onRequest", function withWorkCharge(req: FastifyRequest, reply: FastifyReply, next: HookHandlerDoneFunction): void {
    charges.run({ req, reply, limiter }, next);
  });
  done();
};

export const workCharge = fp(workChargePlugin, { name: "berth-work-charge", fastify: "5.x" });

/**
 * Takes `units` more of the caller's rate-limit budget for the work the request is about to do,
 * beyond the unit the request (REST) or the field (GraphQL: its declared cost) already paid.
 * Called before the work, once its size is known, so past the budget the work is not done: it
 * throws RateLimited (429 `RATE_LIMITED`; on GraphQL, that error on the field). Outside a request
 * (the CLI, background jobs) nothing is charged. extraUnits says how many units work costs.
 */
export function chargeWork(units: number, what = "request units"): void {
  const ctx = charges.getStore();
  if (!ctx || !(units > 0)) return;
  // The request itself was admitted a moment ago (its claim is in): decided now, never waiting.
  const quota = ctx.limiter.admit(budgetOf(ctx.req), Math.ceil(units), { what, wait: false }) as Quota;
  if (!ctx.reply.sent) setRateLimitHeaders(ctx.reply, ctx.limiter, quota);
}

/**
 * What an operation over `items` things costs beyond the request's own unit, at `perUnit` things
 * to a unit: a payout run of 10,000 recipients at 100 a unit costs 99 more (100 in all); one of
 * 100 or fewer, nothing more.
 */
export function extraUnits(items: number, perUnit: number): number {
  return Math.max(0, Math.ceil(items / perUnit) - 1);
}
