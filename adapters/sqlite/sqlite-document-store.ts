import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Collection, CollectionSpec, DocumentStore, FindQuery, Page, Stored, TransactionScope, Where } from "../../core/ports/document-store.ts";
import { ensureTable, isMissingSchema, SqliteTable } from "./sqlite-table.ts";
import { WalCheckpointer } from "./wal-checkpointer.ts";
import { WalSync } from "./wal-sync.ts";

export interface SqliteStoreOptions {
  /** Path of the database file; its folder is created when missing. */
  file: string;
  /** How long a writer waits for another process's lock before failing, ms. */
  busyTimeoutMs?: number;
  /**
   * Tests only, on a RAM disk: `"none"` answers a transaction at its COMMIT, without the fsync of
   * the WAL (WalSync), and leaves checkpoints to SQLite inside COMMIT instead of a worker thread.
   * What a transaction sees and writes is the same; only a power loss could tell the difference.
   * The seeded property tests run a few million transactions: the fsync's round trip through the
   * thread pool was a quarter of their time. Default `"fsync"`.
   */
  durability?: "fsync" | "none";
}

interface QueuedTx {
  work(tx: TransactionScope): Promise<unknown>;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

/** Most transactions sharing one commit: bounds how long one group holds the write lock. */
const MAX_GROUP = 256;

/** After-commit callbacks must not throw; one that does must not cost the others their turn. */
function runHook(hook: () => void): void {
  try {
    hook();
  } catch {
    // ignored: the transaction is committed either way
  }
}

function open(file: string, busyTimeoutMs: number, readonly: boolean): Database.Database {
  const db = new Database(file, { readonly });
  if (!readonly) {
    // In WAL mode commits are made durable by WalSync, off the event loop; a file system without
    // WAL support keeps SQLite's own fsync in COMMIT.
    const wal = db.pragma("journal_mode = WAL", { simple: true }) === "wal";
    db.pragma(wal ? "synchronous = NORMAL" : "synchronous = FULL");
    // Each transaction of a group runs in a SAVEPOINT, so SQLite keeps the original of every page
    // it first touches in a sub-journal, which by default is a temporary file: a pwrite per page.
    // In memory, an insert into a collection with two indexes costs 11 µs instead of 44 (measured
    // with better-sqlite3 alone, 11 inserts per savepoint). The memory is that of the pages one
    // group touches, freed at its commit.
    db.pragma("temp_store = MEMORY");
  }
  // The writer never waits inside SQLite: that would block the event loop, and with it whoever
  // holds the lock in this process (another handle on the same file). It retries BEGIN instead.
  db.pragma(`busy_timeout = ${readonly ? busyTimeoutMs : 0}`);
  return db;
}

function isBusy(err: unknown): boolean {
  return err instanceof Error && "code" in err && (err as { code: unknown }).code === "SQLITE_BUSY";
}

/**
 * The embedded DocumentStore: one SQLite file, WAL (readers never wait for the writer), two
 * connections per process. A transaction is answered only once its commit is on disk (it
 * survives power loss); the fsync runs off the event loop (WalSync).
 *
 * - Writes happen only in transactions, on the write connection, through a commit pipeline with
 *   group commit: the transactions asked for while one group commits form the next group, one
 *   SQLite transaction (BEGIN IMMEDIATE, so two processes never deadlock on lock upgrades) and
 *   one fsync. Each runs alone in its own SAVEPOINT, in turn, so each sees the writes of the ones
 *   before it (as if run one after another) and one that fails rolls back alone. Each is answered
 *   only after the shared COMMIT and its fsync; the next group runs while that fsync does. A write
 *   outside a transaction is a transaction of its own.
 * - Reads outside transactions use the read connection: they see every committed write (also other
 *   processes'), never an uncommitted one, and never wait for the writer. A write can be seen a
 *   moment (one fsync) before it is durable and its transaction answered: what hands commits on
 *   to the outside (the event log) waits for `durable()` first.
 */
export class SqliteDocumentStore implements DocumentStore {
  readonly kind = "sqlite";
  private readonly writer: Database.Database;
  private readonly reader: Database.Database;
  private readonly writeTables = new Map<string, SqliteTable<object>>();
  private readonly readTables = new Map<string, SqliteTable<object>>();
  /** Collections whose table is known to be committed to the file. */
  private readonly ensured = new Set<string>();
  private readonly ensuring = new Map<string, Promise<void>>();
  private readonly queued: QueuedTx[] = [];
  private committing: Promise<void> | null = null;
  /** Null when the file is not in WAL mode: COMMIT then syncs by itself. */
  private readonly walSync: WalSync | null;
  /** Null when the file is not in WAL mode. */
  private readonly checkpointer: WalCheckpointer | null;
  /** The answer of the last committed group: close waits for it. */
  private answered: Promise<void> = Promise.resolve();
  private closed = false;
  private commits = 0;
  private marks = 0;
  private readonly busyTimeoutMs: number;
  private readonly dataVersion: Database.Statement;
  /** Transaction control, prepared once: exec would compile each of them again per transaction. */
  private readonly control: Record<"begin" | "commit" | "rollback" | "savepoint" | "release" | "rollbackTo", Database.Statement>;
  private dataVersionReadAt = -1;
  private token = { version: -1, commits: -1, text: "" };

