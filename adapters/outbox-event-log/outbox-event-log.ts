import type { Logger } from "pino";
import type { Mode } from "../../core/auth/principal.ts";
import { worldStores, type DocumentStore, type WorldTransaction } from "../../core/ports/document-store.ts";
import type { BerthEvent, EventLog, EventPage, EventQuery, EventSubscription, NewEvent, SubscribeOptions, WatchOptions } from "../../core/ports/event-log.ts";
import { Consumer, type Positioned } from "./consumer.ts";
import { Outbox } from "./outbox.ts";
import { Tail } from "./tail.ts";
import type { Clock } from "../../core/scheduler/clock.ts";
import { Scheduler, type JobHandle, type JobSpec } from "../../core/scheduler/scheduler.ts";
import { systemClock } from "../../core/scheduler/clock.ts";

export interface OutboxEventLogOptions {
  /** How often consumers and the tail look for events committed by other processes, ms. */
  pollMs: number;
  /** How long a consumer's lease lasts without renewal (how soon another process takes over a dead one's), ms. */
  leaseMs: number;
  log: Logger;
  /** Most events per delivery batch (default 256). */
  batch?: number;
  /** The host's scheduler: consumers and the tail are jobs on it (absent: one of its own, on the system clock). */
  schedule?(spec: JobSpec): JobHandle;
  clock?: Clock;
}

/**
 * The embedded EventLog: the outbox in the DocumentStore, and delivery in process. A commit that
 * appended events wakes this process's consumers and tail at once; other processes' commits are
 * found by polling.
 */
export class OutboxEventLog implements EventLog {
  protected readonly outbox: Outbox;
  private readonly tail: Tail;
  private readonly consumers = new Map<string, Consumer>();
  /** Where its jobs run: the host's scheduler, or its own (stopped at close) when none is given. */
  private readonly schedule: (spec: JobSpec) => JobHandle;
  protected readonly clock: Clock;
  private readonly ownScheduler: Scheduler | null = null;

  constructor(
    protected readonly store: DocumentStore,
    protected readonly options: OutboxEventLogOptions,
  ) {
    this.outbox = new Outbox(worldStores(store), () => store.durable?.() ?? Promise.resolve());
    if (options.schedule) {
      this.schedule = options.schedule;
      this.clock = options.clock ?? systemClock;
    } else {
      const own = new Scheduler({ clock: options.clock ?? systemClock, log: options.log });
      own.start();
      this.ownScheduler = own;
      this.schedule = (spec) => own.add(spec);
      this.clock = own.clock;
    }
    this.tail = new Tail(store, this.outbox, options.pollMs, options.log, this.schedule);
  }

  async append(tx: WorldTransaction, input: NewEvent): Promise<BerthEvent> {
    const { event } = await this.outbox.append(tx, input);
    tx.afterCommit(() => this.committed());
    return event;
  }

  /** Runs after a commit that appended events: deliver them now rather than at the next poll. */
  protected committed(): void {
    for (const consumer of this.consumers.values()) consumer.wake();
    this.tail.wake();
  }

  read(mode: Mode, query: EventQuery): Promise<EventPage> {
    return this.outbox.read(mode, query);
  }

  get(mode: Mode, id: string): Promise<BerthEvent | null> {
    return this.outbox.get(mode, id);
  }

  subscribe(name: string, handler: (event: BerthEvent) => Promise<void>, options: SubscribeOptions = {}): EventSubscription {
    const log = this.options.log;
    // One event at a time, in order: a failure stops the batch there, to be retried from that event.
    const deliver = async (_mode: Mode, batch: Positioned[]): Promise<number> => {
      let acked = 0;
      for (const { event } of batch) {
        try {
          await handler(event);
        } catch (err) {
          log.warn({ err, consumer: name, event: event.id, type: event.type }, "event handler failed; the event will be delivered again");
          return acked;
        }
        acked++;
      }
      return acked;
    };
    return this.startConsumer(name, deliver, options.types);
  }

  subscribeBatches(name: string, handler: (events: BerthEvent[]) => Promise<void>, options: SubscribeOptions = {}): EventSubscription {
    const log = this.options.log;
    // All or nothing: a failed batch is offered again from its first event.
    const deliver = async (_mode: Mode, batch: Positioned[]): Promise<number> => {
      try {
        await handler(batch.map((p) => p.event));
      } catch (err) {
        log.warn({ err, consumer: name, events: batch.length }, "event batch handler failed; the batch will be delivered again");
        return 0;
      }
      return batch.length;
    };
    return this.startConsumer(name, deliver, options.types);
  }

  /** Starts a named durable consumer; also how the Kafka adapter runs its relay. */
  protected startConsumer(name: string, deliver: (mode: Mode, batch: Positioned[]) => Promise<number>, types?: readonly string[]): EventSubscription {
    if (this.consumers.has(name)) throw new Error(`event consumer ${name} is subscribed twice in this process`);
    const o = this.options;
    const consumer = new Consumer({
      name,
      deliver,
      types,
      store: this.store,
      outbox: this.outbox,
      pollMs: o.pollMs,
      leaseMs: o.leaseMs,
      batch: o.batch ?? 256,
      log: o.log,
      schedule: this.schedule,
      clock: this.clock,
    });
    this.consumers.set(name, consumer);
    consumer.start();
    return {
      ready: Promise.resolve(),
      close: async () => {
        this.consumers.delete(name);
        await consumer.close();
      },
    };
  }

  watch(handler: (event: BerthEvent) => void, options?: WatchOptions): EventSubscription {
    return this.tail.watch(handler, options);
  }

  async ping(): Promise<void> {
    await this.store.ping();
  }

  /** None of its own: the outbox is the store, whose check covers it. */
  readinessChecks(): Record<string, () => Promise<unknown>> {
    return {};
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers.values()].map((c) => c.close()));
    this.consumers.clear();
    await this.tail.close();
    await this.ownScheduler?.stop();
  }
}
