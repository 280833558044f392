import { Conflict, DuplicateKeyError, type Mode, type StoreScope, type Stored, type WorldStores } from "berth/plugin";
import { randomUUID } from "node:crypto";
import { chainKey, type ChainHead } from "./chain-key.ts";
import { CHAIN_HEADS, INDEX_OUTBOX, MEMORIES } from "./collections.ts";
import { contentHash } from "./content-hash.ts";
import type { MemoryDraft, MemoryRecord } from "./memory-record.ts";
import type { OutboxEntry } from "./outbox.ts";

/** A memory as committed: its id and stored record. */
export interface Appended {
  memory_id: string;
  record: MemoryRecord;
}

interface Pending {
  draft: MemoryDraft;
  resolve(value: Appended): void;
  reject(err: unknown): void;
}

/** The head moved under us (another process or store client won the race): retry the batch. */
class HeadMoved extends Error {}

/** Attempts per batch before answering 409; only a store without serialised transactions loses races. */
const MAX_ATTEMPTS = 20;

export interface AppenderOptions {
  /** Most entries committed in one transaction. */
  maxBatch: number;
  /** When an inline index write that has not finished may be retried by the background job. */
  leaseMs: number;
  /**
   * Called after each committed batch, before its writers are answered (the inline index write).
   * Answers the memory ids it fully indexed: their outbox entries are removed in the next batch's
   * transaction (or on their own once the queue is empty), which saves a commit per batch.
   */
  afterCommit(mode: Mode, appended: Appended[]): Promise<string[]>;
  /** Removes outbox entries of fully indexed memories (fresh entries have version 1) inside a transaction. */
  clearIn(tx: StoreScope, items: readonly { memory_id: string; outboxVersion: number }[]): Promise<void>;
  /** The same on its own, when no batch follows to carry it. */
  clear(mode: Mode, items: readonly { memory_id: string; outboxVersion: number }[]): Promise<void>;
}

/**
 * Appends memories to their hash chains, with group commit: while one transaction runs, new
 * appends queue up, and the next transaction takes them all. One commit (one fsync on SQLite)
 * then serves many writers, which is what makes a single chain take thousands of writes/s.
 *
 * Inside the transaction each chain's head document is read, the entries are linked one after
 * another, and the head is written back with compare-and-set (insert for a new chain). On the
 * embedded store transactions are serialised across processes (BEGIN IMMEDIATE), so the CAS
 * always holds; on a store where it can fail, the whole batch rolls back and is retried. The unique
 * (chain_key, seq) index refuses a fork even if all of that were wrong.
 */
export class ChainAppender {
  private readonly queues: Record<Mode, Pending[]> = { live: [], test: [] };
  private readonly running: Record<Mode, Promise<void> | null> = { live: null, test: null };
  /** The inline index write of the last committed batch. */
  private readonly indexing: Record<Mode, Promise<unknown>> = { live: Promise.resolve(), test: Promise.resolve() };
  /** Indexed memories whose outbox entries the next transaction removes. */
  private readonly indexed: Record<Mode, string[]> = { live: [], test: [] };
  /** Indexed memories whose outbox entries are not removed yet (in `indexed`, or being removed now). */
  private readonly uncleared: Record<Mode, Set<string>> = { live: new Set(), test: new Set() };

  constructor(
    private readonly stores: WorldStores,
    private readonly options: AppenderOptions,
  ) {}

  append(mode: Mode, draft: MemoryDraft): Promise<Appended> {
    return new Promise((resolve, reject) => {
      this.queues[mode].push({ draft, resolve, reject });
      this.kick(mode);
    });
  }

  /** Starts the drain loop unless it runs; restarts it if appends arrived as it was finishing. */
  private kick(mode: Mode): void {
    if (this.running[mode] || this.queues[mode].length === 0) return;
    this.running[mode] = this.drain(mode).finally(() => {
      this.running[mode] = null;
      this.kick(mode);
    });
  }

  /** Resolves when the inline index write of every batch committed so far has finished (recall's read-your-writes). */
  async settled(mode: Mode): Promise<void> {
    await this.indexing[mode];
  }

  /**
   * True for a memory this process has indexed whose outbox entry is still to be removed (that
   * happens in the next commit): it waits for nothing, whatever the outbox says.
   */
  indexedButQueued(mode: Mode, memoryId: string): boolean {
    return this.uncleared[mode].has(memoryId);
  }

  /** Resolves when every queued append has been answered and its index write settled. */
  async idle(): Promise<void> {
    while (this.running.live || this.running.test) await Promise.all([this.running.live, this.running.test]);
  }

  private async drain(mode: Mode): Promise<void> {
    const queue = this.queues[mode];
    for (;;) {
      await this.drainQueue(mode, queue);
      // Idle: clear the last batches' outbox entries on their own, then look for new appends.
      const rest = this.indexed[mode];
      if (rest.length === 0) return;
      this.indexed[mode] = [];
      await this.options.clear(mode, rest.map((memory_id) => ({ memory_id, outboxVersion: 1 })));
      for (const id of rest) this.uncleared[mode].delete(id);
    }
  }