  constructor(options: SqliteStoreOptions) {
    mkdirSync(dirname(options.file), { recursive: true });
    const busy = options.busyTimeoutMs ?? 5000;
    this.busyTimeoutMs = busy;
    // The writer first: it creates the file and turns WAL on, which the reader then shares.
    this.writer = open(options.file, busy, false);
    const wal = this.writer.pragma("journal_mode", { simple: true }) === "wal";
    const fsync = options.durability !== "none";
    this.checkpointer = wal && fsync ? this.startCheckpointer(options.file) : null;
    this.reader = open(options.file, busy, true);
    this.dataVersion = this.reader.prepare("PRAGMA data_version").pluck();
    this.walSync = wal && fsync ? new WalSync(options.file, () => this.commitMark()) : null;
    const w = this.writer;
    this.control = {
      begin: w.prepare("BEGIN IMMEDIATE"),
      commit: w.prepare("COMMIT"),
      rollback: w.prepare("ROLLBACK"),
      savepoint: w.prepare("SAVEPOINT berth_tx"),
      release: w.prepare("RELEASE berth_tx"),
      rollbackTo: w.prepare("ROLLBACK TO berth_tx"),
    };
  }

  /** Checkpoints move to a worker thread; the writer takes them back if the worker fails. */
  private startCheckpointer(file: string): WalCheckpointer {
    this.writer.pragma("wal_autocheckpoint = 0");
    return new WalCheckpointer(file, () => {
      if (this.writer.open) this.writer.pragma("wal_autocheckpoint = 1000");
    });
  }

  /**
   * Moves whenever anything may have been written: this process's commits (counted at once) and
   * other processes' (the read connection's data_version). data_version costs a read transaction
   * (~10 us under load, the biggest cost of an authenticated request), so it is re-read at most
   * once per millisecond: another process's commit shows within 1 ms.
   */
  changeToken(): string {
    if (this.closed) return "closed";
    const now = Date.now();
    if (now !== this.dataVersionReadAt) {
      this.dataVersionReadAt = now;
      const version = this.dataVersion.get() as number;
      if (version !== this.token.version) this.token = { version, commits: -1, text: "" };
    }
    if (this.token.commits !== this.commits) this.token = { version: this.token.version, commits: this.commits, text: `${this.token.version}:${this.commits}` };
    return this.token.text;
  }

  private table(tables: Map<string, SqliteTable<object>>, db: Database.Database, spec: CollectionSpec): SqliteTable<object> {
    let t = tables.get(spec.name);
    if (!t) {
      t = new SqliteTable<object>(db, spec.name, spec);
      tables.set(spec.name, t);
    }
    return t;
  }

  /** Resolves once the collection's table is committed: its first use creates it, in a transaction. */
  private ensure(spec: CollectionSpec): Promise<void> | undefined {
    if (this.ensured.has(spec.name)) return undefined;
    let pending = this.ensuring.get(spec.name);
    if (!pending) {
      pending = this.transaction(async (tx) => {
        tx.collection(spec);
      }).finally(() => this.ensuring.delete(spec.name));
      this.ensuring.set(spec.name, pending);
    }
    return pending;
  }

  collection<T extends object>(spec: CollectionSpec): Collection<T> {
    if (this.closed) throw new Error("store is closed");
    return new OutsideCollection<T>(this, spec, this.table(this.readTables, this.reader, spec) as unknown as SqliteTable<T>);
  }

