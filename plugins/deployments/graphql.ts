import { callerOf, graphqlInput, objectType, PassportIdSchema, Type, UuidSchema, type BerthEvent, type SchemaKit, type Static } from "berth/plugin";
import type { CreateDeploymentInput, DeploymentsService, ListDeploymentsInput } from "./deployments-service.ts";
import { ChangeSchema, CreateDeploymentBody, DeploymentSchema, DeploymentsPageSchema, ListDeploymentsQuery, StatusBody, StatusResultSchema } from "./schemas.ts";

const PassportArgs = Type.Object({ passportId: PassportIdSchema });
const IdArgs = Type.Object({ deploymentId: UuidSchema });

const EventSchema = Type.Object(
  {
    id: UuidSchema,
    type: Type.String({ description: "deployment.created, state_changed, health_changed, promoted, rolled_back or terminated." }),
    subject: Type.String(),
    time: Type.String({ format: "date-time" }),
    world: Type.String(),
    data: Type.Unknown({ description: "deployment_id, the deployment after the change, its previous state and the actor." }),
  },
  { description: "A deployment event, as it commits." },
);

const passportOf = (args: { passportId: string | number }) => graphqlInput<Static<typeof PassportArgs>>(PassportArgs, { passportId: String(args.passportId) }).passportId;
const idOf = (args: { id: string | number }) => graphqlInput<Static<typeof IdArgs>>(IdArgs, { deploymentId: String(args.id) }).deploymentId;

export function deploymentsGraphQL({ builder, Agent }: SchemaKit, service: DeploymentsService): void {
  const Deployment = objectType(builder, "Deployment", DeploymentSchema);
  const Page = objectType(builder, "DeploymentPage", DeploymentsPageSchema, { types: { deployments: Deployment } });
  const StatusResult = objectType(builder, "DeploymentStatusResult", StatusResultSchema, { types: { deployment: Deployment } });
  const Change = objectType(builder, "DeploymentChange", ChangeSchema, { description: "What promote and rollback answer: the deployment that is primary now." });
  const Event = objectType(builder, "DeploymentEvent", EventSchema);

  builder.queryField("deployment", (t) =>
    t.field({ type: Deployment, description: "Same as GET /v1/deployments/{deploymentId}.", args: { id: t.arg.id({ required: true }) }, resolve: (_r, a, ctx) => service.get(callerOf(ctx), idOf(a)) }),
  );
  builder.objectFields(Agent, (t) => ({
    deployments: t.field({
      type: Page,
      description: "Same as GET /v1/agents/{passportId}/deployments.",
      args: { slot: t.arg.string(), state: t.arg.string(), limit: t.arg.int(), cursor: t.arg.string() },
      resolve: (agent, a, ctx) => service.list(callerOf(ctx), agent.passportId, graphqlInput<ListDeploymentsInput>(ListDeploymentsQuery, a)),
    }),
    primaryDeployment: t.field({ type: Deployment, nullable: true, description: "The live primary deployment, or null.", resolve: (agent, _a, ctx) => service.primary(callerOf(ctx), agent.passportId) }),
  }));
  builder.mutationFields((t) => ({
    createDeployment: t.field({
      type: Deployment,
      description: "Same as POST /v1/agents/{passportId}/deployments.",
      args: {
        passportId: t.arg.id({ required: true }),
        provider: t.arg.string({ description: "Absent: the descriptor's deployment_config.target.type." }),
        descriptor: t.arg({ type: "JSON", required: true }),
        revision: t.arg.string(),
        slot: t.arg.string({ description: "blue (default) or primary" }),
        providerDeploymentId: t.arg.string(),
      },
      resolve: (_r, a, ctx) => service.create(callerOf(ctx), passportOf(a), graphqlInput<CreateDeploymentInput>(CreateDeploymentBody, a, { omit: ["passportId"] })),
    }),
    reportDeploymentStatus: t.field({
      type: StatusResult,
      description: "Same as POST /v1/deployments/{deploymentId}/status.",
      args: {
        id: t.arg.id({ required: true }),
        actualState: t.arg.string(),
        health: t.arg.string(),
        url: t.arg.string(),
        providerDeploymentId: t.arg.string(),
        observedAt: t.arg.float({ description: "Unix ms." }),
      },
      resolve: (_r, a, ctx) => service.report(callerOf(ctx), idOf(a), graphqlInput<Static<typeof StatusBody>>(StatusBody, a, { omit: ["id"] })),
    }),
    promoteDeployment: t.field({
      type: Change,
      description: "Same as POST /v1/agents/{passportId}/promote.",
      args: { passportId: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => service.promote(callerOf(ctx), passportOf(a)),
    }),
    rollbackDeployment: t.field({
      type: Change,
      description: "Same as POST /v1/agents/{passportId}/rollback.",
      args: { passportId: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => service.rollback(callerOf(ctx), passportOf(a)),
    }),
  }));
  builder.subscriptionField("deploymentEvents", (t) =>
    t.field({
      type: Event,
      description: "This agent's deployment events as they commit (WebSocket with graphql-ws on both engines; also server-sent events on yoga).",
      args: { passportId: t.arg.id({ required: true }) },
      subscribe: (_r, a, ctx) => service.watch(callerOf(ctx), passportOf(a)),
      resolve: (event: BerthEvent) => event,
    }),
  );
}
