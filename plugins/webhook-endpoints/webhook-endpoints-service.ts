import { randomUUID } from "node:crypto";
import {
  encodeCursor,
  requireActFor,
  seesEverything,
  type BerthEvent,
  type EventLog,
  type EventTypes,
  type Mode,
  type Principal,
  type Static,
  type Stored,
  type WorldStores,
  type WorldTransaction,
} from "berth/plugin";
import type { Logger } from "pino";
import { ATTEMPTS, attemptsOf, type AttemptRecord } from "./attempt-record.ts";
import { EndpointDirectory, MAX_ENDPOINTS } from "./endpoint-directory.ts";
import { ENDPOINT_HEALTH, ENDPOINTS, wants, type EndpointHealth, type EndpointRecord, type StoredEndpoint } from "./endpoint-record.ts";
import { newSecret } from "./endpoint-secrets.ts";
import { checkEndpointUrl, type UrlRules } from "./endpoint-url.ts";
import { endpointErrors } from "./errors.ts";
import { berthPing } from "./events.ts";
import { messageId, MESSAGES, type MessageRecord } from "./message-record.ts";
import type { DeliveryQueue } from "./endpoint-lane.ts";
import type { AttemptPageSchema, AttemptsQuery, CreateEndpointBody, EndpointPageSchema, EndpointSchema, ListQuery, ReplayBody, ReplaySchema, RotateBody, UpdateEndpointBody } from "./schemas.ts";

export type CreateEndpointInput = Static<typeof CreateEndpointBody>;
export type UpdateEndpointInput = Static<typeof UpdateEndpointBody>;
export type RotateInput = Static<typeof RotateBody>;
export type ReplayInput = Static<typeof ReplayBody>;
export type ListInput = Static<typeof ListQuery>;
export type AttemptsInput = Static<typeof AttemptsQuery>;
export type EndpointView = Static<typeof EndpointSchema>;
export type EndpointPage = Static<typeof EndpointPageSchema>;
export type AttemptPage = Static<typeof AttemptPageSchema>;
export type ReplayResult = Static<typeof ReplaySchema>;

/**
 * How the service tells this process's dispatcher that messages were queued, once their
 * transaction committed (their lanes, written in it, are what every process goes by; this only
 * saves the dispatcher here its next look). The CLI has none.
 */
export interface WorkNotice {
  after(mode: Mode, endpointIds: string[]): void;
}

export interface ServiceOptions {
  urls: UrlRules;
  /** Default time old secrets keep signing after a rotation, ms. */
  overlapMs: number;
  /** The lanes of the endpoints: every message queued writes its endpoint's (endpoint-lane.ts). */
  queue: DeliveryQueue;
  notice: WorkNotice;
  /** The event catalog: `event_types` must name declared types or families. */
  eventTypes: EventTypes;
  log: Logger;
  now?: () => number;
}

/** Most messages one replay queues again. */
export const MAX_REPLAY = 10_000;
const REPLAY_PAGE = 500;
/** Pages an agent key's listing reads, at most, to fill one page of endpoints it may see. */
const LIST_SCAN_PAGES = 10;
/** Most secrets signing at once: rotating faster than they retire drops the oldest. */
const MAX_SECRETS = 5;

function toView(e: StoredEndpoint, health: EndpointHealth | null, mode: Mode, now: number): EndpointView {
  return {
    endpoint_id: e.id,
    url: e.url,
    event_types: e.event_types,
    subjects: e.subjects,
    description: e.description,
    disabled: e.disabled,
    disabled_reason: e.disabled_reason,
    disabled_at: e.disabled_at,
    secrets: e.secrets.filter((s) => s.expires_at === null || s.expires_at > now).map((s) => ({ created_at: s.created_at, expires_at: s.expires_at })),
    failing_since: health?.failing_since ?? null,
    world: mode,
    created_at: e.created_at,
    updated_at: e.updated_at,
  };
}

/** What an agent key may see and change: endpoints limited to passports it acts for. Admins: all of the world's. */
function mayUse(caller: Principal, e: EndpointRecord): boolean {
  return seesEverything(caller) || (e.subjects !== null && e.subjects.every((s) => caller.passports.includes(s)));
}

