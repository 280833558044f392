import { callerOf, graphqlInput, objectType, type SchemaKit, type Static } from "berth/plugin";
import type { ComputeService } from "./compute-service.ts";
import { HeartbeatBody, NodeParams, NodeStateSchema } from "./schemas.ts";

/** The same id rule as the REST path parameter. */
function nodeId(args: { computePassportId: string | number }): string {
  return graphqlInput<Static<typeof NodeParams>>(NodeParams, { computePassportId: String(args.computePassportId) }).computePassportId;
}

export function computeGraphQL({ builder, Agent }: SchemaKit, service: ComputeService): void {
  const State = objectType(builder, "ComputeNodeState", NodeStateSchema);
  builder.queryField("computeNodeHealth", (t) =>
    t.field({
      type: State,
      description: "Same as GET /v1/compute/nodes/{id}/health: errors COMPUTE_NODE_NOT_FOUND and COMPUTE_NODE_EXPIRED.",
      args: { computePassportId: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => service.health(callerOf(ctx), nodeId(args)),
    }),
  );
  builder.mutationField("sendHeartbeat", (t) =>
    t.field({
      type: State,
      description: "Same as POST /v1/compute/nodes/{id}/heartbeat.",
      args: {
        computePassportId: t.arg.id({ required: true }),
        status: t.arg.string({ required: true, description: "healthy, degraded or down" }),
        queueDepth: t.arg.int({ required: false }),
        pricePer1kTokensEstimate: t.arg.float({ required: false }),
        p95MsEstimate: t.arg.float({ required: false }),
      },
      resolve: (_r, args, ctx) => {
        const id = nodeId(args);
        const beat = graphqlInput<Static<typeof HeartbeatBody>>(HeartbeatBody, args, { omit: ["computePassportId"] });
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
