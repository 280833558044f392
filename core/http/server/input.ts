import type { FastifyPluginCallback, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { keyBoundedJsonParser } from "../json-keys-scan.ts";
import { checkInput, compileFor, type InputPart } from "../validation.ts";
import { addRouteHook } from "./request-steps.ts";
import "../fastify-types.ts";

/**
 * Refuses what no schema says but storage and hashes cannot take (non-finite numbers, lone
 * surrogates, deep nesting), in every route's body, query and params, before schema validation:
 * also on routes without a schema, and in GraphQL variables.
 */
function checkInputs(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  try {
    checkInput("body", req.body);
    checkInput("querystring", req.query);
    checkInput("params", req.params);
  } catch (err) {
    done(err as Error);
    return;
  }
  done();
}

/**
 * Input: Berth speaks JSON only (plain text bodies are a 415, not a string handed to validation),
 * JSON objects are bounded in keys before they are parsed (json-keys-scan.ts), every route's
 * schemas compile with Berth's validator (validation.ts: the documented 400 details), and every
 * route's input passes the checks no schema can express.
 */
const inputPlugin: FastifyPluginCallback = (app, _options, done) => {
  app.removeContentTypeParser("text/plain");
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, keyBoundedJsonParser(parseJson as never));
  app.setValidatorCompiler(({ schema, httpPart }) => compileFor((httpPart ?? "body") as InputPart, schema as never));
  app.decorateRequest("rawBody", null);
  app.addHook("onRoute", (route: RouteOptions) => addRouteHook(route, "preValidation", checkInputs));
  done();
};

export const input = fp(inputPlugin, { name: "berth-input", fastify: "5.x" });
