import { Lease, type BerthEvent, type EventLog, type Mode, type Stored, type WorldStore } from "berth/plugin";
import type { Logger } from "pino";
import { takeDueNotes } from "./due-notes.ts";
import type { EndpointDirectory } from "./endpoint-directory.ts";
import { signingSecrets, type StoredEndpoint } from "./endpoint-record.ts";
import { deliveryHeaders } from "./endpoint-secrets.ts";
import { eventBody, EventBodies } from "./event-bodies.ts";
import { dueAt, dueBy, dueKey, MESSAGES, type MessageRecord } from "./message-record.ts";
import { OutcomeRecorder, type Recorded } from "./outcome-recorder.ts";
import { sweep, sweepEvery } from "./retention.ts";
import type { DeliveryPoster, DeliveryResult } from "./send-delivery.ts";

export interface DispatcherOptions {
  mode: Mode;
  world: WorldStore;
  events: EventLog;
  directory: EndpointDirectory;
  sender: DeliveryPoster;
  schedule: readonly number[];
  disableAfterMs: number;
  /** How long the dispatcher's lease lasts unrenewed: another process takes over a dead one's after this, ms. */
  leaseMs: number;
  /** How often to look for retries come due and for work other processes queued, ms. */
  pollMs: number;
  /** Requests in flight per endpoint, at most one per subject. */
  concurrency: number;
  /** How long attempts, and messages done with, are kept, ms. */
  retentionMs: number;
  log: Logger;
  /** Attempts made by this process, by outcome (the berth_webhook_attempts_total metric). */
  attempts?: AttemptCounts;
}

export interface AttemptCounts {
  delivered: number;
  failed: number;
}

/**
 * Messages of one endpoint held in memory at a time (the rest wait in the store, in order): at most
 * 1,000 endpoints × 128 messages in hand per world, whatever the backlog.
 */
const QUEUE_SIZE = 128;

/**
 * Attempts in a row that got no answer at all (refused, timed out, not resolved) after which an
 * endpoint is taken for unreachable: its messages wait, unattempted, and one probe goes at a time,
 * at the first look (every WEBHOOK_ENDPOINTS_POLL_MS) PAUSE_FIRST_MS after the last failure, the
 * pause doubling up to PAUSE_MAX_MS while probes fail. A changed URL, or the endpoint disabled and
 * enabled again, starts it over. A dead endpoint was a quarter of the dispatcher's CPU when every
 * message was tried (measured with bench/webhook-endpoints: 0.45-0.50 ms per healthy delivery
 * against 0.34-0.37 without it).
 */
const UNREACHABLE_AFTER = 5;
const PAUSE_FIRST_MS = 1_000;
const PAUSE_MAX_MS = 30_000;

/** One endpoint's delivery queue in this process. */
interface Lane {
  endpointId: string;
  queue: Stored<MessageRecord>[];
  inFlight: number;
  /** Subjects with a request in flight: the next event of a subject waits for the one before it. */
  busy: Set<string>;
  /** Due messages may wait in the store beyond what is queued here: look when there is room. */
  needsScan: boolean;
  /**
   * Where the next read of its queue in the store starts (a due position, inclusive), or null: from
   * the start. Moved past what a read has seen; lowered by whatever puts a message before it (a
   * retry written, a message handed back), so a read never goes over messages already in hand again.
   */
  scanFrom: number | null;
  scanning: boolean;
  /** The earliest due time (ms) of its pending messages in the store not queued here, or null. */
  dueAt: number | null;
  /** Attempts in a row that got no answer (UNREACHABLE_AFTER of them: unreachable, probed one at a time). */
  unanswered: number;
  /** The URL those attempts went to. */
  url: string | null;
  /** While unreachable: the next probe goes no sooner (ms), and the pause after a failed probe. */
  pausedUntil: number;
  pauseMs: number;
}

/**
 * Delivers one world's messages. One process at a time does (the holder of the world's dispatcher
 * lease), so processes and instances on one store never make the same attempt at once; when it
 * dies, another takes over once the lease expires and finds every pending message in the store.
 *
 * Per process (nothing else here outlives it): the lanes, one per endpoint, each with at most
 * `concurrency` requests in flight (one per subject, so each subject's events arrive in the log's
 * order) over a queue of at most QUEUE_SIZE messages, so a slow or dead endpoint only ever holds
 * up itself; the set of messages in hand (queued, in flight, or delivered and not yet
 * written), so none is sent twice at once; and the bodies of recent events. Everything durable is
 * in the store: the messages (pending ones with their due position), the attempts, the health, and
 * the due notes other processes leave.
 */