  /** @internal A read outside transactions: on the read connection, once the table exists. */
  read<R>(spec: CollectionSpec, run: () => R, nothing: R): Promise<R> {
    if (this.closed) return Promise.reject(new Error("store is closed"));
    // The table known to exist (nearly always): read now, without a turn through the microtask queue.
    const pending = this.ensure(spec);
    if (pending) return pending.then(() => this.readNow(run, nothing));
    try {
      return Promise.resolve(this.readNow(run, nothing));
    } catch (err) {
      return Promise.reject(err);
    }
  }

  private readNow<R>(run: () => R, nothing: R): R {
    try {
      return run();
    } catch (err) {
      // Another process's handle created the table and this one's schema cache has not seen it yet.
      if (isMissingSchema(err)) return nothing;
      throw err;
    }
  }

  transaction<R>(work: (tx: TransactionScope) => Promise<R>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      if (this.closed) {
        reject(new Error("store is closed"));
        return;
      }
      this.queued.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.kickCommits();
    });
  }

  private kickCommits(): void {
    if (this.committing || this.queued.length === 0) return;
    this.committing = this.commitQueued().finally(() => {
      this.committing = null;
      this.kickCommits();
    });
  }

  private async commitQueued(): Promise<void> {
    for (;;) {
      // One turn of the event loop before each group: the requests whose I/O is done by then get
      // to ask for their transactions, and commit with this group instead of one by one.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.queued.length === 0) return;
      const checkpoint = this.checkpointer?.settled();
      if (checkpoint) await checkpoint;
      const batch = this.queued.splice(0, MAX_GROUP);
      // Transactions not answered yet; one whose work failed is answered (rejected) at once.
      const pending = new Set(batch);
      const committed: { tx: QueuedTx; result: unknown; hooks: (() => void)[] }[] = [];
      const created: string[] = [];
      // The transaction running now, and what its work threw: if that took the whole SQLite
      // transaction down with it, only this one is refused.
      let current: QueuedTx | null = null;
      let workError: unknown;
      try {
        await this.begin();
        for (const tx of batch) {
          const hooks: (() => void)[] = [];
          const made: string[] = [];
          current = tx;
          workError = undefined;
          this.control.savepoint.run();
          try {
            const result = await tx.work(this.scope(hooks, made));
            this.control.release.run();
            committed.push({ tx, result, hooks });
            created.push(...made);
          } catch (err) {
            workError = err;
            this.control.rollbackTo.run();
            this.control.release.run();
            pending.delete(tx);
            tx.reject(err);
          }
        }
        current = null;
        this.control.commit.run();
        this.checkpointer?.committed();
      } catch (err) {
        // Nothing of the batch is durable.
        if (this.writer.open && this.writer.inTransaction) this.control.rollback.run();
        if (current && this.writer.open) {
          // One transaction's failure undid the whole group (an error SQLite answers by rolling
          // back everything, so its savepoint was gone): it alone is refused, the others run again
          // in the next group, as if they had never started.
          if (pending.delete(current)) current.reject(workError ?? err);
          this.queued.unshift(...batch.filter((tx) => pending.has(tx)));
          continue;
        }
        // BEGIN or COMMIT failed: the group as a whole could not commit.
        for (const tx of pending) tx.reject(err);
        continue;
      }
      this.commits++;
      for (const name of created) this.ensured.add(name);
      this.answered = this.answerWhenDurable(committed);
    }
  }

  /** Answers a committed group once its fsync is done (at once without WalSync); never rejects. */
  private async answerWhenDurable(committed: { tx: QueuedTx; result: unknown; hooks: (() => void)[] }[]): Promise<void> {
    try {
      await this.walSync?.sync();
    } catch (err) {
      // Committed, but not known to be on disk: not acknowledged as durable.
      for (const { tx } of committed) tx.reject(err);
      return;
    }
    for (const { tx, result, hooks } of committed) {
      tx.resolve(result);
      for (const hook of hooks) runHook(hook);
    }
  }

  /**
   * BEGIN IMMEDIATE, waiting for another process (or handle) that holds the write lock without
   * blocking the event loop: tried again every millisecond until busyTimeoutMs. Not a growing
   * backoff: the holder commits a group within a millisecond or two and, with requests waiting,
   * begins its next group at once; a waiter asleep for 25 ms (the backoff this replaced) kept
   * missing the free moments and starved. With two workers taking webhook deliveries that halved
   * the pair's throughput (bench/cluster: 2,118/s with one worker, 772/s with two at a 25 ms cap,
   * 2,425/s with two at 1 ms). A failed BEGIN costs microseconds.
   */
  private async begin(): Promise<void> {
    const deadline = Date.now() + this.busyTimeoutMs;
    for (;;) {
      try {
        this.control.begin.run();
        return;
      } catch (err) {
        if (!isBusy(err) || Date.now() > deadline) throw err;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    }
  }

  /** A transaction's view: the write connection's tables, each made on first use in this transaction if needed. */
  private scope(hooks: (() => void)[], made: string[]): TransactionScope {
    return {
      collection: <C extends object>(spec: CollectionSpec): Collection<C> => {
        if (!this.ensured.has(spec.name)) {
          ensureTable(this.writer, spec);
          made.push(spec.name);
        }
        return new InsideCollection<C>(this.table(this.writeTables, this.writer, spec) as unknown as SqliteTable<C>);
      },
      afterCommit: (callback) => {
        hooks.push(callback);
      },
    };
  }

  durable(): Promise<void> {
    return this.walSync ? this.walSync.durable() : Promise.resolve();
  }

  /**
   * Moves with every commit to the file: the read connection's data_version (any other
   * connection's, this process's writer included), read now, not the 1 ms old one of
   * changeToken, and this process's commit count. Closed: a mark no sync was taken at.
   */
  private commitMark(): string {
    if (!this.reader.open) return `closed:${++this.marks}`;
    return `${this.dataVersion.get() as number}:${this.commits}`;
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error("store is closed");
    this.reader.prepare("SELECT 1").get();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // Transactions already asked for are committed (or refused) before the file closes.
    for (;;) {
      if (this.committing) await this.committing;
      const answered = this.answered;
      await answered;
      if (!this.committing && answered === this.answered) break;
    }
    await this.walSync?.close();
    await this.checkpointer?.close();
    this.closed = true;
    this.reader.close();
    this.writer.close();
  }
}