/**
 * Webhook endpoints of the caller's world: register, list, change, delete, rotate secrets, read
 * attempts, replay and test. Admin keys use every endpoint of their world; an agent key only those
 * whose subjects are all passports it acts for (403 PASSPORT_NOT_ALLOWED for another's). Delivery
 * itself is the dispatcher's; this service only queues.
 */
export class WebhookEndpointsService {
  private readonly now: () => number;

  constructor(
    private readonly stores: WorldStores,
    private readonly events: EventLog,
    private readonly o: ServiceOptions,
  ) {
    this.now = o.now ?? Date.now;
  }

  private endpoints(mode: Mode) {
    return this.stores.world(mode).collection<EndpointRecord>(ENDPOINTS);
  }

  /** Subjects a caller may subscribe to: an agent key's default is every passport it acts for. */
  private subjectsFor(caller: Principal, given: string[] | null | undefined): string[] | null {
    if (caller.role === "admin") return given ?? null;
    const subjects = given ?? [...caller.passports];
    if (subjects.length === 0) throw endpointErrors.subjectsRequired();
    for (const s of subjects) requireActFor(caller, s);
    return subjects;
  }

  private async view(mode: Mode, e: StoredEndpoint): Promise<EndpointView> {
    return toView(e, await this.stores.world(mode).collection<EndpointHealth>(ENDPOINT_HEALTH).get(e.id), mode, this.now());
  }

  /** The endpoint, when the caller may use it: 404 when the world has none, 403 when it is another passport's. */
  private async usable(caller: Principal, id: string): Promise<StoredEndpoint> {
    const e = await this.endpoints(caller.mode).get(id);
    if (!e) throw endpointErrors.notFound(id);
    if (!mayUse(caller, e)) {
      const other = e.subjects?.find((s) => !caller.passports.includes(s));
      if (other === undefined) throw endpointErrors.everySubject();
      requireActFor(caller, other);
    }
    return e;
  }

  /** An endpoint subscribed to a type no plugin emits would wait forever: a typo answers 400 with the known types. */
  private checkTypes(types: readonly string[]): void {
    const unknown = this.o.eventTypes.unknownFilters(types);
    if (unknown.length > 0) throw endpointErrors.unknownTypes(unknown, this.o.eventTypes.list().map((t) => t.type));
  }

  async create(caller: Principal, input: CreateEndpointInput): Promise<{ endpoint: EndpointView; secret: string }> {
    this.checkTypes(input.event_types);
    const subjects = this.subjectsFor(caller, input.subjects);
    const url = await checkEndpointUrl(input.url, caller.mode, this.o.urls);
    if ((await this.endpoints(caller.mode).count()) >= MAX_ENDPOINTS) throw endpointErrors.tooMany(MAX_ENDPOINTS);
    const now = this.now();
    const secret = newSecret();
    const record: EndpointRecord = {
      url,
      event_types: input.event_types,
      subjects,
      description: input.description ?? null,
      disabled: false,
      disabled_reason: null,
      disabled_at: null,
      secrets: [{ secret, created_at: now, expires_at: null }],
      created_by: caller.keyId,
      created_at: now,
      updated_at: now,
    };
    const stored = await this.stores.world(caller.mode).transaction(async (tx) => {
      const made = await tx.collection<EndpointRecord>(ENDPOINTS).insert(randomUUID(), record);
      await EndpointDirectory.changed(tx);
      return made;
    });
    this.o.log.info({ endpoint_id: stored.id, world: caller.mode, key_id: caller.keyId }, "webhook endpoint created");
    return { endpoint: toView(stored, null, caller.mode, now), secret };
  }

  async list(caller: Principal, input: ListInput): Promise<EndpointPage> {
    const limit = input.limit ?? 20;
    const endpoints = this.endpoints(caller.mode);
    const out: StoredEndpoint[] = [];
    let cursor = input.cursor;
    let next: string | null = null;
    for (let scanned = 1; ; scanned++) {
      const page = await endpoints.find({ sort: { field: "created_at", direction: "desc" }, limit, cursor });
      let read = 0;
      for (; read < page.items.length && out.length < limit; read++) if (mayUse(caller, page.items[read]!)) out.push(page.items[read]!);
      if (out.length === limit) {
        // Full: the next page starts after the last one answered (what this page had left included).
        const last = out[out.length - 1]!;
        next = read < page.items.length || page.nextCursor ? encodeCursor(last.created_at, last.id) : null;
        break;
      }
      if (!page.nextCursor) break;
      if (scanned === LIST_SCAN_PAGES) {
        // Read enough for one request (an agent key among many others' endpoints): go on after the last one read.
        const last = page.items[page.items.length - 1]!;
        next = encodeCursor(last.created_at, last.id);
        break;
      }
      cursor = page.nextCursor;
    }
    return { endpoints: await Promise.all(out.map((e) => this.view(caller.mode, e))), next_cursor: next };
  }

