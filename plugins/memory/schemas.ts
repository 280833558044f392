import { MEMORY_LANES, MEMORY_TYPES, PassportIdSchema, SuccessTrue, Type, UnixMs, type MemoryType, type TSchema } from "berth/plugin";
import { MEMORY_STATUSES } from "./lifecycle.ts";

/** Limits that keep one memory small enough to embed, hash and index quickly. */
export const MAX_TEXT = 8000;
export const MAX_JSON_BYTES = 16_384;

const Text = (description: string, maxLength = MAX_TEXT) => Type.String({ minLength: 1, maxLength, pattern: "\\S", description });
const Unit = (description: string) => Type.Number({ minimum: 0, maximum: 1, description });
const Json = (description: string) => Type.Object({}, { additionalProperties: true, description });

export const NamespaceSchema = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: "^[^\\u0000-\\u001f]+$",
  description: "A chain of its own inside the agent's memory; absent: the agent's default chain.",
});
export const LaneSchema = Type.Enum([...MEMORY_LANES], { description: "Who the memory concerns: self (default), user, shared or market." });
export const TypeSchema = Type.Enum([...MEMORY_TYPES]);
export const MemoryIdSchema = Type.String({ format: "uuid", description: "A memory id (UUID)." });

export const PassportHeaders = Type.Object({ "x-agent-passport-id": { ...PassportIdSchema, description: "The agent passport whose memory this is." } });

export const KeySchema = Type.String({
  minLength: 1,
  maxLength: 256,
  pattern: "^[^\\u0000-\\u001f]+$",
  description: "What the fact is about, e.g. `user/timezone` (subject/attribute): storing a fact with the key of a current one closes the old one's validity where the new one's begins.",
});
const ExpiresAt = Type.Optional({ ...UnixMs, description: "From this time (Unix ms) recall no longer returns the memory; it is kept, with its history." });
const ValidFrom = Type.Optional({ ...UnixMs, description: "Since when the fact holds (Unix ms); default: when stored. A fact dated before the current one of its key does not close it." });

/** Fields every memory type accepts. */
const common = {
  content: Type.Optional(Text("Free text of the memory.")),
  namespace: Type.Optional(NamespaceSchema),
  lane: Type.Optional(LaneSchema),
  metadata: Type.Optional(Json("Any JSON object, at most 16 KiB; hashed with the entry.")),
  expires_at: ExpiresAt,
};

export const SemanticBody = Type.Object(
  {
    fact: Text("The extracted fact."),
    confidence: Unit("How sure the agent is of the fact, 0..1."),
    source_memory_ids: Type.Optional(Type.Array(MemoryIdSchema, { maxItems: 100, description: "Memories of this agent the fact was extracted from." })),
    key: Type.Optional(KeySchema),
    valid_from: ValidFrom,
    ...common,
  },
  { additionalProperties: false },
);

export const EpisodicBody = Type.Object(
  {
    content: Text("What happened."),
    session_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    role: Type.Optional(Type.Enum(["user", "assistant", "system", "tool", "agent"], { description: "Who produced the event." })),
    occurred_at: Type.Optional({ ...UnixMs, description: "When it happened, Unix ms (default: when stored)." }),
    confidence: Type.Optional(Unit("0..1.")),
    namespace: common.namespace,
    lane: common.lane,
    metadata: common.metadata,
    expires_at: ExpiresAt,
  },
  { additionalProperties: false },
);

export const ProceduralBody = Type.Object(
  {
    rule: Text("What to do."),
    trigger: Text("When the rule applies.", 2000),
    priority: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: "0..100, higher first; default 0." })),
    confidence: Type.Optional(Unit("0..1.")),
    ...common,
  },
  { additionalProperties: false },
);

