import { PassportIdSchema, SuccessTrue, Type, UnixMs, UuidSchema, type Static } from "berth/plugin";
import { DURATION_PATTERN } from "./durations.ts";

const Duration = (description: string) => Type.String({ pattern: DURATION_PATTERN, minLength: 2, maxLength: 32, description: `${description} A duration: 500ms, 10s, 5m, 1h, 1m30s (at most a week).`, examples: ["30s"] });
const Nullable = <T extends ReturnType<typeof Type.String>>(s: T) => Type.Union([s, Type.Null()]);
const NullableMs = Type.Union([UnixMs, Type.Null()]);
const Count = (description: string, minimum = 0) => Type.Integer({ minimum, maximum: 100_000, description });

export const TEMPLATE_NAME_PATTERN = "^[a-z][a-z0-9-]{0,62}$";
export const METRIC_NAME_PATTERN = "^[a-z][a-z0-9_-]{0,62}$";
export const TemplateName = Type.String({ pattern: TEMPLATE_NAME_PATTERN, description: "An analysis template's name: lowercase letters, digits and '-', 1-63 characters.", examples: ["error-rate"] });

/** What the `berth` source measures. */
export const BERTH_METRICS = ["error_rate", "success_rate", "request_count", "latency_avg_ms", "latency_p95_ms", "latency_p99_ms", "deployment_state", "deployment_health", "compute_health"] as const;
export type BerthMetric = (typeof BERTH_METRICS)[number];

const Url = (description: string) => Type.String({ minLength: 1, maxLength: 2048, description });
const Condition = (description: string) => Type.String({ minLength: 1, maxLength: 1024, description: `${description} A CEL expression over \`result\` (see docs/rollouts.md#conditions).`, examples: ["result > 0.05"] });

export const BerthSourceSchema = Type.Object(
  {
    metric: Type.Enum([...BERTH_METRICS], { description: "error_rate, success_rate, request_count, latency_* (from POST /v1/deployments/{id}/metrics over `window`); deployment_state, deployment_health (what its provider reported); compute_health (a compute node's last heartbeat)." }),
    window: Type.Optional(Duration("Traffic metrics: the reports counted are those observed within this long before the measurement (default: the metric's interval, or 1m).")),
    compute_passport_id: Type.Optional({ ...PassportIdSchema, description: "compute_health: the node (default: the agent's passport)." }),
  },
  { additionalProperties: false, description: "Signals Berth has: what agents and gateways report, what providers report, compute heartbeats." },
);

export const WebSourceSchema = Type.Object(
  {
    url: Url("Where the value is read (GET). {{agent_passport_id}}, {{deployment_id}}, {{revision}} and {{rollout_id}} are replaced, URL-encoded."),
    json_path: Type.String({ minLength: 1, maxLength: 256, description: "Where in the JSON answer the value is: $.data.error_rate, $.results[0].value.", examples: ["$.error_rate"] }),
    timeout: Type.Optional(Duration("Longest wait for the whole answer (default 5s, at most 60s).")),
    headers: Type.Optional(Type.Record(Type.String({ pattern: "^[A-Za-z0-9-]{1,64}$" }), Type.String({ maxLength: 1024 }), { maxProperties: 10, description: "Request headers (an Authorization, say). Answers show their names only." })),
  },
  { additionalProperties: false, description: "An HTTP GET whose JSON answer holds the value at a path." },
);

export const PrometheusSourceSchema = Type.Object(
  {
    address: Url("The Prometheus server: http://prometheus:9090."),
    query: Type.String({ minLength: 1, maxLength: 4096, description: "A PromQL instant query; {{agent_passport_id}}, {{deployment_id}}, {{revision}}, {{rollout_id}} are replaced (escaped for a PromQL string)." }),
    timeout: Type.Optional(Duration("Longest wait for the answer (default 5s, at most 60s).")),
  },
  { additionalProperties: false, description: "An instant query of a Prometheus HTTP API: a scalar, or a vector's one sample as a number (several: a list)." },
);

