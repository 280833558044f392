import type { Logger } from "pino";
import type { Mode } from "../../core/auth/principal.ts";
import type { DocumentStore } from "../../core/ports/document-store.ts";
import { typeMatches, type BerthEvent, type EventSubscription, type WatchOptions } from "../../core/ports/event-log.ts";
import { MODES, toEvent, type Outbox } from "./outbox.ts";

interface Watcher {
  handler(event: BerthEvent): void;
  options: WatchOptions;
}

const PAGE = 500;

/**
 * The live tail behind `watch` (GraphQL subscriptions): this process follows each world's log
 * from where it stood when the first watcher came, and hands every new event, whichever process
 * committed it, to the watchers whose filters match. Nothing is saved: a watcher sees what
 * commits while it watches. It runs only while someone watches.
 */
export class Tail {
  private readonly watchers = new Set<Watcher>();
  private readonly positions = new Map<Mode, number>();
  private starting: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private idleToken: string | undefined;

  constructor(
    private readonly store: DocumentStore,
    private readonly outbox: Outbox,
    private readonly pollMs: number,
    private readonly log: Logger,
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
    this.starting = (async () => {
      for (const mode of MODES) if (!this.positions.has(mode)) this.positions.set(mode, await this.outbox.headSeq(mode));
    })();
    this.timer = setInterval(() => this.wake(false), this.pollMs);
    this.timer.unref();
  }

  private end(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    // The next first watcher starts from the logs' heads as they are then.
    this.positions.clear();
  }

  wake(committed = true): void {
    if (this.watchers.size === 0) return;
    if (committed) this.idleToken = undefined;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop()
      .catch((err: unknown) => this.log.warn({ err }, "event tail failed; it retries on the next poll"))
      .finally(() => {
        this.running = null;
      });
  }

  private async loop(): Promise<void> {
    await this.starting;
    do {
      this.again = false;
      const token = this.store.changeToken?.();
      if (token !== undefined && token === this.idleToken) return;
      let any = false;
      for (const mode of MODES) any = (await this.follow(mode)) || any;
      this.idleToken = any ? undefined : token;
    } while (this.again && this.watchers.size > 0);
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
