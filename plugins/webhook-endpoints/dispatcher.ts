import type { BerthEvent, Clock, EventLog, JobHandle, JobSpec, Mode, RoundContext, Stored, WorldStore } from "berth/plugin";
import type { Logger } from "pino";
import type { EndpointDirectory } from "./endpoint-directory.ts";
import { groupOf, type DeliveryQueue } from "./endpoint-lane.ts";
import { signingSecrets, type StoredEndpoint } from "./endpoint-record.ts";
import { deliveryHeaders } from "./endpoint-secrets.ts";
import { eventBody, EventBodies } from "./event-bodies.ts";
import { dueBy, dueKey, MESSAGES, type MessageRecord } from "./message-record.ts";
import { OutcomeRecorder, type Recorded } from "./outcome-recorder.ts";
import type { DeliveryPoster, DeliveryResult } from "./send-delivery.ts";

export interface DispatcherOptions {
  mode: Mode;
  world: WorldStore;
  events: EventLog;
  directory: EndpointDirectory;
  sender: DeliveryPoster;
  queue: DeliveryQueue;
  schedule: readonly number[];
  disableAfterMs: number;
  /** How long a group's lease lasts unrenewed: another process takes over a dead one's groups after this, ms. */
  leaseMs: number;
  /** How often to look for due lanes (retries come due, messages other processes queued), ms. */
  pollMs: number;
  /** Requests in flight per endpoint, at most one per subject. */
  concurrency: number;
  log: Logger;
  clock: Clock;
  /** The host's scheduler: the dispatcher is a sharded, leased job on it (one shard per group of endpoints). */
  jobs(spec: JobSpec): JobHandle;
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
export const UNREACHABLE_AFTER = 5;
export const PAUSE_FIRST_MS = 1_000;
export const PAUSE_MAX_MS = 30_000;

/** One endpoint's delivery queue in this process (while it holds the endpoint's group). */
interface Lane {
  endpointId: string;
  group: number;
  queue: Stored<MessageRecord>[];
  inFlight: number;
  /** Subjects with a request in flight: the next event of a subject waits for the one before it. */
  busy: Set<string>;
  /** Due messages may wait in the store beyond what is queued here: read them when there is room. */
  needsScan: boolean;
  /**
   * Where the next read of its queue in the store starts (a position, inclusive), or null: from
   * the start. Moved past what a read has seen; lowered by whatever puts a message before it (a
   * message handed back), so a read never goes over messages already in hand again.
   */
  scanFrom: number | null;
  scanning: boolean;
  /**
   * The earliest retry this process wrote for it (ms), or null: read again then. The lane in the
   * store says so too, except in one case this covers: a read that settled the lane while the
   * retry's outcome was committed but its message not yet out of this process's hands.
   */
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
 * Delivers one world's messages, spread over the processes: endpoints fall in groups
 * (WEBHOOK_ENDPOINTS_GROUPS), each group a shard of one leased job on the core scheduler, so each
 * group is delivered by one process at a time and the groups are divided among the instances and
 * worker processes running Berth. What is due lives in the store only (endpoint-lane.ts: the
 * lanes, written with every message made pending); a process looks for its groups' due lanes every
 * `pollMs`, and one that takes a group over reads every endpoint of it from the start.
 *
 * Per process (nothing else here outlives it): the lanes of the groups it holds, each with at most
 * `concurrency` requests in flight (one per subject, so each subject's events arrive in queue
 * order) over a queue of at most QUEUE_SIZE messages, so a slow or dead endpoint only ever holds
 * up itself; the set of messages in hand (queued, in flight, or delivered and not yet written), so
 * none is sent twice at once; and the bodies of recent events. An attempt starts only while the
 * process holds its group's lease by its own clock, less the clock margin (core/scheduler): a
 * process cut off from the store stops sending once its lease runs out, before another takes over.
 */
export class Dispatcher {
  private readonly lanes = new Map<string, Lane>();
  private readonly inHand = new Set<string>();
  private readonly bodies: EventBodies;
  private readonly recorder: OutcomeRecorder;
  private job: JobHandle | null = null;
  /** Groups just taken over: every endpoint of each is read from the start at its next look. */
  private readonly fresh = new Set<number>();
  /**
   * A group was taken over since the sender was last warmed: the delivery thread is started ahead
   * of the first attempt at the next look that finds an endpoint in this world. A process of a
   * world without endpoints (most test hosts, a Berth nobody registered one with) never starts it.
   */
  private warmPending = false;
  private closed = false;
  /** Requests and reads under way; `finish` waits until there are none. */
  private working = 0;
  private idle: (() => void)[] = [];
  private finishing: Promise<void> | null = null;

