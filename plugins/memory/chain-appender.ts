import { Conflict, DuplicateKeyError, type EventLog, type Mode, type StoreScope, type WorldStores } from "berth/plugin";
import { ChainBatch, Raced, type IndexItem } from "./chain-batch.ts";
import { applyOp, type WriteOp, type WriteOutcome } from "./write-ops.ts";

interface Pending {
  op: WriteOp;
  resolve(value: WriteOutcome): void;
  reject(err: unknown): void;
}

/** An outbox entry to remove once its memory is indexed, if nothing touched it since (its version). */
export interface Cleared {
  memory_id: string;
  outboxVersion: number;
}

/** Attempts per batch before answering 409; only a store without serialised transactions loses races. */
const MAX_ATTEMPTS = 20;

export interface AppenderOptions {
  /** Most entries committed in one transaction. */
  maxBatch: number;
  /** Where lifecycle changes append their CloudEvents (null: nowhere, for tools without an event log). */
  events: EventLog | null;
  /** When an inline index write that has not finished may be retried by the background job. */
  leaseMs: number;
  /**
   * Called after each committed batch, before its writers are answered (the inline index write).
   * Answers the memory ids it fully indexed: their outbox entries are removed in the next batch's
   * transaction (or on their own once the queue is empty), which saves a commit per batch.
   */
  afterCommit(mode: Mode, items: IndexItem[]): Promise<Cleared[]>;
  /** Removes outbox entries of fully indexed memories, if their version did not move, inside a transaction. */
  clearIn(tx: StoreScope, items: readonly Cleared[]): Promise<void>;
  /** The same on its own, when no batch follows to carry it. */
  clear(mode: Mode, items: readonly Cleared[]): Promise<void>;
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
 *
 * Every write goes through here, not only stores: folding a repeat, closing a superseded fact,
 * retracting and correcting (write-ops.ts) change documents other writers may change too, always
 * with compare-and-set or a unique insert, so a lost race is the same retried batch.
 */
export class ChainAppender {
  private readonly queues: Record<Mode, Pending[]> = { live: [], test: [] };
  private readonly running: Record<Mode, Promise<void> | null> = { live: null, test: null };
  /** The inline index write of the last committed batch. */
  private readonly indexing: Record<Mode, Promise<unknown>> = { live: Promise.resolve(), test: Promise.resolve() };
  /** Indexed memories whose outbox entries the next transaction removes. */
  private readonly indexed: Record<Mode, Cleared[]> = { live: [], test: [] };
  /** Indexed memories whose outbox entries are not removed yet (in `indexed`, or being removed now). */
  private readonly uncleared: Record<Mode, Set<string>> = { live: new Set(), test: new Set() };

  constructor(
    private readonly stores: WorldStores,
    private readonly options: AppenderOptions,
  ) {}

  /** Queues a write for the next group commit; resolves once it is durable (a refusal rejects it alone). */
  write(mode: Mode, op: WriteOp): Promise<WriteOutcome> {
    return new Promise<WriteOutcome>((resolve, reject) => {
      this.queues[mode].push({ op, resolve, reject });
      this.kick(mode);
    }).then((outcome) => {
      if (outcome.kind === "refused") throw outcome.error;
      return outcome;
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
      await this.options.clear(mode, rest);
      for (const c of rest) this.uncleared[mode].delete(c.memory_id);
    }
  }

  private async drainQueue(mode: Mode, queue: Pending[]): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, this.options.maxBatch);
      const clearing = this.indexed[mode];
      this.indexed[mode] = [];
      let committed: Committed;
      let answered = batch;
      try {
        committed = await this.commit(mode, batch.map((p) => p.op), clearing);
        for (const c of clearing) this.uncleared[mode].delete(c.memory_id);
      } catch (err) {
        this.indexed[mode].push(...clearing);
        if (batch.length === 1 || err instanceof Conflict) {
          for (const p of batch) p.reject(err);
          continue;
        }
        // One writer's entry must never cost the others theirs: each is committed alone, and only
        // the ones that fail on their own are refused.
        ({ answered, committed } = await this.commitOneByOne(mode, batch));
        if (answered.length === 0) continue;
      }
      // Writers are answered as soon as their batch is durable; the inline index write runs while
      // their answers travel and the next requests arrive. Recall waits for it (settled()), so a
      // client still recalls what it just stored. It never fails a write: the outbox has it.
      answered.forEach((p, i) => p.resolve(committed.outcomes[i]!));
      const indexing = this.options.afterCommit(mode, committed.toIndex).catch((): Cleared[] => []);
      this.indexing[mode] = indexing;
      const done = await indexing;
      this.indexed[mode].push(...done);
      for (const c of done) this.uncleared[mode].add(c.memory_id);
      // Let the event loop read the requests that arrived meanwhile: they form the next batch.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  private async commitOneByOne(mode: Mode, batch: Pending[]): Promise<{ answered: Pending[]; committed: Committed }> {
    const answered: Pending[] = [];
    const committed: Committed = { outcomes: [], toIndex: [] };
    for (const p of batch) {
      try {
        const one = await this.commit(mode, [p.op], []);
        committed.outcomes.push(...one.outcomes);
        committed.toIndex.push(...one.toIndex);
        answered.push(p);
      } catch (err) {
        p.reject(err);
      }
    }
    return { answered, committed };
  }

  private async commit(mode: Mode, ops: WriteOp[], clearing: Cleared[]): Promise<Committed> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.stores.world(mode).transaction(async (tx) => {
          await this.options.clearIn(tx, clearing);
          const batch = new ChainBatch(tx, mode, Date.now(), this.options.leaseMs, this.options.events);
          await batch.prefetchHolders(ops.flatMap((op) => (op.kind === "retract" ? [] : [op.fingerprint])));
          const outcomes: WriteOutcome[] = [];
          for (const op of ops) outcomes.push(await applyOp(batch, op));
          await batch.writeHeads();
          return { outcomes, toIndex: [...batch.toIndex.values()] };
        });
      } catch (err) {
        // Another writer changed a document first (a chain head, a fingerprint, a key, a memory, or
        // the same (chain_key, seq) or id): everything is read again and decided again; ids are fresh UUIDs.
        const raced = err instanceof Raced || err instanceof DuplicateKeyError;
        if (!raced) throw err;
        if (attempt >= MAX_ATTEMPTS) {
          throw new Conflict("MEMORY_CHAIN_CONTENDED", "the memory chain kept changing under this write; retry it", { attempts: attempt });
        }
      }
    }
  }
}

interface Committed {
  outcomes: WriteOutcome[];
  toIndex: IndexItem[];
}