/** A collection inside a transaction: synchronous statements on the write connection. */
class InsideCollection<T extends object> implements Collection<T> {
  constructor(private readonly t: SqliteTable<T>) {}
  get name(): string {
    return this.t.name;
  }
  async insert(id: string, doc: T): Promise<Stored<T>> {
    return this.t.insert(id, doc);
  }
  async get(id: string): Promise<Stored<T> | null> {
    return this.t.get(id);
  }
  async find(query?: FindQuery): Promise<Page<T>> {
    return this.t.find(query);
  }
  async count(where?: Where): Promise<number> {
    return this.t.count(where);
  }
  async update(id: string, expectedVersion: number, doc: T): Promise<Stored<T> | null> {
    return this.t.update(id, expectedVersion, doc);
  }
  async upsert(id: string, doc: T): Promise<Stored<T>> {
    return this.t.upsert(id, doc);
  }
  async delete(id: string): Promise<boolean> {
    return this.t.delete(id);
  }
}

/** A collection outside transactions: reads on the read connection, each write a transaction of its own. */
class OutsideCollection<T extends object> implements Collection<T> {
  constructor(
    private readonly store: SqliteDocumentStore,
    private readonly spec: CollectionSpec,
    private readonly reads: SqliteTable<T>,
  ) {}
  get name(): string {
    return this.spec.name;
  }
  private write<R>(run: (c: Collection<T>) => Promise<R>): Promise<R> {
    return this.store.transaction((tx) => run(tx.collection<T>(this.spec)));
  }
  insert(id: string, doc: T): Promise<Stored<T>> {
    return this.write((c) => c.insert(id, doc));
  }
  get(id: string): Promise<Stored<T> | null> {
    return this.store.read(this.spec, () => this.reads.get(id), null);
  }
  find(query?: FindQuery): Promise<Page<T>> {
    return this.store.read(this.spec, () => this.reads.find(query), { items: [] });
  }
  count(where?: Where): Promise<number> {
    return this.store.read(this.spec, () => this.reads.count(where), 0);
  }
  update(id: string, expectedVersion: number, doc: T): Promise<Stored<T> | null> {
    return this.write((c) => c.update(id, expectedVersion, doc));
  }
  upsert(id: string, doc: T): Promise<Stored<T>> {
    return this.write((c) => c.upsert(id, doc));
  }
  delete(id: string): Promise<boolean> {
    return this.write((c) => c.delete(id));
  }
}
