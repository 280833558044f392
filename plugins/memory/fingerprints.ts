import type { Stored } from "berth/plugin";
import { Raced, type ChainBatch } from "./chain-batch.ts";
import { FINGERPRINTS } from "./collections.ts";
import { isLive } from "./lifecycle.ts";
import type { MemoryRecord } from "./memory-record.ts";

/**
 * Which live memory holds a normalised content hash (fingerprint.ts). The document's id is the
 * hash itself, so two writers storing the same memory at the same moment both write this one
 * document: on SQLite one waits for the other (BEGIN IMMEDIATE) and then finds it; on MongoDB two
 * inserts of one id cannot both commit (unique _id), nor two compare-and-set updates of one
 * version (write conflict), and the loser's batch is done again, finds the winner and folds onto
 * it. Reading it first is only the fast path; the unique write is what makes it hold.
 */
export interface FingerprintDoc {
  memory_id: string;
  agent_passport_id: string;
}

function docs(b: ChainBatch) {
  return b.tx.collection<FingerprintDoc>(FINGERPRINTS);
}

export interface Holding {
  /** The live memory holding the fingerprint, if any: what a store of the same content folds onto. */
  holder: Stored<MemoryRecord> | null;
  /** The document as read (for claim, which then need not read it again). */
  doc: Stored<FingerprintDoc> | null;
}

export async function holderOf(b: ChainBatch, fp: string): Promise<Holding> {
  const doc = await docs(b).get(fp);
  if (!doc) return { holder: null, doc };
  const memory = await b.memories.get(doc.memory_id);
  return { holder: memory && isLive(memory, b.now) ? memory : null, doc };
}

/**
 * Makes `memoryId` the holder of `fp`: insert, or compare-and-set over a holder that is no longer
 * live. `known`: the document as holderOf read it in this transaction.
 */
export async function claim(b: ChainBatch, fp: string, memoryId: string, agentId: string, known?: Stored<FingerprintDoc> | null): Promise<void> {
  const fingerprints = docs(b);
  const doc = known !== undefined ? known : await fingerprints.get(fp);
  if (!doc) {
    await fingerprints.insert(fp, { memory_id: memoryId, agent_passport_id: agentId });
    return;
  }
  if (doc.memory_id === memoryId) return;
  const holder = await b.memories.get(doc.memory_id);
  if (holder && isLive(holder, b.now)) return; // a live memory keeps it (a reinstated fact whose content was stored again meanwhile)
  if (!(await fingerprints.update(fp, doc.version, { memory_id: memoryId, agent_passport_id: agentId }))) throw new Raced(`fingerprint ${fp} moved`);
}

/** Frees `fp` when `memoryId` holds it and is no longer live: the same content stored later is a new memory. */
export async function release(b: ChainBatch, fp: string, memoryId: string): Promise<void> {
  const fingerprints = docs(b);
  const doc = await fingerprints.get(fp);
  if (doc?.memory_id === memoryId) await fingerprints.delete(fp);
}
