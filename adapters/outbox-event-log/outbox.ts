import type { Mode } from "../../core/auth/principal.ts";
import { InvalidRequest } from "../../core/errors/berth-error.ts";
import { uuidV7 } from "../../core/util/uuid-v7.ts";
import { DuplicateKeyError, MAX_FIND_LIMIT, type CollectionSpec, type Stored, type Where, type WorldStores, type WorldTransaction } from "../../core/ports/document-store.ts";
import { EVENT_TYPE_PATTERN, eventFamily, type BerthEvent, type EventPage, type EventQuery, type NewEvent } from "../../core/ports/event-log.ts";

/** An event as stored: its CloudEvents attributes plus its position in the world's log. */
export interface StoredEvent extends Omit<BerthEvent, "id"> {
  /** 1, 2, 3, ... per world, in commit order: what consumers' positions count. */
  seq: number;
  family: string;
}

interface Head {
  seq: number;
}

/** Per world (`live_event_log`, `test_event_log`): the outbox itself. */
export const EVENTS: CollectionSpec = {
  name: "event_log",
  indexes: [{ fields: ["seq"], unique: true }, { fields: ["subject", "seq"] }, { fields: ["type", "seq"] }, { fields: ["family", "seq"] }],
};
const HEAD: CollectionSpec = { name: "event_log_head" };
const HEAD_ID = "head";

export const MODES: readonly Mode[] = ["live", "test"];

export function toEvent(stored: Stored<StoredEvent>): BerthEvent {
  return {
    specversion: "1.0",
    id: stored.id,
    source: stored.source,
    type: stored.type,
    subject: stored.subject,
    time: stored.time,
    datacontenttype: "application/json",
    data: stored.data,
    world: stored.world,
  };
}

function checkEvent(input: NewEvent): void {
  // A bug in the appending plugin, not the client's input: fail loudly, inside its transaction.
  if (!EVENT_TYPE_PATTERN.test(input.type)) throw new Error(`event type ${JSON.stringify(input.type)} must look like family.what_happened`);
  if (typeof input.subject !== "string" || input.subject.length === 0 || input.subject.length > 256) throw new Error("event subject must be 1-256 characters");
  if (typeof input.source !== "string" || input.source.length === 0) throw new Error("event source must be a URI reference");
}

/**
 * The transactional outbox both EventLog adapters keep in the DocumentStore: events appended in
 * the caller's transaction under the next position of their world's log, read back by position.
 */
export class Outbox {
  constructor(
    private readonly worlds: WorldStores,
    /** The store's `durable()`: events are handed out only once they would survive a power loss. */
    private readonly durable: () => Promise<void> = async () => undefined,
  ) {}

  /**
   * Takes the next position from the world's head document with compare-and-set, inside `tx`: the
   * embedded store serialises transactions, so it always holds there; on a store where two
   * transactions can race, the loser fails with DuplicateKeyError and is retried by its caller.
   */
  async append(tx: WorldTransaction, input: NewEvent): Promise<{ event: BerthEvent; seq: number }> {
    checkEvent(input);
    const heads = tx.collection<Head>(HEAD);
    const head = await heads.get(HEAD_ID);
    const seq = (head?.seq ?? 0) + 1;
    if (head) {
      if (!(await heads.update(HEAD_ID, head.version, { seq }))) throw new DuplicateKeyError(HEAD.name, "the event log's head moved; retry the transaction");
    } else {
      await heads.insert(HEAD_ID, { seq });
    }
    const event: BerthEvent = {
      specversion: "1.0",
      // Time-ordered: the outbox's id index grows at its end.
      id: uuidV7(),
      source: input.source,
      type: input.type,
      subject: input.subject,
      time: new Date().toISOString(),
      datacontenttype: "application/json",
      data: input.data,
      world: tx.mode,
    };
    const { id, ...attributes } = event;
    await tx.collection<StoredEvent>(EVENTS).insert(id, { ...attributes, seq, family: eventFamily(input.type) });
    return { event, seq };
  }

  private events(mode: Mode) {
    return this.worlds.world(mode).collection<StoredEvent>(EVENTS);
  }

  /** The last position of the world's log (0 when empty). */
  async headSeq(mode: Mode): Promise<number> {
    return (await this.worlds.world(mode).collection<Head>(HEAD).get(HEAD_ID))?.seq ?? 0;
  }

  /** Up to `limit` events after position `seq`, oldest first. */
  async after(mode: Mode, seq: number, limit: number): Promise<Stored<StoredEvent>[]> {
    const page = await this.events(mode).find({ where: { seq: { gt: seq } }, sort: { field: "seq", direction: "asc" }, limit });
    // Read a moment after their commit, before its fsync ended: never delivered (to a subscriber,
    // to Kafka) before then, so no one outside can see an event a power loss would take back.
    if (page.items.length > 0) await this.durable();
    return page.items;
  }

  async get(mode: Mode, id: string): Promise<BerthEvent | null> {
    const stored = await this.events(mode).get(id);
    return stored ? toEvent(stored) : null;
  }

  async read(mode: Mode, query: EventQuery): Promise<EventPage> {
    if (query.subjects && query.subjects.length === 0) return { events: [], next: null };
    let afterSeq = 0;
    if (query.after !== undefined) {
      const from = await this.events(mode).get(query.after);
      if (!from) throw new InvalidRequest("INVALID_CURSOR", "`after` names no event of this world", { after: query.after });
      afterSeq = from.seq;
    }
    const where: Where = { seq: { gt: afterSeq } };
    if (query.subject !== undefined) where.subject = query.subject;
    else if (query.subjects) where.subject = { in: [...query.subjects] };
    if (query.type !== undefined) {
      if (query.type.includes(".")) where.type = query.type;
      else where.family = query.type;
    }
    const limit = Math.min(Math.max(query.limit ?? 100, 1), MAX_FIND_LIMIT);
    const page = await this.events(mode).find({ where, sort: { field: "seq", direction: "asc" }, limit });
    const events = page.items.map(toEvent);
    return { events, next: page.nextCursor && events.length > 0 ? events[events.length - 1]!.id : null };
  }
}
