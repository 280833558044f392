import { defineEventType, Type, UuidSchema, type TSchema } from "berth/plugin";
import { DeploymentSchema } from "./schemas.ts";
import { ACTUAL_STATES, DESIRED_STATES, HEALTHS, SLOTS } from "./state-machine.ts";

// The events the deployments service appends (deployments-service.ts, emit), one transaction with
// the change each describes. Subject: the agent passport.

const Before = Type.Union(
  [Type.Object({ slot: Type.Enum([...SLOTS]), actual_state: Type.Enum([...ACTUAL_STATES]), desired_state: Type.Enum([...DESIRED_STATES]), health: Type.Enum([...HEALTHS]) }, { additionalProperties: false }), Type.Null()],
  { description: "The deployment's slot, states and health before the change; null for a new one." },
);

const Actor = Type.Union(
  [
    Type.Object({ type: Type.Literal("key"), key_id: Type.String({ description: "The API key that made the change." }) }, { additionalProperties: false }),
    Type.Object(
      { type: Type.Literal("provider"), provider: Type.String(), delivery_id: Type.Union([Type.String(), Type.Null()], { description: "The provider's delivery that made it." }) },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        type: Type.Literal("rollout"),
        rollout_id: Type.String({ description: "The rollout that promoted or rolled back (the rollouts plugin)." }),
        key_id: Type.Union([Type.String(), Type.Null()], { description: "The key whose control made it; null when the rollout did by itself." }),
      },
      { additionalProperties: false },
    ),
  ],
  { description: "Who made the change: an API key, a provider's webhook delivery, or a rollout." },
);

const StateStep = Type.Enum([...ACTUAL_STATES]);
const HealthChange = Type.Object({ from: Type.Enum([...HEALTHS]), to: Type.Enum([...HEALTHS]) }, { additionalProperties: false });

/** What a provider's delivery adds (ReportNote), on events its deliveries caused. */
const Note = {
  provider: Type.Optional(Type.String({ description: "The provider whose delivery made the report." })),
  delivery_id: Type.Optional(Type.String({ description: "The provider's delivery id." })),
  raw_status: Type.Optional(Type.String({ description: "The status as the provider wrote it." })),
  recognized: Type.Optional(Type.Boolean({ description: "False when the provider's status map does not know raw_status." })),
};

/** What a status report changed: the lifecycle steps it took and the health change. */
const Report = {
  from: Type.Optional(StateStep),
  to: Type.Optional(StateStep),
  path: Type.Optional(Type.Array(StateStep, { description: "Every state the deployment went through, in order (a report may skip ahead: deploying then running)." })),
  health: Type.Optional(HealthChange),
  applied: Type.Optional(Type.Boolean({ description: "False when the report changed nothing (stale, refused by the lifecycle, or a status nobody mapped)." })),
  ...Note,
};

function dataOf(extra: Record<string, TSchema>): TSchema {
  return Type.Object(
    {
      deployment_id: UuidSchema,
      previous: Before,
      deployment: { ...DeploymentSchema, description: "The deployment after the change." },
      actor: Actor,
      ...extra,
    },
    { additionalProperties: false },
  );
}

const EXAMPLE_DEPLOYMENT = {
  deployment_id: "0199a3b2-7c4e-7d1a-9f10-3b5e2a6c8d01",
  agent_passport_id: "agent-7",
  provider: "railway",
  provider_deployment_id: "d-4821",
  revision: "v1.4.2",
  descriptor: { image: "ghcr.io/acme/agent:1.4.2" },
  slot: "primary",
  desired_state: "running",
  actual_state: "running",
  health: "healthy",
  url: "https://agent-7.up.railway.app",
  was_primary: true,
  replaced_deployment_id: "0199a3a0-11aa-7c3e-8b2d-5f0e9d7c6b02",
  observed_at: 1760000000000,
  created_at: 1759990000000,
  updated_at: 1760000300000,
  promoted_at: 1760000300000,
  retired_at: null,
  terminated_at: null,
  restored_at: null,
  version: 5,
};
const KEY_ACTOR = { type: "key", key_id: "key_8f3a2c1d9e7b40a6b5c2" };
const BEFORE_BLUE = { slot: "blue", actual_state: "running", desired_state: "running", health: "healthy" };

export const deploymentCreated = defineEventType({
  type: "deployment.created",
  description: "A deployment was recorded for an agent (POST /v1/agents/{passportId}/deployments), in the blue slot unless it asked for primary. Subject: the agent passport.",
  data: dataOf({}),
  example: { deployment_id: EXAMPLE_DEPLOYMENT.deployment_id, previous: null, deployment: { ...EXAMPLE_DEPLOYMENT, slot: "blue", actual_state: "pending", health: "unknown", was_primary: false, promoted_at: null, replaced_deployment_id: null, version: 1 }, actor: KEY_ACTOR },
});

