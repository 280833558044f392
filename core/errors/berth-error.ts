/**
 * The one error model of Berth. Every error answer, REST or GraphQL, is built from a BerthError:
 * `{ success: false, error, message, error_code, details }`. Plugins throw the category classes
 * below with a stable UPPER_SNAKE code that has a row in the error table (docs/errors.md).
 */

export type ErrorCategory =
  | "invalid_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "request_timeout"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "headers_too_large"
  | "unprocessable"
  | "rate_limited"
  | "upstream_failure"
  | "not_ready"
  | "internal";

const STATUS_OF: Record<ErrorCategory, number> = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  // The HTTP layer only: the request did not arrive completely within HTTP_REQUEST_TIMEOUT_MS.
  request_timeout: 408,
  // A path Berth serves, asked with a method it does not serve there; the answer has `Allow`.
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  // The HTTP layer only: request line and headers over Node's header size limit.
  headers_too_large: 431,
  // Well-formed and valid, but nothing can act on it (a descriptor no runtime handles, a payload a normaliser cannot read).
  unprocessable: 422,
  rate_limited: 429,
  upstream_failure: 502,
  not_ready: 503,
  // Only for bugs and failures nobody anticipated; bad input never lands here.
  internal: 500,
};

/** Marks BerthErrors across copies of this module (a plugin package may load its own copy). */
const BERTH_ERROR_BRAND = Symbol.for("berth.error");

export class BerthError extends Error {
  readonly status: number;
  readonly [BERTH_ERROR_BRAND] = true;
  constructor(
    readonly category: ErrorCategory,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "BerthError";
    this.status = STATUS_OF[category];
  }

  /**
   * What GraphQL shows of it: graphql-js copies an original error's `extensions` onto the
   * GraphQLError it wraps it in, so the code survives even where an engine formats errors itself
   * (mercurius' WebSocket errors).
   */
  get extensions(): { error_code: string; error: ErrorCategory; status: number; details: unknown } {
    return { error_code: this.code, error: this.category, status: this.status, details: this.details };
  }
}

/** True for a BerthError from any copy of this module; use instead of instanceof. */
export function isBerthError(value: unknown): value is BerthError {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[BERTH_ERROR_BRAND] === true;
}

/** One problem with one input field, as listed in `details` of a 400. */
export interface FieldProblem {
  field: string;
  problem: string;
}

export class InvalidRequest extends BerthError {
  constructor(code: string, message: string, details: unknown = null) {
    super("invalid_request", code, message, details);
  }
}
export class Unauthorized extends BerthError {
  constructor(code: string, message: string, details: unknown = null) {
    super("unauthorized", code, message, details, { "www-authenticate": 'Bearer realm="berth"' });
  }
}
export class Forbidden extends BerthError {
  constructor(code: string, message: string, details: unknown = null) {
    super("forbidden", code, message, details);
  }
}
export class NotFound extends BerthError {
  constructor(code: string, message: string, details: unknown = null) {
    super("not_found", code, message, details);
  }
}
export class Conflict extends BerthError {
  constructor(code: string, message: string, details: unknown = null) {
    super("conflict", code, message, details);
  }
}
export class PayloadTooLarge extends BerthError {
  constructor(code: string, message: string, details: unknown = null) {
    super("payload_too_large", code, message, details);
  }
}
export class UnsupportedMediaType extends BerthError {
  constructor(code: string, message: string, details: unknown = null) {
    super("unsupported_media_type", code, message, details);
  }
}
export class Unprocessable extends BerthError {
  constructor(code: string, message: string, details: unknown = null) {
    super("unprocessable", code, message, details);
  }
}
export class RateLimited extends BerthError {
  constructor(code: string, message: string, retryAfterSeconds: number, details: unknown = null) {
    super("rate_limited", code, message, details, { "retry-after": String(retryAfterSeconds) });
  }
}
export class UpstreamFailure extends BerthError {
  constructor(code: string, message: string, details: unknown = null) {
    super("upstream_failure", code, message, details);
  }
}
export class NotReady extends BerthError {
  constructor(code: string, message: string, details: unknown = null) {
    super("not_ready", code, message, details);
  }
}

/** The documented error body. `error` is the category, `message` is for humans. */
export interface ErrorBody {
  success: false;
  error: string;
  message: string;
  error_code: string;
  details: unknown;
}

export function errorBody(err: BerthError): ErrorBody {
  return { success: false, error: err.category, message: err.message, error_code: err.code, details: err.details };
}
