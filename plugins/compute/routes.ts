import { Type } from "typebox";
import { InvalidRequest } from "../../core/errors/berth-error.ts";
import { PassportIdSchema, SuccessTrue, UnixMs } from "../../core/http/common-schemas.ts";
import { defineRoute, type RouteDefinition } from "../../core/http/route.ts";
import type { ComputeService } from "./compute-service.ts";

export const HeartbeatBody = Type.Object(
  {
    compute_passport_id: Type.Optional({ ...PassportIdSchema, description: "When sent, must equal the path's computePassportId." }),
    status: Type.Enum(["healthy", "degraded", "down"]),
    queue_depth: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
    price_per_1k_tokens_estimate: Type.Optional(Type.Number({ minimum: 0, maximum: 1e12 })),
    p95_ms_estimate: Type.Optional(Type.Number({ minimum: 0, maximum: 86_400_000 })),
  },
  { additionalProperties: false },
);

const State = Type.Object({
  compute_passport_id: Type.String(),
  status: Type.Enum(["healthy", "degraded", "down"]),
  queue_depth: Type.Union([Type.Integer(), Type.Null()]),
  price_per_1k_tokens_estimate: Type.Union([Type.Number(), Type.Null()]),
  p95_ms_estimate: Type.Union([Type.Number(), Type.Null()]),
  last_heartbeat_at: UnixMs,
  first_seen_at: UnixMs,
  heartbeat_count: Type.Integer(),
  age_ms: Type.Integer(),
  expires_at: UnixMs,
  expired: Type.Boolean(),
});

const Params = Type.Object({ computePassportId: PassportIdSchema });
const StateAnswer = Type.Object({ success: SuccessTrue, state: State });

export function computeRoutes(service: ComputeService): RouteDefinition[] {
  return [
    defineRoute({
      method: "POST",
      url: "/v1/compute/nodes/:computePassportId/heartbeat",
      auth: "key",
      summary: "Send a compute node heartbeat",
      description: "Needs a key allowed to act for the compute passport, or an admin key.",
      tags: ["compute"],
      params: Params,
      body: HeartbeatBody,
      response: { 200: StateAnswer },
      errors: [403],
      handler: async (req) => {
        const { compute_passport_id, ...beat } = req.body;
        assertSamePassport(req.params.computePassportId, compute_passport_id);
        return { success: true, state: await service.heartbeat(req.caller, req.params.computePassportId, beat) };
      },
    }),
    defineRoute({
      method: "GET",
      url: "/v1/compute/nodes/:computePassportId/health",
      auth: "key",
      summary: "Read compute node health",
      description: "200 with the last state; 503 (state in details) when the last heartbeat is more than 30 s old; 404 for a node never seen.",
      tags: ["compute"],
      params: Params,
      response: { 200: StateAnswer },
      errors: [404, 503],
      handler: async (req) => ({ success: true, state: await service.health(req.caller, req.params.computePassportId) }),
    }),
  ];
}

export function assertSamePassport(pathId: string, bodyId: string | undefined): void {
  if (bodyId !== undefined && bodyId !== pathId) {
    throw new InvalidRequest("VALIDATION_FAILED", "compute_passport_id in the body differs from the path", [
      { field: "compute_passport_id", problem: `must equal the path's computePassportId (${pathId})` },
    ]);
  }
}
