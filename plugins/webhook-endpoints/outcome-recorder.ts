import type { Clock, EventLog, Stored, WorldStore, WorldTransaction } from "berth/plugin";
import type { Logger } from "pino";
import { attemptId, ATTEMPTS, type AttemptRecord, type AttemptTrigger } from "./attempt-record.ts";
import { EndpointDirectory } from "./endpoint-directory.ts";
import type { DeliveryQueue } from "./endpoint-lane.ts";
import { ENDPOINT_HEALTH, ENDPOINTS, type EndpointHealth, type EndpointRecord } from "./endpoint-record.ts";
import { dueKey, MESSAGES, type MessageRecord } from "./message-record.ts";
import { nextRetryAt } from "./retry-schedule.ts";
import type { DeliveryResult } from "./send-delivery.ts";
import { webhookEndpointDisabled } from "./events.ts";

/** One attempt made, waiting to be written. */
export interface Outcome {
  message: Stored<MessageRecord>;
  result: DeliveryResult;
  attemptedAt: number;
}

/** What a write settled: messages now delivered, failed or waiting for a retry (due `at`), and those handed back unwritten. */
export interface Recorded {
  settled: string[];
  retries: { endpointId: string; at: number }[];
  /** Attempts that could not be written: their messages stay as they were in the store, due. */
  unsettled: Stored<MessageRecord>[];
  /** Endpoints with a message changed meanwhile (a replay): pending again, at a position not known here. */
  changed: string[];
}

export interface RecorderOptions {
  world: WorldStore;
  queue: DeliveryQueue;
  events: EventLog;
  schedule: readonly number[];
  /** An endpoint whose attempts have all failed this long is disabled, ms. */
  disableAfterMs: number;
  log: Logger;
  /** After the outcomes are written (or given up). */
  recorded(written: Recorded): void;
  clock: Clock;
}

/**
 * Attempts written in one transaction, most: each is a message, an attempt and maybe a lane, so a
 * transaction writes a few hundred documents at most (short on MongoDB, where each is a round trip).
 */
export const MAX_OUTCOMES_PER_TX = 100;

/**
 * At most one write of outcomes this often, ms. Each commit rewrites whole pages of the indexes
 * it touches (one per endpoint in each), so small commits cost far more per attempt: at 2,000
 * deliveries/s, writing every turn of the event loop made about 250 commits a second of one or
 * two transactions each (bench/webhook-endpoints, commits counted in the store).
 */
const WRITE_EVERY_MS = 20;

function triggerOf(message: MessageRecord): AttemptTrigger {
  if (message.origin === "test") return "test";
  if (message.failures > 0) return "retry";
  return message.origin;
}

/**
 * Writes what attempts came to, many in one transaction (per process, per world): each attempt's
 * record, its message's next state (delivered, due again at its next retry, or failed) with
 * compare-and-set, so a replay or another process's change made meanwhile wins; and the health of
 * each endpoint, which flips only when it starts or stops failing. An endpoint that has failed
 * every attempt for `disableAfterMs` is disabled in the same transaction, with its event.
 */
export class OutcomeRecorder {
  private buffer: Outcome[] = [];
  private flushing: Promise<void> | null = null;
  private failures = 0;
  private lastWrite = -Infinity;

  constructor(private readonly o: RecorderOptions) {}

  private now(): number {
    return this.o.clock.now();
  }

  add(outcome: Outcome): void {
    this.buffer.push(outcome);
    this.kick();
  }

  private kick(): void {
    if (this.flushing || this.buffer.length === 0) return;
    this.flushing = this.flush().finally(() => {
      this.flushing = null;
      this.kick();
    });
  }

  private async flush(): Promise<void> {
    // Outcomes gather for WRITE_EVERY_MS after the last write began (or until a transaction's worth
    // are waiting): nothing waits on this write but the messages' next state, and a delivery's own
    // is not delayed. Never more than the window: a clock stepped back stalls nothing.
    const wait = Math.min(WRITE_EVERY_MS, this.lastWrite + WRITE_EVERY_MS - this.now());
    if (wait > 0 && this.buffer.length < MAX_OUTCOMES_PER_TX) await new Promise<void>((resolve) => this.o.clock.after(wait, resolve));
    else await new Promise<void>((resolve) => setImmediate(resolve));
    this.lastWrite = this.now();
    const batch = this.buffer.splice(0, MAX_OUTCOMES_PER_TX);
    try {
      const { retries, changed } = await this.o.world.transaction((tx) => this.write(tx, batch));
      this.failures = 0;
      this.o.recorded({ settled: batch.map((b) => b.message.id), retries, unsettled: [], changed });
    } catch (err) {
      this.failures++;
      if (this.failures <= 5) {
        // Kept (and their messages kept from being sent again) until written.
        this.buffer.unshift(...batch);
        this.o.log.warn({ err, attempts: batch.length }, "webhook attempts could not be written; retrying");
        await new Promise<void>((resolve) => this.o.clock.after(100 * 2 ** this.failures, resolve));
        return;
      }
      // Given up: the messages stay due as they were, and are sent again (at least once).
      this.o.log.error({ err, attempts: batch.length }, "webhook attempts could not be written; their messages will be sent again");
      this.failures = 0;
      this.o.recorded({ settled: [], retries: [], unsettled: batch.map((b) => b.message), changed: [] });
    }
  }

