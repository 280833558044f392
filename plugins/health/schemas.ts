import { Type } from "berth/plugin";

export const DependencySchema = Type.Object({
  status: Type.Enum(["healthy", "degraded", "down"], { description: "healthy: it answers; degraded: it answers but needs attention, the service stays ready; down: it does not answer, the service is not ready." }),
  latency_ms: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  error: Type.Optional(Type.String()),
});

const Dependencies = Type.Record(Type.String(), DependencySchema, { description: "One entry per dependency: store, vector index, event log, each chain's RPC." });

export const ReadyAnswer = Type.Object({ status: Type.Literal("ready"), timestamp: Type.String({ format: "date-time" }), dependencies: Dependencies });

export const NotReadyAnswer = Type.Object({
  success: Type.Literal(false),
  status: Type.Enum(["not_ready", "draining"], { description: "not_ready: a dependency is down; draining: the process is shutting down (SIGTERM) and takes no more requests." }),
  timestamp: Type.String({ format: "date-time" }),
  error: Type.String(),
  message: Type.String(),
  error_code: Type.String(),
  details: Type.Unknown(),
  dependencies: Dependencies,
});

export const DependencyViewSchema = Type.Object({ name: Type.String(), ...DependencySchema.properties });

/** The GraphQL view of the report: dependencies as a list with their names. */
export const ReadinessViewSchema = Type.Object({
  status: Type.String({ description: "ready, not_ready or draining" }),
  timestamp: Type.String({ format: "date-time" }),
  dependencies: Type.Array(DependencyViewSchema),
});
