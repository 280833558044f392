import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { budgetOf } from "../server/limits.ts";
import { setRateLimitHeaders, type Quota, type RateLimiter } from "../rate-limiter.ts";
import type { GraphQLPlan } from "./cached-execution.ts";
import type { DocumentCache } from "./document-cache.ts";
import { sendGraphQLError } from "./graphql-answer.ts";
import { checkBatchCost, checkGetParameters, checkLimits, type GraphQLLimits } from "./graphql-limits.ts";
import { documentOf, PersistedQueryError } from "./persisted-query.ts";
import { InvalidRequest } from "../../errors/berth-error.ts";
import { seesEverything } from "../../auth/access.ts";
import "../fastify-types.ts";

/** One GraphQL request as a body or query string holds it (GET sends variables and extensions as JSON text). */
export interface GraphQLParams {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

export interface RequestPlanning {
  documents: DocumentCache;
  limits: GraphQLLimits;
  limiter: RateLimiter;
  /** Whether the engine streams subscriptions over HTTP (yoga: server-sent events). */
  streamsOverHttp: boolean;
}

/** A subscription sent as a plain HTTP request, which cannot carry its stream. */
export const GRAPHQL_SUBSCRIPTION_NEEDS_STREAM = "GRAPHQL_SUBSCRIPTION_NEEDS_STREAM";

function subscriptionNeedsStream(streamsOverHttp: boolean): InvalidRequest {
  const how = streamsOverHttp
    ? "over a WebSocket (graphql-ws) at /graphql, or as server-sent events: POST with Accept: text/event-stream"
    : "over a WebSocket (graphql-ws) at /graphql";
  return new InvalidRequest(GRAPHQL_SUBSCRIPTION_NEEDS_STREAM, `a subscription runs ${how}`, { transports: streamsOverHttp ? ["graphql-ws", "server-sent events"] : ["graphql-ws"] });
}

export function operationNameOf(params: GraphQLParams): string | undefined {
  return typeof params.operationName === "string" && params.operationName !== "" ? params.operationName : undefined;
}

/**
 * Finds the document of one request (by text, or by hash: a persisted query) and checks it against
 * the limits; returns its cost and, when it parses, what the route handler needs to run it. A
 * request that sends only a hash gets the document's text in `query`, so an engine that runs it
 * sees an ordinary request.
 */
export function planRequest(p: RequestPlanning, params: GraphQLParams, isAdmin: boolean): { cost: number; plan: GraphQLPlan | null } {
  const doc = documentOf(p.documents, params.query, params.extensions);
  // No document, or one that does not parse: the engine answers it; it costs what any request costs.
  if (!doc) return { cost: 1, plan: null };
  if (params.query !== doc.text) params.query = doc.text;
  const operationName = operationNameOf(params);
  const operation = doc.operation(operationName);
  const cost = checkLimits(p.limits, { operations: doc.operations.length, aliases: doc.aliases }, doc.measures, operation?.measure, isAdmin);
  return { cost, plan: { doc, operation, operationName, variables: params.variables } };
}

/**
 * A preHandler for /graphql, the same for both engines: finds each document in the cache (parsed,
 * validated and measured once per document), answers the persisted-query protocol, checks the
 * limits and charges the document's cost against the caller's rate-limit budget (the request
 * itself already paid 1 unit on arrival), so 5,000 aliased mutations cannot pass for one request.
 * A callback hook: a request pays no promise here.
 */
export function graphqlRequestHook(p: RequestPlanning) {
  return function checkGraphQLRequest(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const source: unknown = req.method === "GET" ? req.query : req.body;
    const isAdmin = req.principal !== null && seesEverything(req.principal);
    let cost = 0;
    try {
      if (req.method === "GET") checkGetParameters(req.query);
      if (Array.isArray(source)) {
        for (const params of source) cost += params && typeof params === "object" ? planRequest(p, params as GraphQLParams, isAdmin).cost : 1;
        checkBatchCost(p.limits, cost);
      } else if (source && typeof source === "object") {
        const planned = planRequest(p, source as GraphQLParams, isAdmin);
        // An engine would run it as a query (mercurius) or answer 406 (yoga): say what works.
        if (planned.plan?.operation?.kind === "subscription" && !(p.streamsOverHttp && (req.headers.accept ?? "").includes("text/event-stream"))) {
          throw subscriptionNeedsStream(p.streamsOverHttp);
        }
        cost = planned.cost;
        req.graphqlPlan = planned.plan;
      } else {
        done();
        return;
      }
      if (cost > 1) setRateLimitHeaders(reply, p.limiter, p.limiter.admit(budgetOf(req), cost - 1, { what: "request units", wait: false }) as Quota);
    } catch (err) {
      // The protocol's clients read GraphQL errors; answered here, the handler never runs.
      if (err instanceof PersistedQueryError) sendGraphQLError(reply, err);
      else done(err as Error);
      return;
    }
    reply.header("x-graphql-cost", String(cost));
    done();
  };
}
