import { MEMORY_LANES, MEMORY_TYPES, PassportIdSchema, SuccessTrue, Type, UnixMs, type MemoryType, type TSchema } from "berth/plugin";

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

/** Fields every memory type accepts. */
const common = {
  content: Type.Optional(Text("Free text of the memory.")),
  namespace: Type.Optional(NamespaceSchema),
  lane: Type.Optional(LaneSchema),
  metadata: Type.Optional(Json("Any JSON object, at most 16 KiB; hashed with the entry.")),
};

export const SemanticBody = Type.Object(
  {
    fact: Text("The extracted fact."),
    confidence: Unit("How sure the agent is of the fact, 0..1."),
    source_memory_ids: Type.Optional(Type.Array(MemoryIdSchema, { maxItems: 100, description: "Memories of this agent the fact was extracted from." })),
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
    relationships: Type.Optional(Type.Array(Relationship, { maxItems: 100 })),
    confidence: Type.Optional(Unit("0..1.")),
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
  },
  { additionalProperties: false },
);

export const TemporalBody = Type.Object(
  {
    content: Text("What holds during the period."),
    valid_from: { ...UnixMs, description: "Start of validity, Unix ms." },
    valid_to: Type.Optional({ ...UnixMs, description: "End of validity, Unix ms, not before valid_from; absent: open-ended." }),
    confidence: Type.Optional(Unit("0..1.")),
    namespace: common.namespace,
    lane: common.lane,
    metadata: common.metadata,
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
  }),
});

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
