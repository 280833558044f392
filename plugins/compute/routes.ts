import { defineRoute, type RouteDefinition } from "berth/plugin";
import type { ComputeService } from "./compute-service.ts";
import { HeartbeatBody, NodeParams, StateAnswer } from "./schemas.ts";

export function computeRoutes(service: ComputeService): RouteDefinition[] {
  return [
    defineRoute({
      method: "POST",
      url: "/v1/compute/nodes/:computePassportId/heartbeat",
      auth: "key",
      summary: "Send a compute node heartbeat",
      description: "Needs a key allowed to act for the compute passport, or an admin key.",
      tags: ["compute"],
      params: NodeParams,
      body: HeartbeatBody,
      response: { 200: StateAnswer },
      errors: [403],
      handler: async (req) => ({ success: true, state: await service.heartbeat(req.caller, req.params.computePassportId, req.body) }),
    }),
    defineRoute({
      method: "GET",
      url: "/v1/compute/nodes/:computePassportId/health",
      auth: "key",
      summary: "Read compute node health",
      description: "200 with the last state; 503 (state in details) when the last heartbeat is more than 30 s old; 404 for a node never seen.",
      tags: ["compute"],
      params: NodeParams,
      response: { 200: StateAnswer },
      errors: [404, 503],
      handler: async (req) => ({ success: true, state: await service.health(req.caller, req.params.computePassportId) }),
    }),
  ];
}
