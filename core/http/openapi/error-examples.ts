import {
  Conflict,
  errorBody,
  Forbidden,
  InvalidRequest,
  NotFound,
  NotReady,
  PayloadTooLarge,
  RateLimited,
  Unauthorized,
  Unprocessable,
  UnsupportedMediaType,
  UpstreamFailure,
  type BerthError,
  type ErrorBody,
} from "../../errors/berth-error.ts";

/**
 * One typical error per status, built with the same classes and messages the server throws, so
 * the error answers on /docs look exactly like real ones. Each route's own codes are in the
 * error table (docs/errors.md).
 */
const TYPICAL: Record<number, () => BerthError> = {
  400: () =>
    new InvalidRequest("VALIDATION_FAILED", "invalid request: body/amount must match pattern \"^(0|[1-9][0-9]{0,77})$\"", [
      { field: "body/amount", problem: "must match pattern \"^(0|[1-9][0-9]{0,77})$\"" },
    ]),
  401: () => new Unauthorized("API_KEY_MISSING", "send an API key as Authorization: Bearer <key>"),
  403: () => new Forbidden("PASSPORT_NOT_ALLOWED", "this key may not act for passport agent-8", { passport_id: "agent-8" }),
  404: () => new NotFound("ROUTE_NOT_FOUND", "no route GET /v1/nothing", { method: "GET", path: "/v1/nothing" }),
  409: () => new Conflict("IDEMPOTENCY_KEY_REUSED", "this Idempotency-Key was used with a different request body", { idempotency_key: "order-42" }),
  413: () => new PayloadTooLarge("BODY_TOO_LARGE", "the request body is larger than this service accepts"),
  415: () => new UnsupportedMediaType("UNSUPPORTED_CONTENT_TYPE", "send the request body as JSON with Content-Type: application/json"),
  422: () =>
    new Unprocessable("PREVIEW_ADAPTER_UNSUITABLE", "the langgraph runtime cannot build this descriptor", {
      problem: "a DAG workflow needs a runtime with graphs",
      adapters_that_can: ["langgraph"],
    }),
  429: () => new RateLimited("RATE_LIMITED", "rate limit of 1200 requests per 60 s exceeded", 12, { limit: 1200, window_ms: 60000, retry_after_s: 12 }),
  502: () => new UpstreamFailure("CHAIN_RPC_UNAVAILABLE", "the RPC of chain local did not answer", { chain: "local" }),
  503: () => new NotReady("NOT_READY", "a dependency is down", { down: ["store"] }),
};

export function errorExample(status: number): ErrorBody | undefined {
  const make = TYPICAL[status];
  return make ? errorBody(make()) : undefined;
}
