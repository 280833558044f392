import type { FastifyReply, FastifyRequest, onRequestHookHandler, preValidationHookHandler, RouteOptions } from "fastify";

/** The per-route hook stages the server's concerns add to. */
type Stage = "onRequest" | "preValidation";

type Hook = onRequestHookHandler | preValidationHookHandler;

/** How many hooks of each stage the concerns put in front of a route's own. */
const ADDED = Symbol("berth.addedHooks");

/**
 * Puts a concern's hook in front of the route's own hooks of that stage, after the hooks other
 * concerns added before it: the concerns run in the order create-server.ts registers them
 * (request identity, auth, limits, ...), and a route's own hooks (GraphQL's limits) after them all.
 */
export function addRouteHook(route: RouteOptions, stage: Stage, hook: Hook): void {
  const marks = ((route as unknown as Record<symbol, Partial<Record<Stage, number>>>)[ADDED] ??= {});
  const at = marks[stage] ?? 0;
  const current = route[stage];
  const list: Hook[] = current === undefined ? [] : Array.isArray(current) ? [...current] : [current as Hook];
  list.splice(at, 0, hook);
  (route as { [K in Stage]?: Hook[] })[stage] = list;
  marks[stage] = at + 1;
}

/**
 * A concern's work for a request no route matched (a 404, a URL that does not decode), which
 * never reaches route hooks: it answers an error to send instead (or a promise of one), or
 * undefined to go on.
 */
export type UnmatchedStep = (req: FastifyRequest, reply: FastifyReply) => unknown;

declare module "fastify" {
  interface FastifyInstance {
    /** The concerns' steps for unmatched requests, in registration order (request-steps.ts). */
    berthUnmatched: UnmatchedSteps;
  }
}

/** The steps every concern contributes for unmatched requests; the errors concern runs them. */
export class UnmatchedSteps {
  private readonly steps: UnmatchedStep[] = [];

  add(step: UnmatchedStep): void {
    this.steps.push(step);
  }

  /** Runs the steps in order until one answers an error: that error, undefined, or a promise of either. */
  run(req: FastifyRequest, reply: FastifyReply, from = 0): unknown {
    for (let i = from; i < this.steps.length; i++) {
      let outcome: unknown;
      try {
        outcome = this.steps[i]!(req, reply);
      } catch (err) {
        return err;
      }
      if (outcome instanceof Promise) return outcome.then((err: unknown) => err ?? this.run(req, reply, i + 1), (err: unknown) => err);
      if (outcome !== undefined) return outcome;
    }
    return undefined;
  }
}
