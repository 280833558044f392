import { randomUUID } from "node:crypto";
import type { FastifyPluginCallback, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import type { IncomingMessage } from "node:http";
import { API_SECURITY_HEADERS, PAGE_SECURITY_HEADERS, isPagePath } from "../security-headers.ts";
import { addRouteHook } from "./request-steps.ts";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's `x-request-id` when it is a sane token, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

export interface RequestIdentityOptions {
  /** Set while the server drains (SIGTERM): answers carry `Connection: close`. */
  draining: { active: boolean };
}

/**
 * Request ids and security headers: every answer, matched or not, carries its request id (the
 * one in its log line and error body) and the security headers of what it is (a JSON answer or
 * one of the two HTML pages); while draining, `Connection: close` tells the client to take its
 * next request elsewhere.
 */
const requestIdentityPlugin: FastifyPluginCallback<RequestIdentityOptions> = (app, { draining }, done) => {
  function identityFor(securityHeaders: Record<string, string>) {
    return function identifyRequest(req: FastifyRequest, reply: FastifyReply, next: HookHandlerDoneFunction): void {
      reply.header("x-request-id", req.id);
      reply.headers(securityHeaders);
      if (draining.active) reply.header("connection", "close");
      next();
    };
  }
  const forApi = identityFor(API_SECURITY_HEADERS);
  const forPages = identityFor(PAGE_SECURITY_HEADERS);
  app.addHook("onRoute", (route: RouteOptions) => addRouteHook(route, "onRequest", isPagePath(route.url) ? forPages : forApi));
  app.berthUnmatched.add((req, reply) => {
    reply.header("x-request-id", req.id);
    reply.headers(API_SECURITY_HEADERS);
    if (draining.active) reply.header("connection", "close");
    return undefined;
  });
  done();
};

export const requestIdentity = fp(requestIdentityPlugin, { name: "berth-request-identity", fastify: "5.x" });
