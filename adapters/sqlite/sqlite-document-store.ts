import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import {
  DEFAULT_FIND_LIMIT,
  DuplicateKeyError,
  MAX_FIND_LIMIT,
  type Collection,
  type CollectionSpec,
  type DocumentStore,
  type FindQuery,
  type IndexValue,
  type Page,
  type Range,
  type Stored,
  type TransactionScope,
  type Where,
} from "../../core/ports/document-store.ts";
import { decodeCursor, encodeCursor } from "../../core/ports/cursor.ts";
import { Mutex } from "../../core/util/mutex.ts";

interface Gate {
  blocked(): boolean;
  wait(): Promise<void>;
}

type Row = { id: string; version: number; doc: string };

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
type SqlValue = string | number | null;

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;

function checkName(kind: string, name: string): string {
  if (!NAME.test(name)) throw new Error(`invalid ${kind} name ${JSON.stringify(name)}`);
  return name;
}

/** SQLite has no boolean: json_extract yields 1/0, so parameters must too. */
function toSql(value: IndexValue): SqlValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

function isRange(value: IndexValue | Range): value is Range {
  return typeof value === "object" && value !== null;
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && "code" in err && String((err as { code: unknown }).code).startsWith("SQLITE_CONSTRAINT");
}

/**
 * One SQLite table per collection: `id`, `version`, `doc` (JSON text), plus a virtual generated
 * column per indexed field so indexes and queries work on plain columns.
 */
class SqliteCollection<T extends object> implements Collection<T> {
  private readonly table: string;
  private readonly fields = new Set<string>(["id"]);
  // Queries repeat (the same filters with other values): preparing once saves most of their cost.
  private readonly prepared = new Map<string, Database.Statement>();
  private readonly stmts: {
    insert: Database.Statement;
    get: Database.Statement;
    update: Database.Statement;
    upsert: Database.Statement;
    delete: Database.Statement;
  };

  constructor(
    private readonly db: Database.Database,
    private readonly gate: Gate,
    private readonly wrote: () => void,
    readonly name: string,
    spec: CollectionSpec,
  ) {
    this.table = `c_${checkName("collection", name)}`;
    db.exec(`CREATE TABLE IF NOT EXISTS "${this.table}" (id TEXT PRIMARY KEY, version INTEGER NOT NULL, doc TEXT NOT NULL)`);
    const existing = new Set(
      (db.prepare(`PRAGMA table_xinfo("${this.table}")`).all() as { name: string }[]).map((c) => c.name),
    );
    for (const index of spec.indexes ?? []) {
      for (const field of index.fields) {
        checkName("field", field);
        this.fields.add(field);
        if (field !== "id" && !existing.has(`f_${field}`)) {
          db.exec(
            `ALTER TABLE "${this.table}" ADD COLUMN "f_${field}" GENERATED ALWAYS AS (json_extract(doc, '$.${field}')) VIRTUAL`,
          );
          existing.add(`f_${field}`);
        }
      }
      const cols = index.fields.map((f) => this.column(f)).join(", ");
      const indexName = `i_${name}_${index.fields.join("_")}${index.unique ? "_u" : ""}`;
      db.exec(`CREATE ${index.unique ? "UNIQUE " : ""}INDEX IF NOT EXISTS "${indexName}" ON "${this.table}" (${cols})`);
    }
    this.stmts = {
      insert: db.prepare(`INSERT INTO "${this.table}" (id, version, doc) VALUES (?, 1, ?)`),
      get: db.prepare(`SELECT id, version, doc FROM "${this.table}" WHERE id = ?`),
      update: db.prepare(`UPDATE "${this.table}" SET version = version + 1, doc = ? WHERE id = ? AND version = ? RETURNING version`),
      upsert: db.prepare(
        `INSERT INTO "${this.table}" (id, version, doc) VALUES (?, 1, ?) ON CONFLICT(id) DO UPDATE SET version = version + 1, doc = excluded.doc RETURNING version`,
      ),
      delete: db.prepare(`DELETE FROM "${this.table}" WHERE id = ?`),
    };
  }

