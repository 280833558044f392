import { Kafka, logLevel, type Admin, type KafkaConfig, type RetryOptions } from "kafkajs";
import { Degraded } from "../../core/plugin/readiness.ts";
import type { DocumentStore } from "../../core/ports/document-store.ts";
import type { BerthEvent, EventSubscription, SubscribeOptions } from "../../core/ports/event-log.ts";
import type { PortMetric } from "../../core/ports/port.ts";
import { OutboxEventLog, type OutboxEventLogOptions } from "../outbox-event-log/outbox-event-log.ts";
import { KafkaConnection } from "./kafka-connection.ts";
import { kafkajsLog } from "./kafkajs-log.ts";
import { KafkaRelay } from "./relay.ts";
import { KafkaSubscriber, type SubscriberOptions } from "./subscriber.ts";
import type { TopicSettings } from "./topics.ts";

export interface KafkaEventLogOptions extends OutboxEventLogOptions {
  kafka: KafkaConfig;
  topics: TopicSettings;
  /** Consumer group of subscriber `name`: `<prefix><name>`. */
  groupPrefix: string;
  /** See RelayOptions.publishTimeoutMs. */
  publishTimeoutMs: number;
  /** kafkajs's own retries within one publish or one subscriber start; default 5, from 300 ms up to 5 s apart. */
  retry?: RetryOptions;
}

const DEFAULT_RETRY: RetryOptions = { retries: 5, initialRetryTime: 300, maxRetryTime: 5000 };

/** A broker that does not answer is reported degraded within this: well inside readiness's own deadline (READY_TIMEOUT_MS, 2 s), which would count it down. */
const PING_DEADLINE_MS = 250;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The scale EventLog: the same transactional outbox in the DocumentStore, and an outbox relay that
 * publishes it to Kafka (relay.ts: one topic per world, key = subject, CloudEvents headers, acks=-1,
 * idempotent producer). The relay is a durable consumer of the outbox: one process at a time holds
 * its lease (renewed while it works), and its position moves only after the broker acknowledged.
 * Subscribers are Kafka consumer groups (subscriber.ts); watching and reading use the outbox.
 *
 * Nothing here needs the brokers at start: Berth starts while Kafka is down or still electing, the
 * relay and subscribers connect (and create their topics) when they can, and readiness says how
 * that goes: `event_log:kafka` (the brokers answer), `event_log:kafka_relay` (degraded while an
 * event cannot be published), `event_log:kafka_subscribers` (degraded while one is not consuming).
 */
export class KafkaEventLog extends OutboxEventLog {
  private readonly kafka: Kafka;
  private readonly relay: KafkaRelay;
  private readonly relaying: EventSubscription;
  private readonly subscribers = new Map<string, KafkaSubscriber>();
  private adminClient: KafkaConnection<Admin> | null = null;
  private readonly retry: RetryOptions;

  private constructor(
    store: DocumentStore,
    private readonly k: KafkaEventLogOptions,
  ) {
    super(store, k);
    this.retry = { ...DEFAULT_RETRY, ...k.retry };
    this.kafka = new Kafka({ ...k.kafka, retry: this.retry, logLevel: logLevel.INFO, logCreator: kafkajsLog(k.log) });
    this.relay = new KafkaRelay(this.kafka, () => this.admin(), { topics: k.topics, publishTimeoutMs: k.publishTimeoutMs, retry: this.retry, log: k.log });
    this.relaying = this.startConsumer("kafka-relay", (mode, batch) => this.relay.publish(mode, batch));
  }

  static async open(store: DocumentStore, options: KafkaEventLogOptions): Promise<KafkaEventLog> {
    return new KafkaEventLog(store, options);
  }

  /** The admin client, connected on first use (and again after a failed connect). */
  private admin(): Promise<Admin> {
    if (!this.adminClient) {
      const connection = new KafkaConnection(this.kafka.admin({ retry: this.retry }));
      this.adminClient = connection;
      connection.ready.catch(() => {
        if (this.adminClient === connection) this.adminClient = null;
        void connection.release();
      });
    }
    return this.adminClient.ready;
  }

  override subscribe(name: string, handler: (event: BerthEvent) => Promise<void>, options: SubscribeOptions = {}): EventSubscription {
    return this.startSubscriber(name, options, { each: handler });
  }

  override subscribeBatches(name: string, handler: (events: BerthEvent[]) => Promise<void>, options: SubscribeOptions = {}): EventSubscription {
    return this.startSubscriber(name, options, { batch: handler });
  }

  /** A consumer group `<prefix><name>` over both worlds' topics, kept running (subscriber.ts). */
  private startSubscriber(name: string, options: SubscribeOptions, deliver: SubscriberOptions["deliver"]): EventSubscription {
    if (this.subscribers.has(name)) throw new Error(`event consumer ${name} is subscribed twice in this process`);
    const subscriber = new KafkaSubscriber(this.kafka, {
      name,
      groupId: `${this.k.groupPrefix}${name}`,
      topics: this.k.topics,
      types: options.types,
      deliver,
      admin: () => this.admin(),
      retry: this.retry,
      log: this.k.log,
    });
    this.subscribers.set(name, subscriber);
    return {
      ready: subscriber.ready,
      close: async () => {
        this.subscribers.delete(name);
        await subscriber.close();
      },
    };
  }

  override async ping(): Promise<void> {
    await (await this.admin()).describeCluster();
  }

  /**
   * A Kafka outage leaves Berth ready: `event_log:kafka` is degraded, not down. Every write still
   * commits its events to the outbox in the store, and the relay publishes them, in order, when
   * the brokers answer again; nothing a request does waits for Kafka. Readiness tells a load
   * balancer which instances can serve, and every instance shares the same brokers: marking them
   * all unready would turn a Kafka outage into an outage of the whole API, and no instance could
   * recover it by restarting. The outage stays visible: degraded here, the relay's stall
   * (`event_log:kafka_relay`, berth_event_relay_stalled_seconds) and subscribers not consuming.
   */
  override readinessChecks(): Record<string, () => Promise<unknown>> {
    return {
      "event_log:kafka": () =>
        within(this.ping(), PING_DEADLINE_MS).catch((err: unknown) => {
          throw new Degraded(`no Kafka broker answers (${(err as Error).message}); events wait in the outbox and are published when one does`);
        }),
      "event_log:kafka_relay": () => this.relay.check(),
      "event_log:kafka_subscribers": async () => {
        const waiting = [...this.subscribers].filter(([, s]) => !s.status().running);
        if (waiting.length > 0) throw new Degraded(waiting.map(([name, s]) => `${name} is not consuming${s.status().error ? `: ${s.status().error}` : " yet"}`).join("; "));
      },
    };
  }

  metrics(): PortMetric[] {
    return [
      ...this.relay.metrics(),
      {
        name: "berth_event_subscribers_waiting",
        help: "Kafka subscribers of this process that are not consuming (not joined to their group yet, or restarting).",
        type: "gauge",
        samples: () => [{ value: [...this.subscribers.values()].filter((s) => !s.status().running).length }],
      },
    ];
  }

  override async close(): Promise<void> {
    // The relay first: a publish in flight fails at once instead of holding shutdown for its timeout.
    await this.relay.close();
    await this.relaying.close();
    await Promise.all([...this.subscribers.values()].map((s) => s.close()));
    this.subscribers.clear();
    await super.close();
    const admin = this.adminClient;
    this.adminClient = null;
    await admin?.release();
  }
}