export const ProviderSchema = Type.Object(
  { berth: Type.Optional(BerthSourceSchema), web: Type.Optional(WebSourceSchema), prometheus: Type.Optional(PrometheusSourceSchema) },
  { additionalProperties: false, minProperties: 1, maxProperties: 1, description: "Where the metric is measured: exactly one of berth, web, prometheus.", examples: [{ berth: { metric: "error_rate", window: "1m" } }] },
);

export const MetricSchema = Type.Object(
  {
    name: Type.String({ pattern: METRIC_NAME_PATTERN, description: "Unique within a run.", examples: ["error-rate"] }),
    interval: Type.Optional(Duration("Time between measurements.")),
    count: Type.Optional(Count("Measurements to take (errors not counted); 0 or absent: one without an interval, until the run ends with one.")),
    initial_delay: Type.Optional(Duration("Wait before the first measurement.")),
    success_condition: Type.Optional(Condition("A measurement succeeds when this is true (without a failure_condition: fails when it is false).")),
    failure_condition: Type.Optional(Condition("A measurement fails when this is true (it wins when both are true).")),
    failure_limit: Type.Optional(Type.Integer({ minimum: -1, maximum: 100_000, description: "Failed measurements tolerated (default 0; -1: failures never fail the metric)." })),
    inconclusive_limit: Type.Optional(Count("Inconclusive measurements tolerated (default 0).")),
    consecutive_success_limit: Type.Optional(Count("Successes in a row that make the metric Successful (default 0: off).")),
    consecutive_error_limit: Type.Optional(Count("Errors in a row tolerated before the metric is Error (default 4).")),
    dry_run: Type.Optional(Type.Boolean({ description: "Measured and shown, decides nothing." })),
    provider: ProviderSchema,
  },
  { additionalProperties: false },
);
export type MetricSpec = Static<typeof MetricSchema>;

export const ON_FAILURE = ["abort", "pause"] as const;
export const TemplateBody = Type.Object(
  {
    description: Type.Optional(Type.String({ maxLength: 500 })),
    metrics: Type.Array(MetricSchema, { minItems: 1, maxItems: 20 }),
    on_failure: Type.Optional(Type.Enum([...ON_FAILURE], { description: "When a run of it fails or errors: abort (default; a promoted version is rolled back) or pause for a person." })),
  },
  { additionalProperties: false },
);
export type TemplateInput = Static<typeof TemplateBody>;

export const TemplateSchema = Type.Object(
  {
    name: TemplateName,
    description: Nullable(Type.String()),
    metrics: Type.Array(MetricSchema),
    on_failure: Type.Enum([...ON_FAILURE]),
    version: Type.Integer({ minimum: 1, description: "Grows with every change; runs keep the version they started with." }),
    created_at: UnixMs,
    updated_at: UnixMs,
  },
  { description: "An analysis template: metrics, how each is measured and judged, and what a failure does." },
);
export type TemplateView = Static<typeof TemplateSchema>;

export const AnalysisRefSchema = Type.Object(
  { templates: Type.Array(TemplateName, { minItems: 1, maxItems: 5, uniqueItems: true, description: "Templates whose metrics one run measures together (metric names must not repeat)." }) },
  { additionalProperties: false },
);

export const GateSchema = Type.Object(
  {
    url: Url("POSTed the rollout (JSON); a 2xx answer approves, anything else asks again after `interval`."),
    interval: Type.Optional(Duration("Time between asks (default 30s).")),
    timeout: Type.Optional(Duration("No approval within this long aborts the rollout (default: never; the progress deadline still applies).")),
  },
  { additionalProperties: false },
);

