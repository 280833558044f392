import type { FastifyReply, FastifyRequest } from "fastify";
import { errorBody, type ErrorBody } from "../errors/berth-error.ts";
import { toBerthError } from "./to-berth-error.ts";
import "./fastify-types.ts";

/** Answers any failure in the documented error body, logging what was not anticipated. */
export function replyError(err: unknown, req: FastifyRequest, reply: FastifyReply): ErrorBody {
  const { error, unexpected } = toBerthError(err);
  if (unexpected) req.log.error({ err }, "request failed unexpectedly");
  else if (error.status >= 500) req.log.warn({ code: error.code, msg: error.message }, "request failed upstream");
  reply.errorCode = error.code;
  reply.code(error.status).headers(error.headers).type("application/json; charset=utf-8");
  return errorBody(error);
}