const Relationship = Type.Object(
  { type: Type.String({ minLength: 1, maxLength: 64 }), target: Type.String({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);

export const EntityBody = Type.Object(
  {
    entity_name: Text("The entity's name.", 256),
    entity_type: Type.String({ minLength: 1, maxLength: 64, description: "person, organization, service, ..." }),
    attributes: Type.Optional(Json("Any JSON object, at most 16 KiB.")),
    relationships: Type.Optional(Type.Array(Relationship, { maxItems: 100, description: "Edges of the entity graph: this entity --type--> target, valid while this memory is." })),
    confidence: Type.Optional(Unit("0..1.")),
    key: Type.Optional(KeySchema),
    valid_from: ValidFrom,
    ...common,
  },
  { additionalProperties: false },
);

export const TrustWeightedBody = Type.Object(
  {
    content: Text("What the source said or did."),
    source_agent_passport_id: PassportIdSchema,
    trust_score: Unit("Trust in the source, 0..1; the memory's quality when it has no confidence."),
    decay_factor: Type.Optional(Unit("How fast that trust fades, 0 (never) .. 1.")),
    confidence: Type.Optional(Unit("0..1.")),
    namespace: common.namespace,
    lane: common.lane,
    metadata: common.metadata,
    expires_at: ExpiresAt,
  },
  { additionalProperties: false },
);

export const TemporalBody = Type.Object(
  {
    content: Text("What holds during the period."),
    valid_from: { ...UnixMs, description: "Start of validity, Unix ms." },
    valid_to: Type.Optional({ ...UnixMs, description: "End of validity, Unix ms, not before valid_from; absent: open-ended." }),
    key: Type.Optional(KeySchema),
    confidence: Type.Optional(Unit("0..1.")),
    namespace: common.namespace,
    lane: common.lane,
    metadata: common.metadata,
    expires_at: ExpiresAt,
  },
  { additionalProperties: false },
);

export const RecallBody = Type.Object(
  {
    query: Text("What to recall, in words.", 4000),
    types: Type.Optional(Type.Array(TypeSchema, { maxItems: 6, default: [], description: "Only these types; empty: all." })),
    lanes: Type.Optional(Type.Array(LaneSchema, { maxItems: 4, default: [], description: "Only these lanes; empty: all." })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
    namespace: Type.Optional(NamespaceSchema),
    min_similarity: Type.Optional(Type.Number({ minimum: 0, maximum: 1, default: 0.5, description: "Applied to stage one's similarity." })),
    include_archived: Type.Optional(Type.Boolean({ default: false })),
    as_of: Type.Optional({ ...UnixMs, description: "Recall what was valid at this time (Unix ms) instead of now." }),
    include_superseded: Type.Optional(
      Type.Boolean({ default: false, description: "Also return memories that are no longer valid (superseded, ended, expired, retracted), each with its status." }),
    ),
  },
  { additionalProperties: false },
);

export const MemoryParams = Type.Object({ memory_id: MemoryIdSchema });
export const VerifyQuery = Type.Object(
  {
    namespace: Type.Optional(NamespaceSchema),
    full: Type.Optional(
      Type.Boolean({
        description: "Recompute the chain from its first entry instead of trusting the verified prefix (see MEMORY_VERIFY_RECHECK_MS); still in bounded slices, within MEMORY_VERIFY_DEADLINE_MS.",
      }),
    ),
  },
  { additionalProperties: false },
);

const Nullable = <T extends ReturnType<typeof Type.String>>(s: T) => Type.Union([s, Type.Null()]);

export const WriteAnswer = Type.Object({
  success: SuccessTrue,
  data: Type.Object({
    memory_id: Type.String({ format: "uuid" }),
    content_hash: Type.String({ description: "SHA-256 hex of the entry's canonical JSON." }),
    prev_hash: Type.Union([Type.String(), Type.Null()], { description: "content_hash of the previous entry of the chain; null for the first." }),
    outcome: Type.Enum(["stored", "repeated"], {
      description: "stored: a new chain entry. repeated: the same memory (same normalised content, agent, type, namespace and key) was current already; `memory_id` names it and the repeat is counted on it.",
    }),
    repeat_count: Type.Integer({ minimum: 0, description: "How often the memory was stored again after the first time." }),
    superseded_memory_ids: Type.Array(Type.String(), { description: "Memories of the same key whose validity this write closed." }),
  }),
});

const StatusSchema = Type.Enum([...MEMORY_STATUSES], { description: "Where the memory stands at the recall's time (as_of, else now): current, upcoming, superseded, ended, expired or retracted." });

export const RecalledMemorySchema = Type.Object({
  memory_id: Type.String(),
  type: Type.String(),
  content: Type.String(),
  similarity: Type.Number(),
  score: Type.Number(),
  created_at: UnixMs,
  lane: Type.String(),
  namespace: Type.Union([Type.String(), Type.Null()]),
  content_hash: Type.String(),
  archived: Type.Boolean(),
  status: StatusSchema,
  key: Type.Union([Type.String(), Type.Null()]),
  valid_from: UnixMs,
  valid_to: Type.Union([UnixMs, Type.Null()], { description: "Exclusive end of validity; null: open." }),
  superseded_by: Type.Union([Type.String(), Type.Null()]),
  expires_at: Type.Union([UnixMs, Type.Null()]),
  repeat_count: Type.Integer({ minimum: 0 }),
  near_duplicates: Type.Array(Type.String(), { description: "Memories recall folded into this one: near-duplicates (embedding cosine at least the threshold, same type, namespace and no key) that ranked lower." }),
});

export const RecallAnswer = Type.Object({
  success: SuccessTrue,
  data: Type.Object({
    memories: Type.Array(RecalledMemorySchema),
    query_embedding_model: Type.String({ description: "The embedder's model, or `lexical-bm25` when stage one fell back to words." }),
    total_candidates: Type.Integer({ minimum: 0, maximum: 100_000 }),
    stage_one: Type.Enum(["vector", "lexical"]),
  }),
});

export const MemoryViewSchema = Type.Object({
  memory_id: Type.String(),
  agent_passport_id: Type.String(),
  type: Type.String(),
  lane: Type.String(),
  namespace: Nullable(Type.String()),
  content: Nullable(Type.String()),
  text: Type.String({ description: "What recall answers as content." }),
  fields: Json("The type's own fields."),
  confidence: Type.Union([Type.Number(), Type.Null()]),
  quality: Type.Number(),
  metadata: Json("As stored."),
  created_at: UnixMs,
  seq: Type.Integer(),
  content_hash: Type.String(),
  prev_hash: Nullable(Type.String()),
  archived: Type.Boolean(),
  archived_at: Type.Union([UnixMs, Type.Null()]),
  embedding_pending: Type.Boolean({ description: "True while the memory waits in the index queue (found lexically only)." }),
  op: Type.Enum(["store", "retract"], { description: "store: a memory; retract: the chain entry that retracted `fields.target_memory_id`." }),
  status: StatusSchema,
  key: Nullable(Type.String()),
  valid_from: UnixMs,
  valid_to: Type.Union([UnixMs, Type.Null()]),
  superseded_by: Nullable(Type.String()),
  retracted_at: Type.Union([UnixMs, Type.Null()]),
  retracted_by: Nullable(Type.String({ description: "The retraction entry, or the memory that corrected this one." })),
  corrects: Nullable(Type.String()),
  expires_at: Type.Union([UnixMs, Type.Null()]),
  repeat_count: Type.Integer({ minimum: 0 }),
  last_seen_at: Type.Union([UnixMs, Type.Null()], { description: "When it was last stored again (a repeat); null: never." }),
});

export const MemoryAnswer = Type.Object({ success: SuccessTrue, data: MemoryViewSchema });

export const ChainBreakSchema = Type.Object({
  seq: Type.Integer(),
  memory_id: Nullable(Type.String()),
  problem: Type.Enum(["content_hash_mismatch", "prev_hash_mismatch", "seq_gap", "head_mismatch"]),
  expected: Nullable(Type.String()),
  actual: Nullable(Type.String()),
});

export const VerifyAnswer = Type.Object({
  success: SuccessTrue,
  data: Type.Object({
    valid: Type.Boolean(),
    namespace: Nullable(Type.String()),
    length: Type.Integer({ description: "Entries checked." }),
    head_hash: Nullable(Type.String()),
    first_broken: Type.Union([ChainBreakSchema, Type.Null()]),
  }),
});

/** The six store routes: path segment, type, body schema. */
export const STORE_TYPES: { path: string; type: MemoryType; body: TSchema; summary: string }[] = [
  { path: "semantic", type: "semantic", body: SemanticBody, summary: "Store a semantic memory (an extracted fact)" },
  { path: "episodic", type: "episodic", body: EpisodicBody, summary: "Store an episodic memory (something that happened)" },
  { path: "procedural", type: "procedural", body: ProceduralBody, summary: "Store a procedural memory (a rule and its trigger)" },
  { path: "entity", type: "entity", body: EntityBody, summary: "Store an entity memory (a person, organisation, service ...)" },
  { path: "trust-weighted", type: "trust_weighted", body: TrustWeightedBody, summary: "Store a trust-weighted memory (what a source agent said)" },
  { path: "temporal", type: "temporal", body: TemporalBody, summary: "Store a temporal memory (true during a period)" },
];

export const RetractBody = Type.Object(
  { reason: Type.Optional(Text("Why the memory is wrong; kept in the retraction entry.", 2000)) },
  { additionalProperties: false },
);

export const CorrectBody = Type.Object(
  {},
  {
    additionalProperties: true,
    description:
      "The corrected memory: the body the store route of the corrected memory's type takes (POST /v1/memory/semantic for a semantic memory, ...), validated by that route's schema. Its namespace is the corrected memory's; key and valid_from default to the corrected memory's.",
  },
);

export const HistoryQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
    after: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: "`next_cursor` of the previous page." })),
  },
  { additionalProperties: false },
);

