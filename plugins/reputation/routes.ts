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
      description:
        "The scoring algorithms Berth offers (id, name, version, what each weighs), for clients to pick one before asking for scores. Any key may read them.",
      tags: ["reputation"],
      response: { 200: AlgorithmsAnswer },
      handler: async () => ({ success: true, algorithms: service.algorithms() }),
    }),
  ];
}
