import { Partitioners, type Admin, type Kafka, type Producer, type RetryOptions } from "kafkajs";
import type { Logger } from "pino";
import type { Mode } from "../../core/auth/principal.ts";
import { Degraded } from "../../core/plugin/readiness.ts";
import type { BerthEvent } from "../../core/ports/event-log.ts";
import type { PortMetric } from "../../core/ports/port.ts";
import type { Positioned } from "../outbox-event-log/consumer.ts";
import { toKafkaMessage } from "./cloudevents-kafka.ts";
import { KafkaConnection } from "./kafka-connection.ts";
import { ensureTopics, topicFor, type TopicSettings } from "./topics.ts";

export interface RelayOptions {
  topics: TopicSettings;
  /**
   * Longest one publish may take (connecting, checking the topics, sending with the producer's own
   * retries) before it counts as failed and is tried again, by a new producer, after a backoff.
   */
  publishTimeoutMs: number;
  /** The producer's own retries within one publish (kafkajs). Finite: see `publish`. */
  retry: RetryOptions;
  log: Logger;
}

/** The event the relay is stuck on, since when, and why. */
interface Stall {
  since: number;
  attempts: number;
  event: BerthEvent;
  topic: string;
  error: string;
}

class RelayClosed extends Error {}

/**
 * Publishes the outbox to Kafka: one batch at a time to its world's topic, acks=-1, through an
 * idempotent producer (one request in flight, so a retry cannot reorder a partition).
 *
 * A publish that fails, for whatever reason (no broker, a topic that cannot be created, a
 * non-retriable producer error such as OUT_OF_ORDER_SEQUENCE_NUMBER or UNKNOWN_PRODUCER_ID, no
 * acknowledgement in time), is logged with the event it is stuck on, counted, and shown as
 * `degraded` in readiness until a publish succeeds; the producer is dropped, because after a failure
 * its sequence numbers may no longer match the broker's, and the next attempt starts a new one.
 * Nothing is skipped: the outbox consumer offers the same events again after a backoff, so order
 * holds and consumers may see a message twice (they deduplicate by `ce_id`).
 */
export class KafkaRelay {
  private producer: KafkaConnection<Producer> | null = null;
  private topicsChecked = false;
  private closed = false;
  private readonly aborts = new Set<(err: Error) => void>();
  private stall: Stall | null = null;
  private readonly counts = { live: 0, test: 0, failures: 0, producers: 0 };

  constructor(
    private readonly kafka: Kafka,
    private readonly admin: () => Promise<Admin>,
    private readonly o: RelayOptions,
  ) {}

  /** The outbox consumer's `deliver`: answers how many events the broker acknowledged (all or none). */
  async publish(mode: Mode, batch: Positioned[]): Promise<number> {
    if (this.closed || batch.length === 0) return 0;
    try {
      await this.bounded(this.send(mode, batch));
    } catch (err) {
      if (!this.closed) this.failed(mode, batch[0]!.event, err);
      // None acknowledged: the consumer backs off and offers them again (it leaves the logging to us).
      return 0;
    }
    this.counts[mode] += batch.length;
    if (this.stall) this.o.log.info({ event: this.stall.event.id, attempts: this.stall.attempts + 1, stalled_ms: Date.now() - this.stall.since }, "the Kafka relay is publishing again");
    this.stall = null;
    return batch.length;
  }

  private async send(mode: Mode, batch: Positioned[]): Promise<void> {
    const producer = await this.connectedProducer();
    if (!this.topicsChecked) {
      await ensureTopics(await this.admin(), this.o.topics);
      this.topicsChecked = true;
    }
    await producer.send({ topic: topicFor(mode, this.o.topics), acks: -1, messages: batch.map(({ event }) => toKafkaMessage(event)) });
  }

