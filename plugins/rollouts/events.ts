import { defineEventType, PassportIdSchema, Type, UuidSchema, type TSchema } from "berth/plugin";
import { DecisionSchema, RouteSchema, RUN_PURPOSES, StepSchema, StrategySchema, TemplateSchema, ON_FAILURE, ANALYSIS_PHASES } from "./schemas.ts";

// The events the rollouts plugin appends, in the transaction of the change each describes.
// Subject: the agent passport (templates: `analysis-template:<name>`).

const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
const By = NullableString("The key whose control made it; null when the rollout did by itself.");
const Base = { rollout_id: UuidSchema, agent_passport_id: PassportIdSchema, deployment_id: { ...UuidSchema, description: "The new version the rollout takes to primary." } };

function rolloutData(extra: Record<string, TSchema>): TSchema {
  return Type.Object({ ...Base, ...extra }, { additionalProperties: false });
}

const IDS = { rollout_id: "0199a3d0-1c2b-7a4e-9f10-3b5e2a6c8d11", agent_passport_id: "agent-7", deployment_id: "0199a3b2-7c4e-7d1a-9f10-3b5e2a6c8d02" };
const RUN_ID = "0199a3d0-2d3c-7b5f-8a21-4c6f3b7d9e22";
const ROUTES = [
  { deployment_id: "0199a3b2-7c4e-7d1a-9f10-3b5e2a6c8d01", slot: "primary" as const, weight: 90, url: "https://agent-7.up.railway.app", revision: "v1" },
  { deployment_id: IDS.deployment_id, slot: "blue" as const, weight: 10, url: null, revision: "v2" },
];
const DECISION = {
  action: "abort" as const,
  reason: "analysis_failed",
  message: "metric error-rate assessed Failed: failed (1) > failure_limit (0)",
  run_id: RUN_ID,
  metric: "error-rate",
  template: "error-rate",
  phase: "Failed" as const,
  limit: "failed (1) > failure_limit (0)",
  condition: { field: "failure_condition" as const, expression: "result > 0.05" },
  measurements: [
    { metric: "error-rate", seq: 1, phase: "Failed" as const, value: 0.13, error: null, error_kind: null, decided_by: "failure_condition" as const, due_at: 1768469520000, started_at: 1768469520000, finished_at: 1768469520004, recorded_at: 1768469520004, taken_by: "host-1:4242:9f3a1c", batch: 1 },
  ],
  decided_at: 1768469520004,
  by: null,
};
const DecisionOrNull = Type.Union([DecisionSchema, Type.Null()]);

export const rolloutStarted = defineEventType({
  type: "rollout.started",
  description: "A rollout began for a new blue (by itself when the blue was created, or POST /v1/agents/{passportId}/rollouts); fast_tracked: a recent version, promoted without steps or analysis. Subject: the agent passport.",
  data: rolloutData({
    kind: Type.Enum(["blue_green", "canary"]),
    revision: NullableString("The new version's revision."),
    stable_deployment_id: NullableString("The primary when it started."),
    fast_tracked: Type.Boolean(),
    fast_tracked_to: NullableString("The former primary it matched, when fast-tracked."),
    by: By,
    auto: Type.Boolean({ description: "Started by itself on the blue's creation." }),
  }),
  example: { ...IDS, kind: "canary", revision: "v2", stable_deployment_id: ROUTES[0]!.deployment_id, fast_tracked: false, fast_tracked_to: null, by: null, auto: true },
});

export const rolloutStepStarted = defineEventType({
  type: "rollout.step_started",
  description: "A canary step began. Subject: the agent passport.",
  data: rolloutData({ step_index: Type.Integer({ minimum: 0 }), step: StepSchema }),
  example: { ...IDS, step_index: 0, step: { set_weight: 10 } },
});