export class Dispatcher {
  private readonly lease: Lease;
  private readonly lanes = new Map<string, Lane>();
  private readonly inHand = new Set<string>();
  private readonly bodies: EventBodies;
  private readonly recorder: OutcomeRecorder;
  private active = false;
  private ticking: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private sweptAt = 0;
  private sweeping: Promise<void> | null = null;

  constructor(private readonly o: DispatcherOptions) {
    this.lease = new Lease(o.world, "webhook-endpoints:dispatcher", o.leaseMs);
    this.bodies = new EventBodies(o.events);
    this.recorder = new OutcomeRecorder({
      world: o.world,
      events: o.events,
      schedule: o.schedule,
      disableAfterMs: o.disableAfterMs,
      log: o.log,
      recorded: (written) => this.recorded(written),
    });
  }

  start(): void {
    this.timer = setInterval(() => this.tick(), this.o.pollMs);
    this.timer.unref();
    this.tick();
  }

  /** Whether this process delivers this world's messages now (it held the lease at its last look). */
  isActive(): boolean {
    return this.active && !this.closed;
  }

  /** Messages the fan-out of this process just committed, with their events: queued at once. */
  handoff(messages: Stored<MessageRecord>[], events: readonly BerthEvent[]): void {
    if (!this.isActive()) return;
    for (const event of events) this.bodies.keep(event);
    const touched = new Set<Lane>();
    for (const m of messages) {
      const lane = this.lane(m.endpoint_id);
      touched.add(lane);
      if (this.inHand.has(m.id)) continue;
      if (lane.queue.length >= QUEUE_SIZE || lane.needsScan || lane.scanning) {
        // Full, or older messages wait in the store (or are being read): they go first, this one after them.
        this.lookAgain(lane, m.due);
        continue;
      }
      this.inHand.add(m.id);
      lane.queue.push(m);
    }
    for (const lane of touched) this.pump(lane);
  }

  /** Messages were queued (or requeued) for these endpoints in this process: look for them now. */
  poke(endpointIds: Iterable<string>): void {
    if (!this.isActive()) return;
    for (const id of endpointIds) {
      const lane = this.lane(id);
      this.lookAgain(lane, null);
      this.pump(lane);
    }
  }

  /** Due messages of this lane may wait in the store from position `from` on (null: anywhere): read them when there is room. */
  private lookAgain(lane: Lane, from: number | null): void {
    lane.needsScan = true;
    lane.scanFrom = from === null || lane.scanFrom === null ? null : Math.min(lane.scanFrom, from);
  }

  /** Messages in hand given back unsent: they stay pending in the store, to be read again. */
  private handBack(lane: Lane, messages: Stored<MessageRecord>[]): void {
    for (const m of messages) {
      this.inHand.delete(m.id);
      this.lookAgain(lane, m.due);
    }
  }

  private lane(endpointId: string): Lane {
    let lane = this.lanes.get(endpointId);
    if (!lane) {
      lane = { endpointId, queue: [], inFlight: 0, busy: new Set(), needsScan: false, scanFrom: null, scanning: false, dueAt: null, unanswered: 0, url: null, pausedUntil: 0, pauseMs: 0 };
      this.lanes.set(endpointId, lane);
    }
    return lane;
  }

  private tick(): void {
    if (this.ticking || this.closed) return;
    this.ticking = this.look()
      .catch((err: unknown) => this.o.log.warn({ err, world: this.o.mode }, "webhook dispatcher: a look for due messages failed; it retries on the next tick"))
      .finally(() => {
        this.ticking = null;
      });
  }