export const StepSchema = Type.Object(
  {
    set_weight: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: "Percent of the agent's traffic the new version gets (the routing table)." })),
    pause: Type.Optional(Type.Object({ duration: Type.Optional(Duration("How long; absent: until someone resumes or promotes.")) }, { additionalProperties: false })),
    analysis: Type.Optional(AnalysisRefSchema),
    approval: Type.Optional(Type.Object({ gate: Type.Optional(GateSchema) }, { additionalProperties: false, description: "{}: a person approves (POST /v1/rollouts/{id}/approve); with a gate: an HTTP endpoint does." })),
  },
  { additionalProperties: false, minProperties: 1, maxProperties: 1, description: "Exactly one of set_weight, pause, analysis, approval.", examples: [{ set_weight: 20 }] },
);
export type StepSpec = Static<typeof StepSchema>;

export const BlueGreenSchema = Type.Object(
  {
    pre_promotion_analysis: Type.Optional(AnalysisRefSchema),
    auto_promotion: Type.Optional(Type.Boolean({ description: "Promote by itself once ready and the analysis passed (default true); false: wait for promote." })),
    auto_promotion_delay: Type.Optional(Duration("Wait this long after the analysis (or, without one, after the blue is ready) before promoting.")),
    post_promotion_analysis: Type.Optional(AnalysisRefSchema),
    bake: Type.Optional(Duration("How long the post-promotion analysis watches the new primary; a failure within it rolls back. Needs post_promotion_analysis.")),
  },
  { additionalProperties: false },
);

export const CanarySchema = Type.Object(
  {
    steps: Type.Array(StepSchema, { minItems: 1, maxItems: 50 }),
    post_promotion_analysis: Type.Optional(AnalysisRefSchema),
    bake: Type.Optional(Duration("How long the post-promotion analysis watches the new primary; a failure within it rolls back. Needs post_promotion_analysis.")),
  },
  { additionalProperties: false },
);

export const StrategyBody = Type.Object(
  {
    blue_green: Type.Optional(BlueGreenSchema),
    canary: Type.Optional(CanarySchema),
    progress_deadline: Type.Optional(Duration("A rollout waiting on something outside it (the blue to be running and healthy, a gate to approve) this long without moving is aborted (default 10m).")),
    rollback_window: Type.Optional(Type.Integer({ minimum: 0, maximum: 20, description: "A new blue that is one of the last N primaries (same revision and descriptor) is promoted at once, without steps or analysis (default 3; 0: off)." })),
    auto_start: Type.Optional(Type.Boolean({ description: "Start a rollout when a blue is created (default true); false: POST /v1/agents/{passportId}/rollouts starts one." })),
  },
  { additionalProperties: false, minProperties: 1, description: "Exactly one of blue_green and canary, and the options shared by both." },
);
export type StrategyInput = Static<typeof StrategyBody>;

export const StrategySchema = Type.Object(
  {
    agent_passport_id: PassportIdSchema,
    blue_green: Type.Union([BlueGreenSchema, Type.Null()]),
    canary: Type.Union([CanarySchema, Type.Null()]),
    progress_deadline: Type.String(),
    rollback_window: Type.Integer({ minimum: 0, maximum: 20 }),
    auto_start: Type.Boolean(),
    version: Type.Integer({ minimum: 1 }),
    updated_at: UnixMs,
  },
  { description: "An agent's rollout strategy: how each new version (a blue deployment) reaches primary." },
);
export type StrategyView = Static<typeof StrategySchema>;

export const ANALYSIS_PHASES = ["Pending", "Running", "Successful", "Failed", "Inconclusive", "Error"] as const;
const MEASUREMENT_PHASES = ["Successful", "Failed", "Inconclusive", "Error"] as const;