export const HISTORY_EVENTS = ["stored", "repeated", "superseded", "reinstated", "retracted", "corrected", "expired"] as const;

export const HistoryEventSchema = Type.Object({
  event: Type.Enum([...HISTORY_EVENTS], {
    description:
      "stored; repeated (stored again, counted); superseded (a later fact of its key closed it: related_memory_id); reinstated (the fact that had closed it was retracted); retracted; corrected (related_memory_id replaced it); expired (its expires_at passed).",
  }),
  at: UnixMs,
  actor: Type.String({ description: "`key:<key_id>` of the API key that made the change; `system` for expiry." }),
  related_memory_id: Nullable(Type.String()),
  details: Json("What else the event says (valid_to, reason, repeat_count, ...)."),
});

export const HistoryAnswer = Type.Object({
  success: SuccessTrue,
  data: Type.Object({
    memory_id: Type.String(),
    events: Type.Array(HistoryEventSchema),
    next_cursor: Nullable(Type.String({ description: "Pass as `after` for the next page; null on the last page." })),
  }),
});

export const MAX_GRAPH_DEPTH = 3;
const EntityName = Type.String({ minLength: 1, maxLength: 256, pattern: "\\S", description: "An entity's name (matched without regard to case or spacing)." });
const GraphCommon = {
  relations: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 20, description: "Only edges of these relation types; empty: all." })),
  direction: Type.Optional(Type.Enum(["out", "in", "both"], { default: "both", description: "Follow edges as asserted (out), against (in), or both ways (default)." })),
  namespace: Type.Optional(NamespaceSchema),
  as_of: Type.Optional({ ...UnixMs, description: "Walk the edges valid at this time instead of now." }),
  include_superseded: Type.Optional(Type.Boolean({ default: false, description: "Also walk edges that are no longer valid." })),
};

