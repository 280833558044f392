import type { Principal } from "../core/auth/principal.ts";

/** What every resolver receives, whichever engine serves the request. */
export interface GraphQLContext {
  /** Null only for introspection-free requests that never reach a resolver needing it. */
  principal: Principal | null;
  requestId: string;
}

import { BerthError } from "../core/errors/berth-error.ts";

/** The caller of a resolver. /graphql always needs a key, so a missing one is our bug. */
export function callerOf(ctx: GraphQLContext): Principal {
  if (!ctx.principal) throw new BerthError("unauthorized", "API_KEY_MISSING", "send an API key as Authorization: Bearer <key>");
  return ctx.principal;
}