export const MeasurementSchema = Type.Object({
  metric: Type.String(),
  seq: Type.Integer({ minimum: 1, maximum: 2_000_000_000, description: "1, 2, ... per metric." }),
  phase: Type.Enum([...MEASUREMENT_PHASES]),
  value: Type.Unknown({ description: "What the source answered (null with an error from the source)." }),
  error: Nullable(Type.String()),
  error_kind: Type.Union([Type.Enum(["source", "condition"]), Type.Null()], { description: "source: nothing was measured (down, timeout, bad answer); condition: no condition could judge the value." }),
  decided_by: Type.Union([Type.Enum(["success_condition", "failure_condition"]), Type.Null()], { description: "The condition whose verdict gave the phase." }),
  due_at: UnixMs,
  started_at: UnixMs,
  finished_at: UnixMs,
  recorded_at: { ...UnixMs, description: "When it was tallied and the run assessed with it (the decision it could make was made then)." },
  taken_by: Type.String({ description: "The runner that took it: host:pid:instance." }),
  batch: Type.Integer({ minimum: 1, maximum: 2_000_000_000, description: "Measurements of one batch were tallied together, then the run assessed." }),
});

export const MetricResultSchema = Type.Object({
  name: Type.String(),
  phase: Type.Enum([...ANALYSIS_PHASES]),
  count: Count("Measurements that were not errors."),
  successful: Count(""),
  failed: Count(""),
  inconclusive: Count(""),
  error: Count(""),
  consecutive_error: Count(""),
  consecutive_success: Count(""),
  measured: Count("Measurements taken, errors included."),
  next_due_at: NullableMs,
  message: Nullable(Type.String({ description: "Why it has its phase: failed (1) > failure_limit (0)." })),
  dry_run: Type.Boolean(),
});

export const DecisionSchema = Type.Object(
  {
    action: Type.Enum(["abort", "rollback", "pause"], { description: "What the rollout did about it." }),
    reason: Type.String({ description: "analysis_failed, analysis_error, analysis_inconclusive, gate_timeout, progress_deadline, blue_gone, manual." }),
    message: Type.String(),
    run_id: Nullable(Type.String()),
    metric: Nullable(Type.String()),
    template: Nullable(Type.String()),
    phase: Type.Union([Type.Enum([...ANALYSIS_PHASES]), Type.Null()]),
    limit: Nullable(Type.String({ description: "The limit passed: failed (1) > failure_limit (0)." })),
    condition: Type.Union([Type.Object({ field: Type.Enum(["success_condition", "failure_condition"]), expression: Type.String() }), Type.Null()], { description: "The condition that judged the deciding measurements." }),
    measurements: Type.Array(MeasurementSchema, { description: "The deciding metric's measurements, oldest first." }),
    decided_at: UnixMs,
    by: Nullable(Type.String({ description: "The key that decided (manual abort), else null." })),
  },
  { description: "Why a rollout was aborted, rolled back or paused by itself." },
);
export type Decision = Static<typeof DecisionSchema>;

export const RUN_PURPOSES = ["pre_promotion", "step", "post_promotion"] as const;
export const RunSummarySchema = Type.Object({
  run_id: UuidSchema,
  purpose: Type.Enum([...RUN_PURPOSES]),
  step_index: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]),
  phase: Type.Enum([...ANALYSIS_PHASES]),
  started_at: UnixMs,
  ended_at: NullableMs,
});

export const RunSchema = Type.Object(
  {
    run_id: UuidSchema,
    rollout_id: UuidSchema,
    agent_passport_id: PassportIdSchema,
    deployment_id: UuidSchema,
    purpose: Type.Enum([...RUN_PURPOSES]),
    step_index: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]),
    templates: Type.Array(Type.Object({ name: Type.String(), version: Type.Integer(), on_failure: Type.Enum([...ON_FAILURE]) })),
    metrics: Type.Array(MetricSchema, { description: "The metrics as the run started with them (later template changes do not apply)." }),
    results: Type.Array(MetricResultSchema),
    phase: Type.Enum([...ANALYSIS_PHASES]),
    message: Nullable(Type.String()),
    deciding_metric: Nullable(Type.String()),
    terminated: Nullable(Type.String({ description: "Why it was ended before its metrics were done: promoted, bake_ended, aborted, skipped." })),
    started_at: UnixMs,
    ended_at: NullableMs,
    measurements: Type.Array(MeasurementSchema, { description: "Every measurement, oldest first." }),
    version: Type.Integer({ minimum: 1 }),
  },
  { description: "An analysis run: its metrics, each one's tally, every measurement, and its phase." },
);
export type RunView = Static<typeof RunSchema>;

