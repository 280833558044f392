import type { Collection, Stored, Where } from "berth/plugin";
import { Raced, type ChainBatch } from "./chain-batch.ts";
import { KEYS, MEMORIES } from "./collections.ts";
import { validFrom } from "./lifecycle.ts";
import type { MemoryRecord } from "./memory-record.ts";

/** The timeline id of a key: JSON of [agent, namespace, key], so no two triples collide. */
export function keyIdOf(agentId: string, namespace: string | null, key: string): string {
  return JSON.stringify([agentId, namespace, key]);
}

/** One document per key, written by every store and retraction of that key (see touchKey). */
export interface KeyDoc {
  agent_passport_id: string;
  namespace: string | null;
  key: string;
  writes: number;
  updated_at: number;
}

/**
 * Every change to a key's timeline writes its key document (compare-and-set, or insert), so two
 * writers of one key always write one document in common: on MongoDB, where two transactions on
 * snapshots never conflict over different documents, that is what stops both from seeing the
 * same timeline and both closing the same fact, or both becoming the current value.
 */
export async function touchKey(b: ChainBatch, keyId: string, agentId: string, namespace: string | null, key: string): Promise<void> {
  const keys = b.tx.collection<KeyDoc>(KEYS);
  const doc = await keys.get(keyId);
  if (!doc) {
    await keys.insert(keyId, { agent_passport_id: agentId, namespace, key, writes: 1, updated_at: b.now });
    return;
  }
  const { id: _id, version, ...rest } = doc;
  if (!(await keys.update(keyId, version, { ...rest, writes: rest.writes + 1, updated_at: b.now }))) throw new Raced(`key ${keyId} moved`);
}

/** Timeline order: by valid_from, then by chain position (a later entry with the same start wins). */
function later(a: MemoryRecord, b: MemoryRecord): boolean {
  const fa = validFrom(a);
  const fb = validFrom(b);
  return fa !== fb ? fa > fb : a.seq > b.seq;
}

/** Most facts of one key at one instant looked at; a timeline holding more is an abuse, and only its newest are seen. */
const SAME_INSTANT_PAGE = 1000;

/** The facts of a key that start exactly at `at` (a replayed fact is among them). */
export async function factsAt(b: ChainBatch, keyId: string, at: number): Promise<Stored<MemoryRecord>[]> {
  return (await b.tx.collection<MemoryRecord>(MEMORIES).find({ where: { key_id: keyId, valid_from: at }, limit: SAME_INSTANT_PAGE })).items;
}

/**
 * The neighbours a fact starting at `at` gets on its key's timeline, leaving out retracted facts
 * and `except`: the latest fact starting at or before `at` (all of those were stored before this
 * one, so at equal starts this one comes after them), and the earliest starting after it.
 */
export async function neighbours(b: ChainBatch, keyId: string, at: number, except: string | null = null): Promise<{ before: Stored<MemoryRecord> | null; after: Stored<MemoryRecord> | null }> {
  const memories = b.tx.collection<MemoryRecord>(MEMORIES);
  const usable = (r: Stored<MemoryRecord>) => r.id !== except && (r.retracted_at ?? null) === null && (r.op ?? "store") === "store";
  let before: Stored<MemoryRecord> | null = null;
  // Facts at exactly `at` first (any order by id), then earlier ones newest first.
  for (const r of await factsAt(b, keyId, at)) if (usable(r) && (!before || later(r, before))) before = r;
  if (!before) before = await first(memories, { key_id: keyId, valid_from: { lt: at } }, "desc", usable);
  const after = await first(memories, { key_id: keyId, valid_from: { gt: at } }, "asc", usable);
  return { before, after };
}

/** The fact that holds first after (asc) or last before (desc) in valid_from order: at the first instant found, the one stored last. */
async function first(memories: Collection<MemoryRecord>, where: Where, direction: "asc" | "desc", usable: (r: Stored<MemoryRecord>) => boolean): Promise<Stored<MemoryRecord> | null> {
  let cursor: string | undefined;
  let found: Stored<MemoryRecord> | null = null;
  for (;;) {
    const page = await memories.find({ where, sort: { field: "valid_from", direction }, limit: 50, cursor });
    for (const r of page.items) {
      if (!usable(r)) continue;
      if (found && validFrom(r) !== validFrom(found)) return found;
      if (!found || later(r, found)) found = r;
    }
    if (!page.nextCursor) return found;
    cursor = page.nextCursor;
  }
}