  async get(caller: Principal, id: string): Promise<EndpointView> {
    return this.view(caller.mode, await this.usable(caller, id));
  }

  /**
   * Changes an endpoint with compare-and-set (a change made meanwhile is read again and this one
   * applied to it). Resuming a disabled endpoint sends what waited, first.
   */
  async update(caller: Principal, id: string, input: UpdateEndpointInput): Promise<EndpointView> {
    if (input.event_types !== undefined) this.checkTypes(input.event_types);
    const current = await this.usable(caller, id);
    if (input.subjects === null && caller.role !== "admin") throw endpointErrors.everySubject();
    const subjects = input.subjects === undefined ? undefined : this.subjectsFor(caller, input.subjects);
    const url = input.url === undefined ? undefined : await checkEndpointUrl(input.url, caller.mode, this.o.urls);
    const resumed = input.disabled === false && current.disabled;
    const saved = await this.change(caller, id, async (e, tx) => {
      const now = this.now();
      const next: EndpointRecord = { ...e, updated_at: now };
      if (url !== undefined) next.url = url;
      if (input.event_types !== undefined) next.event_types = input.event_types;
      if (subjects !== undefined) next.subjects = subjects;
      if (input.description !== undefined) next.description = input.description;
      if (input.disabled === true && !e.disabled) Object.assign(next, { disabled: true, disabled_reason: "request", disabled_at: now });
      if (input.disabled === false && e.disabled) {
        Object.assign(next, { disabled: false, disabled_reason: null, disabled_at: null });
        // A fresh start: it is judged on what happens from now on; what waited is due now, read
        // from the start of its queue (position 0: the dispatcher reads from a lane's due position).
        await tx.collection<EndpointHealth>(ENDPOINT_HEALTH).delete(id);
        await this.o.queue.dueAt(tx, id, 0);
      }
      return next;
    });
    if (resumed) this.o.notice.after(caller.mode, [id]);
    return this.view(caller.mode, saved);
  }

