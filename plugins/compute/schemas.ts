import { PassportIdSchema, SuccessTrue, Type, UnixMs } from "berth/plugin";

export const NodeStatusSchema = Type.Enum(["healthy", "degraded", "down"]);

export const HeartbeatBody = Type.Object(
  {
    compute_passport_id: Type.Optional({ ...PassportIdSchema, description: "When sent, must equal the path's computePassportId." }),
    status: NodeStatusSchema,
    queue_depth: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
    price_per_1k_tokens_estimate: Type.Optional(Type.Number({ minimum: 0, maximum: 1e12 })),
    p95_ms_estimate: Type.Optional(Type.Number({ minimum: 0, maximum: 86_400_000 })),
  },
  { additionalProperties: false },
);

export const NodeStateSchema = Type.Object(
  {
    compute_passport_id: PassportIdSchema,
    status: NodeStatusSchema,
    queue_depth: Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), Type.Null()]),
    price_per_1k_tokens_estimate: Type.Union([Type.Number(), Type.Null()]),
    p95_ms_estimate: Type.Union([Type.Number(), Type.Null()]),
    last_heartbeat_at: UnixMs,
    first_seen_at: UnixMs,
    heartbeat_count: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    age_ms: Type.Integer(),
    expires_at: UnixMs,
    expired: Type.Boolean(),
  },
  { description: "A compute node's last heartbeat and whether it has expired." },
);

export const NodeParams = Type.Object({ computePassportId: PassportIdSchema });
export const StateAnswer = Type.Object({ success: SuccessTrue, state: NodeStateSchema });