export const rolloutStepCompleted = defineEventType({
  type: "rollout.step_completed",
  description: "A canary step ended: done by itself, promoted, skipped, approved (by a key or the gate) or resumed. Subject: the agent passport.",
  data: rolloutData({ step_index: Type.Integer({ minimum: 0 }), step: StepSchema, outcome: Type.String(), by: By }),
  example: { ...IDS, step_index: 0, step: { set_weight: 10 }, outcome: "done", by: null },
});

export const rolloutRoutingChanged = defineEventType({
  type: "rollout.routing_changed",
  description: "The agent's routing table changed (what its gateway should split): the routes and their weights, and the ones before. Subject: the agent passport.",
  data: Type.Object(
    { agent_passport_id: PassportIdSchema, rollout_id: NullableString("The rollout that set it, if any."), routes: Type.Array(RouteSchema), previous: Type.Union([Type.Array(RouteSchema), Type.Null()]) },
    { additionalProperties: false },
  ),
  example: { agent_passport_id: "agent-7", rollout_id: IDS.rollout_id, routes: ROUTES, previous: [{ ...ROUTES[0]!, weight: 100 }, { ...ROUTES[1]!, weight: 0 }] },
});

export const rolloutPaused = defineEventType({
  type: "rollout.paused",
  description: "The rollout paused: a person, a pause step, an approval, waiting for promotion, or an analysis result that asks for one (with its decision). Subject: the agent passport.",
  data: rolloutData({ reason: Type.String(), by: By, decision: DecisionOrNull }),
  example: { ...IDS, reason: "pause_step", by: null, decision: null },
});

export const rolloutResumed = defineEventType({
  type: "rollout.resumed",
  description: "Someone resumed a paused rollout (what the pause held passes). Subject: the agent passport.",
  data: rolloutData({ reason: Type.String({ description: "What it was paused for." }), by: By }),
  example: { ...IDS, reason: "pause_step", by: "key_01HZX3" },
});

export const rolloutPromoted = defineEventType({
  type: "rollout.promoted",
  description: "The new version became primary, through the deployments' promote (a deployment.promoted in the same transaction). Subject: the agent passport.",
  data: rolloutData({ message: Type.String(), by: By, fast_tracked: Type.Boolean() }),
  example: { ...IDS, message: `deployment ${IDS.deployment_id} is primary now`, by: null, fast_tracked: false },
});

export const rolloutAborted = defineEventType({
  type: "rollout.aborted",
  description: "The rollout stopped before promotion (traffic is back on the stable version: 100/0), or found nothing to roll back to; the decision says why. Subject: the agent passport.",
  data: rolloutData({ reason: Type.String(), message: Type.String(), by: By, decision: DecisionSchema }),
  example: { ...IDS, reason: "analysis_failed", message: DECISION.message, by: null, decision: DECISION },
});

export const rolloutRolledBack = defineEventType({
  type: "rollout.rolled_back",
  description: "After promotion, the previous primary was restored through the deployments' rollback (or someone did it outside the rollout); the decision says why. Subject: the agent passport.",
  data: rolloutData({ reason: Type.String(), message: Type.String(), restored_deployment_id: Type.Optional(Type.String()), by: Type.Optional(By), decision: DecisionSchema }),
  example: { ...IDS, reason: "analysis_failed", message: DECISION.message, restored_deployment_id: ROUTES[0]!.deployment_id, by: null, decision: { ...DECISION, action: "rollback" } },
});

export const rolloutCompleted = defineEventType({
  type: "rollout.completed",
  description: "The rollout ended with the new version primary (after its post-promotion analysis, if any). Subject: the agent passport.",
  data: rolloutData({ promoted_at: Type.Union([Type.Integer(), Type.Null()]), by: By }),
  example: { ...IDS, promoted_at: 1768469580000, by: null },
});

export const rolloutRetried = defineEventType({
  type: "rollout.retried",
  description: "An aborted rollout started over (a new attempt), or an analysis a rollout paused on runs again (run_id). Subject: the agent passport.",
  data: rolloutData({ attempt: Type.Integer({ minimum: 1 }), run_id: Type.Optional(Type.String()), by: By }),
  example: { ...IDS, attempt: 2, by: "key_01HZX3" },
});

