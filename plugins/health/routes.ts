import { defineRoute, type RouteDefinition } from "berth/plugin";
import type { HealthService } from "./health-service.ts";
import { NotReadyAnswer, ReadyAnswer } from "./schemas.ts";

export function healthRoutes(service: HealthService): RouteDefinition[] {
  return [
    defineRoute({
      method: "GET",
      url: "/health/ready",
      auth: "none",
      unlimited: true,
      summary: "Readiness probe",
      description:
        "200 only when every dependency answers within its timeout; else 503 with each dependency's status. Needs no key (an Authorization header is accepted and ignored) and is exempt from rate limits.",
      tags: ["health"],
      response: { 200: ReadyAnswer, 503: NotReadyAnswer },
      handler: async (_req, res) => {
        const report = await service.check();
        res.header("cache-control", "no-store");
        if (report.status !== "ready") res.status(503);
        return report;
      },
    }),
  ];
}
