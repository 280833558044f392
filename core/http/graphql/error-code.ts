import { GraphQLError } from "graphql";
import type { Logger } from "pino";
import { BerthError } from "../../errors/berth-error.ts";
import { INTERNAL_ERROR_CODE } from "../to-berth-error.ts";

/** Set when the query itself is wrong (syntax, unknown fields, bad variables): nothing ran. */
export const GRAPHQL_INVALID = "GRAPHQL_VALIDATION_FAILED";

function unwrap(err: GraphQLError): unknown {
  let cause: unknown = err.originalError;
  // graphql-jit and yoga may wrap the thrown error once more.
  while (cause instanceof GraphQLError && cause.originalError) cause = cause.originalError;
  return cause;
}

/**
 * Gives every GraphQL error the same `error_code` (and category, status, details) that the
 * REST answer for the same failure carries, so clients handle both with one table.
 * Unexpected errors are masked; their details go to the log only.
 */
export function withErrorCode(err: GraphQLError, log?: Logger): GraphQLError {
  if (typeof err.extensions?.error_code === "string") return err;
  const cause = unwrap(err);
  let message = err.message;
  let extensions: Record<string, unknown>;
  if (cause instanceof BerthError) {
    extensions = { error_code: cause.code, error: cause.category, status: cause.status, details: cause.details };
  } else if (cause === undefined || cause instanceof GraphQLError) {
    extensions = { error_code: GRAPHQL_INVALID, error: "invalid_request", status: 400, details: null };
  } else {
    log?.error({ err: cause, path: err.path }, "resolver failed unexpectedly");
    message = "the service could not complete this field; it is logged";
    extensions = { error_code: INTERNAL_ERROR_CODE, error: "internal", status: 500, details: null };
  }
  return new GraphQLError(message, { nodes: err.nodes, source: err.source, positions: err.positions, path: err.path, extensions });
}
