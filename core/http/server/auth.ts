import type { FastifyPluginCallback, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { refuseViewerWrite, requireAdmin } from "../../auth/access.ts";
import { isBerthError, Unauthorized } from "../../errors/berth-error.ts";
import type { ApiKeys } from "../../ports/api-keys.ts";
import type { Principal } from "../../auth/principal.ts";
import type { RateLimiter } from "../rate-limiter.ts";
import type { AuthRule } from "../route.ts";
import { isUpgrade } from "../websocket-upgrade.ts";
import { addRouteHook } from "./request-steps.ts";
import "../fastify-types.ts";

export interface AuthOptions {
  keys: ApiKeys;
  /** Failed authentications per client IP: past its budget, its failures answer 429 instead of 401. */
  authFailures: RateLimiter;
  /** Cookie sessions (the console's, core/http/console): a request without Authorization may name one. */
  sessions?: SessionAuth;
}

/** How a request without `Authorization` authenticates by a session cookie instead. */
export interface SessionAuth {
  /** The session a request's cookie names, or undefined. */
  idOf(req: FastifyRequest): string | undefined;
  /** Its principal; 401 for an unknown or expired session, 403 for a change without its CSRF token. */
  principal(req: FastifyRequest, id: string): Promise<Principal>;
}

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

/**
 * Auth: on each route whose rule asks for a key (`auth: "key"` or `"admin"`), the API key of
 * `Authorization: Bearer` becomes `req.principal` (a map lookup while the store is unchanged, else
 * one read of it), and an admin route refuses other roles. Routes with `auth: "none"` get no hook.
 * A browser's WebSocket cannot carry the header: on routes marked `keyInFirstMessage` an upgrade
 * without it passes, and the key comes in the protocol's first message (graphql-ws connection_init).
 *
 * A failed authentication counts against its client IP's budget; past it, the answer is 429
 * instead of 401. Only failures are throttled: a request with a valid key is never refused
 * because other requests from its address (a NAT, a proxy) failed.
 */
const authPlugin: FastifyPluginCallback<AuthOptions> = (app, { keys, authFailures, sessions }, done) => {
  /** The error to answer for a failed authentication: itself, or 429 past the IP's budget (maybe after a claim in the shared ledger). */
  function authFailed(req: FastifyRequest, err: unknown): Promise<unknown> | unknown {
    if (!isBerthError(err) || err.category !== "unauthorized") return err;
    try {
      const counted = authFailures.admit(`ip:${req.ip}`, 1, { what: "failed authentications" });
      if (counted instanceof Promise) return counted.then(() => err, (limited: unknown) => limited);
    } catch (limited) {
      return limited;
    }
    return err;
  }

  /** Ends the hook with an error, which may still be on its way (a failure being counted). */
  function fail(err: unknown, done: HookHandlerDoneFunction): void {
    if (err instanceof Promise) err.then((e: unknown) => done(e as Error), (e: unknown) => done(e as Error));
    else done(err as Error);
  }

  function authorised(req: FastifyRequest, auth: AuthRule, done: HookHandlerDoneFunction): void {
    keys.noteUse?.(req.principal!.keyId);
    try {
      // A viewer reads: GET, and POSTs that change nothing (a search, GraphQL, whose mutations the schema refuses).
      if (req.method !== "GET" && req.method !== "HEAD" && req.routeOptions.config.readOnly !== true) refuseViewerWrite(req.principal!);
      if (auth === "admin") requireAdmin(req.principal!);
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  }

  /** A key not resolved since the store last changed: one lookup in the store. */
  function authenticate(req: FastifyRequest, token: string, auth: AuthRule, done: HookHandlerDoneFunction): void {
    keys.authenticate(token).then(
      (principal) => {
        req.principal = principal;
        authorised(req, auth, done);
      },
      (err: unknown) => fail(authFailed(req, err), done),
    );
  }

  /** A request with no Authorization but a session cookie (the console): the session's key. */
  function authenticateSession(req: FastifyRequest, id: string, auth: AuthRule, done: HookHandlerDoneFunction): void {
    sessions!.principal(req, id).then(
      (principal) => {
        req.principal = principal;
        authorised(req, auth, done);
      },
      (err: unknown) => fail(authFailed(req, err), done),
    );
  }

  // Built once per route; no closure or promise is made per request on the cached path (under
  // tsx every function created per request also pays for its name being set).
  function authFor(auth: AuthRule, keyInFirstMessage: boolean) {
    return function authenticateRequest(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
      if (keyInFirstMessage && req.headers.authorization === undefined && isUpgrade(req)) {
        done();
        return;
      }
      if (sessions !== undefined && req.headers.authorization === undefined) {
        const id = sessions.idOf(req);
        if (id !== undefined) {
          authenticateSession(req, id, auth, done);
          return;
        }
      }
      try {
        const token = bearerToken(req);
        const known = keys.cachedPrincipal(token);
        if (known === undefined) {
          authenticate(req, token, auth, done);
          return;
        }
        req.principal = known;
      } catch (err) {
        fail(authFailed(req, err), done);
        return;
      }
      authorised(req, auth, done);
    };
  }

  app.decorateRequest("principal", null);
  app.addHook("onRoute", (route: RouteOptions) => {
    const auth = route.config?.auth ?? "none";
    if (auth !== "none") addRouteHook(route, "onRequest", authFor(auth, route.config?.keyInFirstMessage === true));
  });
  done();
};

export const auth = fp(authPlugin, { name: "berth-auth", fastify: "5.x", dependencies: ["berth-request-identity"] });
