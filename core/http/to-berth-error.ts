import type { FastifyError } from "fastify";
import {
  BerthError,
  isBerthError,
  InvalidRequest,
  NotFound,
  PayloadTooLarge,
  UnsupportedMediaType,
} from "../errors/berth-error.ts";
import { fieldProblems, validationError, type InputPart } from "./validation.ts";

/** A failure nobody anticipated: the answer says only that; the details stay in the log. */
export const INTERNAL_ERROR_CODE = "INTERNAL_ERROR";

/**
 * Maps whatever a request produced into the one error model. Fastify's own errors (bad JSON,
 * content types, body size, validation) get their documented codes; unknown errors become a
 * generic answer whose details stay in the log.
 */
export function toBerthError(err: unknown): { error: BerthError; unexpected: boolean } {
  if (isBerthError(err)) return { error: err, unexpected: false };
  const e = err as Partial<FastifyError> & { validationContext?: string; type?: string };
  if (e && Array.isArray(e.validation)) {
    const part = (e.validationContext ?? "body") as InputPart;
    return { error: validationError(fieldProblems(part, e.validation as never)), unexpected: false };
  }
  switch (e?.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { error: new PayloadTooLarge("BODY_TOO_LARGE", "the request body is larger than this service accepts"), unexpected: false };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return {
        error: new UnsupportedMediaType("UNSUPPORTED_CONTENT_TYPE", "send the request body as JSON with Content-Type: application/json"),
        unexpected: false,
      };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { error: new InvalidRequest("EMPTY_JSON_BODY", "Content-Type is application/json but the body is empty"), unexpected: false };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { error: new InvalidRequest("MALFORMED_JSON", "the request body is not valid JSON"), unexpected: false };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { error: new InvalidRequest("INVALID_CONTENT_LENGTH", "Content-Length does not match the body"), unexpected: false };
    case "FST_ERR_BAD_URL":
      return { error: new InvalidRequest("MALFORMED_URL", "the request URL is malformed"), unexpected: false };
    case "FST_ERR_NOT_FOUND":
      return { error: new NotFound("ROUTE_NOT_FOUND", "no such route"), unexpected: false };
    default:
      break;
  }
  if (err instanceof SyntaxError || (e?.statusCode === 400 && typeof e.message === "string" && /JSON|token|proto/i.test(e.message))) {
    return { error: new InvalidRequest("MALFORMED_JSON", "the request body is not valid JSON"), unexpected: false };
  }
  if (typeof e?.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500) {
    return { error: new InvalidRequest("BAD_REQUEST", e.message ?? "bad request"), unexpected: false };
  }
  return {
    error: new BerthError("internal", INTERNAL_ERROR_CODE, "the service could not complete the request; it is logged under this request id"),
    unexpected: true,
  };
}
