import type { Logger } from "pino";
import type { Mode } from "../../core/auth/principal.ts";
import type { DocumentStore } from "../../core/ports/document-store.ts";
import { typeMatches, type BerthEvent, type EventSubscription, type WatchOptions } from "../../core/ports/event-log.ts";
import { MODES, toEvent, type Outbox } from "./outbox.ts";
import type { JobHandle, JobSpec } from "../../core/scheduler/scheduler.ts";

interface Watcher {
  handler(event: BerthEvent): void;
  options: WatchOptions;
}

const PAGE = 500;

/**
 * The live tail behind `watch` (GraphQL subscriptions): this process follows each world's log
 * from where it stood when the first watcher came, and hands every new event, whichever process
 * committed it, to the watchers whose filters match. Nothing is saved: a watcher sees what
 * commits while it watches. It runs only while someone watches: a job on the core scheduler
 * (unleased: every process follows the log for its own watchers), every `pollMs`.
 */
export class Tail {
  private readonly watchers = new Set<Watcher>();
  private readonly positions = new Map<Mode, number>();
  private starting: Promise<void> | null = null;
  private job: JobHandle | null = null;
  private idleToken: string | undefined;

  constructor(
    private readonly store: DocumentStore,
    private readonly outbox: Outbox,
    private readonly pollMs: number,
    private readonly log: Logger,
    private readonly schedule: (spec: JobSpec) => JobHandle,
  ) {}

  watch(handler: (event: BerthEvent) => void, options: WatchOptions = {}): EventSubscription {
    const watcher: Watcher = { handler, options };
    this.watchers.add(watcher);
    if (this.watchers.size === 1) this.begin();
    return {
      ready: this.ready(),
      close: async () => {
        this.watchers.delete(watcher);
        if (this.watchers.size === 0) this.end();
      },
    };
  }

  /** Resolves once the tail knows where the logs stand: events committed after that are seen. */
  ready(): Promise<void> {
    return this.starting ?? Promise.resolve();
  }

  private begin(): void {
    const starting = (async () => {
      for (const mode of MODES) if (!this.positions.has(mode)) this.positions.set(mode, await this.outbox.headSeq(mode));
    })();
    this.starting = starting;
    const previous = this.stopping;
    this.job = null;
    // A tail stopped a moment ago may still be finishing its round: the new one starts after it.
    void previous.then(() => {
      if (this.watchers.size === 0 || this.job) return;
      this.job = this.schedule({
        name: "event-log:tail",
        everyMs: this.pollMs,
        backoff: { initialMs: this.pollMs, maxMs: 5_000 },
        round: async () => {
          await starting;
          const token = this.store.changeToken?.();
          if (token !== undefined && token === this.idleToken) return;
          let any = false;
          for (const mode of MODES) any = (await this.follow(mode)) || any;
          this.idleToken = any ? undefined : token;
        },
      });
    });
  }

  private stopping: Promise<void> = Promise.resolve();

  private end(): void {
    const job = this.job;
    this.job = null;
    this.stopping = job ? job.stop() : this.stopping;
    // The next first watcher starts from the logs' heads as they are then.
    this.positions.clear();
  }

  wake(committed = true): void {
    if (this.watchers.size === 0) return;
    if (committed) this.idleToken = undefined;
    this.job?.wake();
  }

  /** Stops following the log (the adapter closes). */
  async close(): Promise<void> {
    this.watchers.clear();
    this.end();
    await this.stopping;
  }

  private async follow(mode: Mode): Promise<boolean> {
    let any = false;
    for (;;) {
      const from = this.positions.get(mode);
      if (from === undefined) return any;
      const items = await this.outbox.after(mode, from, PAGE);
      if (items.length === 0) return any;
      any = true;
      for (const item of items) this.dispatch(toEvent(item));
      this.positions.set(mode, items[items.length - 1]!.seq);
      if (items.length < PAGE) return any;
    }
  }

  private dispatch(event: BerthEvent): void {
    for (const { handler, options } of this.watchers) {
      if (options.mode && options.mode !== event.world) continue;
      if (options.subject && options.subject !== event.subject) continue;
      if (!typeMatches(event.type, options.types)) continue;
      try {
        handler(event);
      } catch (err) {
        this.log.warn({ err, event: event.id }, "an event watcher failed");
      }
    }
  }
}