export const ROLLOUT_STATUSES = ["progressing", "paused", "aborted", "completed", "rolled_back"] as const;
export const ROLLOUT_PHASES = ["awaiting_blue", "pre_promotion", "steps", "promotion", "post_promotion", "done"] as const;
export const PAUSE_REASONS = ["manual", "pause_step", "approval", "awaiting_promotion", "analysis_inconclusive", "analysis_failed"] as const;
export const STEP_STATUSES = ["pending", "running", "completed", "skipped"] as const;

export const StepStateSchema = Type.Object({
  index: Type.Integer({ minimum: 0, maximum: 100 }),
  step: StepSchema,
  status: Type.Enum([...STEP_STATUSES]),
  started_at: NullableMs,
  ended_at: NullableMs,
  /** How it ended: itself, a promote, a skip, an approval. */
  outcome: Nullable(Type.String({ description: "done, promoted, skipped, approved (by a key or the gate), resumed." })),
  by: Nullable(Type.String({ description: "The key that ended it, when a person did." })),
  run_id: Nullable(Type.String()),
  resume_at: NullableMs,
});

export const RouteSchema = Type.Object({
  deployment_id: UuidSchema,
  slot: Type.Enum(["primary", "blue"]),
  weight: Type.Integer({ minimum: 0, maximum: 100 }),
  url: Nullable(Type.String()),
  revision: Nullable(Type.String()),
});

export const RoutingSchema = Type.Object(
  {
    agent_passport_id: PassportIdSchema,
    routes: Type.Array(RouteSchema, { description: "Weights add up to 100 (an agent without a primary has none)." }),
    rollout_id: Nullable(Type.String({ description: "The rollout that set it, if any." })),
    version: Type.Integer({ minimum: 0, description: "Grows with every change (0: never changed: derived from the primary)." }),
    updated_at: NullableMs,
  },
  { description: "How the agent's traffic is split, for the gateway in front of it." },
);
export type RoutingView = Static<typeof RoutingSchema>;

export const RolloutSchema = Type.Object(
  {
    rollout_id: UuidSchema,
    agent_passport_id: PassportIdSchema,
    deployment_id: { ...UuidSchema, description: "The new version: the blue deployment this rollout takes to primary." },
    stable_deployment_id: Type.Union([UuidSchema, Type.Null()], { description: "The primary when it started: where traffic returns on abort." }),
    revision: Nullable(Type.String()),
    kind: Type.Enum(["blue_green", "canary"]),
    strategy: StrategyBody,
    status: Type.Enum([...ROLLOUT_STATUSES]),
    phase: Type.Enum([...ROLLOUT_PHASES]),
    pause: Type.Union([Type.Object({ reason: Type.Enum([...PAUSE_REASONS]), since: UnixMs, by: Nullable(Type.String()) }), Type.Null()]),
    step_index: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]),
    steps: Type.Array(StepStateSchema),
    weight: Type.Integer({ minimum: 0, maximum: 100, description: "Percent of traffic the new version has now." }),
    runs: Type.Array(RunSummarySchema),
    decision: Type.Union([DecisionSchema, Type.Null()]),
    fast_tracked: Type.Boolean({ description: "A rollback to a recent version: no steps, no analysis." }),
    attempt: Type.Integer({ minimum: 1, maximum: 1_000_000, description: "1, then one more per retry." }),
    promoted_at: NullableMs,
    promote_at: Type.Union([UnixMs, Type.Null()], { description: "When auto-promotion happens (after auto_promotion_delay)." }),
    bake_ends_at: NullableMs,
    deadline_at: Type.Union([UnixMs, Type.Null()], { description: "When the progress deadline aborts it, if nothing moves by then." }),
    created_at: UnixMs,
    updated_at: UnixMs,
    ended_at: NullableMs,
    version: Type.Integer({ minimum: 1 }),
  },
  { description: "A rollout: one new version of an agent on its way to primary, with its steps, analysis runs and, once ended by itself, why." },
);
export type RolloutView = Static<typeof RolloutSchema>;

