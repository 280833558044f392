import type { Collection, Stored, Where } from "berth/plugin";
import { Raced, type ChainBatch } from "./chain-batch.ts";
import { KEYS, TIMELINE } from "./collections.ts";
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

/** A keyed fact's place in its key's timeline (memory_timeline, id: the memory's). */
export interface TimelineDoc {
  key_id: string;
  valid_from: number;
  /** Its chain position: at equal starts, the fact stored later holds. */
  seq: number;
  retracted: boolean;
}

function timeline(b: ChainBatch): Collection<TimelineDoc> {
  return b.tx.collection<TimelineDoc>(TIMELINE);
}

export async function addToTimeline(b: ChainBatch, id: string, doc: TimelineDoc): Promise<void> {
  await timeline(b).insert(id, doc);
}

/** A retracted fact leaves its key's timeline (it stays readable, and in its chain). */
export async function leaveTimeline(b: ChainBatch, id: string): Promise<void> {
  const doc = await timeline(b).get(id);
  if (!doc || doc.retracted) return;
  const { id: _id, version, ...rest } = doc;
  if (!(await timeline(b).update(id, version, { ...rest, retracted: true }))) throw new Raced(`timeline entry ${id} moved`);
}

/** Timeline order: by valid_from, then by chain position (a later entry with the same start wins). */
function later(a: TimelineDoc, b: TimelineDoc): boolean {
  return a.valid_from !== b.valid_from ? a.valid_from > b.valid_from : a.seq > b.seq;
}

/** Most facts of one key at one instant looked at; a timeline holding more is an abuse, and only its newest are seen. */
const SAME_INSTANT_PAGE = 1000;

async function load(b: ChainBatch, doc: Stored<TimelineDoc> | null): Promise<Stored<MemoryRecord> | null> {
  return doc ? b.memories.get(doc.id) : null;
}

/** The facts of a key that start exactly at `at`, retracted ones left out (a replayed fact is among them). */
export async function factsAt(b: ChainBatch, keyId: string, at: number): Promise<Stored<MemoryRecord>[]> {
  const docs = (await timeline(b).find({ where: { key_id: keyId, valid_from: at }, limit: SAME_INSTANT_PAGE })).items.filter((d) => !d.retracted);
  const out: Stored<MemoryRecord>[] = [];
  for (const d of docs) {
    const r = await load(b, d);
    if (r) out.push(r);
  }
  return out;
}

/**
 * The neighbours a fact starting at `at` gets on its key's timeline, leaving out retracted facts
 * and `except`: the latest fact starting at or before `at` (all of those were stored before this
 * one, so at equal starts this one comes after them), and the earliest starting after it.
 */
export async function neighbours(b: ChainBatch, keyId: string, at: number, except: string | null = null): Promise<{ before: Stored<MemoryRecord> | null; after: Stored<MemoryRecord> | null }> {
  const usable = (d: Stored<TimelineDoc>) => d.id !== except && !d.retracted;
  const docs = timeline(b);
  let before: Stored<TimelineDoc> | null = null;
  for (const d of (await docs.find({ where: { key_id: keyId, valid_from: at }, limit: SAME_INSTANT_PAGE })).items) if (usable(d) && (!before || later(d, before))) before = d;
  if (!before) before = await first(docs, { key_id: keyId, valid_from: { lt: at } }, "desc", usable);
  const after = await first(docs, { key_id: keyId, valid_from: { gt: at } }, "asc", usable);
  return { before: await load(b, before), after: await load(b, after) };
}

/** The fact that holds first after (asc) or last before (desc) in valid_from order: at the first instant found, the one stored last. */
async function first(docs: Collection<TimelineDoc>, where: Where, direction: "asc" | "desc", usable: (d: Stored<TimelineDoc>) => boolean): Promise<Stored<TimelineDoc> | null> {
  let cursor: string | undefined;
  let found: Stored<TimelineDoc> | null = null;
  for (;;) {
    const page = await docs.find({ where, sort: { field: "valid_from", direction }, limit: 50, cursor });
    for (const d of page.items) {
      if (!usable(d)) continue;
      if (found && d.valid_from !== found.valid_from) return found;
      if (!found || later(d, found)) found = d;
    }
    if (!page.nextCursor) return found;
    cursor = page.nextCursor;
  }
}
