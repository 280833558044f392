import type { IndexEntry, Mode, StoreScope, Stored, VectorIndex, WorldStores } from "berth/plugin";
import type { Logger } from "pino";
import { INDEX_OUTBOX, MEMORIES } from "./collections.ts";
import type { GuardedEmbedder } from "./guarded-embedder.ts";
import type { MemoryRecord } from "./memory-record.ts";
import { validFrom, validTo } from "./lifecycle.ts";
import { indexText } from "./memory-text.ts";
import { retryDelayMs, type OutboxEntry } from "./outbox.ts";

/** Failed memories in a row after which the background job takes the embedder for down, not the memories for bad. */
const MAX_FAILURES_IN_A_ROW = 3;

/** A memory to bring into the index, with the version of its outbox entry (cleared only if unchanged). */
export interface SyncItem {
  memory_id: string;
  record: MemoryRecord;
  outboxVersion: number;
}

export interface SyncOptions {
  /** The background job: always tries the embedder, and backs off entries it could not finish. */
  background: boolean;
  /** Base of the background job's backoff. */
  intervalMs: number;
  /** Leave finished outbox entries for the caller to clear (the appender folds that into its next commit). */
  deferClear?: boolean;
}

export function toIndexEntry(mode: Mode, memoryId: string, r: MemoryRecord, vector: Float32Array | undefined): IndexEntry {
  return {
    id: memoryId,
    agentId: r.agent_passport_id,
    mode,
    namespace: r.namespace,
    type: r.type,
    lane: r.lane,
    archived: r.archived,
    createdAt: r.created_at,
    validFrom: validFrom(r),
    validTo: validTo(r),
    expiresAt: r.expires_at ?? null,
    retracted: (r.retracted_at ?? null) !== null,
    text: indexText(r),
    ...(vector ? { vector } : {}),
  };
}

/**
 * Brings VectorIndex entries in line with the store, for the inline path and the background job
 * alike. Without vectors (embedder down) the entry is still written, text only, so lexical recall
 * finds the memory at once; its outbox entry stays until a vector is in.
 */
export class IndexSync {
  constructor(
    private readonly stores: WorldStores,
    private readonly embedder: GuardedEmbedder,
    private readonly index: VectorIndex,
    private readonly log: Logger,
  ) {}

  private outbox(mode: Mode) {
    return this.stores.world(mode).collection<OutboxEntry>(INDEX_OUTBOX);
  }

  /** Answers the items that are fully indexed (with a vector); their outbox entries are cleared unless deferClear. */
  async sync(mode: Mode, items: SyncItem[], options: SyncOptions): Promise<SyncItem[]> {
    if (items.length === 0) return [];
    const vectors = await this.embedder.embed(
      items.map((i) => indexText(i.record)),
      { probe: options.background },
    );
    if (!vectors && options.background && items.length > 1) return this.syncOneByOne(mode, items, options);
    return this.write(mode, items, vectors, options);
  }

  /**
   * The background job after a batch the embedder refused: each memory on its own, so a memory it
   * cannot take is backed off alone (logged, with the embedder's error in its outbox entry) and the
   * job moves on to the next; MAX_FAILURES_IN_A_ROW failures in a row mean the embedder is down.
   */
  private async syncOneByOne(mode: Mode, items: SyncItem[], options: SyncOptions): Promise<SyncItem[]> {
    const done: SyncItem[] = [];
    let failures = 0;
    for (const [n, item] of items.entries()) {
      if (failures >= MAX_FAILURES_IN_A_ROW) {
        await this.write(mode, items.slice(n), null, options);
        break;
      }
      const vectors = await this.embedder.embed([indexText(item.record)], { probe: true });
      if (vectors) failures = 0;
      else {
        failures++;
        this.log.warn({ memory_id: item.memory_id, mode, error: this.embedder.lastError }, "memory index job: the embedder failed on this memory; it is retried later, the job moves on");
      }
      done.push(...(await this.write(mode, [item], vectors, options, vectors ? undefined : `embedder failed on this memory: ${this.embedder.lastError ?? "unknown error"}`)));
    }
    return done;
  }

  /** Writes the index entries (text only where `vectors` is null) and clears or backs off their outbox entries. */
  private async write(mode: Mode, items: SyncItem[], vectors: Float32Array[] | null, options: SyncOptions, failure = "embedder unavailable"): Promise<SyncItem[]> {
    try {
      await this.index.upsert(items.map((i, n) => toIndexEntry(mode, i.memory_id, i.record, vectors?.[n])));
    } catch (err) {
      this.log.warn({ err, count: items.length }, "vector index write failed; the outbox keeps the memories for retry");
      if (options.background) await this.backOff(mode, items, `index: ${(err as Error).message}`, options.intervalMs);
      return [];
    }
    if (!vectors) {
      if (options.background) await this.backOff(mode, items, failure, options.intervalMs);
      return [];
    }
    if (!options.deferClear) await this.clear(mode, items);
    return items;
  }

  /** Syncs memories by id (archive, background job): loads each one's current state first. */
  async syncIds(mode: Mode, entries: Stored<OutboxEntry>[], options: SyncOptions): Promise<void> {
    const memories = this.stores.world(mode).collection<MemoryRecord>(MEMORIES);
    const items: SyncItem[] = [];
    const orphans: Stored<OutboxEntry>[] = [];
    for (const e of entries) {
      const record = await memories.get(e.id);
      // A retraction entry is never indexed (nothing queues one; an entry for it is an orphan too).
      if (record && (record.op ?? "store") === "store") items.push({ memory_id: e.id, record, outboxVersion: e.version });
      else orphans.push(e);
    }
    // An entry without a memory comes from a rolled-back write on a store without transactions.
    await this.clear(mode, orphans.map((o) => ({ memory_id: o.id, outboxVersion: o.version })));
    await this.sync(mode, items, options);
  }

  /** Removes outbox entries whose version did not move, inside the caller's transaction. */
  static async clearIn(tx: StoreScope, items: readonly { memory_id: string; outboxVersion: number }[]): Promise<void> {
    const outbox = tx.collection<OutboxEntry>(INDEX_OUTBOX);
    for (const item of items) {
      const current = await outbox.get(item.memory_id);
      if (current && current.version === item.outboxVersion) await outbox.delete(item.memory_id);
    }
  }

  /** Removes outbox entries whose version did not move (a newer change keeps its entry). */
  async clear(mode: Mode, items: readonly { memory_id: string; outboxVersion: number }[]): Promise<void> {
    if (items.length === 0) return;
    try {
      await this.stores.world(mode).transaction((tx) => IndexSync.clearIn(tx, items));
    } catch (err) {
      // Harmless: the job will sync these again (idempotent) and clear them then.
      this.log.warn({ err }, "could not clear index outbox entries");
    }
  }

  private async backOff(mode: Mode, items: SyncItem[], reason: string, intervalMs: number): Promise<void> {
    const outbox = this.outbox(mode);
    for (const item of items) {
      const current = await outbox.get(item.memory_id);
      if (!current || current.version !== item.outboxVersion) continue;
      const attempts = current.attempts + 1;
      const { id: _id, version, ...rest } = current;
      await outbox.update(item.memory_id, version, { ...rest, attempts, next_attempt_at: Date.now() + retryDelayMs(intervalMs, attempts), last_error: reason });
    }
  }
}