export const deploymentStateChanged = defineEventType({
  type: "deployment.state_changed",
  description: "A status report (by a key or a provider's webhook) moved the deployment along its lifecycle: `from`, `to` and every step in `path`. Subject: the agent passport.",
  data: dataOf(Report),
  example: { deployment_id: EXAMPLE_DEPLOYMENT.deployment_id, previous: { ...BEFORE_BLUE, actual_state: "deploying" }, deployment: { ...EXAMPLE_DEPLOYMENT, slot: "blue" }, actor: { type: "provider", provider: "railway", delivery_id: "evt_9f2" }, from: "deploying", to: "running", path: ["running"], applied: true, provider: "railway", delivery_id: "evt_9f2", raw_status: "SUCCESS", recognized: true },
});

export const deploymentHealthChanged = defineEventType({
  type: "deployment.health_changed",
  description: "A status report changed the deployment's health (healthy, degraded, unhealthy, unknown) and not its state. Subject: the agent passport.",
  data: dataOf(Report),
  example: { deployment_id: EXAMPLE_DEPLOYMENT.deployment_id, previous: { ...BEFORE_BLUE, health: "unknown" }, deployment: { ...EXAMPLE_DEPLOYMENT, slot: "blue" }, actor: KEY_ACTOR, health: { from: "unknown", to: "healthy" }, applied: true },
});

export const deploymentReported = defineEventType({
  type: "deployment.reported",
  description:
    "A status report that changed neither state nor health: it set the url or the provider's id, or a provider's delivery that changed nothing (`applied: false` with `reason`: stale, unrecognized_status, or the lifecycle's refusal code). Subject: the agent passport.",
  data: dataOf({ ...Report, reason: Type.Optional(Type.String({ description: "Why it changed nothing: stale, unrecognized_status, or an error code." })), refused: Type.Optional(Type.Unknown({ description: "The lifecycle's refusal details." })) }),
  example: { deployment_id: EXAMPLE_DEPLOYMENT.deployment_id, previous: BEFORE_BLUE, deployment: { ...EXAMPLE_DEPLOYMENT, slot: "blue" }, actor: { type: "provider", provider: "railway", delivery_id: "evt_9f3" }, applied: false, reason: "unrecognized_status", provider: "railway", delivery_id: "evt_9f3", raw_status: "HIBERNATING", recognized: false },
});

export const deploymentTerminated = defineEventType({
  type: "deployment.terminated",
  description:
    "The deployment ended: a report said so (with `from`, `to`, `path`), or a promote or rollback retired it as the primary (`reason`: promote or rollback, `replaced_by`: the deployment now primary). Subject: the agent passport.",
  data: dataOf({
    ...Report,
    reason: Type.Optional(Type.Enum(["promote", "rollback"], { description: "The promote or rollback that retired this primary." })),
    replaced_by: Type.Optional({ ...UuidSchema, description: "The deployment that took its place." }),
  }),
  example: { deployment_id: "0199a3a0-11aa-7c3e-8b2d-5f0e9d7c6b02", previous: { slot: "primary", actual_state: "running", desired_state: "running", health: "healthy" }, deployment: { ...EXAMPLE_DEPLOYMENT, deployment_id: "0199a3a0-11aa-7c3e-8b2d-5f0e9d7c6b02", slot: "retired", desired_state: "terminated", actual_state: "terminated", retired_at: 1760000300000, terminated_at: 1760000300000, replaced_deployment_id: null }, actor: KEY_ACTOR, reason: "promote", replaced_by: EXAMPLE_DEPLOYMENT.deployment_id },
});

export const deploymentPromoted = defineEventType({
  type: "deployment.promoted",
  description: "A running, healthy blue became the primary (POST /v1/agents/{passportId}/promote); the primary it replaced, if any, was terminated and retired in the same transaction. Subject: the agent passport.",
  data: dataOf({ replaced_deployment_id: Type.Union([UuidSchema, Type.Null()], { description: "The primary it replaced." }) }),
  example: { deployment_id: EXAMPLE_DEPLOYMENT.deployment_id, previous: BEFORE_BLUE, deployment: EXAMPLE_DEPLOYMENT, actor: KEY_ACTOR, replaced_deployment_id: "0199a3a0-11aa-7c3e-8b2d-5f0e9d7c6b02" },
});

export const deploymentRolledBack = defineEventType({
  type: "deployment.rolled_back",
  description: "A former primary returned to the primary slot (POST /v1/agents/{passportId}/rollback), deploying until its provider reports; the current primary, if any, was terminated. Subject: the agent passport.",
  data: dataOf({ rolled_back_from: Type.Union([UuidSchema, Type.Null()], { description: "The primary that was terminated." }) }),
  example: {
    deployment_id: "0199a3a0-11aa-7c3e-8b2d-5f0e9d7c6b02",
    previous: { slot: "retired", actual_state: "terminated", desired_state: "terminated", health: "healthy" },
    deployment: { ...EXAMPLE_DEPLOYMENT, deployment_id: "0199a3a0-11aa-7c3e-8b2d-5f0e9d7c6b02", actual_state: "deploying", health: "unknown", restored_at: 1760000900000, replaced_deployment_id: null },
    actor: KEY_ACTOR,
    rolled_back_from: EXAMPLE_DEPLOYMENT.deployment_id,
  },
});

export const DEPLOYMENT_EVENTS = [deploymentCreated, deploymentStateChanged, deploymentHealthChanged, deploymentReported, deploymentTerminated, deploymentPromoted, deploymentRolledBack];
