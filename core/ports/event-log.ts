import type { Mode } from "../auth/principal.ts";
import { definePort } from "./define-port.ts";
import type { PortAdapter } from "./port.ts";
import type { WorldTransaction } from "./document-store.ts";

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
  // Plugins' watchers with the same filter share one watch of the adapter (withSharedWatches below).
  expose: (adapter) => sharedWatchesOf(adapter),
});

/** Handlers called per turn of the event loop while one event reaches a group's watchers. */
const HANDLERS_PER_TURN = 256;

type Handler = (event: BerthEvent) => void;

/** The watchers of one filter (world, subject, types): one watch of the log between them. */
class Group {
  readonly handlers = new Set<Handler>();
  upstream: EventSubscription | undefined;
  /** Events waiting to be handed out, each with the watchers it goes to; handed out in order. */
  private readonly pending: { event: BerthEvent; to: Handler[] }[] = [];
  private at = 0;
  private scheduled = false;

  deliver(event: BerthEvent): void {
    this.pending.push({ event, to: [...this.handlers] });
    if (!this.scheduled) this.slice();
  }

  private readonly slice = (): void => {
    this.scheduled = false;
    let budget = HANDLERS_PER_TURN;
    while (this.pending.length > 0 && budget > 0) {
      const { event, to } = this.pending[0]!;
      const end = Math.min(to.length, this.at + budget);
      budget -= end - this.at;
      for (; this.at < end; this.at++) {
        const handler = to[this.at]!;
        // A watcher that stopped meanwhile gets nothing more.
        if (!this.handlers.has(handler)) continue;
        try {
          handler(event);
        } catch {
          // A watcher's failure is its own (the adapter's watch behaves the same).
        }
      }
      if (this.at >= to.length) {
        this.pending.shift();
        this.at = 0;
      }
    }
    if (this.pending.length > 0) {
      this.scheduled = true;
      setImmediate(this.slice);
    }
  };
}

function groupKey(options: WatchOptions): string {
  return JSON.stringify([options.mode ?? null, options.subject ?? null, options.types ?? null]);
}

/**
 * The event log as plugins receive it: watchers with the same filter share one watch of the
 * adapter. Ten thousand GraphQL subscriptions to one agent's deployment events cost the adapter
 * one watcher instead of ten thousand, and an event reaches them in slices of the event loop
 * (256 handlers a turn) instead of in one synchronous loop with every handler's promise work
 * behind it. Each watcher still sees the events after it is ready, in order.
 */
export function withSharedWatches(log: EventLog): EventLog {
  const groups = new Map<string, Group>();
  const watch = (handler: Handler, options: WatchOptions = {}): EventSubscription => {
    const key = groupKey(options);
    let group = groups.get(key);
    if (!group) {
      const made = new Group();
      made.upstream = log.watch((event) => made.deliver(event), options);
      groups.set(key, (group = made));
    }
    group.handlers.add(handler);
    const shared = group;
    return {
      ready: shared.upstream!.ready,
      close: async () => {
        if (!shared.handlers.delete(handler) || shared.handlers.size > 0) return;
        if (groups.get(key) === shared) groups.delete(key);
        await shared.upstream!.close();
      },
    };
  };
  return new Proxy(log, {
    get(target, prop) {
      if (prop === "watch") return watch;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const shared = new WeakMap<EventLog, EventLog>();

/** One shared-watch view per adapter, however often the host hands the port out. */
export function sharedWatchesOf(log: EventLog): EventLog {
  let view = shared.get(log);
  if (!view) shared.set(log, (view = withSharedWatches(log)));
  return view;
}