  private statement(sql: string): Database.Statement {
    let stmt = this.prepared.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      if (this.prepared.size < 500) this.prepared.set(sql, stmt);
    }
    return stmt;
  }

  private column(field: string): string {
    return field === "id" ? "id" : `"f_${field}"`;
  }

  private indexedColumn(field: string): string {
    if (!this.fields.has(field)) throw new Error(`field ${field} of ${this.name} is not indexed`);
    return this.column(field);
  }

  private static hydrate<T>(row: Row): Stored<T> {
    return { ...(JSON.parse(row.doc) as T), id: row.id, version: row.version };
  }

  private static body<T extends object>(doc: T): string {
    const { id: _id, version: _version, ...rest } = doc as T & { id?: unknown; version?: unknown };
    return JSON.stringify(rest);
  }

  async insert(id: string, doc: T): Promise<Stored<T>> {
    while (this.gate.blocked()) await this.gate.wait();
    try {
      this.wrote();
      this.stmts.insert.run(id, SqliteCollection.body(doc));
    } catch (err) {
      if (isUniqueViolation(err)) throw new DuplicateKeyError(this.name, (err as Error).message);
      throw err;
    }
    return { ...doc, id, version: 1 };
  }

  async get(id: string): Promise<Stored<T> | null> {
    while (this.gate.blocked()) await this.gate.wait();
    const row = this.stmts.get.get(id) as Row | undefined;
    return row ? SqliteCollection.hydrate<T>(row) : null;
  }

  private whereClause(where: Where | undefined, params: SqlValue[]): string[] {
    const clauses: string[] = [];
    for (const [field, condition] of Object.entries(where ?? {})) {
      const col = this.indexedColumn(field);
      if (!isRange(condition)) {
        if (condition === null) clauses.push(`${col} IS NULL`);
        else {
          clauses.push(`${col} = ?`);
          params.push(toSql(condition));
        }
        continue;
      }
      const ops: [keyof Range, string][] = [["gt", ">"], ["gte", ">="], ["lt", "<"], ["lte", "<="]];
      for (const [key, op] of ops) {
        const v = condition[key];
        if (v !== undefined && !Array.isArray(v)) {
          clauses.push(`${col} ${op} ?`);
          params.push(toSql(v));
        }
      }
      if (condition.in) {
        if (condition.in.length === 0) clauses.push("0");
        else {
          clauses.push(`${col} IN (${condition.in.map(() => "?").join(", ")})`);
          params.push(...condition.in.map(toSql));
        }
      }
    }
    return clauses;
  }

  async find(query: FindQuery = {}): Promise<Page<T>> {
    while (this.gate.blocked()) await this.gate.wait();
    const limit = Math.min(Math.max(query.limit ?? DEFAULT_FIND_LIMIT, 1), MAX_FIND_LIMIT);
    const params: SqlValue[] = [];
    const clauses = this.whereClause(query.where, params);
    const sortField = query.sort?.field ?? "id";
    const sortCol = this.indexedColumn(sortField);
    const desc = query.sort?.direction === "desc";
    if (query.cursor !== undefined) {
      const [value, lastId] = decodeCursor(query.cursor);
      const cmp = desc ? "<" : ">";
      if (sortField === "id") {
        clauses.push(`id ${cmp} ?`);
        params.push(lastId);
      } else {
        clauses.push(`(${sortCol} ${cmp} ? OR (${sortCol} = ? AND id ${cmp} ?))`);
        params.push(toSql(value), toSql(value), lastId);
      }
    }
    const dir = desc ? "DESC" : "ASC";
    const order = sortField === "id" ? `id ${dir}` : `${sortCol} ${dir}, id ${dir}`;
    const sql = `SELECT id, version, doc FROM "${this.table}"${clauses.length ? ` WHERE ${clauses.join(" AND ")}` : ""} ORDER BY ${order} LIMIT ?`;
    const rows = this.statement(sql).all(...params, limit + 1) as Row[];
    const items = rows.slice(0, limit).map((r) => SqliteCollection.hydrate<T>(r));
    const last = items[items.length - 1];
    const page: Page<T> = { items };
    if (rows.length > limit && last) {
      const value = sortField === "id" ? last.id : ((last as Record<string, unknown>)[sortField] as IndexValue);
      page.nextCursor = encodeCursor(value ?? null, last.id);
    }
    return page;
  }

  async count(where?: Where): Promise<number> {
    while (this.gate.blocked()) await this.gate.wait();
    const params: SqlValue[] = [];
    const clauses = this.whereClause(where, params);
    const sql = `SELECT count(*) AS n FROM "${this.table}"${clauses.length ? ` WHERE ${clauses.join(" AND ")}` : ""}`;
    return (this.statement(sql).get(...params) as { n: number }).n;
  }

  async update(id: string, expectedVersion: number, doc: T): Promise<Stored<T> | null> {
    while (this.gate.blocked()) await this.gate.wait();
    let row: { version: number } | undefined;
    try {
      this.wrote();
      row = this.stmts.update.get(SqliteCollection.body(doc), id, expectedVersion) as { version: number } | undefined;
    } catch (err) {
      if (isUniqueViolation(err)) throw new DuplicateKeyError(this.name, (err as Error).message);
      throw err;
    }
    return row ? { ...doc, id, version: row.version } : null;
  }

  async upsert(id: string, doc: T): Promise<Stored<T>> {
    while (this.gate.blocked()) await this.gate.wait();
    let row: { version: number };
    try {
      this.wrote();
      row = this.stmts.upsert.get(id, SqliteCollection.body(doc)) as { version: number };
    } catch (err) {
      if (isUniqueViolation(err)) throw new DuplicateKeyError(this.name, (err as Error).message);
      throw err;
    }
    return { ...doc, id, version: row.version };
  }

  async delete(id: string): Promise<boolean> {
    while (this.gate.blocked()) await this.gate.wait();
    this.wrote();
    return this.stmts.delete.run(id).changes > 0;
  }
}

