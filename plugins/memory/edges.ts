import type { ChainBatch } from "./chain-batch.ts";
import { EDGES } from "./collections.ts";
import { normaliseText } from "./fingerprint.ts";
import { validFrom, validTo } from "./lifecycle.ts";
import type { MemoryRecord } from "./memory-record.ts";

/**
 * One edge of an agent's entity graph: `source --relation--> target`, asserted by one entity
 * memory (one edge per relationship it lists) and valid exactly while that memory is: a later
 * fact of its key closes both, a retraction retracts both. Entities are matched by name without
 * regard to case or spacing (entityKey); the names as written are kept for answers.
 */
export interface EdgeDoc {
  agent_passport_id: string;
  namespace: string | null;
  memory_id: string;
  source: string;
  source_name: string;
  relation: string;
  target: string;
  target_name: string;
  valid_from: number;
  valid_to: number | null;
  expires_at: number | null;
  retracted: boolean;
  superseded_by: string | null;
}

export function entityKey(name: string): string {
  return normaliseText(name);
}

export function relationKey(relation: string): string {
  return normaliseText(relation);
}

interface Relationship {
  type: string;
  target: string;
}

function relationships(r: MemoryRecord): Relationship[] {
  const list = r.fields.relationships;
  return Array.isArray(list) ? (list as Relationship[]) : [];
}

function lifecycle(r: MemoryRecord): Pick<EdgeDoc, "valid_from" | "valid_to" | "expires_at" | "retracted" | "superseded_by"> {
  return { valid_from: validFrom(r), valid_to: validTo(r), expires_at: r.expires_at ?? null, retracted: (r.retracted_at ?? null) !== null, superseded_by: r.superseded_by ?? null };
}

/** The edges an entity memory asserts, written with it (at most 100: the schema's cap on relationships). */
export async function writeEdges(b: ChainBatch, id: string, r: MemoryRecord): Promise<void> {
  if (r.type !== "entity") return;
  const edges = b.tx.collection<EdgeDoc>(EDGES);
  const source = String(r.fields.entity_name ?? "");
  const state = lifecycle(r);
  for (const [i, rel] of relationships(r).entries()) {
    await edges.insert(`${id}:${i}`, {
      agent_passport_id: r.agent_passport_id,
      namespace: r.namespace,
      memory_id: id,
      source: entityKey(source),
      source_name: source,
      relation: relationKey(rel.type),
      target: entityKey(rel.target),
      target_name: rel.target,
      ...state,
    });
  }
}

/** After an entity memory's validity changed: its edges follow. */
export async function syncEdges(b: ChainBatch, id: string, r: MemoryRecord): Promise<void> {
  if (r.type !== "entity" || relationships(r).length === 0) return;
  const edges = b.tx.collection<EdgeDoc>(EDGES);
  const state = lifecycle(r);
  for (const edge of (await edges.find({ where: { memory_id: id }, limit: 1000 })).items) {
    const { id: edgeId, version: _v, ...doc } = edge;
    await edges.upsert(edgeId, { ...doc, ...state });
  }
}
