import { defineRoute, type RouteDefinition } from "berth/plugin";
import type { ReputationService } from "./reputation-service.ts";
import { AlgorithmsAnswer } from "./schemas.ts";

export function reputationRoutes(service: ReputationService): RouteDefinition[] {
  return [
    defineRoute({
      method: "GET",
      url: "/v2/reputation/algorithms",
      auth: "key",
      summary: "List reputation algorithms",
      tags: ["reputation"],
      response: { 200: AlgorithmsAnswer },
      handler: async () => ({ success: true, algorithms: service.algorithms() }),
    }),
  ];
}