export interface SqliteStoreOptions {
  /** Path of the database file; its folder is created when missing. */
  file: string;
  /** How long a writer waits for another process's lock before failing, ms. */
  busyTimeoutMs?: number;
}

/**
 * The embedded DocumentStore. One connection per process; WAL so readers never block the writer,
 * synchronous=FULL so a commit survives power loss. Transactions take a process-wide mutex
 * (one connection cannot hold two) and BEGIN IMMEDIATE (so two processes never deadlock on
 * lock upgrades; the loser waits up to busyTimeoutMs), and share commits (group commit, see
 * commitQueued): concurrent writers pay one fsync per group instead of one each.
 */
export class SqliteDocumentStore implements DocumentStore {
  readonly kind = "sqlite";
  private readonly db: Database.Database;
  private readonly txLock = new Mutex();
  private readonly collections = new Map<string, SqliteCollection<object>>();
  private readonly txCollections = new Map<string, SqliteCollection<object>>();
  private closed = false;
  private readonly queued: QueuedTx[] = [];
  private committing: Promise<void> | null = null;
  private localWrites = 0;
  private readonly dataVersion: Database.Statement;
  private dataVersionReadAt = -1;
  private token = { version: -1, localWrites: -1, text: "" };
  private readonly noteWrite = (): void => {
    this.localWrites++;
  };

