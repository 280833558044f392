import type { CollectionSpec, Static, Stored } from "berth/plugin";
import type { Decision, PAUSE_REASONS, ROLLOUT_PHASES, ROLLOUT_STATUSES, RolloutView, RunSummarySchema, StepStateSchema, StrategyInput } from "./schemas.ts";

export type RolloutStatus = (typeof ROLLOUT_STATUSES)[number];
export type RolloutPhase = (typeof ROLLOUT_PHASES)[number];
export type PauseReason = (typeof PAUSE_REASONS)[number];
export type StepState = Static<typeof StepStateSchema> & {
  /** A gate step: asks so far, and what the last one got. */
  gate_asks?: number;
  gate_last?: string | null;
};
export type RunSummary = Static<typeof RunSummarySchema>;

/** One rollout, in its world. Every change is a compare-and-set on this document. */
export interface RolloutRecord {
  agent_passport_id: string;
  deployment_id: string;
  stable_deployment_id: string | null;
  revision: string | null;
  kind: "blue_green" | "canary";
  /** The strategy as it was when the rollout started: controls and later strategy changes never edit it. */
  strategy: StrategyInput;
  status: RolloutStatus;
  phase: RolloutPhase;
  pause: { reason: PauseReason; since: number; by: string | null } | null;
  step_index: number | null;
  steps: StepState[];
  weight: number;
  runs: RunSummary[];
  /** The run being measured now, if any. */
  active_run_id: string | null;
  decision: Decision | null;
  fast_tracked: boolean;
  attempt: number;
  promoted_at: number | null;
  promote_at: number | null;
  bake_ends_at: number | null;
  /** Last time it moved: the progress deadline counts from here. */
  progress_at: number;
  deadline_at: number | null;
  /** When the runner must look at it next (null: only a person or an event moves it). */
  due_at: number | null;
  /** Which runner shard it belongs to (a hash of its id). */
  shard: number;
  /** The passport while the rollout is progressing or paused: the store refuses a second active rollout of an agent. */
  active_key: string | null;
  created_at: number;
  updated_at: number;
  ended_at: number | null;
}

export const ROLLOUTS: CollectionSpec = {
  name: "rollouts",
  indexes: [
    { fields: ["active_key"], unique: true },
    { fields: ["deployment_id"], unique: true },
    { fields: ["agent_passport_id", "created_at"] },
    // due_at first: a shard asks for what is due (a range on it), in its order; the shard is a filter on the few found.
    { fields: ["due_at", "shard"] },
  ],
};

export const isActive = (status: RolloutStatus): boolean => status === "progressing" || status === "paused";

export function toRolloutView(r: Stored<RolloutRecord>): RolloutView {
  return {
    rollout_id: r.id,
    agent_passport_id: r.agent_passport_id,
    deployment_id: r.deployment_id,
    stable_deployment_id: r.stable_deployment_id,
    revision: r.revision,
    kind: r.kind,
    strategy: r.strategy,
    status: r.status,
    phase: r.phase,
    pause: r.pause,
    step_index: r.step_index,
    steps: r.steps.map(({ gate_asks: _a, gate_last: _l, ...s }) => s),
    weight: r.weight,
    runs: r.runs,
    decision: r.decision,
    fast_tracked: r.fast_tracked,
    attempt: r.attempt,
    promoted_at: r.promoted_at,
    promote_at: r.promote_at,
    bake_ends_at: r.bake_ends_at,
    deadline_at: r.deadline_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
    ended_at: r.ended_at,
    version: r.version,
  };
}