  /** Holds the lease, then queues what came due: retries, notes from other processes, and, on taking the lease, everything. */
  private async look(): Promise<void> {
    if (!(await this.lease.hold())) {
      if (this.active) this.stand();
      return;
    }
    const endpoints = await this.o.directory.current(this.o.mode);
    if (!this.active) {
      // Taken (again): what is pending anywhere in the store is this process's to deliver now.
      this.active = true;
      this.o.sender.warm?.();
      for (const id of endpoints.keys()) this.lookAgain(this.lane(id), null);
    }
    const now = Date.now();
    // Queued by other processes: anywhere in the queue (their positions come from their clocks).
    for (const id of await takeDueNotes(this.o.world, now)) this.lookAgain(this.lane(id), null);
    if (now - this.sweptAt >= sweepEvery(this.o.retentionMs) && !this.sweeping) {
      this.sweptAt = now;
      // Beside deliveries, never in their way: the next look goes on while it runs.
      this.sweeping = sweep(this.o.world, [...endpoints.keys()], now - this.o.retentionMs)
        .then(() => undefined, (err: unknown) => this.o.log.warn({ err, world: this.o.mode }, "webhook retention sweep failed; it runs again later"))
        .finally(() => {
          this.sweeping = null;
        });
    }
    for (const lane of this.lanes.values()) {
      if (!endpoints.has(lane.endpointId)) {
        this.drop(lane);
        continue;
      }
      if (lane.dueAt !== null && lane.dueAt <= now) {
        lane.dueAt = null;
        lane.needsScan = true;
      }
      this.pump(lane);
    }
  }

  /** Lost the lease: another process delivers now. What is in flight finishes; nothing new starts here. */
  private stand(): void {
    this.active = false;
    for (const lane of this.lanes.values()) {
      for (const m of lane.queue) this.inHand.delete(m.id);
      lane.queue = [];
      lane.needsScan = false;
      lane.scanFrom = null;
      lane.dueAt = null;
    }
  }

  /** A deleted endpoint's lane: its queued messages are never sent. */
  private drop(lane: Lane): void {
    for (const m of lane.queue) this.inHand.delete(m.id);
    lane.queue = [];
    if (lane.inFlight === 0 && !lane.scanning) this.lanes.delete(lane.endpointId);
  }

  private pump(lane: Lane): void {
    if (!this.isActive()) return;
    const endpoint = this.o.directory.cached(this.o.mode, lane.endpointId);
    if (!endpoint || endpoint.disabled) {
      // Its pending messages stay pending: sent if it is enabled again (or once this process knows it).
      this.handBack(lane, lane.queue);
      lane.queue = [];
      this.startOver(lane);
      return;
    }
    // A new URL is a new target: tried as any other, not probed for what the old one did.
    if (lane.url !== endpoint.url) {
      lane.url = endpoint.url;
      this.startOver(lane);
    }
    // Unreachable: one probe at a time, once its pause is over.
    const unreachable = lane.unanswered >= UNREACHABLE_AFTER;
    const room = unreachable ? (Date.now() >= lane.pausedUntil ? 1 : 0) : this.o.concurrency;
    // The oldest message of each subject not in flight, in queue order, while there is room.
    for (let i = 0; i < lane.queue.length && lane.inFlight < room; ) {
      const message = lane.queue[i]!;
      if (lane.busy.has(message.subject)) {
        i++;
        continue;
      }
      lane.queue.splice(i, 1);
      lane.busy.add(message.subject);
      lane.inFlight++;
      void this.deliver(lane, endpoint, message);
    }
    if (lane.queue.length < QUEUE_SIZE / 2 && lane.needsScan && !lane.scanning) void this.scan(lane);
  }

  /** Queues the endpoint's due messages from the store, oldest position first, and learns when the next one is due. */
  private async scan(lane: Lane): Promise<void> {
    lane.scanning = true;
    lane.needsScan = false;
    let added = 0;
    try {
      const messages = this.o.world.collection<MessageRecord>(MESSAGES);
      const now = Date.now();
      const from = lane.scanFrom;
      const due = from === null ? { lte: dueBy(now) } : { gte: from, lte: dueBy(now) };
      const page = await messages.find({ where: { endpoint_id: lane.endpointId, due }, sort: { field: "due", direction: "asc" }, limit: QUEUE_SIZE });
      if (!this.isActive()) return;
      let full = false;
      let mark = from;
      for (const m of page.items) {
        if (lane.queue.length >= QUEUE_SIZE) {
          // No room for the rest: the next read starts at the first one left.
          this.lookAgain(lane, m.due);
          full = true;
          break;
        }
        // Read past it: a later read starts here (inclusive), unless something lowered the mark meanwhile.
        if (lane.scanFrom === mark) lane.scanFrom = mark = m.due;
        if (this.inHand.has(m.id)) continue;
        this.inHand.add(m.id);
        lane.queue.push(m);
        added++;
      }
      if (full || page.nextCursor) lane.needsScan = true;
      else {
        const next = await messages.find({ where: { endpoint_id: lane.endpointId, due: { gt: dueBy(now) } }, sort: { field: "due", direction: "asc" }, limit: 1 });
        const at = next.items[0]?.due;
        if (at != null) lane.dueAt = Math.min(lane.dueAt ?? Infinity, dueAt(at));
      }
    } catch (err) {
      this.lookAgain(lane, null);
      this.o.log.warn({ err, endpoint_id: lane.endpointId }, "webhook dispatcher: reading an endpoint's queue failed; it retries on the next tick");
    } finally {
      lane.scanning = false;
    }
    // Nothing new (what is due is in hand, waiting for its outcome to be written): the next tick or write looks again.
    if (added > 0) this.pump(lane);
  }

