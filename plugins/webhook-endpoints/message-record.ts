import type { BerthEvent, CollectionSpec } from "berth/plugin";

export type MessageStatus = "pending" | "delivered" | "failed";

/** Why a message was queued: an event of the log, a replay asked for, or a test ping. */
export type MessageOrigin = "event" | "replay" | "test";

/**
 * One event for one endpoint, per world: the durable state of its delivery. Made by the fan-out in
 * the same transaction for every endpoint an event matches; id `<endpoint id>:<event id>`, so an
 * event handed over twice is queued once.
 */
export interface MessageRecord {
  endpoint_id: string;
  event_id: string;
  event_type: string;
  /** The event's subject: an endpoint receives one subject's events one at a time, in order. */
  subject: string;
  status: MessageStatus;
  /** While pending: its place in the endpoint's queue (see `dueKey` and endpoint-lane.ts); null once delivered or failed. */
  due: number | null;
  /** Failed attempts since it was queued (or replayed): which delay of the retry schedule comes next. */
  failures: number;
  /** Every attempt so far, replays included. */
  attempts: number;
  origin: MessageOrigin;
  created_at: number;
  updated_at: number;
  /** Events that are not in the log (the `berth.ping` of a test) travel with their message. */
  event: BerthEvent | null;
}

export const MESSAGES: CollectionSpec = {
  name: "webhook_messages",
  // The endpoint's queue in order, and its messages by time (replay since).
  indexes: [{ fields: ["endpoint_id", "due"] }, { fields: ["endpoint_id", "created_at"] }],
};

export function messageId(endpointId: string, eventId: string): string {
  return `${endpointId}:${eventId}`;
}

/**
 * Queue positions: the due time in ms × 1024, plus a sequence within the millisecond. Sorting by it
 * is sorting by due time. New messages take theirs from their endpoint's lane (endpoint-lane.ts:
 * after every position given out before, so in commit order); a retry's is its due time's.
 */
const PER_MS = 1024;

/** The position of a message due at `at` (a retry). */
export function dueKey(at: number): number {
  return at * PER_MS;
}

/** The last position due by `now`. */
export function dueBy(now: number): number {
  return now * PER_MS + PER_MS - 1;
}

/** When a position is due, ms. */
export function dueAt(key: number): number {
  return Math.floor(key / PER_MS);
}
