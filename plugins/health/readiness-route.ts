import { Type } from "typebox";
import { defineRoute, type RouteDefinition } from "../../core/http/route.ts";
import type { ReadinessService } from "./readiness-service.ts";

const Dependency = Type.Object({
  status: Type.Enum(["up", "down"]),
  latency_ms: Type.Integer(),
  error: Type.Optional(Type.String()),
});

const Dependencies = Type.Record(Type.String(), Dependency, { description: "One entry per dependency: store, vector index, event log, each chain's RPC." });

export function readinessRoute(service: ReadinessService): RouteDefinition {
  return defineRoute({
    method: "GET",
    url: "/health/ready",
    auth: "none",
    summary: "Readiness probe",
    description:
      "200 only when every dependency answers within its timeout; else 503 with each dependency's status. Needs no key (an Authorization header is accepted and ignored).",
    tags: ["health"],
    response: {
      200: Type.Object({ status: Type.Literal("ready"), timestamp: Type.String({ format: "date-time" }), dependencies: Dependencies }),
      503: Type.Object({
        success: Type.Literal(false),
        status: Type.Literal("not_ready"),
        timestamp: Type.String({ format: "date-time" }),
        error: Type.String(),
        message: Type.String(),
        error_code: Type.String(),
        details: Type.Unknown(),
        dependencies: Dependencies,
      }),
    },
    handler: async (_req, res) => {
      const report = await service.check();
      res.header("cache-control", "no-store");
      if (report.status === "ready") return report;
      res.status(503);
      return report;
    },
  });
}