  private async drainQueue(mode: Mode, queue: Pending[]): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, this.options.maxBatch);
      const clearing = this.indexed[mode];
      this.indexed[mode] = [];
      let appended: Appended[];
      let answered = batch;
      try {
        appended = await this.commit(mode, batch.map((p) => p.draft), clearing);
        for (const id of clearing) this.uncleared[mode].delete(id);
      } catch (err) {
        this.indexed[mode].push(...clearing);
        if (batch.length === 1 || err instanceof Conflict) {
          for (const p of batch) p.reject(err);
          continue;
        }
        // One writer's entry must never cost the others theirs: each is committed alone, and only
        // the ones that fail on their own are refused.
        ({ answered, appended } = await this.commitOneByOne(mode, batch));
        if (answered.length === 0) continue;
      }
      // Writers are answered as soon as their batch is durable; the inline index write runs while
      // their answers travel and the next requests arrive. Recall waits for it (settled()), so a
      // client still recalls what it just stored. It never fails a write: the outbox has it.
      answered.forEach((p, i) => p.resolve(appended[i]!));
      const indexing = this.options.afterCommit(mode, appended).catch((): string[] => []);
      this.indexing[mode] = indexing;
      const done = await indexing;
      this.indexed[mode].push(...done);
      for (const id of done) this.uncleared[mode].add(id);
      // Let the event loop read the requests that arrived meanwhile: they form the next batch.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  private async commitOneByOne(mode: Mode, batch: Pending[]): Promise<{ answered: Pending[]; appended: Appended[] }> {
    const answered: Pending[] = [];
    const appended: Appended[] = [];
    for (const p of batch) {
      try {
        appended.push(...(await this.commit(mode, [p.draft], [])));
        answered.push(p);
      } catch (err) {
        p.reject(err);
      }
    }
    return { answered, appended };
  }

  private async commit(mode: Mode, drafts: MemoryDraft[], clearing: string[]): Promise<Appended[]> {
    const ids = drafts.map(() => randomUUID());
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.stores.world(mode).transaction(async (tx) => {
          await this.options.clearIn(tx, clearing.map((memory_id) => ({ memory_id, outboxVersion: 1 })));
          return this.link(tx, mode, drafts, ids);
        });
      } catch (err) {
        // A duplicate head or (chain_key, seq) means another writer took the position first; ids are fresh UUIDs.
        const raced = err instanceof HeadMoved || err instanceof DuplicateKeyError;
        if (!raced) throw err;
        if (attempt >= MAX_ATTEMPTS) {
          throw new Conflict("MEMORY_CHAIN_CONTENDED", "the memory chain kept changing under this write; retry it", { attempts: attempt });
        }
      }
    }
  }

  private async link(tx: StoreScope, mode: Mode, drafts: MemoryDraft[], ids: string[]): Promise<Appended[]> {
    const memories = tx.collection<MemoryRecord>(MEMORIES);
    const heads = tx.collection<ChainHead>(CHAIN_HEADS);
    const outbox = tx.collection<OutboxEntry>(INDEX_OUTBOX);
    const loaded = new Map<string, Stored<ChainHead> | null>();
    const next = new Map<string, ChainHead>();
    // One timestamp per batch, never behind the chain's last entry: created_at is monotone per chain.
    const now = Date.now();
    const out: Appended[] = [];
    for (let i = 0; i < drafts.length; i++) {
      const draft = drafts[i];
      const key = chainKey(draft.agent_passport_id, draft.namespace);
      if (!loaded.has(key)) loaded.set(key, await heads.get(key));
      const head = next.get(key) ?? loaded.get(key) ?? null;
      const base = {
        ...draft,
        seq: (head?.seq ?? 0) + 1,
        created_at: Math.max(now, head?.updated_at ?? 0),
        prev_hash: head?.head_hash ?? null,
      };
      const record: MemoryRecord = {
        ...base,
        chain_key: key,
        content_hash: contentHash(mode, ids[i], base),
        archived: false,
        archived_at: null,
      };
      await memories.insert(ids[i], record);
      await outbox.upsert(ids[i], { agent_passport_id: draft.agent_passport_id, attempts: 0, next_attempt_at: now + this.options.leaseMs, last_error: null });
      next.set(key, {
        agent_passport_id: draft.agent_passport_id,
        namespace: draft.namespace,
        seq: record.seq,
        head_hash: record.content_hash,
        head_memory_id: ids[i],
        updated_at: record.created_at,
      });
      out.push({ memory_id: ids[i], record });
    }
    for (const [key, head] of next) {
      const before = loaded.get(key);
      if (before) {
        if (!(await heads.update(key, before.version, head))) throw new HeadMoved();
      } else {
        await heads.insert(key, head);
      }
    }
    return out;
  }
}