  constructor(options: SqliteStoreOptions) {
    mkdirSync(dirname(options.file), { recursive: true });
    this.db = new Database(options.file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = FULL");
    this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    this.db.pragma("foreign_keys = ON");
    this.dataVersion = this.db.prepare("PRAGMA data_version").pluck();
  }

  /**
   * SQLite's data_version moves when another connection (another process) commits; our own
   * writes are counted here, since data_version ignores them. Counted before the write runs, so
   * a reader never caches a value across a write it raced with.
   */
  changeToken(): string {
    if (this.closed) return "closed";
    // Reading data_version opens a read transaction (~10 us under load, the biggest cost of an
    // authenticated request), so it is re-read at most once per millisecond: another process's
    // commit shows within 1 ms; this process's own writes (localWrites) show at once.
    const now = Date.now();
    if (now !== this.dataVersionReadAt) {
      this.dataVersionReadAt = now;
      const version = this.dataVersion.get() as number;
      if (version !== this.token.version) this.token = { version, localWrites: -1, text: "" };
    }
    if (this.token.localWrites !== this.localWrites) {
      this.token = { version: this.token.version, localWrites: this.localWrites, text: `${this.token.version}:${this.localWrites}` };
    }
    return this.token.text;
  }

  /**
   * Operations outside a transaction wait while one is open: they share its connection. Callers
   * re-check `blocked()` after every wait and run their statement synchronously right after a
   * false answer, so no transaction can begin in between.
   */
  private readonly outsideGate: Gate = {
    blocked: () => {
      if (this.closed) throw new Error("store is closed");
      return this.txLock.locked;
    },
    wait: () => this.txLock.idle(),
  };

  private readonly insideGate: Gate = {
    blocked: () => {
      if (this.closed) throw new Error("store is closed");
      return false;
    },
    wait: async () => {},
  };

  collection<T extends object>(spec: CollectionSpec): Collection<T> {
    return this.cached(this.collections, spec, this.outsideGate) as unknown as Collection<T>;
  }

  private cached(cache: Map<string, SqliteCollection<object>>, spec: CollectionSpec, gate: Gate) {
    let c = cache.get(spec.name);
    if (!c) {
      c = new SqliteCollection<object>(this.db, gate, this.noteWrite, spec.name, spec);
      cache.set(spec.name, c);
    }
    return c;
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

  /**
   * Group commit: the transactions queued while the last commit ran share one SQLite transaction
   * and one fsync. Each runs alone inside its own SAVEPOINT, one after another, so each sees the
   * writes of the ones before it (the same as running them in sequence) and one that fails rolls
   * back to its savepoint without touching the others. Each is answered only once the shared
   * COMMIT returned, so nothing is acknowledged before it is durable.
   */
  private async commitQueued(): Promise<void> {
    while (this.queued.length > 0) {
      const batch = this.queued.splice(0, MAX_GROUP);
      // Transactions not answered yet; one whose work failed is answered (rejected) at once.
      const pending = new Set(batch);
      const committed: { tx: QueuedTx; result: unknown; hooks: (() => void)[] }[] = [];
      const release = await this.txLock.acquire();
      try {
        if (this.closed) throw new Error("store is closed");
        this.db.exec("BEGIN IMMEDIATE");
        for (const tx of batch) {
          const hooks: (() => void)[] = [];
          this.db.exec("SAVEPOINT berth_tx");
          try {
            const result = await tx.work(this.transactionScope(hooks));
            this.db.exec("RELEASE berth_tx");
            committed.push({ tx, result, hooks });
          } catch (err) {
            this.db.exec("ROLLBACK TO berth_tx");
            this.db.exec("RELEASE berth_tx");
            pending.delete(tx);
            tx.reject(err);
          }
        }
        this.db.exec("COMMIT");
      } catch (err) {
        // BEGIN, a savepoint or COMMIT failed: nothing of the batch is durable.
        if (this.db.open && this.db.inTransaction) this.db.exec("ROLLBACK");
        for (const tx of pending) tx.reject(err);
        continue;
      } finally {
        release();
      }
      for (const { tx, result, hooks } of committed) {
        tx.resolve(result);
        for (const hook of hooks) runHook(hook);
      }
      // Let requests that arrived meanwhile queue up: they form the next group.
      if (this.queued.length > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  private transactionScope(hooks: (() => void)[]): TransactionScope {
    return {
      collection: <C extends object>(spec: CollectionSpec) => this.cached(this.txCollections, spec, this.insideGate) as unknown as Collection<C>,
      afterCommit: (callback) => {
        hooks.push(callback);
      },
    };
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error("store is closed");
    this.db.prepare("SELECT 1").get();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // Transactions already asked for are committed (or refused) before the file closes.
    while (this.committing) await this.committing;
    await this.txLock.idle();
    this.closed = true;
    this.db.close();
  }
}
