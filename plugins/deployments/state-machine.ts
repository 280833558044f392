export const ACTUAL_STATES = ["pending", "deploying", "running", "stopped", "failed", "terminated"] as const;
export type ActualState = (typeof ACTUAL_STATES)[number];

export const HEALTHS = ["healthy", "degraded", "unhealthy", "unknown"] as const;
export type Health = (typeof HEALTHS)[number];

export const SLOTS = ["primary", "blue", "retired"] as const;
export type Slot = (typeof SLOTS)[number];

export const DESIRED_STATES = ["running", "stopped", "terminated"] as const;
export type DesiredState = (typeof DESIRED_STATES)[number];

/** The lifecycle a provider's reports move a deployment along (DESIGN.md); terminated is final. */
const NEXT: Record<ActualState, readonly ActualState[]> = {
  pending: ["deploying", "failed", "terminated"],
  deploying: ["running", "failed", "terminated"],
  running: ["stopped", "failed", "terminated"],
  stopped: ["deploying", "terminated"],
  failed: ["deploying", "terminated"],
  terminated: [],
};

/**
 * The states a report moves a deployment through to reach `to`: `[to]` for an allowed step, or
 * `[deploying, running]` when a provider reports a deployment running whose deploying it never
 * reported (pending, stopped or failed → running). Null when the lifecycle does not allow it.
 * Reporting the state it is in is no step at all: `[]`.
 */
export function transitionPath(from: ActualState, to: ActualState): ActualState[] | null {
  if (from === to) return [];
  if (NEXT[from].includes(to)) return [to];
  if (to === "running" && NEXT[from].includes("deploying")) return ["deploying", "running"];
  return null;
}