export const rolloutStrategyChanged = defineEventType({
  type: "rollout.strategy_changed",
  description: "An agent's rollout strategy was set (the strategy) or removed (null); rollouts under way keep theirs. Subject: the agent passport.",
  data: Type.Object({ agent_passport_id: PassportIdSchema, strategy: Type.Union([StrategySchema, Type.Null()]), by: Type.String() }, { additionalProperties: false }),
  example: {
    agent_passport_id: "agent-7",
    strategy: { agent_passport_id: "agent-7", blue_green: null, canary: { steps: [{ set_weight: 10 }, { analysis: { templates: ["error-rate"] } }] }, progress_deadline: "10m", rollback_window: 3, auto_start: true, version: 1, updated_at: 1768469400000 },
    by: "key_01HZX3",
  },
});

const RunBase = { run_id: UuidSchema, purpose: Type.Enum([...RUN_PURPOSES]), step_index: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]) };

export const analysisRunStarted = defineEventType({
  type: "analysis_run.started",
  description: "An analysis run began: its templates (with the version used) and metrics. Subject: the agent passport.",
  data: rolloutData({ ...RunBase, templates: Type.Array(Type.Object({ name: Type.String(), version: Type.Integer(), on_failure: Type.Enum([...ON_FAILURE]) })), metrics: Type.Array(Type.String()) }),
  example: { ...IDS, run_id: RUN_ID, purpose: "step", step_index: 1, templates: [{ name: "error-rate", version: 1, on_failure: "abort" }], metrics: ["error-rate"] },
});

function runEnded(phase: (typeof ANALYSIS_PHASES)[number], description: string) {
  return defineEventType({
    type: `analysis_run.${phase.toLowerCase()}`,
    description: `${description} Subject: the agent passport.`,
    data: rolloutData({
      ...RunBase,
      phase: Type.Optional(Type.Literal(phase)),
      deciding_metric: Type.Optional(NullableString("The metric whose phase is the run's.")),
      message: Type.Union([Type.String(), Type.Null()]),
      terminated: Type.Optional(NullableString("Why it was ended before its metrics were done.")),
    }),
    example: { ...IDS, run_id: RUN_ID, purpose: "step", step_index: 1, phase, deciding_metric: phase === "Successful" ? null : "error-rate", message: phase === "Successful" ? null : DECISION.message, terminated: null },
  });
}

export const analysisRunSuccessful = runEnded("Successful", "An analysis run ended Successful.");
export const analysisRunFailed = runEnded("Failed", "An analysis run ended Failed: the deciding metric and the limit it passed are in message.");
export const analysisRunInconclusive = runEnded("Inconclusive", "An analysis run ended Inconclusive (the rollout pauses for a person).");
export const analysisRunError = runEnded("Error", "An analysis run ended Error: a source kept failing past consecutive_error_limit, or its templates could not be used.");

export const analysisTemplateChanged = defineEventType({
  type: "analysis_template.changed",
  description: "An analysis template was created, updated (with its new version) or deleted. Subject: analysis-template:<name>.",
  data: Type.Object({ name: Type.String(), action: Type.Enum(["created", "updated", "deleted"]), template: Type.Optional(TemplateSchema), by: Type.String() }, { additionalProperties: false }),
  example: { name: "error-rate", action: "deleted", by: "key_01HZX3" },
});

export const ROLLOUT_EVENTS = [
  rolloutStarted,
  rolloutStepStarted,
  rolloutStepCompleted,
  rolloutRoutingChanged,
  rolloutPaused,
  rolloutResumed,
  rolloutPromoted,
  rolloutAborted,
  rolloutRolledBack,
  rolloutCompleted,
  rolloutRetried,
  rolloutStrategyChanged,
  analysisRunStarted,
  analysisRunSuccessful,
  analysisRunFailed,
  analysisRunInconclusive,
  analysisRunError,
  analysisTemplateChanged,
];
