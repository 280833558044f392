import { PassportIdSchema, SuccessTrue, Type, UuidSchema } from "berth/plugin";

export const CloudEventSchema = Type.Object(
  {
    specversion: Type.Literal("1.0"),
    id: UuidSchema,
    source: Type.String({ description: "What produced it, e.g. /berth/deployments." }),
    type: Type.String({ description: "<family>.<what happened>, e.g. deployment.promoted." }),
    subject: Type.String({ description: "What it is about: an agent passport id for agent events." }),
    time: Type.String({ format: "date-time" }),
    datacontenttype: Type.Literal("application/json"),
    data: Type.Unknown({ description: "The event's payload." }),
    world: Type.Enum(["live", "test"], { description: "The world it belongs to (a CloudEvents extension attribute)." }),
  },
  { description: "An event, with its CloudEvents 1.0 attributes." },
);

export const EventsQuery = Type.Object(
  {
    subject: Type.Optional({ ...PassportIdSchema, description: "Only events about this subject (an agent passport)." }),
    type: Type.Optional(Type.String({ pattern: "^[a-z][a-z0-9_]{0,31}(\\.[a-z][a-z0-9_]{0,63}){0,3}$", description: "An exact type (deployment.promoted) or a family (deployment)." })),
    after: Type.Optional({ ...UuidSchema, description: "Only events after this one: pass the previous page's next_cursor, or the last event id you saw." }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
  },
  { additionalProperties: false },
);

export const EventPageSchema = Type.Object({
  events: Type.Array(CloudEventSchema, { description: "Oldest first." }),
  next_cursor: Type.Union([Type.String(), Type.Null()], { description: "Pass as `after` for the next page; null when this page reached the end." }),
});

export const EventsAnswer = Type.Object({ success: SuccessTrue, ...EventPageSchema.properties });

export const EventTypeSchema = Type.Object(
  {
    type: Type.String({ description: "<family>.<what happened>.", examples: ["deployment.promoted"] }),
    family: Type.String({ description: "Its first word: what a `deployment.*` filter selects.", examples: ["deployment"] }),
    description: Type.String({ description: "When it is emitted, and what its subject is." }),
    data_schema: Type.Record(Type.String(), Type.Unknown(), { description: "JSON Schema of the event's `data`." }),
    example: Type.Union([Type.Unknown(), Type.Null()], { description: "A `data` as the event carries it; null when none was declared." }),
    plugin: Type.String({ description: "The plugin that declares and emits it.", examples: ["deployments"] }),
  },
  { description: "One event type of the catalog." },
);

export const EventTypesAnswer = Type.Object({ success: SuccessTrue, event_types: Type.Array(EventTypeSchema, { description: "Sorted by type." }) });
export const EventTypeParams = Type.Object({ type: Type.String({ minLength: 1, maxLength: 200, description: "An event type: deployment.promoted." }) });
export const EventTypeAnswer = Type.Object({ success: SuccessTrue, event_type: EventTypeSchema });
