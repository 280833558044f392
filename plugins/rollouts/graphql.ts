import { callerOf, graphqlInput, objectType, PassportIdSchema, Type, UuidSchema, type BerthEvent, type SchemaKit, type Static } from "berth/plugin";
import { CONTROLS, type Control } from "./rollout-controls.ts";
import type { RolloutsService } from "./rollouts-service.ts";
import {
  ListRolloutsQuery,
  ReplaySchema,
  RolloutPageSchema,
  RolloutSchema,
  RoutingSchema,
  RunSchema,
  StrategyBody,
  StrategySchema,
  TemplateBody,
  TemplateName,
  TemplateSchema,
  TrafficReportSchema,
  TrafficBody,
  type StrategyInput,
  type TemplateInput,
  type TrafficInput,
} from "./schemas.ts";

const PassportArgs = Type.Object({ passportId: PassportIdSchema });
const IdArgs = Type.Object({ id: UuidSchema });
const NameArgs = Type.Object({ name: TemplateName });
const ControlArgs = Type.Object({ control: Type.Enum([...CONTROLS]) });

const passportOf = (a: { passportId: string | number }) => graphqlInput<Static<typeof PassportArgs>>(PassportArgs, { passportId: String(a.passportId) }).passportId;
const idOf = (a: { id: string | number }) => graphqlInput<Static<typeof IdArgs>>(IdArgs, { id: String(a.id) }).id;
const nameOf = (a: { name: string }) => graphqlInput<Static<typeof NameArgs>>(NameArgs, { name: a.name }).name;

const EventSchema = Type.Object(
  {
    id: UuidSchema,
    type: Type.String({ description: "rollout.* or analysis_run.* (rollout.routing_changed for routingChanges)." }),
    subject: Type.String(),
    time: Type.String({ format: "date-time" }),
    world: Type.String(),
    data: Type.Unknown(),
  },
  { description: "A rollout event, as it commits." },
);

