import type { Admin, Consumer, Kafka, RetryOptions } from "kafkajs";
import type { Logger } from "pino";
import { typeMatches, type BerthEvent } from "../../core/ports/event-log.ts";
import { fromKafkaMessage } from "./cloudevents-kafka.ts";
import { KafkaConnection } from "./kafka-connection.ts";
import { ensureTopics, type TopicSettings } from "./topics.ts";

export interface SubscriberOptions {
  name: string;
  groupId: string;
  topics: TopicSettings;
  /** Only events of these types or families; absent or empty: every event. */
  types?: readonly string[];
  /** One event at a time (`subscribe`), or a batch of one partition, so of one world, in order (`subscribeBatches`). */
  deliver: { each(event: BerthEvent): Promise<void> } | { batch(events: BerthEvent[]): Promise<void> };
  admin(): Promise<Admin>;
  /** The consumer's own retries (kafkajs). */
  retry: RetryOptions;
  log: Logger;
}

/** Most messages handed to a batch handler at once (the webhook fan-out: a transaction per 500 messages within it). */
const SLICE = 256;
const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 30_000;

/**
 * A subscriber as a Kafka consumer group on both worlds' topics, kept running: until it has joined
 * its group it tries again, with a backoff, whatever stopped it (no broker yet, topics not created
 * yet, a crash kafkajs does not restart by itself), and says why in the log each time. `ready`
 * resolves once it has joined (or when it is closed first).
 */
export class KafkaSubscriber {
  readonly ready: Promise<void>;
  private markReady!: () => void;
  private consumer: KafkaConnection<Consumer> | null = null;
  private closed = false;
  private joined = false;
  private failures = 0;
  private lastError: string | null = null;
  /** Ends the current run: a crash kafkajs will not restart from, or close(). */
  private stop: (() => void) | null = null;
  private readonly running: Promise<void>;

  constructor(
    private readonly kafka: Kafka,
    private readonly o: SubscriberOptions,
  ) {
    this.ready = new Promise((resolve) => (this.markReady = resolve));
    this.running = this.keepRunning();
  }

  /** Joined its group and consuming; when not, why (for readiness). */
  status(): { running: boolean; error: string | null } {
    return { running: this.joined, error: this.lastError };
  }

  private async keepRunning(): Promise<void> {
    while (!this.closed) {
      const stopped = new Promise<void>((resolve) => (this.stop = resolve));
      let failure: unknown;
      try {
        // close() ends the wait at once, even while start() still waits on a broker that does not answer.
        const starting = this.start();
        starting.catch(() => undefined);
        await Promise.race([starting, stopped]);
        await stopped;
      } catch (err) {
        failure = err;
        this.lastError = (err as Error).message;
      }
      this.joined = false;
      await this.consumer?.release();
      this.consumer = null;
      if (this.closed) break;
      const delay = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.min(this.failures++, 16));
      if (failure) this.o.log.warn({ err: failure, consumer: this.o.name, attempt: this.failures, retry_in_ms: delay }, "kafka subscriber could not start; it tries again");
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        this.stop = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** One run: topics there (created if missing), the group joined, messages flowing. */
  private async start(): Promise<void> {
    const { topics, types, deliver } = this.o;
    // On KRaft, subscribing to a topic that does not exist yet fails: create it as the relay would.
    await ensureTopics(await this.o.admin(), topics);
    if (this.closed) return;
    const consumer = this.kafka.consumer({ groupId: this.o.groupId, allowAutoTopicCreation: false, retry: this.o.retry });
    const connection = new KafkaConnection(consumer);
    this.consumer = connection;
    consumer.on(consumer.events.GROUP_JOIN, () => {
      this.joined = true;
      this.failures = 0;
      this.lastError = null;
      this.markReady();
    });
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      this.joined = false;
      this.lastError = payload.error.message;
      // kafkajs restarts after retriable errors itself; after the others this run is over.
      if (!payload.restart) {
        this.o.log.warn({ err: payload.error, consumer: this.o.name }, "kafka subscriber crashed; it starts again");
        this.stop?.();
      }
    });
    await connection.ready;
    if (this.closed) return;
    // Both worlds' topics hold every family: a subscriber without types sees every event.
    await consumer.subscribe({ topics: [topics.live, topics.test], fromBeginning: true });
    // A handler that throws leaves the offset uncommitted: kafkajs delivers the message again.
    if ("each" in deliver) {
      await consumer.run({
        eachMessage: async ({ message }) => {
          const event = fromKafkaMessage(message);
          if (event && typeMatches(event.type, types)) await deliver.each(event);
        },
      });
      return;
    }
    // A fetched batch is handed over in slices of at most SLICE messages, each slice's offsets
    // resolved once its handler resolved (a throw hands that slice over again, and what follows),
    // with a heartbeat after each: a batch of thousands of events is never one long handler call
    // that outlasts the group's session timeout (30 s by default) and comes back for ever.
    await consumer.run({
      eachBatchAutoResolve: false,
      eachBatch: async ({ batch, heartbeat, resolveOffset, isRunning, isStale }) => {
        for (let i = 0; i < batch.messages.length; i += SLICE) {
          if (!isRunning() || isStale()) return;
          const slice = batch.messages.slice(i, i + SLICE);
          const events = slice.map(fromKafkaMessage).filter((e): e is BerthEvent => e !== null && typeMatches(e.type, types));
          if (events.length > 0) await deliver.batch(events);
          resolveOffset(slice[slice.length - 1]!.offset);
          await heartbeat();
        }
      },
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stop?.();
    await this.running;
    this.markReady();
  }
}
