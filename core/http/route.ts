import type { Static, TSchema } from "typebox";
import type { Logger } from "pino";
import type { Principal } from "../auth/principal.ts";

/**
 * Who may call a route:
 * - `none`: anyone (readiness, webhooks that authenticate by signature, docs);
 * - `key`: any valid API key; the handler checks passports with requireActFor;
 * - `admin`: admin keys only.
 */
export type AuthRule = "none" | "key" | "admin";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RouteRequest<P, Q, B, H> {
  params: P;
  query: Q;
  body: B;
  headers: H;
  /**
   * The exact bytes of the body, on routes declared with `rawBody: true` (empty when none was
   * sent): what a webhook signature is computed over. `body` is still the parsed JSON.
   */
  rawBody: Buffer;
  /** The caller. Reading it on an `auth: "none"` route throws: such routes have no caller. */
  caller: Principal;
  requestId: string;
  log: Logger;
}

export interface RouteResponse {
  /** Success status, when not the route's first declared one. */
  status(code: number): void;
  header(name: string, value: string): void;
}

type StaticOr<S, D> = S extends TSchema ? Static<S> : D;

/**
 * One declaration per route: it validates the request, serialises the answer, feeds
 * /openapi.json and decides auth. Handlers are thin: parse, call the service, shape.
 */
export interface RouteDefinition<
  P extends TSchema | undefined = TSchema | undefined,
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  H extends TSchema | undefined = TSchema | undefined,
> {
  method: HttpMethod;
  url: string;
  auth: AuthRule;
  summary: string;
  description?: string;
  tags: string[];
  deprecated?: boolean;
  params?: P;
  querystring?: Q;
  body?: B;
  headers?: H;
  /** Success answers by status; the first one is the default status. */
  response: Record<number, TSchema>;
  /** Error statuses this route documents besides the ones every route may answer (400, 401, 413, 415, 429). */
  errors?: number[];
  /** The body may be left out entirely (no Content-Type, no bytes); it then validates as `{}`. */
  bodyOptional?: boolean;
  /** A POST that changes nothing (a search): viewer keys may call it, as they call every GET. */
  readOnly?: boolean;
  /** Not counted against the caller's rate-limit budget (readiness probes). Only for cheap routes. */
  unlimited?: boolean;
  /** Accept `Idempotency-Key`: a retry with the same key and body replays the first answer. */
  idempotent?: boolean;
  /**
   * Keep the body's exact bytes for the handler (`req.rawBody`), e.g. to verify a signature before
   * trusting the JSON. `"unparsed"`: only the bytes, the handler parses them itself once it trusts
   * them (a webhook receiver: an unsigned request is refused before anything reads it).
   */
  rawBody?: boolean | "unparsed";
  handler(
    req: RouteRequest<StaticOr<P, Record<string, never>>, StaticOr<Q, Record<string, never>>, StaticOr<B, undefined>, StaticOr<H, Record<string, string | undefined>>>,
    res: RouteResponse,
  ): Promise<unknown>;
}

/** Identity function that gives handlers the static types of their schemas. */
export function defineRoute<
  P extends TSchema | undefined = undefined,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  H extends TSchema | undefined = undefined,
>(route: RouteDefinition<P, Q, B, H>): RouteDefinition {
  return route as unknown as RouteDefinition;
}
