import { callerOf, graphqlInput, objectType, type SchemaKit } from "berth/plugin";
import type { EventsInput, EventsService } from "./events-service.ts";
import { CloudEventSchema, EventPageSchema, EventsQuery, EventTypeSchema } from "./schemas.ts";

export function eventsGraphQL({ builder }: SchemaKit, service: EventsService): void {
  const Event = objectType(builder, "Event", CloudEventSchema);
  const Page = objectType(builder, "EventPage", EventPageSchema, { types: { events: Event } });
  builder.queryField("events", (t) =>
    t.field({
      type: Page,
      description: "Same as GET /v1/events.",
      args: { subject: t.arg.string(), type: t.arg.string(), after: t.arg.id(), limit: t.arg.int() },
      resolve: (_r, args, ctx) => service.list(callerOf(ctx), graphqlInput<EventsInput>(EventsQuery, args)),
    }),
  );
  const EventType = objectType(builder, "EventType", EventTypeSchema);
  builder.queryField("eventTypes", (t) =>
    t.field({
      type: [EventType],
      description: "Same as GET /v1/event-types: every event type Berth emits, with the JSON Schema of its data.",
      resolve: () => [...service.eventTypes()],
    }),
  );
}