  private connectedProducer(): Promise<Producer> {
    if (!this.producer) {
      const producer = this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
        // Java's partitioner (murmur2 of the key): other clients' producers put a subject where Berth does.
        createPartitioner: Partitioners.DefaultPartitioner,
        // Finite, unlike kafkajs's default for idempotent producers (retry for ever): a publish that
        // cannot succeed must fail, to be seen and retried with a new producer.
        retry: this.o.retry,
      });
      this.producer = new KafkaConnection(producer);
      this.counts.producers++;
    }
    return this.producer.ready;
  }

  /** Races `work` against the publish deadline and against close(). */
  private bounded(work: Promise<void>): Promise<void> {
    work.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    let abort!: (err: Error) => void;
    const stop = new Promise<never>((_, reject) => {
      abort = reject;
      timer = setTimeout(() => reject(new Error(`no acknowledgement from Kafka within ${this.o.publishTimeoutMs} ms`)), this.o.publishTimeoutMs);
    });
    this.aborts.add(abort);
    return Promise.race([work, stop]).finally(() => {
      clearTimeout(timer);
      this.aborts.delete(abort);
    });
  }

  private failed(mode: Mode, event: BerthEvent, err: unknown): void {
    this.counts.failures++;
    this.dropProducer();
    // The topic may be gone (deleted, a broker's storage lost): check it again next time.
    this.topicsChecked = false;
    const error = oneLine(err);
    const topic = topicFor(mode, this.o.topics);
    const now = Date.now();
    this.stall = this.stall?.event.id === event.id ? { ...this.stall, attempts: this.stall.attempts + 1, error } : { since: now, attempts: 1, event, topic, error };
    this.o.log.warn(
      { err, event: event.id, type: event.type, subject: event.subject, world: mode, topic, attempts: this.stall.attempts, stalled_ms: now - this.stall.since },
      "the Kafka relay could not publish; it retries with a new producer after a backoff, and later events of this world wait",
    );
  }

  private dropProducer(): void {
    const producer = this.producer;
    this.producer = null;
    void producer?.release();
  }

  /** Readiness: degraded while the relay is stuck on an event, with which one and why. */
  async check(): Promise<void> {
    const s = this.stall;
    if (!s) return;
    const seconds = Math.round((Date.now() - s.since) / 1000);
    throw new Degraded(`event ${s.event.id} (${s.event.type}, subject ${s.event.subject}) not published to ${s.topic} for ${seconds} s, ${s.attempts} attempt(s): ${s.error}`);
  }

  metrics(): PortMetric[] {
    return [
      {
        name: "berth_event_relay_published_total",
        help: "Events the Kafka relay published (acknowledged by every in-sync replica), by world.",
        type: "counter",
        samples: () => [
          { labels: { world: "live" }, value: this.counts.live },
          { labels: { world: "test" }, value: this.counts.test },
        ],
      },
      {
        name: "berth_event_relay_failures_total",
        help: "Publish attempts of the Kafka relay that failed (each is retried after a backoff).",
        type: "counter",
        samples: () => [{ value: this.counts.failures }],
      },
      {
        name: "berth_event_relay_stalled_seconds",
        help: "How long the Kafka relay has been stuck on one event (0 when its last publish succeeded).",
        type: "gauge",
        samples: () => [{ value: this.stall ? (Date.now() - this.stall.since) / 1000 : 0 }],
      },
      {
        name: "berth_event_relay_producers_total",
        help: "Kafka producers the relay started: one more after every failed publish.",
        type: "counter",
        samples: () => [{ value: this.counts.producers }],
      },
    ];
  }

  /** Stops: a publish in flight fails at once (its events are offered again after a restart). */
  async close(): Promise<void> {
    this.closed = true;
    for (const abort of this.aborts) abort(new RelayClosed("the relay is closing"));
    const producer = this.producer;
    this.producer = null;
    await producer?.release();
  }
}

/** An error in one line, with the broker's error type when it has one (kafkajs wraps causes). */
function oneLine(err: unknown): string {
  const e = err as { message?: string; type?: string; cause?: { type?: string; message?: string } };
  const type = e.type ?? e.cause?.type;
  const message = e.message ?? String(err);
  return type && !message.includes(type) ? `${type}: ${message}` : message;
}
