import type { EventLog, EventSubscription, Mode, WorldStores, WorldTransaction } from "berth/plugin";
import type { Logger } from "pino";
import { Dispatcher, type AttemptCounts } from "./dispatcher.ts";
import { noteDue } from "./due-notes.ts";
import type { EndpointDirectory } from "./endpoint-directory.ts";
import { FanOut } from "./fan-out.ts";
import type { DeliveryPoster } from "./send-delivery.ts";
import type { WorkNotice } from "./webhook-endpoints-service.ts";

export interface DeliveryOptions {
  stores: WorldStores;
  events: EventLog;
  directory: EndpointDirectory;
  sender: DeliveryPoster;
  schedule: readonly number[];
  disableAfterMs: number;
  leaseMs: number;
  pollMs: number;
  concurrency: number;
  retentionMs: number;
  log: Logger;
}

/** The event log's consumer for outbound webhooks: its name is its lease and its saved position. */
export const CONSUMER = "webhook-endpoints";

/**
 * Outbound delivery in a server process: the fan-out (a durable consumer of the event log, one
 * process at a time) and one dispatcher per world (one process at a time each, by lease).
 */
export class OutboundDelivery {
  private readonly dispatchers: Record<Mode, Dispatcher>;
  /** Attempts this process made, by outcome, for /metrics. */
  readonly attempts: AttemptCounts = { delivered: 0, failed: 0 };
  private subscription: EventSubscription | undefined;

  constructor(private readonly o: DeliveryOptions) {
    const dispatcher = (mode: Mode) =>
      new Dispatcher({
        mode,
        world: o.stores.world(mode),
        events: o.events,
        directory: o.directory,
        sender: o.sender,
        schedule: o.schedule,
        disableAfterMs: o.disableAfterMs,
        leaseMs: o.leaseMs,
        pollMs: o.pollMs,
        concurrency: o.concurrency,
        retentionMs: o.retentionMs,
        log: o.log,
        attempts: this.attempts,
      });
    this.dispatchers = { live: dispatcher("live"), test: dispatcher("test") };
  }

  /** How the service's queuing reaches the dispatchers: directly here when one delivers this world, else by a due note. */
  readonly notice: WorkNotice = {
    inTx: async (tx: WorldTransaction, endpointIds: string[]) => {
      if (!this.dispatchers[tx.mode].isActive()) await noteDue(tx, endpointIds, Date.now());
    },
    after: (mode: Mode, endpointIds: string[]) => this.dispatchers[mode].poke(endpointIds),
  };

  start(): void {
    this.dispatchers.live.start();
    this.dispatchers.test.start();
    const fanOut = new FanOut(this.o.stores, this.o.directory, this.dispatchers);
    this.subscription = this.o.events.subscribeBatches(CONSUMER, (events) => fanOut.handle(events));
  }

  async close(): Promise<void> {
    await this.subscription?.close();
    await Promise.all([this.dispatchers.live.close(), this.dispatchers.test.close()]);
    await this.o.sender.close();
  }
}
