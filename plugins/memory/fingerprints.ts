import type { Stored } from "berth/plugin";
import type { ChainBatch } from "./chain-batch.ts";
import { isLive } from "./lifecycle.ts";
import type { MemoryRecord } from "./memory-record.ts";

/**
 * Which live memory holds a normalised content hash (fingerprint.ts): the memory whose
 * `live_fingerprint` it is. That field has a unique index (nulls and absent values left out), so
 * two writers storing the same memory at the same moment both write the same unique key: on
 * SQLite one waits for the other (BEGIN IMMEDIATE) and then finds it; on MongoDB two inserts with
 * one key cannot both commit, and the loser's batch is done again, finds the winner and folds onto
 * it. Looking first is only the fast path; the unique index is what makes it hold. A memory gives
 * its fingerprint up when it stops being live (superseded, retracted; expired at the next store of
 * the same content), so the same content stored later is a new memory.
 */
export interface Holding {
  /** The live memory holding the fingerprint: what a store of the same content folds onto. */
  holder: Stored<MemoryRecord> | null;
  /** A memory still marked as holding it that is no longer live (expired): it must let go first. */
  stale: Stored<MemoryRecord> | null;
}

export async function holderOf(b: ChainBatch, fp: string): Promise<Holding> {
  if (b.knownUnheld(fp)) return { holder: null, stale: null };
  const found = (await b.memories.find({ where: { live_fingerprint: fp }, limit: 1 })).items[0] ?? null;
  if (!found) return { holder: null, stale: null };
  return isLive(found, b.now) ? { holder: found, stale: null } : { holder: null, stale: found };
}

/** Takes the fingerprint off a memory that is no longer live (no history event: expiry happened on its own). */
export async function letGo(b: ChainBatch, stale: Stored<MemoryRecord> | null): Promise<void> {
  if (stale) await b.change(stale, { live_fingerprint: null }, null, null, false);
}

/**
 * The fingerprint a memory that is live again (or newly live after arriving in a timeline) may
 * take: its own, unless another live memory holds it. A stale holder lets go of it first.
 */
export async function mayHold(b: ChainBatch, r: MemoryRecord & { id: string }, fp: string): Promise<string | null> {
  const { holder, stale } = await holderOf(b, fp);
  if (holder && holder.id !== r.id) return null;
  if (stale && stale.id !== r.id) await letGo(b, stale);
  return fp;
}
