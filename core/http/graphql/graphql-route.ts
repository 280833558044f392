import type { preHandlerHookHandler } from "fastify";
import type { GraphQLPlan } from "./cached-execution.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** On /graphql: the request's document as the limits hook found it in the cache (null: none, or a batch). */
    graphqlPlan: GraphQLPlan | null;
  }
  interface FastifyContextConfig {
    /** GET /graphql and POST /graphql of either engine (mount-graphql.ts wraps their handlers). */
    graphql?: boolean;
  }
}

/** What both engines' /graphql routes carry: the key rule, the marker for the handler wrap, and the limits hook. */
export interface GraphQLRouteOptions {
  config: { auth: "key"; graphql: true; keyInFirstMessage: true };
  preHandler: preHandlerHookHandler;
}