  private async deliver(lane: Lane, endpoint: StoredEndpoint, message: Stored<MessageRecord>): Promise<void> {
    let result: DeliveryResult;
    const attemptedAt = Date.now();
    const probe = lane.unanswered >= UNREACHABLE_AFTER;
    try {
      const body = message.event ? eventBody(message.event) : await this.bodies.get(this.o.mode, message.event_id);
      if (body === null) {
        result = { delivered: false, response_code: null, response_body: null, error: "the event is no longer in the log", latency_ms: 0 };
      } else {
        const headers = deliveryHeaders(message.event_id, body, signingSecrets(endpoint, attemptedAt), attemptedAt);
        result = await this.o.sender.post(endpoint.url, body, headers);
        this.reached(lane, result.response_code !== null, probe);
      }
    } catch (err) {
      result = { delivered: false, response_code: null, response_body: null, error: `not sent: ${(err as Error).message}`, latency_ms: 0 };
    }
    lane.inFlight--;
    lane.busy.delete(message.subject);
    if (this.o.attempts) this.o.attempts[result.delivered ? "delivered" : "failed"]++;
    this.recorder.add({ message, result, attemptedAt });
    this.pump(lane);
  }

  /** Tried as any endpoint again: nothing held against it. */
  private startOver(lane: Lane): void {
    lane.unanswered = 0;
    lane.pausedUntil = 0;
    lane.pauseMs = 0;
  }

  /** What an attempt said of the endpoint: answered (whatever the status), or not at all (see UNREACHABLE_AFTER). */
  private reached(lane: Lane, answered: boolean, probe: boolean): void {
    if (answered) return this.startOver(lane);
    lane.unanswered++;
    if (lane.unanswered < UNREACHABLE_AFTER) return;
    // A failed probe doubles the pause; attempts that were already in flight when it began do not.
    if (lane.pauseMs === 0) lane.pauseMs = PAUSE_FIRST_MS;
    else if (probe) lane.pauseMs = Math.min(PAUSE_MAX_MS, lane.pauseMs * 2);
    lane.pausedUntil = Date.now() + lane.pauseMs;
  }

  /** Outcomes written (or given up): their messages leave this process's hands; retries are read when they come due. */
  private recorded(written: Recorded): void {
    for (const id of written.settled) this.inHand.delete(id);
    for (const m of written.unsettled) this.handBack(this.lane(m.endpoint_id), [m]);
    // A read may have gone past them while they were in hand: read those queues from the start.
    for (const id of written.changed) this.lookAgain(this.lane(id), null);
    for (const { endpointId, at } of written.retries) {
      const lane = this.lane(endpointId);
      lane.dueAt = Math.min(lane.dueAt ?? Infinity, at);
      lane.scanFrom = lane.scanFrom === null ? null : Math.min(lane.scanFrom, dueKey(at));
    }
    for (const lane of this.lanes.values()) if (lane.needsScan) this.pump(lane);
  }

  /** Stops: nothing new is sent, attempts in flight finish and are written, the lease is given up. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.ticking;
    await this.sweeping;
    while ([...this.lanes.values()].some((l) => l.inFlight > 0 || l.scanning)) await new Promise((r) => setTimeout(r, 10));
    await this.recorder.drain();
    await this.lease.release().catch(() => undefined);
  }
}