  constructor(private readonly o: DispatcherOptions) {
    this.bodies = new EventBodies(o.events);
    this.recorder = new OutcomeRecorder({
      world: o.world,
      queue: o.queue,
      events: o.events,
      schedule: o.schedule,
      disableAfterMs: o.disableAfterMs,
      log: o.log,
      clock: o.clock,
      recorded: (written) => this.recorded(written),
    });
  }

  start(): void {
    this.job = this.o.jobs({
      name: `webhook-endpoints:dispatch:${this.o.mode}`,
      everyMs: this.o.pollMs,
      shards: this.o.queue.groups,
      lease: { store: this.o.world, ttlMs: this.o.leaseMs },
      backoff: { initialMs: this.o.pollMs, maxMs: 5_000 },
      onTakeOver: (group) => {
        this.fresh.add(group);
        this.warmPending = true;
      },
      onRelease: (group) => this.stand(group),
      round: (ctx) => this.look(ctx),
      finish: () => this.finish(),
    });
  }

  /** Whether this process delivers the group's messages now (it holds the group's lease, by its clock). */
  holds(group: number): boolean {
    return !this.closed && (this.job?.holding(group) ?? false);
  }

  private groupOf(endpointId: string): number {
    return groupOf(endpointId, this.o.queue.groups);
  }

