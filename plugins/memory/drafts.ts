import { InvalidRequest, canonicalJson, type FieldProblem, type Static } from "berth/plugin";
import type { MemoryDraft, MemoryLane, MemoryType } from "./memory-record.ts";
import { MAX_JSON_BYTES, type EntityBody, type EpisodicBody, type ProceduralBody, type SemanticBody, type TemporalBody, type TrustWeightedBody } from "./schemas.ts";

export type SemanticInput = Static<typeof SemanticBody>;
export type EpisodicInput = Static<typeof EpisodicBody>;
export type ProceduralInput = Static<typeof ProceduralBody>;
export type EntityInput = Static<typeof EntityBody>;
export type TrustWeightedInput = Static<typeof TrustWeightedBody>;
export type TemporalInput = Static<typeof TemporalBody>;

/** A validated store request of one type, as the service receives it from REST or GraphQL. */
export type StoreInput =
  | { type: "semantic"; body: SemanticInput }
  | { type: "episodic"; body: EpisodicInput }
  | { type: "procedural"; body: ProceduralInput }
  | { type: "entity"; body: EntityInput }
  | { type: "trust_weighted"; body: TrustWeightedInput }
  | { type: "temporal"; body: TemporalInput };

interface Common {
  content?: string;
  namespace?: string;
  lane?: MemoryLane;
  metadata?: Record<string, unknown>;
  confidence?: number;
  expires_at?: number;
  key?: string;
  valid_from?: number;
}

function jsonTooBig(field: string, value: unknown, problems: FieldProblem[]): void {
  if (value !== undefined && Buffer.byteLength(canonicalJson(value)) > MAX_JSON_BYTES) {
    problems.push({ field, problem: `must be at most ${MAX_JSON_BYTES} bytes as JSON` });
  }
}

/**
 * The type's fields, every key present (null when not given), so an entry's hashed form does not
 * depend on whether a client sent `null` or left a field out.
 */
function typeFields(input: StoreInput): Record<string, unknown> {
  switch (input.type) {
    case "semantic":
      return { fact: input.body.fact, source_memory_ids: input.body.source_memory_ids ?? [] };
    case "episodic":
      return { session_id: input.body.session_id ?? null, role: input.body.role ?? null, occurred_at: input.body.occurred_at ?? null };
    case "procedural":
      return { rule: input.body.rule, trigger: input.body.trigger, priority: input.body.priority ?? 0 };
    case "entity":
      return { entity_name: input.body.entity_name, entity_type: input.body.entity_type, attributes: input.body.attributes ?? {}, relationships: input.body.relationships ?? [] };
    case "trust_weighted":
      return { source_agent_passport_id: input.body.source_agent_passport_id, trust_score: input.body.trust_score, decay_factor: input.body.decay_factor ?? null };
    case "temporal":
      return { valid_from: input.body.valid_from, valid_to: input.body.valid_to ?? null };
  }
}

/** Checks the rules a schema cannot express, then shapes the draft; 400 with every problem at once. `actor`: who writes it (history.ts). */
export function toDraft(agentPassportId: string, input: StoreInput, actor = "system"): MemoryDraft {
  const body = input.body as Common;
  const problems: FieldProblem[] = [];
  jsonTooBig("metadata", body.metadata, problems);
  if (input.type === "entity") jsonTooBig("attributes", input.body.attributes, problems);
  if (input.type === "temporal" && input.body.valid_to !== undefined && input.body.valid_to < input.body.valid_from) {
    problems.push({ field: "valid_to", problem: "must not be before valid_from" });
  }
  if (problems.length > 0) {
    throw new InvalidRequest("VALIDATION_FAILED", `invalid request: ${problems.map((p) => `${p.field} ${p.problem}`).join("; ")}`, problems);
  }
  return {
    agent_passport_id: agentPassportId,
    namespace: body.namespace ?? null,
    type: input.type as MemoryType,
    lane: body.lane ?? "self",
    content: body.content ?? null,
    fields: typeFields(input),
    confidence: body.confidence ?? null,
    metadata: body.metadata ?? {},
    op: "store",
    key: body.key ?? null,
    // A temporal memory's valid_from is one of its fields; only semantic and entity memories state it apart.
    stated_valid_from: input.type === "semantic" || input.type === "entity" ? (body.valid_from ?? null) : null,
    expires_at: body.expires_at ?? null,
    corrects: null,
    actor,
  };
}