  private async write(tx: WorldTransaction, batch: Outcome[]): Promise<Pick<Recorded, "retries" | "changed">> {
    const messages = tx.collection<MessageRecord>(MESSAGES);
    const attempts = tx.collection<AttemptRecord>(ATTEMPTS);
    const retries: { endpointId: string; at: number }[] = [];
    const changed = new Set<string>();
    const laneDue = new Map<string, number>();
    /** Per endpoint: its first failure and last result in this batch. */
    const health = new Map<string, { firstFailure: number | null; lastDelivered: boolean }>();
    for (const { message: m, result, attemptedAt } of batch) {
      const failures = result.delivered ? m.failures : m.failures + 1;
      const retryAt = result.delivered ? null : nextRetryAt(this.o.schedule, failures, attemptedAt);
      const { id, version, ...record } = m;
      const next: MessageRecord = {
        ...record,
        status: result.delivered ? "delivered" : retryAt === null ? "failed" : "pending",
        due: retryAt === null ? null : dueKey(retryAt),
        failures,
        attempts: m.attempts + 1,
        updated_at: attemptedAt,
      };
      // A replay (or another process) changed it meanwhile: its state stands; this attempt is still logged.
      const saved = await messages.update(id, version, next);
      if (!saved) changed.add(m.endpoint_id);
      else if (retryAt !== null) {
        retries.push({ endpointId: m.endpoint_id, at: retryAt });
        laneDue.set(m.endpoint_id, Math.min(laneDue.get(m.endpoint_id) ?? Infinity, dueKey(retryAt)));
      }
      await attempts.insert(attemptId(id, m.attempts + 1), {
        endpoint_id: m.endpoint_id,
        message_id: id,
        event_id: m.event_id,
        event_type: m.event_type,
        trigger: triggerOf(m),
        attempt: m.attempts + 1,
        status: result.delivered ? "delivered" : "failed",
        response_code: result.response_code,
        response_body: result.response_body,
        latency_ms: result.latency_ms,
        error: result.error,
        next_attempt_at: saved ? retryAt : null,
        attempted_at: attemptedAt,
      });
      const h = health.get(m.endpoint_id) ?? { firstFailure: null, lastDelivered: false };
      if (!result.delivered) h.firstFailure ??= attemptedAt;
      h.lastDelivered = result.delivered;
      health.set(m.endpoint_id, h);
    }
    // Pending again: each lane is due by its earliest retry at the latest (endpoint-lane.ts).
    for (const [endpointId, at] of laneDue) await this.o.queue.dueAt(tx, endpointId, at);
    for (const [endpointId, h] of health) await this.judge(tx, endpointId, h.firstFailure, h.lastDelivered);
    return { retries, changed: [...changed] };
  }

  /** Moves the endpoint's health when it flips, and disables it once it has failed for too long. */
  private async judge(tx: WorldTransaction, endpointId: string, firstFailure: number | null, lastDelivered: boolean): Promise<void> {
    const healths = tx.collection<EndpointHealth>(ENDPOINT_HEALTH);
    const current = await healths.get(endpointId);
    if (lastDelivered) {
      if (current?.failing_since != null) await healths.upsert(endpointId, { failing_since: null });
      return;
    }
    const since = current?.failing_since ?? firstFailure!;
    if (current?.failing_since == null) await healths.upsert(endpointId, { failing_since: since });
    if (this.now() - since < this.o.disableAfterMs) return;
    const endpoints = tx.collection<EndpointRecord>(ENDPOINTS);
    const endpoint = await endpoints.get(endpointId);
    if (!endpoint || endpoint.disabled) return;
    const { id, version, ...record } = endpoint;
    const at = this.now();
    if (!(await endpoints.update(id, version, { ...record, disabled: true, disabled_reason: "failing", disabled_at: at, updated_at: at }))) return;
    await EndpointDirectory.changed(tx);
    await this.o.events.append(tx, {
      type: webhookEndpointDisabled.type,
      source: "/berth/webhook-endpoints",
      subject: id,
      data: { endpoint_id: id, url: endpoint.url, reason: "failing", failing_since: since, disabled_at: at, subjects: endpoint.subjects },
    });
    this.o.log.warn({ endpoint_id: id, failing_since: since }, "webhook endpoint disabled: every attempt has failed for too long");
  }

  /** Resolves once what was handed over so far is written (or given up). */
  async drain(): Promise<void> {
    while (this.flushing || this.buffer.length > 0) {
      this.kick();
      await this.flushing;
    }
  }
}
