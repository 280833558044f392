import type { GraphQLError } from "graphql";
import type { Logger } from "pino";
import { isBerthError } from "../../errors/berth-error.ts";
import { INTERNAL_ERROR_CODE } from "../to-berth-error.ts";

/** Set when the query itself is wrong (syntax, unknown fields, bad variables): nothing ran. */
export const GRAPHQL_INVALID = "GRAPHQL_VALIDATION_FAILED";

// graphql ships CommonJS and ESM builds, and engines load different ones: instanceof cannot be
// trusted across them, so errors are recognised by shape.
function isGraphQLError(e: unknown): e is GraphQLError {
  return e instanceof Error && e.name === "GraphQLError";
}

function unwrap(err: GraphQLError): unknown {
  let cause: unknown = err.originalError;
  // Engines wrap the thrown error in one or more GraphQLErrors.
  while (isGraphQLError(cause) && cause.originalError) cause = cause.originalError;
  return cause;
}

export interface ErrorDescription {
  message: string;
  extensions: { error_code: string; error: string; status: number; details: unknown };
}

/**
 * Describes a GraphQL error with the same `error_code` (and category, status, details) that
 * the REST answer for the same failure carries, so clients handle both with one table.
 * Unexpected errors are masked; their details go to the log only.
 */
export function describeError(err: GraphQLError, log?: Logger): ErrorDescription {
  const existing = err.extensions as Partial<ErrorDescription["extensions"]> | undefined;
  if (typeof existing?.error_code === "string") {
    return { message: err.message, extensions: existing as ErrorDescription["extensions"] };
  }
  const cause = unwrap(err);
  if (isBerthError(cause)) {
    return { message: cause.message, extensions: { error_code: cause.code, error: cause.category, status: cause.status, details: cause.details } };
  }
  if (cause === undefined || isGraphQLError(cause)) {
    return { message: err.message, extensions: { error_code: GRAPHQL_INVALID, error: "invalid_request", status: 400, details: null } };
  }
  log?.error({ err: cause, path: err.path }, "resolver failed unexpectedly");
  return {
    message: "the service could not complete this field; it is logged",
    extensions: { error_code: INTERNAL_ERROR_CODE, error: "internal", status: 500, details: null },
  };
}