  /** Messages the fan-out of this process just committed, with their events: queued at once when this process holds their groups. */
  handoff(messages: Stored<MessageRecord>[], events: readonly BerthEvent[]): void {
    if (this.closed) return;
    let kept = false;
    const touched = new Set<Lane>();
    for (const m of messages) {
      if (!this.holds(this.groupOf(m.endpoint_id))) continue;
      if (!kept) {
        for (const event of events) this.bodies.keep(event);
        kept = true;
      }
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

  /** Messages were queued (or queued again) for these endpoints by this process: look for them now, if they are this process's to deliver. */
  poke(endpointIds: Iterable<string>): void {
    for (const id of endpointIds) {
      if (!this.holds(this.groupOf(id))) continue;
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
      lane = {
        endpointId,
        group: this.groupOf(endpointId),
        queue: [],
        inFlight: 0,
        busy: new Set(),
        needsScan: false,
        scanFrom: null,
        scanning: false,
        dueAt: null,
        unanswered: 0,
        url: null,
        pausedUntil: 0,
        pauseMs: 0,
      };
      this.lanes.set(endpointId, lane);
    }
    return lane;
  }

  /** One look at a group this process holds: its due lanes, and, just taken over, every endpoint of it. */
  private async look(ctx: RoundContext): Promise<void> {
    const group = ctx.shard;
    const endpoints = await this.o.directory.current(this.o.mode);
    if (ctx.lost()) return;
    if (this.warmPending && endpoints.size > 0) {
      this.warmPending = false;
      this.o.sender.warm?.();
    }
    if (this.fresh.delete(group)) {
      // Taken (again): what is pending anywhere in this group is this process's to deliver now.
      for (const id of endpoints.keys()) if (this.groupOf(id) === group) this.lookAgain(this.lane(id), null);
    }
    // From the lane's due position on: every pending message not in this process's hands is at or
    // after it (whoever makes one pending lowers it there, endpoint-lane.ts), or after where this
    // process's last read stopped. Read from the start instead, each look read again every message
    // in hand, not yet written, of every busy endpoint: a third of a worker's CPU under load.
    for (const due of await this.o.queue.dueIn(this.o.world, group, ctx.now)) {
      if (endpoints.has(due.id)) this.lookAgain(this.lane(due.id), due.due);
    }
    for (const lane of this.lanes.values()) {
      if (lane.group !== group) continue;
      if (!endpoints.has(lane.endpointId)) {
        this.drop(lane);
        continue;
      }
      if (lane.dueAt !== null && lane.dueAt <= ctx.now) {
        lane.dueAt = null;
        lane.needsScan = true;
      }
      this.pump(lane);
    }
  }

  /** Lost a group's lease: another process delivers it now. What is in flight finishes; nothing new starts here. */
  private stand(group: number): void {
    this.fresh.delete(group);
    for (const lane of this.lanes.values()) {
      if (lane.group !== group) continue;
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
    if (!this.holds(lane.group)) return;
    const endpoint = this.o.directory.cached(this.o.mode, lane.endpointId);
    if (!endpoint || endpoint.disabled) {
      // Its pending messages stay pending: sent if it is enabled again (its lane is written then).
      this.handBack(lane, lane.queue);
      lane.queue = [];
      lane.needsScan = false;
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
    const room = unreachable ? (this.o.clock.now() >= lane.pausedUntil ? 1 : 0) : this.o.concurrency;
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
    // While paused its due messages wait in the store: no read until a probe may go.
    if (unreachable && room === 0) return;
    if (lane.queue.length < QUEUE_SIZE / 2 && lane.needsScan && !lane.scanning) void this.scan(lane);
  }

  /**
   * Reads the endpoint's due messages into this process's hands, oldest position first; when it
   * read them all, lowers its lane to the first pending message beyond them (compare-and-set on
   * the lane as read before the messages: a lane written meanwhile stays due).
   */
  private async scan(lane: Lane): Promise<void> {
    lane.scanning = true;
    lane.needsScan = false;
    this.working++;
    let added = 0;
    try {
      const messages = this.o.world.collection<MessageRecord>(MESSAGES);
      const now = this.o.clock.now();
      const seen = await this.o.queue.get(this.o.world, lane.endpointId);
      const from = lane.scanFrom;
      const due = from === null ? { lte: dueBy(now) } : { gte: from, lte: dueBy(now) };
      const page = await messages.find({ where: { endpoint_id: lane.endpointId, due }, sort: { field: "due", direction: "asc" }, limit: QUEUE_SIZE });
      if (!this.holds(lane.group)) return;
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
        // Everything due is in hand: the lane is due next at the first pending message after now.
        const next = await messages.find({ where: { endpoint_id: lane.endpointId, due: { gt: dueBy(now) } }, sort: { field: "due", direction: "asc" }, limit: 1 });
        await this.o.queue.settle(this.o.world, lane.endpointId, seen, next.items[0]?.due ?? null);
      }
    } catch (err) {
      this.lookAgain(lane, null);
      this.o.log.warn({ err, endpoint_id: lane.endpointId }, "webhook dispatcher: reading an endpoint's queue failed; it retries at the next look");
    } finally {
      lane.scanning = false;
      this.done();
    }
    if (added > 0 || lane.needsScan) this.pump(lane);
  }

  private async deliver(lane: Lane, endpoint: StoredEndpoint, message: Stored<MessageRecord>): Promise<void> {
    this.working++;
    try {
      // The group's lease ran out (or went to another process) since this was queued: not sent now.
      // Handed back: read again if this process holds the group again (a process taking it over reads it all).
      if (!this.holds(lane.group)) {
        lane.inFlight--;
        lane.busy.delete(message.subject);
        this.handBack(lane, [message]);
        return;
      }
      let result: DeliveryResult;
      const attemptedAt = this.o.clock.now();
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
    } finally {
      this.done();
    }
  }

  private done(): void {
    if (--this.working === 0) for (const w of this.idle.splice(0)) w();
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
    lane.pausedUntil = this.o.clock.now() + lane.pauseMs;
  }

  /** Outcomes written (or given up): their messages leave this process's hands; retries are read again when due. */
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

  /** At stop (each group's job calls it): the requests and reads under way end, and their outcomes are written. */
  private finish(): Promise<void> {
    this.finishing ??= (async () => {
      this.closed = true;
      if (this.working > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
      await this.recorder.drain();
    })();
    return this.finishing;
  }

  /** Stops: nothing new is sent, attempts in flight finish and are written, the leases are given up. */
  async close(): Promise<void> {
    this.closed = true;
    await this.job?.stop();
    await this.finish();
  }
}
