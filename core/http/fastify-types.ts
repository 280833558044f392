import type { Principal } from "../auth/principal.ts";
import type { AuthRule } from "./route.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth hook on routes that need a key. */
    principal: Principal | null;
    /** The body's bytes, kept only on routes declared with `rawBody: true`. */
    rawBody: Buffer | null;
  }
  interface FastifyReply {
    /** The error_code of an error answer, for the request's log line. */
    errorCode: string | null;
  }
  interface FastifyContextConfig {
    auth?: AuthRule;
    /** Not counted against any rate-limit budget (readiness: a busy prober must never be told 429). */
    unlimited?: boolean;
    /**
     * A WebSocket upgrade on this route may come without a key (browsers cannot set headers on a
     * WebSocket): the key then comes in the protocol's first message (graphql-ws connection_init).
     */
    keyInFirstMessage?: boolean;
  }
}

export {};