export const NeighborsBody = Type.Object(
  { entity: EntityName, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })), ...GraphCommon },
  { additionalProperties: false },
);

export const PathsBody = Type.Object(
  {
    from: EntityName,
    to: EntityName,
    max_depth: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_GRAPH_DEPTH, default: MAX_GRAPH_DEPTH, description: "Longest path, in edges (1..3)." })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10, description: "Most paths answered, shortest first." })),
    ...GraphCommon,
  },
  { additionalProperties: false },
);

export const GraphEdgeSchema = Type.Object({
  from: Type.String({ description: "The entity the edge starts at, as first written." }),
  relation: Type.String(),
  to: Type.String(),
  direction: Type.Enum(["out", "in"], { description: "out: walked as asserted; in: walked against." }),
  valid_from: UnixMs,
  valid_to: Type.Union([UnixMs, Type.Null()]),
  status: StatusSchema,
  memory_ids: Type.Array(Type.String(), { description: "The entity memories that assert this edge." }),
});

export const NeighborsAnswer = Type.Object({
  success: SuccessTrue,
  data: Type.Object({
    entity: Type.String(),
    edges: Type.Array(GraphEdgeSchema),
    edges_read: Type.Integer({ minimum: 0 }),
    truncated: Type.Boolean({ description: "True when the walk stopped at MEMORY_GRAPH_MAX_EDGES edges read or at `limit`." }),
  }),
});

export const PathSchema = Type.Object({ length: Type.Integer({ minimum: 1 }), entities: Type.Array(Type.String()), edges: Type.Array(GraphEdgeSchema) });

export const PathsAnswer = Type.Object({
  success: SuccessTrue,
  data: Type.Object({
    from: Type.String(),
    to: Type.String(),
    paths: Type.Array(PathSchema),
    edges_read: Type.Integer({ minimum: 0 }),
    truncated: Type.Boolean({ description: "True when the walk stopped at MEMORY_GRAPH_MAX_EDGES edges read, or more paths than `limit` exist." }),
  }),
});
