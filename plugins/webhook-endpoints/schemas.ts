import { PassportIdSchema, SuccessTrue, Type, UnixMs, UuidSchema } from "berth/plugin";

/** Exact types (`deployment.promoted`) or families (`deployment.*`). */
export const EVENT_TYPE_FILTER = "^[a-z][a-z0-9_]{0,31}(\\.\\*|(\\.[a-z][a-z0-9_]{0,63}){1,3})$";
export const MAX_EVENT_TYPES = 50;
export const MAX_SUBJECTS = 100;
/** Longest a rotation may keep the old secret signing: a week. */
export const MAX_OVERLAP_MS = 7 * 86_400_000;

const EventTypeFilter = Type.String({ pattern: EVENT_TYPE_FILTER, description: "An event type (deployment.promoted) or a family (deployment.*).", examples: ["deployment.*"] });
const EventTypes = Type.Array(EventTypeFilter, { minItems: 1, maxItems: MAX_EVENT_TYPES, uniqueItems: true, description: "The events to send: exact types or families." });
const Subjects = Type.Array(PassportIdSchema, {
  minItems: 1,
  maxItems: MAX_SUBJECTS,
  uniqueItems: true,
  description: "Only events about these subjects (agent passports). An agent key may name only passports it acts for (default: all of them); admin keys may leave it out for every subject.",
});
const EndpointUrl = Type.String({ minLength: 1, maxLength: 2048, description: "Where deliveries are POSTed: https (http for test keys, or with WEBHOOK_ENDPOINTS_ALLOW_HTTP).", examples: ["https://ci.example.com/hooks/berth"] });
const Description = Type.String({ maxLength: 500 });

export const EndpointParams = Type.Object({ endpointId: { ...UuidSchema, description: "A webhook endpoint id (UUID)." } });

export const CreateEndpointBody = Type.Object(
  { url: EndpointUrl, event_types: EventTypes, subjects: Type.Optional(Subjects), description: Type.Optional(Description) },
  { additionalProperties: false },
);

export const UpdateEndpointBody = Type.Object(
  {
    url: Type.Optional(EndpointUrl),
    event_types: Type.Optional(EventTypes),
    subjects: Type.Optional(Type.Union([Subjects, Type.Null()], { description: "New subjects; null (admin keys only): every subject." })),
    description: Type.Optional(Type.Union([Description, Type.Null()])),
    disabled: Type.Optional(Type.Boolean({ description: "true stops deliveries (pending ones wait); false resumes them, the waiting ones first." })),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const RotateBody = Type.Object(
  {
    overlap_ms: Type.Optional(
      Type.Integer({ minimum: 0, maximum: MAX_OVERLAP_MS, description: "How long the old secrets keep signing beside the new one, ms (default WEBHOOK_ENDPOINTS_SECRET_OVERLAP_MS; 0 retires them at once)." }),
    ),
  },
  { additionalProperties: false },
);

export const NoBody = Type.Object({}, { additionalProperties: false, description: "No body: send none (or {})." });

export const ReplayBody = Type.Object(
  {
    since: Type.Optional({ ...UnixMs, description: "Send again every message queued for this endpoint since then (Unix ms)." }),
    event_id: Type.Optional({ ...UuidSchema, description: "Send this one event again (or for the first time, if the endpoint wants it)." }),
    only_failed: Type.Optional(Type.Boolean({ description: "With since: only the messages whose delivery failed (every retry used up), not those delivered or still pending." })),
  },
  { additionalProperties: false },
);

export const ListQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ maxLength: 512, description: "next_cursor of the previous page." })),
  },
  { additionalProperties: false },
);

export const AttemptsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ maxLength: 512, description: "next_cursor of the previous page." })),
    event_id: Type.Optional({ ...UuidSchema, description: "Only the attempts at this event." }),
  },
  { additionalProperties: false },
);

const NullableMs = Type.Union([UnixMs, Type.Null()]);

export const SecretInfoSchema = Type.Object(
  { created_at: UnixMs, expires_at: Type.Union([UnixMs, Type.Null()], { description: "When a rotation retires it; null for the current secret." }) },
  { description: "A signing secret, without its value." },
);