export const TrafficBody = Type.Object(
  {
    success_count: Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: "Requests answered well since the last report." }),
    error_count: Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: "Requests that failed since the last report." }),
    latency_ms_sum: Type.Optional(Type.Number({ minimum: 0, maximum: 1e15, description: "Their latencies added up, ms (for latency_avg_ms)." })),
    latency_p95_ms: Type.Optional(Type.Number({ minimum: 0, maximum: 86_400_000 })),
    latency_p99_ms: Type.Optional(Type.Number({ minimum: 0, maximum: 86_400_000 })),
    observed_at: Type.Optional({ ...UnixMs, description: "When the counts end (default now; at most 5 minutes ahead)." }),
  },
  { additionalProperties: false },
);
export type TrafficInput = Static<typeof TrafficBody>;

export const TrafficReportSchema = Type.Object({ report_id: UuidSchema, observed_at: UnixMs });
export const TrafficAnswer = Type.Object({ success: SuccessTrue, ...TrafficReportSchema.properties });

export const AgentParams = Type.Object({ passportId: PassportIdSchema });
export const RolloutParams = Type.Object({ rolloutId: { ...UuidSchema, description: "A rollout id." } });
export const RunParams = Type.Object({ runId: { ...UuidSchema, description: "An analysis run id." } });
export const TemplateParams = Type.Object({ name: TemplateName });
export const DeploymentParams = Type.Object({ deploymentId: UuidSchema });

export const StartBody = Type.Object(
  { deployment_id: Type.Optional({ ...UuidSchema, description: "The blue to roll out (default: the agent's live blue)." }) },
  { additionalProperties: false },
);
export const PromoteBody = Type.Object({ full: Type.Optional(Type.Boolean({ description: "true: skip every remaining step and analysis before promotion and promote now (the post-promotion watch still runs)." })) }, { additionalProperties: false });
export const NoBody = Type.Object({}, { additionalProperties: false, description: "No body: send none (or {})." });

export const ListRolloutsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ maxLength: 512, description: "next_cursor of the previous page." })),
  },
  { additionalProperties: false },
);

export const ReplaySchema = Type.Object({
  run_id: UuidSchema,
  stored_phase: Type.Enum([...ANALYSIS_PHASES]),
  replayed_phase: Type.Enum([...ANALYSIS_PHASES]),
  stored_deciding_metric: Nullable(Type.String()),
  replayed_deciding_metric: Nullable(Type.String()),
  same: Type.Boolean({ description: "The replay reached the stored decision." }),
  results: Type.Array(MetricResultSchema),
  mismatches: Type.Array(Type.Object({ metric: Type.String(), seq: Type.Integer(), stored: Type.String(), replayed: Type.String() })),
});

export const StrategyAnswer = Type.Object({ success: SuccessTrue, strategy: StrategySchema });
export const TemplateAnswer = Type.Object({ success: SuccessTrue, template: TemplateSchema });
export const TemplatesAnswer = Type.Object({ success: SuccessTrue, templates: Type.Array(TemplateSchema) });
export const RolloutAnswer = Type.Object({ success: SuccessTrue, rollout: RolloutSchema });
export const RolloutPageSchema = Type.Object({ rollouts: Type.Array(RolloutSchema, { description: "Newest first." }), next_cursor: Nullable(Type.String()) });
export const RolloutsAnswer = Type.Object({ success: SuccessTrue, ...RolloutPageSchema.properties });
export const RunAnswer = Type.Object({ success: SuccessTrue, run: RunSchema });
export const ReplayAnswer = Type.Object({ success: SuccessTrue, replay: ReplaySchema });
export const RoutingAnswer = Type.Object({ success: SuccessTrue, routing: RoutingSchema });
export const DeletedAnswer = Type.Object({ success: SuccessTrue, deleted: Type.Boolean() });
