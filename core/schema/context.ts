import type { Principal } from "../auth/principal.ts";

/** What every resolver receives, whichever engine serves the request. */
export interface GraphQLContext {
  /** Null only for introspection-free requests that never reach a resolver needing it. */
  principal: Principal | null;
  requestId: string;
  /** The WebSocket a subscription runs on (its per-connection cap); absent over HTTP. */
  connection?: SubscriptionConnection;
}

/** What one WebSocket connection holds open. */
export interface SubscriptionConnection {
  subscriptions: number;
}

import { BerthError } from "../errors/berth-error.ts";

/** The caller of a resolver. /graphql always needs a key, so a missing one is our bug. */
export function callerOf(ctx: GraphQLContext): Principal {
  if (!ctx.principal) throw new BerthError("unauthorized", "API_KEY_MISSING", "send an API key as Authorization: Bearer <key>");
  return ctx.principal;
}