export const EndpointSchema = Type.Object(
  {
    endpoint_id: UuidSchema,
    url: Type.String(),
    event_types: Type.Array(Type.String()),
    subjects: Type.Union([Type.Array(Type.String()), Type.Null()], { description: "null: every subject." }),
    description: Type.Union([Type.String(), Type.Null()]),
    disabled: Type.Boolean(),
    disabled_reason: Type.Union([Type.Enum(["request", "failing"]), Type.Null()], { description: "request: a key disabled it; failing: every attempt failed for WEBHOOK_ENDPOINTS_DISABLE_AFTER_MS." }),
    disabled_at: NullableMs,
    secrets: Type.Array(SecretInfoSchema, { description: "The secrets that sign deliveries now (values are shown only when made)." }),
    failing_since: Type.Union([UnixMs, Type.Null()], { description: "Since when every attempt has failed; null when the last one succeeded." }),
    world: Type.Enum(["live", "test"]),
    created_at: UnixMs,
    updated_at: UnixMs,
  },
  { description: "An endpoint Berth POSTs its events to." },
);

export const IssuedEndpointSchema = Type.Object({
  endpoint: EndpointSchema,
  secret: Type.String({ description: "The new signing secret (whsec_...): shown this once. Verify deliveries with it (Standard Webhooks).", examples: ["whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"] }),
});

export const EndpointPageSchema = Type.Object({
  endpoints: Type.Array(EndpointSchema, { description: "Newest first." }),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});

export const AttemptSchema = Type.Object(
  {
    attempt_id: Type.String({ description: "`<endpoint id>:<event id>/<attempt number>.<suffix>`." }),
    endpoint_id: UuidSchema,
    event_id: Type.String(),
    event_type: Type.String(),
    trigger: Type.Enum(["event", "retry", "replay", "test"]),
    attempt: Type.Integer({ minimum: 1, maximum: 1_000_000, description: "1 for the first attempt at this event." }),
    status: Type.Enum(["delivered", "failed"]),
    response_code: Type.Union([Type.Integer({ minimum: 0, maximum: 999 }), Type.Null()]),
    response_body: Type.Union([Type.String(), Type.Null()], { description: "The start of the answer's body (256 characters at most)." }),
    latency_ms: Type.Integer({ minimum: 0 }),
    error: Type.Union([Type.String(), Type.Null()], { description: "Why it failed: HTTP status, timeout, refused connection or address." }),
    next_attempt_at: Type.Union([UnixMs, Type.Null()], { description: "When the next retry is due; null when delivered or when no retry is left." }),
    attempted_at: UnixMs,
  },
  { description: "One attempt at delivering an event to an endpoint." },
);

export const AttemptPageSchema = Type.Object({
  attempts: Type.Array(AttemptSchema, { description: "Newest first." }),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});

export const ReplaySchema = Type.Object({
  replayed: Type.Integer({ minimum: 0, description: "Messages queued again." }),
  truncated: Type.Boolean({ description: "More than 10,000 matched: the rest were not queued." }),
  next_since: Type.Union([UnixMs, Type.Null()], { description: "When truncated: pass as `since` to replay the rest." }),
});

export const TestSchema = Type.Object({ event_id: UuidSchema, endpoint_id: UuidSchema });

export const DeletedSchema = Type.Object({ endpoint_id: UuidSchema, deleted: Type.Literal(true) });

export const EndpointAnswer = Type.Object({ success: SuccessTrue, endpoint: EndpointSchema });
export const IssuedEndpointAnswer = Type.Object({ success: SuccessTrue, ...IssuedEndpointSchema.properties });
export const EndpointPageAnswer = Type.Object({ success: SuccessTrue, ...EndpointPageSchema.properties });
export const AttemptPageAnswer = Type.Object({ success: SuccessTrue, ...AttemptPageSchema.properties });
export const ReplayAnswer = Type.Object({ success: SuccessTrue, ...ReplaySchema.properties });
export const TestAnswer = Type.Object({ success: SuccessTrue, ...TestSchema.properties });
export const DeletedAnswer = Type.Object({ success: SuccessTrue, ...DeletedSchema.properties });
