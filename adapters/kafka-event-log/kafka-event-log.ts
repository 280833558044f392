import { Kafka, logLevel, type Admin, type Consumer as KafkaConsumer, type ConsumerRunConfig, type KafkaConfig, type Producer } from "kafkajs";
import type { Mode } from "../../core/auth/principal.ts";
import type { DocumentStore } from "../../core/ports/document-store.ts";
import { eventFamily, typeMatches, type BerthEvent, type EventSubscription, type SubscribeOptions } from "../../core/ports/event-log.ts";
import type { Positioned } from "../outbox-event-log/consumer.ts";
import { OutboxEventLog, type OutboxEventLogOptions } from "../outbox-event-log/outbox-event-log.ts";
import { fromKafkaMessage, toKafkaMessage, topicFor, type TopicNames } from "./cloudevents-kafka.ts";

export interface KafkaEventLogOptions extends OutboxEventLogOptions, TopicNames {
  kafka: KafkaConfig;
  /** Families whose topics exist from the start and that subscribers read unless they name types. */
  families: string[];
  /** Consumer group of subscriber `name`: `<prefix><name>`. */
  groupPrefix: string;
}

const MODES: readonly Mode[] = ["live", "test"];

/**
 * The scale EventLog: the same transactional outbox in the DocumentStore, and an outbox relay that
 * publishes it to Kafka (one topic per family and world, key = subject, CloudEvents headers),
 * acks=-1 with an idempotent producer, one message batch in flight. The relay is a durable
 * consumer of the outbox: one process at a time holds its lease, and its position (what counts as
 * published) moves only after the broker acknowledged the batch. Subscribers are Kafka consumer
 * groups; watching and reading use the outbox, as in the embedded adapter.
 */
export class KafkaEventLog extends OutboxEventLog {
  private readonly groups = new Map<string, KafkaConsumer>();
  private relay: EventSubscription | undefined;

  private constructor(
    store: DocumentStore,
    private readonly k: KafkaEventLogOptions,
    private readonly kafka: Kafka,
    private readonly producer: Producer,
    private readonly admin: Admin,
  ) {
    super(store, k);
  }

  static async open(store: DocumentStore, options: KafkaEventLogOptions): Promise<KafkaEventLog> {
    const kafka = new Kafka({ ...options.kafka, logLevel: logLevel.NOTHING });
    const admin = kafka.admin();
    const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
    try {
      await admin.connect();
      const topics = options.families.flatMap((family) => MODES.map((mode) => ({ topic: topicFor(mode, family, options) })));
      // Existing topics are left as they are (createTopics answers false for them).
      await admin.createTopics({ topics, waitForLeaders: true });
      await producer.connect();
    } catch (err) {
      await producer.disconnect().catch(() => undefined);
      await admin.disconnect().catch(() => undefined);
      throw err;
    }
    const log = new KafkaEventLog(store, options, kafka, producer, admin);
    log.relay = log.startConsumer("kafka-relay", (mode, batch) => log.publish(mode, batch));
    return log;
  }

  /** One batch to the broker, in log order; resolves when every broker replica acknowledged it. */
  private async publish(mode: Mode, batch: Positioned[]): Promise<number> {
    const byTopic = new Map<string, ReturnType<typeof toKafkaMessage>["message"][]>();
    for (const { event } of batch) {
      const { family, message } = toKafkaMessage(event);
      const topic = topicFor(mode, family, this.k);
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), message]);
    }
    await this.producer.sendBatch({ acks: -1, topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })) });
    return batch.length;
  }

  override subscribe(name: string, handler: (event: BerthEvent) => Promise<void>, options: SubscribeOptions = {}): EventSubscription {
    // A handler that throws leaves the offset uncommitted: kafkajs restarts and delivers it again.
    return this.startGroup(name, options, {
      eachMessage: async ({ message }) => {
        const event = fromKafkaMessage(message);
        if (event && typeMatches(event.type, options.types)) await handler(event);
      },
    });
  }

  override subscribeBatches(name: string, handler: (events: BerthEvent[]) => Promise<void>, options: SubscribeOptions = {}): EventSubscription {
    // A batch is one partition of one topic (so one world), in order; offsets are resolved only
    // once the handler resolved, so a throw hands the whole batch over again.
    return this.startGroup(name, options, {
      eachBatchAutoResolve: true,
      eachBatch: async ({ batch, heartbeat }) => {
        const events = batch.messages.map(fromKafkaMessage).filter((e): e is BerthEvent => e !== null && typeMatches(e.type, options.types));
        if (events.length > 0) await handler(events);
        await heartbeat();
      },
    });
  }

  /** A consumer group `<prefix><name>` over the topics of the families asked for (default: the configured ones). */
  private startGroup(name: string, options: SubscribeOptions, run: ConsumerRunConfig): EventSubscription {
    if (this.groups.has(name)) throw new Error(`event consumer ${name} is subscribed twice in this process`);
    const families = options.types && options.types.length > 0 ? [...new Set(options.types.map(eventFamily))] : this.k.families;
    const topics = families.flatMap((family) => MODES.map((mode) => topicFor(mode, family, this.k)));
    const consumer = this.kafka.consumer({ groupId: `${this.k.groupPrefix}${name}` });
    this.groups.set(name, consumer);
    const started = (async () => {
      await consumer.connect();
      await consumer.subscribe({ topics, fromBeginning: true });
      await consumer.run(run);
    })().catch((err: unknown) => this.k.log.error({ err, consumer: name }, "kafka subscriber failed to start"));
    return {
      ready: started,
      close: async () => {
        await started;
        this.groups.delete(name);
        await consumer.disconnect().catch(() => undefined);
      },
    };
  }

  override async ping(): Promise<void> {
    await this.admin.describeCluster();
  }

  /** The brokers; the outbox itself is covered by the store's check. */
  override readinessChecks(): Record<string, () => Promise<unknown>> {
    return { "event_log:kafka": () => this.ping() };
  }

  override async close(): Promise<void> {
    await this.relay?.close();
    await Promise.all([...this.groups.values()].map((c) => c.disconnect().catch(() => undefined)));
    this.groups.clear();
    await super.close();
    await this.producer.disconnect().catch(() => undefined);
    await this.admin.disconnect().catch(() => undefined);
  }
}
