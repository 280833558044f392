import { randomBytes } from "node:crypto";
import type { CollectionSpec } from "berth/plugin";

/** `event`: the first attempt at an event; `retry`: a later one; `replay`: the first after a replay; `test`: a ping. */
export type AttemptTrigger = "event" | "retry" | "replay" | "test";

/** One HTTP attempt at delivering a message, per world: the log of what each endpoint was sent and answered. */
export interface AttemptRecord {
  endpoint_id: string;
  message_id: string;
  event_id: string;
  event_type: string;
  trigger: AttemptTrigger;
  /** 1 for the message's first attempt. */
  attempt: number;
  status: "delivered" | "failed";
  response_code: number | null;
  /** The start of the answer's body (at most RESPONSE_EXCERPT characters). */
  response_body: string | null;
  latency_ms: number;
  error: string | null;
  /** When the next retry is due, when one is. */
  next_attempt_at: number | null;
  attempted_at: number;
}

export const ATTEMPTS: CollectionSpec = {
  name: "webhook_attempts",
  // One index, written with every attempt; one event's attempts are found by their ids (attemptId).
  indexes: [{ fields: ["endpoint_id", "attempted_at"] }],
};

/**
 * `<message id>/<attempt, 6 digits>.<process tag><counter, 8 base-36 digits>`: an event's attempts
 * sort together, in attempt order, without an index of their own (the last part keeps two
 * processes' attempts apart should a lease change hands mid-attempt). A replay starts the attempt
 * numbers over, so one process's attempts of the same number sort by the counter: padded, it sorts
 * as it counts (unpadded, "z" came after "10").
 */
export function attemptId(messageId: string, attempt: number): string {
  return `${messageId}/${String(attempt).padStart(6, "0")}.${PROCESS_TAG}${(made++).toString(36).padStart(8, "0")}`;
}

/** Random per process, then a counter: unique across processes without drawing random bytes per attempt. */
const PROCESS_TAG = randomBytes(4).toString("hex");
let made = 0;

/** The id range of one message's attempts: `${messageId}/` up to (not including) `${messageId}0`. */
export function attemptsOf(messageId: string): { gte: string; lt: string } {
  return { gte: `${messageId}/`, lt: `${messageId}0` };
}