  /** Reads, changes and writes back one endpoint with compare-and-set, in one transaction with the directory's version. */
  private async change(caller: Principal, id: string, apply: (e: EndpointRecord, tx: WorldTransaction) => Promise<EndpointRecord>): Promise<StoredEndpoint> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const saved = await this.stores.world(caller.mode).transaction(async (tx) => {
        const endpoints = tx.collection<EndpointRecord>(ENDPOINTS);
        const e = await endpoints.get(id);
        if (!e) throw endpointErrors.notFound(id);
        if (!mayUse(caller, e)) throw endpointErrors.notFound(id);
        const { id: _id, version, ...record } = e;
        const updated = await endpoints.update(id, version, await apply(record, tx));
        if (updated) await EndpointDirectory.changed(tx);
        return updated;
      });
      if (saved) return saved;
    }
    throw endpointErrors.contended();
  }

  /** Deletes an endpoint: nothing more is sent to it; its messages and attempts are removed after. */
  async delete(caller: Principal, id: string): Promise<{ endpoint_id: string; deleted: true }> {
    await this.usable(caller, id);
    await this.stores.world(caller.mode).transaction(async (tx) => {
      if (!(await tx.collection<EndpointRecord>(ENDPOINTS).delete(id))) throw endpointErrors.notFound(id);
      await tx.collection<EndpointHealth>(ENDPOINT_HEALTH).delete(id);
      await this.o.queue.drop(tx, id);
      await EndpointDirectory.changed(tx);
    });
    this.o.log.info({ endpoint_id: id, world: caller.mode, key_id: caller.keyId }, "webhook endpoint deleted");
    void this.purge(caller.mode, id);
    return { endpoint_id: id, deleted: true };
  }

  /** A deleted endpoint's messages and attempts, a page at a time, in the background (what a crash leaves is never read). */
  private async purge(mode: Mode, endpointId: string): Promise<void> {
    const world = this.stores.world(mode);
    try {
      for (const spec of [MESSAGES, ATTEMPTS]) {
        for (;;) {
          const page = await world.collection<{ endpoint_id: string }>(spec).find({ where: { endpoint_id: endpointId }, limit: REPLAY_PAGE });
          if (page.items.length === 0) break;
          await world.transaction(async (tx) => {
            const c = tx.collection(spec);
            for (const item of page.items) await c.delete(item.id);
          });
        }
      }
    } catch (err) {
      this.o.log.warn({ err, endpoint_id: endpointId }, "a deleted webhook endpoint's messages could not all be removed");
    }
  }

  /**
   * A new secret, shown once. The old ones keep signing beside it for `overlap_ms` (default
   * WEBHOOK_ENDPOINTS_SECRET_OVERLAP_MS), so receivers switch without missing a delivery.
   */
  async rotate(caller: Principal, id: string, input: RotateInput): Promise<{ endpoint: EndpointView; secret: string }> {
    await this.usable(caller, id);
    const overlap = input.overlap_ms ?? this.o.overlapMs;
    const secret = newSecret();
    const saved = await this.change(caller, id, async (e) => {
      const now = this.now();
      const retiring = e.secrets
        .filter((s) => s.expires_at === null || s.expires_at > now)
        .map((s) => ({ ...s, expires_at: Math.min(s.expires_at ?? Infinity, now + overlap) }))
        .filter((s) => s.expires_at > now);
      return { ...e, secrets: [...retiring.slice(-(MAX_SECRETS - 1)), { secret, created_at: now, expires_at: null }], updated_at: now };
    });
    this.o.log.info({ endpoint_id: id, world: caller.mode, key_id: caller.keyId, overlap_ms: overlap }, "webhook endpoint secret rotated");
    return { endpoint: await this.view(caller.mode, saved), secret };
  }

  async attempts(caller: Principal, id: string, input: AttemptsInput): Promise<AttemptPage> {
    await this.usable(caller, id);
    const attempts = this.stores.world(caller.mode).collection<AttemptRecord>(ATTEMPTS);
    const limit = input.limit ?? 20;
    const page =
      input.event_id !== undefined
        ? await attempts.find({ where: { id: attemptsOf(messageId(id, input.event_id)) }, sort: { field: "id", direction: "desc" }, limit, cursor: input.cursor })
        : await attempts.find({ where: { endpoint_id: id }, sort: { field: "attempted_at", direction: "desc" }, limit, cursor: input.cursor });
    return {
      attempts: page.items.map(({ id: attempt_id, version: _v, message_id: _m, ...a }) => ({ attempt_id, ...a })),
      next_cursor: page.nextCursor ?? null,
    };
  }

  /** Queues again what was sent since a time, or one event: each goes out once more, in order, as soon as it can. */
  async replay(caller: Principal, id: string, input: ReplayInput): Promise<ReplayResult> {
    if ((input.since === undefined) === (input.event_id === undefined)) throw endpointErrors.replayTarget();
    const endpoint = await this.usable(caller, id);
    if (endpoint.disabled) throw endpointErrors.disabled(id);
    const result = input.event_id !== undefined ? await this.replayOne(caller.mode, endpoint, input.event_id) : await this.replaySince(caller.mode, id, input.since!, input.only_failed === true);
    if (result.replayed > 0) this.o.notice.after(caller.mode, [id]);
    return result;
  }

  private requeued(m: Stored<MessageRecord>, now: number, position: number): MessageRecord {
    const { id: _id, version: _v, ...record } = m;
    return { ...record, status: "pending", due: position, failures: 0, origin: record.origin === "test" ? "test" : "replay", updated_at: now };
  }

  private async replayOne(mode: Mode, endpoint: StoredEndpoint, eventId: string): Promise<ReplayResult> {
    const id = messageId(endpoint.id, eventId);
    const world = this.stores.world(mode);
    const known = await world.collection<MessageRecord>(MESSAGES).get(id);
    let event: BerthEvent | null = null;
    if (!known) {
      event = await this.events.get(mode, eventId);
      if (!event) throw endpointErrors.eventNotFound(eventId);
      if (!wants(endpoint, event.type, event.subject)) throw endpointErrors.eventNotSubscribed(eventId, event.type, event.subject);
    }
    await world.transaction(async (tx) => {
      const messages = tx.collection<MessageRecord>(MESSAGES);
      const now = this.now();
      const current = await messages.get(id);
      const [position] = await this.o.queue.enqueue(tx, endpoint.id, 1, now);
      if (current) {
        if (!(await messages.update(id, current.version, this.requeued(current, now, position!)))) throw endpointErrors.contended();
      } else {
        if (!event) throw endpointErrors.contended();
        await messages.insert(id, {
          endpoint_id: endpoint.id,
          event_id: event.id,
          event_type: event.type,
          subject: event.subject,
          status: "pending",
          due: position!,
          failures: 0,
          attempts: 0,
          origin: "replay",
          created_at: now,
          updated_at: now,
          event: null,
        });
      }
    });
    return { replayed: 1, truncated: false, next_since: null };
  }

  private async replaySince(mode: Mode, endpointId: string, since: number, onlyFailed: boolean): Promise<ReplayResult> {
    const world = this.stores.world(mode);
    let replayed = 0;
    let cursor: string | undefined;
    for (;;) {
      const page = await world
        .collection<MessageRecord>(MESSAGES)
        .find({ where: { endpoint_id: endpointId, created_at: { gte: since } }, sort: { field: "created_at", direction: "asc" }, limit: Math.min(REPLAY_PAGE, MAX_REPLAY - replayed), cursor });
      if (page.items.length > 0) {
        replayed += await world.transaction(async (tx) => {
          const messages = tx.collection<MessageRecord>(MESSAGES);
          const now = this.now();
          const items = onlyFailed ? page.items.filter((m) => m.status === "failed") : page.items;
          if (items.length === 0) return 0;
          // Queued again in the order they were made, after everything queued before.
          const positions = await this.o.queue.enqueue(tx, endpointId, items.length, now);
          let n = 0;
          for (const [i, m] of items.entries()) {
            // Changed since it was read (delivered meanwhile): queued again all the same, from its new state.
            const current = (await messages.get(m.id)) ?? m;
            if (await messages.update(m.id, current.version, this.requeued(current, now, positions[i]!))) n++;
          }
          return n;
        });
      }
      cursor = page.nextCursor;
      if (!cursor) return { replayed, truncated: false, next_since: null };
      if (replayed >= MAX_REPLAY) {
        const rest = await world.collection<MessageRecord>(MESSAGES).find({ where: { endpoint_id: endpointId, created_at: { gte: since } }, sort: { field: "created_at", direction: "asc" }, limit: 1, cursor });
        const next = rest.items[0];
        return { replayed, truncated: next !== undefined, next_since: next ? next.created_at : null };
      }
    }
  }

  /** Queues a `berth.ping` for this endpoint alone (it is not in the event log): its attempt shows in the attempts. */
  async test(caller: Principal, id: string): Promise<{ event_id: string; endpoint_id: string }> {
    const endpoint = await this.usable(caller, id);
    if (endpoint.disabled) throw endpointErrors.disabled(id);
    const now = this.now();
    const event: BerthEvent = {
      specversion: "1.0",
      id: randomUUID(),
      source: "/berth/webhook-endpoints",
      type: berthPing.type,
      subject: id,
      time: new Date(now).toISOString(),
      datacontenttype: "application/json",
      data: { endpoint_id: id, message: "A test delivery from Berth: answer 2xx to acknowledge it." },
      world: caller.mode,
    };
    await this.stores.world(caller.mode).transaction(async (tx) => {
      const [position] = await this.o.queue.enqueue(tx, id, 1, now);
      await tx.collection<MessageRecord>(MESSAGES).insert(messageId(id, event.id), {
        endpoint_id: id,
        event_id: event.id,
        event_type: event.type,
        subject: event.subject,
        status: "pending",
        due: position!,
        failures: 0,
        attempts: 0,
        origin: "test",
        created_at: now,
        updated_at: now,
        event,
      });
    });
    this.o.notice.after(caller.mode, [id]);
    return { event_id: event.id, endpoint_id: id };
  }
}
