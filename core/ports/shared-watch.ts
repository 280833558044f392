import type { BerthEvent, EventLog, EventSubscription, WatchOptions } from "./event-log.ts";

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
