import type { Clock, EventLog, EventSubscription, JobHandle, JobSpec, Mode, WorldStores } from "berth/plugin";
import type { Logger } from "pino";
import { Dispatcher, type AttemptCounts } from "./dispatcher.ts";
import type { EndpointDirectory } from "./endpoint-directory.ts";
import type { DeliveryQueue } from "./endpoint-lane.ts";
import { FanOut } from "./fan-out.ts";
import { sweep, sweepEvery } from "./retention.ts";
import type { DeliveryPoster } from "./send-delivery.ts";
import type { WorkNotice } from "./webhook-endpoints-service.ts";

export interface DeliveryOptions {
  stores: WorldStores;
  events: EventLog;
  directory: EndpointDirectory;
  queue: DeliveryQueue;
  sender: DeliveryPoster;
  schedule: readonly number[];
  disableAfterMs: number;
  leaseMs: number;
  pollMs: number;
  concurrency: number;
  retentionMs: number;
  log: Logger;
  clock: Clock;
  jobs(spec: JobSpec): JobHandle;
}

/** The event log's consumer for outbound webhooks: its name is its lease and its saved position. */
export const CONSUMER = "webhook-endpoints";

/**
 * Outbound delivery in a server process: the fan-out (a durable consumer of the event log, one
 * process at a time), one dispatcher per world (its groups of endpoints spread over the processes,
 * a lease each) and one retention sweep per world (a lease each), all on the core scheduler.
 */
export class OutboundDelivery {
  private readonly dispatchers: Record<Mode, Dispatcher>;
  /** Attempts this process made, by outcome, for /metrics. */
  readonly attempts: AttemptCounts = { delivered: 0, failed: 0 };
  private subscription: EventSubscription | undefined;
  private readonly sweeps: JobHandle[] = [];

  constructor(private readonly o: DeliveryOptions) {
    const dispatcher = (mode: Mode) =>
      new Dispatcher({
        mode,
        world: o.stores.world(mode),
        events: o.events,
        directory: o.directory,
        sender: o.sender,
        queue: o.queue,
        schedule: o.schedule,
        disableAfterMs: o.disableAfterMs,
        leaseMs: o.leaseMs,
        pollMs: o.pollMs,
        concurrency: o.concurrency,
        log: o.log,
        attempts: this.attempts,
        clock: o.clock,
        jobs: o.jobs,
      });
    this.dispatchers = { live: dispatcher("live"), test: dispatcher("test") };
  }

  /** After the service queued messages (their lanes written in its transaction): this process's dispatcher looks at once when it delivers them. */
  readonly notice: WorkNotice = {
    after: (mode: Mode, endpointIds: string[]) => this.dispatchers[mode].poke(endpointIds),
  };

  start(): void {
    this.dispatchers.live.start();
    this.dispatchers.test.start();
    for (const mode of ["live", "test"] as const) {
      const world = this.o.stores.world(mode);
      this.sweeps.push(
        this.o.jobs({
          name: `webhook-endpoints:retention:${mode}`,
          everyMs: sweepEvery(this.o.retentionMs),
          lease: { store: world, ttlMs: Math.max(this.o.leaseMs, 2 * sweepEvery(this.o.retentionMs)) },
          runAtStart: false,
          round: async (ctx) => {
            const endpoints = await this.o.directory.current(mode);
            await sweep(world, [...endpoints.keys()], ctx.now - this.o.retentionMs, () => ctx.lost() || ctx.stopping());
          },
        }),
      );
    }
    const fanOut = new FanOut(this.o.stores, this.o.directory, this.o.queue, this.dispatchers, this.o.clock);
    this.subscription = this.o.events.subscribeBatches(CONSUMER, (events) => fanOut.handle(events));
  }

  async close(): Promise<void> {
    await this.subscription?.close();
    await Promise.all([this.dispatchers.live.close(), this.dispatchers.test.close(), ...this.sweeps.map((s) => s.stop())]);
    await this.o.sender.close();
  }
}
