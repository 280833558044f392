import { Type } from "typebox";
import { PassportIdSchema } from "../../core/http/common-schemas.ts";
import { validateInput } from "../../core/http/validation.ts";
import type { SchemaKit } from "../../schema/builder.ts";
import { callerOf } from "../../schema/context.ts";
import type { ComputeService, HeartbeatInput } from "./compute-service.ts";
import type { NodeState } from "./node-state.ts";
import { HeartbeatBody, assertSamePassport } from "./routes.ts";

const NodeArgs = Type.Object({ computePassportId: PassportIdSchema });

/** The same id rule as the REST path parameter. */
function nodeId(raw: string | number): string {
  return validateInput<{ computePassportId: string }>(NodeArgs, { computePassportId: String(raw) }).computePassportId;
}

export function computeGraphQL({ builder, Agent }: SchemaKit, service: ComputeService): void {
  const State = builder.objectRef<NodeState>("ComputeNodeState").implement({
    description: "A compute node's last heartbeat and whether it has expired.",
    fields: (t) => ({
      computePassportId: t.exposeID("compute_passport_id"),
      status: t.exposeString("status", { description: "healthy, degraded or down" }),
      queueDepth: t.exposeInt("queue_depth", { nullable: true }),
      pricePer1kTokensEstimate: t.exposeFloat("price_per_1k_tokens_estimate", { nullable: true }),
      p95MsEstimate: t.exposeFloat("p95_ms_estimate", { nullable: true }),
      lastHeartbeatAt: t.exposeFloat("last_heartbeat_at", { description: "Unix ms." }),
      firstSeenAt: t.exposeFloat("first_seen_at", { description: "Unix ms." }),
      heartbeatCount: t.exposeInt("heartbeat_count"),
      ageMs: t.exposeFloat("age_ms"),
      expiresAt: t.exposeFloat("expires_at"),
      expired: t.exposeBoolean("expired"),
    }),
  });
  builder.queryField("computeNodeHealth", (t) =>
    t.field({
      type: State,
      description: "Same as GET /v1/compute/nodes/{id}/health: errors COMPUTE_NODE_NOT_FOUND and COMPUTE_NODE_EXPIRED.",
      args: { computePassportId: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => service.health(callerOf(ctx), nodeId(args.computePassportId)),
    }),
  );
  builder.mutationField("sendHeartbeat", (t) =>
    t.field({
      type: State,
      args: {
        computePassportId: t.arg.id({ required: true }),
        status: t.arg.string({ required: true, description: "healthy, degraded or down" }),
        queueDepth: t.arg.int({ required: false }),
        pricePer1kTokensEstimate: t.arg.float({ required: false }),
        p95MsEstimate: t.arg.float({ required: false }),
      },
      resolve: (_r, args, ctx) => {
        const id = nodeId(args.computePassportId);
        const input = validateInput<HeartbeatInput & { compute_passport_id?: string }>(HeartbeatBody, {
          compute_passport_id: id,
          status: args.status,
          ...(args.queueDepth != null ? { queue_depth: args.queueDepth } : {}),
          ...(args.pricePer1kTokensEstimate != null ? { price_per_1k_tokens_estimate: args.pricePer1kTokensEstimate } : {}),
          ...(args.p95MsEstimate != null ? { p95_ms_estimate: args.p95MsEstimate } : {}),
        });
        const { compute_passport_id, ...beat } = input;
        assertSamePassport(id, compute_passport_id);
        return service.heartbeat(callerOf(ctx), id, beat);
      },
    }),
  );
  builder.objectField(Agent, "computeNode", (t) =>
    t.field({
      type: State,
      nullable: true,
      description: "This passport's compute node state (expired ones too), or null when it never sent a heartbeat.",
      resolve: (agent, _a, ctx) => service.read(callerOf(ctx), agent.passportId),
    }),
  );
}
