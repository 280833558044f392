import { NotFound, requireActFor, type EventLog, type EventQuery, type EventTypeInfo, type EventTypes, type Principal, type Static } from "berth/plugin";
import type { EventPageSchema, EventsQuery } from "./schemas.ts";

export type EventsInput = Static<typeof EventsQuery>;
export type EventPageView = Static<typeof EventPageSchema>;

/** What happened, for people and programs to read back: the event log of the caller's world. */
export class EventsService {
  constructor(
    private readonly log: EventLog,
    private readonly catalog: EventTypes,
  ) {}

  /** The event catalog: every type the loaded plugins declare. Public, like /asyncapi.json. */
  eventTypes(): readonly EventTypeInfo[] {
    return this.catalog.list();
  }

  eventType(type: string): EventTypeInfo {
    const found = this.catalog.get(type);
    if (!found) throw new NotFound("EVENT_TYPE_NOT_FOUND", `no event type ${type}; GET /v1/event-types lists them`, { type });
    return found;
  }

  /** Admins read every subject; an agent key only the passports it may act for. */
  async list(caller: Principal, input: EventsInput): Promise<EventPageView> {
    const query: EventQuery = { type: input.type, after: input.after, limit: input.limit };
    if (input.subject !== undefined) {
      requireActFor(caller, input.subject);
      query.subject = input.subject;
    } else if (caller.role !== "admin") {
      query.subjects = caller.passports;
    }
    const page = await this.log.read(caller.mode, query);
    return { events: page.events, next_cursor: page.next };
  }
}
