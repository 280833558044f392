import type { FastifyReply, FastifyRequest } from "fastify";
import type { GraphQLSchema } from "graphql";
import type { CompiledQuery } from "graphql-jit";
import type { Logger } from "pino";
import type { GraphQLContext } from "../../schema/context.ts";
import type { AnalysedDocument, OperationFacts } from "./analyse-document.ts";
import { answerWithErrors } from "./graphql-answer.ts";

/** What the limits hook found for a request of one document; the route handler may run it from the cache. */
export interface GraphQLPlan {
  doc: AnalysedDocument;
  /** The operation that runs; undefined when the request does not say which (the engine refuses that). */
  operation: OperationFacts | undefined;
  operationName: string | undefined;
  variables: unknown;
}

export type AnswerType = "application/json" | "application/graphql-response+json";

/**
 * The media type an answer from the cache would carry, or undefined when only the engine can
 * answer the request as asked (server-sent events, multipart): the first type of `Accept` that a
 * JSON answer matches. Mercurius answers JSON whatever the request accepts; yoga (`negotiates`)
 * picks between its two JSON types as here.
 */
export function answerType(accept: string | undefined, negotiates: boolean): AnswerType | undefined {
  if (!negotiates || !accept) return "application/json";
  for (const part of accept.split(",")) {
    const semi = part.indexOf(";");
    const type = (semi < 0 ? part : part.slice(0, semi)).trim().toLowerCase();
    if (type === "application/graphql-response+json") return type;
    if (type === "application/json" || type === "application/*" || type === "*/*") return "application/json";
    if (type === "text/event-stream" || type === "multipart/mixed" || type === "text/*" || type === "multipart/*") return undefined;
  }
  return undefined;
}

function variablesOf(raw: unknown): Record<string, unknown> | undefined | null {
  let v = raw;
  if (typeof v === "string") {
    try {
      v = JSON.parse(v) as unknown;
    } catch {
      return null;
    }
  }
  if (v === undefined || v === null) return undefined;
  return typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/**
 * Runs a query the cache has seen before from its compiled form (graphql-jit) and answers it,
 * without the engine: the engines' request pipelines cost more than such a query's execution. The
 * answer is the engine's own: the same data, the same errors with their error_code, the same
 * statuses (200, or 400 when nothing ran). Returns undefined for what only the engine runs: a
 * document's first run (it is compiled on its first repeat, as mercurius does), mutations and
 * subscriptions, an invalid document, variables that are not a JSON object, other media types.
 */
export function runFromCache(
  schema: GraphQLSchema,
  log: Logger,
  plan: GraphQLPlan,
  req: FastifyRequest,
  reply: FastifyReply,
  negotiates: boolean,
): Promise<string> | undefined {
  const { doc, operation } = plan;
  if (doc.repeats < 1 || !doc.valid || operation?.kind !== "query") return undefined;
  const type = answerType(req.headers.accept, negotiates);
  if (!type) return undefined;
  const variables = variablesOf(plan.variables);
  if (variables === null) return undefined;
  const compiled = doc.compiledFor(schema, plan.operationName);
  if (!compiled) return undefined;
  return execute(compiled, log, req, reply, type, variables);
}

async function execute(compiled: CompiledQuery, log: Logger, req: FastifyRequest, reply: FastifyReply, type: AnswerType, variables: Record<string, unknown> | undefined): Promise<string> {
  const context: GraphQLContext = { principal: req.principal, requestId: req.id };
  const result = await compiled.query(undefined, context, variables ?? {});
  reply.type(`${type}; charset=utf-8`);
  if (!result.errors || result.errors.length === 0) return compiled.stringify(result);
  const { statusCode, response } = answerWithErrors(result, log);
  reply.code(statusCode);
  return JSON.stringify(response);
}
