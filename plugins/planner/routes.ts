import { defineRoute, type RouteDefinition } from "berth/plugin";
import { SUCCESSOR, type PlannerService } from "./planner-service.ts";
import { PlannerInfoAnswer } from "./schemas.ts";

export function plannerRoutes(service: PlannerService): RouteDefinition[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/agents/planner/info",
      auth: "key",
      deprecated: true,
      summary: "Planner service info (deprecated)",
      description: `Deprecated (Deprecation, Sunset and Link headers say when and what next). Use POST ${SUCCESSOR}.`,
      tags: ["planner"],
      response: { 200: PlannerInfoAnswer },
      handler: async (_req, res) => {
        for (const [name, value] of Object.entries(service.headers())) res.header(name, value);
        return service.info();
      },
    }),
  ];
}
