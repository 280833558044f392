import type { FastifyReply } from "fastify";
import type { ExecutionResult, FormattedExecutionResult, GraphQLError, GraphQLFormattedError } from "graphql";
import type { Logger } from "pino";
import type { BerthError } from "../../errors/berth-error.ts";
import { describeError } from "./error-code.ts";

export const GRAPHQL_JSON = "application/json; charset=utf-8";

/** One error as every GraphQL answer of Berth shows it: message, where, and the REST error_code in extensions. */
export function formatError(e: GraphQLError, log: Logger): GraphQLFormattedError {
  const { message, extensions } = describeError(e, log);
  return { message, ...(e.locations ? { locations: e.locations } : {}), ...(e.path ? { path: e.path } : {}), extensions };
}

/** Errors as a list of single errors: mercurius bundles query-validation errors into one error with a list. */
export function flattenErrors(errors: readonly GraphQLError[]): GraphQLError[] {
  const flat: GraphQLError[] = [];
  for (const e of errors) {
    const inner = (e.originalError as { errors?: GraphQLError[] } | undefined)?.errors ?? (e as { errors?: GraphQLError[] }).errors;
    if (Array.isArray(inner)) flat.push(...inner);
    else flat.push(e);
  }
  return flat;
}

/**
 * The HTTP answer to an execution with errors: 400 when nothing ran (no data, no error at a field:
 * bad variables, a document the engine refused), else 200 with the data there is.
 */
export function answerWithErrors(execution: ExecutionResult, log: Logger): { statusCode: number; response: FormattedExecutionResult & { errors: GraphQLFormattedError[] } } {
  const flat = flattenErrors(execution.errors ?? []);
  const errors = flat.map((e) => formatError(e, log));
  const requestLevel = !execution.data && flat.every((e) => !e.path);
  return { statusCode: requestLevel ? 400 : 200, response: { data: execution.data ?? null, errors } };
}

/**
 * Answers protocol-level failures (Automatic Persisted Queries) as GraphQL errors, the shape the
 * protocol's clients read; the error code is in extensions as everywhere else.
 */
export function sendGraphQLError(reply: FastifyReply, err: BerthError & { httpStatus: number; protocolCode: string }): FastifyReply {
  reply.errorCode = err.code;
  // A miss must not be kept by a cache between client and Berth, or the hash would stay unknown to it.
  reply.code(err.httpStatus).type(GRAPHQL_JSON).header("cache-control", "private, no-cache, must-revalidate");
  return reply.send(
    JSON.stringify({
      errors: [{ message: err.message, extensions: { code: err.protocolCode, error_code: err.code, error: err.category, status: err.status, details: err.details } }],
    }),
  );
}
