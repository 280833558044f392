import type { Mode } from "../auth/principal.ts";
import { definePort } from "../plugin/define-port.ts";
import type { PortAdapter } from "./port.ts";
import type { WorldTransaction } from "./world-store.ts";
import { sharedWatchesOf } from "./shared-watch.ts";

/**
 * An event as Berth publishes it: CloudEvents 1.0 attributes, JSON data, and the world it
 * belongs to (an extension attribute: test and live events never mix).
 */
export interface BerthEvent {
  specversion: "1.0";
  /** UUID; consumers deduplicate by it (delivery is at least once). */
  id: string;
  /** URI reference of what produced it: `/berth/deployments`. */
  source: string;
  /** `<family>.<what happened>`: `deployment.promoted`. Consumers filter by type or family. */
  type: string;
  /** What the event is about, e.g. the agent passport; order is kept per subject. */
  subject: string;
  /** RFC 3339, when the event was appended, inside the transaction of its change (to the millisecond). */
  time: string;
  datacontenttype: "application/json";
  data: unknown;
  world: Mode;
}

/** What a plugin appends: the log adds id, time, specversion, datacontenttype and world. */
export interface NewEvent {
  type: string;
  source: string;
  subject: string;
  data: unknown;
}

export interface EventQuery {
  /** Only events about this subject. */
  subject?: string;
  /** Only events about one of these subjects (an agent key's passports). Empty: none. */
  subjects?: readonly string[];
  /** Only events of this exact type (`deployment.promoted`) or family (`deployment`). */
  type?: string;
  /** Only events after this one (an event id, as `next_after` answered). */
  after?: string;
  /** 1..1000, default 100. */
  limit?: number;
}

export interface EventPage {
  /** Oldest first. */
  events: BerthEvent[];
  /** The id to pass as `after` for the next page; null when this page reached the end. */
  next: string | null;
}

export interface EventSubscription {
  /** Resolves once delivery is set up: a watcher then sees every event committed after it. */
  ready: Promise<void>;
  /** Stops delivery; a handler running now finishes first. */
  close(): Promise<void>;
}

export interface SubscribeOptions {
  /** Only events of these types or families; default all. */
  types?: readonly string[];
}

export interface WatchOptions extends SubscribeOptions {
  mode?: Mode;
  subject?: string;
}

/**
 * EventLog: an append-only log of what changed, per world. Every adapter passes
 * test/event-log.contract.ts.
 *
 * - `append` writes the event in the caller's store transaction (a transactional outbox): the
 *   event exists if and only if the change it describes committed.
 * - `subscribe` is a durable, named consumer: every event of both worlds (of every family, unless
 *   `types` says otherwise) is handed to `handler` at least once, in order per subject across
 *   families, across restarts (the outbox adapter hands them out in log order; Kafka keeps the
 *   order within a partition, so per subject, not between subjects); a delivery counts as
 *   acknowledged once the handler resolved and the consumer's position was saved. Processes
 *   sharing one store share the consumer: each event goes to one of them. `subscribeBatches` is
 *   the same, a batch at a time.
 * - `watch` is a live tail for this process (GraphQL subscriptions): events committed from now
 *   on, by any process, best effort.
 */
export interface EventLog extends PortAdapter {
  append(tx: WorldTransaction, event: NewEvent): Promise<BerthEvent>;
  read(mode: Mode, query: EventQuery): Promise<EventPage>;
  /** One event by id, or null. */
  get(mode: Mode, id: string): Promise<BerthEvent | null>;
  subscribe(consumer: string, handler: (event: BerthEvent) => Promise<void>, options?: SubscribeOptions): EventSubscription;
  /**
   * A durable, named consumer like `subscribe`, handed what is new a batch at a time: events of
   * one world, in log order. The batch is acknowledged when `handler` resolves and handed over
   * again, whole, when it throws. For consumers that record what they make of many events in one
   * store transaction, where one transaction per event would cost one commit each.
   */
  subscribeBatches(consumer: string, handler: (events: BerthEvent[]) => Promise<void>, options?: SubscribeOptions): EventSubscription;
  watch(handler: (event: BerthEvent) => void, options?: WatchOptions): EventSubscription;
}

/** `deployment.promoted`, `anchor.created`: lowercase words, the first one the family. */
export const EVENT_TYPE_PATTERN = /^[a-z][a-z0-9_]{0,31}(\.[a-z][a-z0-9_]{0,63}){1,3}$/;

/** The family of an event type: its first word (`deployment`). */
export function eventFamily(type: string): string {
  return type.split(".")[0]!;
}

/** Whether `type` is one of `filters` (exact types or families); no filters: every type. */
export function typeMatches(type: string, filters: readonly string[] | undefined): boolean {
  if (!filters || filters.length === 0) return true;
  return filters.includes(type) || filters.includes(eventFamily(type));
}

export const eventLogPort = definePort<EventLog>({
  name: "eventLog",
  description: "What changed, as CloudEvents: appended in the change's transaction, delivered at least once in order per subject.",
  variable: "EVENT_LOG",
  defaultAdapter: "outbox",
  // Plugins' watchers with the same filter share one watch of the adapter (shared-watch.ts).
  expose: (adapter) => sharedWatchesOf(adapter),
});