export function rolloutsGraphQL({ builder, Agent }: SchemaKit, service: RolloutsService): void {
  const Rollout = objectType(builder, "Rollout", RolloutSchema);
  const Page = objectType(builder, "RolloutPage", RolloutPageSchema, { types: { rollouts: Rollout } });
  const Run = objectType(builder, "AnalysisRun", RunSchema);
  const Replay = objectType(builder, "AnalysisRunReplay", ReplaySchema);
  const Template = objectType(builder, "AnalysisTemplate", TemplateSchema);
  const Strategy = objectType(builder, "AgentRolloutStrategy", StrategySchema);
  const Routing = objectType(builder, "RoutingTable", RoutingSchema);
  const Traffic = objectType(builder, "TrafficReport", TrafficReportSchema);
  const Event = objectType(builder, "RolloutEvent", EventSchema);

  builder.queryFields((t) => ({
    rollout: t.field({ type: Rollout, description: "Same as GET /v1/rollouts/{rolloutId}.", args: { id: t.arg.id({ required: true }) }, resolve: (_r, a, ctx) => service.get(callerOf(ctx), idOf(a)) }),
    analysisRun: t.field({ type: Run, description: "Same as GET /v1/analysis-runs/{runId}.", args: { id: t.arg.id({ required: true }) }, resolve: (_r, a, ctx) => service.getRun(callerOf(ctx), idOf(a)) }),
    analysisRunReplay: t.field({ type: Replay, description: "Same as GET /v1/analysis-runs/{runId}/replay.", args: { id: t.arg.id({ required: true }) }, resolve: (_r, a, ctx) => service.replayRun(callerOf(ctx), idOf(a)) }),
    analysisTemplates: t.field({ type: [Template], description: "Same as GET /v1/analysis-templates.", resolve: (_r, _a, ctx) => service.listTemplates(callerOf(ctx)) }),
    analysisTemplate: t.field({ type: Template, description: "Same as GET /v1/analysis-templates/{name}.", args: { name: t.arg.string({ required: true }) }, resolve: (_r, a, ctx) => service.getTemplate(callerOf(ctx), nameOf(a)) }),
  }));
  builder.objectFields(Agent, (t) => ({
    rolloutStrategy: t.field({ type: Strategy, nullable: true, description: "The agent's rollout strategy, or null (GET /v1/agents/{passportId}/rollout-strategy).", resolve: (agent, _a, ctx) => service.findStrategy(callerOf(ctx), agent.passportId) }),
    rollouts: t.field({
      type: Page,
      description: "Same as GET /v1/agents/{passportId}/rollouts.",
      args: { limit: t.arg.int(), cursor: t.arg.string() },
      resolve: (agent, a, ctx) => service.list(callerOf(ctx), agent.passportId, graphqlInput<Static<typeof ListRolloutsQuery>>(ListRolloutsQuery, a)),
    }),
    activeRollout: t.field({ type: Rollout, nullable: true, description: "The rollout under way (progressing or paused), or null.", resolve: (agent, _a, ctx) => service.active(callerOf(ctx), agent.passportId) }),
    routing: t.field({ type: Routing, description: "Same as GET /v1/agents/{passportId}/routing.", resolve: (agent, _a, ctx) => service.routing(callerOf(ctx), agent.passportId) }),
  }));
  builder.mutationFields((t) => ({
    setRolloutStrategy: t.field({
      type: Strategy,
      description: "Same as PUT /v1/agents/{passportId}/rollout-strategy; `strategy` is that body.",
      args: { passportId: t.arg.id({ required: true }), strategy: t.arg({ type: "JSON", required: true }) },
      resolve: (_r, a, ctx) => service.setStrategy(callerOf(ctx), passportOf(a), graphqlInput<StrategyInput>(StrategyBody, (a.strategy ?? {}) as Record<string, unknown>)),
    }),
    deleteRolloutStrategy: t.field({ type: "Boolean", description: "Same as DELETE /v1/agents/{passportId}/rollout-strategy.", args: { passportId: t.arg.id({ required: true }) }, resolve: (_r, a, ctx) => service.deleteStrategy(callerOf(ctx), passportOf(a)) }),
    putAnalysisTemplate: t.field({
      type: Template,
      description: "Same as PUT /v1/analysis-templates/{name} (admin); `template` is that body.",
      args: { name: t.arg.string({ required: true }), template: t.arg({ type: "JSON", required: true }) },
      resolve: async (_r, a, ctx) => (await service.putTemplate(callerOf(ctx), nameOf(a), graphqlInput<TemplateInput>(TemplateBody, (a.template ?? {}) as Record<string, unknown>))).template,
    }),
    deleteAnalysisTemplate: t.field({ type: "Boolean", description: "Same as DELETE /v1/analysis-templates/{name} (admin).", args: { name: t.arg.string({ required: true }) }, resolve: (_r, a, ctx) => service.deleteTemplate(callerOf(ctx), nameOf(a)) }),
    startRollout: t.field({
      type: Rollout,
      description: "Same as POST /v1/agents/{passportId}/rollouts.",
      args: { passportId: t.arg.id({ required: true }), deploymentId: t.arg.id() },
      resolve: async (_r, a, ctx) => (await service.start(callerOf(ctx), passportOf(a), a.deploymentId ? idOf({ id: a.deploymentId }) : undefined)).rollout,
    }),
    controlRollout: t.field({
      type: Rollout,
      description: `POST /v1/rollouts/{rolloutId}/<control>: one of ${CONTROLS.join(", ")} (promote_full is promote with full: true).`,
      args: { id: t.arg.id({ required: true }), control: t.arg.string({ required: true }) },
      resolve: (_r, a, ctx) => service.control(callerOf(ctx), idOf(a), graphqlInput<{ control: Control }>(ControlArgs, { control: a.control }).control),
    }),
    reportDeploymentTraffic: t.field({
      type: Traffic,
      description: "Same as POST /v1/deployments/{deploymentId}/metrics.",
      args: {
        deploymentId: t.arg.id({ required: true }),
        successCount: t.arg.int({ required: true }),
        errorCount: t.arg.int({ required: true }),
        latencyMsSum: t.arg.float(),
        latencyP95Ms: t.arg.float(),
        latencyP99Ms: t.arg.float(),
        observedAt: t.arg.float({ description: "Unix ms." }),
      },
      resolve: (_r, a, ctx) => service.reportTraffic(callerOf(ctx), idOf({ id: a.deploymentId }), graphqlInput<TrafficInput>(TrafficBody, a, { omit: ["deploymentId"] })),
    }),
  }));
  builder.subscriptionFields((t) => ({
    routingChanges: t.field({
      type: Event,
      description: "This agent's rollout.routing_changed events as they commit: what a gateway follows.",
      args: { passportId: t.arg.id({ required: true }) },
      subscribe: (_r, a, ctx) => service.watchRouting(callerOf(ctx), passportOf(a)),
      resolve: (event: BerthEvent) => event,
    }),
    rolloutEvents: t.field({
      type: Event,
      description: "This agent's rollout.* and analysis_run.* events as they commit.",
      args: { passportId: t.arg.id({ required: true }) },
      subscribe: (_r, a, ctx) => service.watchRollouts(callerOf(ctx), passportOf(a)),
      resolve: (event: BerthEvent) => event,
    }),
  }));
}
