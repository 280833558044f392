/**
 * A model of MongoDB's transactions for tests: an in-memory DocumentStore whose transactions behave
 * as a replica set's do, so cross-instance logic can be tested against the interleavings MongoDB
 * allows and SQLite (one writer at a time) hides. Several handles (`db.handle()`) share one
 * database, as several Berth instances share one replica set.
 *
 * What it models:
 * - Snapshot reads: a transaction reads the database as it was at its first operation (gets, finds
 *   and counts alike), plus its own writes; commits made after that are invisible to it.
 * - Write conflicts only on the same document: a transaction that writes a document another
 *   transaction has written and not committed yet, or that was committed after its snapshot, fails
 *   with a transient write conflict (MongoDB's WriteConflict, label TransientTransactionError) and
 *   `transaction()` runs the work again from the start on a new snapshot, as the driver's
 *   `withTransaction` does. Two transactions that write different documents never conflict, even
 *   when each read what the other wrote. A unique index entry is a document for this purpose.
 * - Commit order is the order of the commits, not of the starts: a transaction that started first
 *   may commit last.
 * - An error inside a transaction aborts it (as MongoDB aborts a transaction on any failed
 *   operation): later operations of that run fail, and nothing of it commits.
 * - A write outside a transaction is atomic on its one document and waits for a transaction that
 *   holds that document to end (MongoDB makes it wait for the lock); a read outside a transaction
 *   sees the latest commit.
 * - Compare-and-set on the version, unique indexes that ignore null and missing values, and the
 *   sort, range and paging rules of the DocumentStore contract.
 * - Interleaving: every operation first awaits `gate` (default: none), which a property test uses
 *   to choose, at random and from a seed, which instance's next operation runs.
 *
 * What it does not model: replication, failover and rollback; read concern levels (every read is of
 * committed data, as `majority` on a healthy replica set); the 60 s transaction lifetime and
 * operation timeouts; causal consistency across handles (a handle's read may follow another
 * handle's write in any order the gate allows, but always sees committed data only); the
 * planner and indexes' speed (see the MongoDB suite's explain() checks for that); BSON types beyond
 * those the DocumentStore allows. It keeps every version of every document: tests only.
 */
import { randomUUID } from "node:crypto";
import { decodeCursor, encodeCursor } from "../../core/ports/cursor.ts";
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

/** MongoDB's WriteConflict: the transaction is aborted and may be run again. */
export class WriteConflict extends Error {
  readonly transient = true;
  constructor(what: string) {
    super(`write conflict on ${what}`);
    this.name = "WriteConflict";
  }
}

/** An operation of a transaction that an earlier error aborted. */
export class TransactionAborted extends Error {
  constructor(cause: unknown) {
    super(`the transaction was aborted by an earlier error: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = "TransactionAborted";
  }
}

type Body = Record<string, unknown>;

/** One committed state of a document (null: deleted) or of a unique index entry (the id owning it). */
interface Version<T> {
  ts: number;
  value: T;
}

interface Entry<T> {
  versions: Version<T>[];
  /** The transaction holding it (written, not committed), if any. */
  lock: Txn | null;
}

interface StoredBody {
  body: Body;
  version: number;
}

class CollectionState {
  readonly docs = new Map<string, Entry<StoredBody | null>>();
  /** Unique index entries: `<index>|<values>` → the id owning it (null: free). */
  readonly keys = new Map<string, Entry<string | null>>();
  readonly fields = new Set<string>(["id"]);
  readonly unique: string[][] = [];

  constructor(spec: CollectionSpec) {
    for (const index of spec.indexes ?? []) {
      for (const f of index.fields) this.fields.add(f);
      if (index.unique) this.unique.push(index.fields);
    }
  }
}

function at<T>(entry: Entry<T> | undefined, ts: number): T | undefined {
  if (!entry) return undefined;
  for (let i = entry.versions.length - 1; i >= 0; i--) if (entry.versions[i]!.ts <= ts) return entry.versions[i]!.value;
  return undefined;
}

function lastCommit(entry: Entry<unknown> | undefined): number {
  return entry && entry.versions.length > 0 ? entry.versions[entry.versions.length - 1]!.ts : 0;
}

/** Who may interleave next: a property test's scheduler, or nobody (the default). */
export type Gate = (what: string) => Promise<void> | void;

/** The shared database (the replica set); `handle()` gives each instance its own DocumentStore. */
export class ModelDatabase {
  ts = 0;
  readonly collections = new Map<string, CollectionState>();
  gate: Gate = () => undefined;
  /** Operations waiting for a transaction's lock to go: woken at each commit or abort. */
  private readonly lockWaiters: (() => void)[] = [];
  /** Transient conflicts seen (for tests to check the model exercised them). */
  conflicts = 0;
  commits = 0;

  state(spec: CollectionSpec): CollectionState {
    let c = this.collections.get(spec.name);
    if (!c) this.collections.set(spec.name, (c = new CollectionState(spec)));
    else for (const index of spec.indexes ?? []) for (const f of index.fields) c.fields.add(f);
    return c;
  }

  handle(): MongoModelStore {
    return new MongoModelStore(this);
  }

  unlocked(): void {
    for (const w of this.lockWaiters.splice(0)) w();
  }

  waitForLocks(): Promise<void> {
    return new Promise((resolve) => this.lockWaiters.push(resolve));
  }
}

class Txn {
  readonly id = randomUUID();
  snapshot: number | null = null;
  /** Written documents and unique entries, per collection. */
  readonly docWrites = new Map<CollectionState, Map<string, StoredBody | null>>();
  readonly keyWrites = new Map<CollectionState, Map<string, string | null>>();
  readonly hooks: (() => void)[] = [];
  /** Every entry this transaction locked (written or not): released at its end. */
  private readonly locked = new Set<Entry<unknown>>();
  aborted: unknown = null;
  done = false;

  constructor(readonly db: ModelDatabase) {}

  begin(): number {
    this.snapshot ??= this.db.ts;
    return this.snapshot;
  }

  /** Takes the write lock of an entry, or fails with a write conflict as MongoDB would. */
  lock<T>(entry: Entry<T>, what: string): void {
    if (entry.lock === this) return;
    if (entry.lock !== null || lastCommit(entry) > this.begin()) {
      this.db.conflicts++;
      throw new WriteConflict(what);
    }
    entry.lock = this;
    this.locked.add(entry as Entry<unknown>);
  }

  release(): void {
    for (const entry of this.locked) if (entry.lock === this) entry.lock = null;
    this.done = true;
    this.db.unlocked();
  }

  commit(): void {
    const ts = ++this.db.ts;
    for (const [c, writes] of this.docWrites) for (const [id, value] of writes) c.docs.get(id)!.versions.push({ ts, value });
    for (const [c, writes] of this.keyWrites) for (const [k, value] of writes) c.keys.get(k)!.versions.push({ ts, value });
    this.db.commits++;
    this.release();
  }
}

function keyOf(fields: string[], body: Body | undefined): string | null {
  if (!body) return null;
  const values = fields.map((f) => body[f]);
  // Unique indexes ignore documents with a null or missing value in any of their fields.
  if (values.some((v) => v === null || v === undefined)) return null;
  return `${fields.join(",")}|${JSON.stringify(values)}`;
}

function typeRank(v: unknown): number {
  if (v === null || v === undefined) return 0;
  if (typeof v === "number") return 1;
  if (typeof v === "string") return 2;
  return 3;
}

function compare(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 0) return 0;
  return (a as number | string | boolean) < (b as number | string | boolean) ? -1 : (a as number | string | boolean) > (b as number | string | boolean) ? 1 : 0;
}

function isRange(v: IndexValue | Range): v is Range {
  return typeof v === "object" && v !== null;
}

function matches(value: unknown, condition: IndexValue | Range): boolean {
  const v = value === undefined ? null : value;
  if (!isRange(condition)) return condition === null ? v === null : v === condition;
  // Ranges compare within one type only (MongoDB's type bracketing).
  const cmp = (bound: IndexValue) => (typeRank(v) === typeRank(bound) && v !== null ? compare(v, bound) : NaN);
  if (condition.gt !== undefined && !(cmp(condition.gt) > 0)) return false;
  if (condition.gte !== undefined && !(cmp(condition.gte) >= 0)) return false;
  if (condition.lt !== undefined && !(cmp(condition.lt) < 0)) return false;
  if (condition.lte !== undefined && !(cmp(condition.lte) <= 0)) return false;
  if (condition.in !== undefined && !condition.in.some((c) => (c === null ? v === null : v === c))) return false;
  return true;
}

/** Deep-freezes a stored body: readers share it, and a caller changing what it read fails loudly instead of changing the store. */
function freeze<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    for (const v of Object.values(value)) freeze(v);
    Object.freeze(value);
  }
  return value;
}

/** Drops the fields whose value is undefined (as both real adapters do) and copies the rest, frozen. */
function clean<T extends object>(doc: T): Body {
  const { id: _id, version: _version, ...rest } = doc as T & { id?: unknown; version?: unknown };
  return freeze(JSON.parse(JSON.stringify(rest)) as Body);
}

class ModelCollection<T extends object> implements Collection<T> {
  constructor(
    private readonly store: MongoModelStore,
    private readonly state: CollectionState,
    private readonly txn: Txn | null,
    readonly name: string,
  ) {}

  private checkField(field: string): void {
    if (!this.state.fields.has(field)) throw new Error(`field ${field} of ${this.name} is not indexed`);
  }

  /** Runs one operation: its gate first, then (in a transaction) the abort-on-error rule. */
  private async op<R>(what: string, fn: () => R | Promise<R>): Promise<R> {
    await this.store.db.gate(`${this.name}.${what}`);
    if (this.store.closed) throw new Error("the model store is closed");
    const txn = this.txn;
    if (!txn) return fn();
    if (txn.aborted) throw new TransactionAborted(txn.aborted);
    if (txn.done) throw new Error("transaction already ended");
    try {
      return await fn();
    } catch (err) {
      txn.aborted = err;
      throw err;
    }
  }

  /** The document as this scope sees it: the transaction's own write, else the commit at its snapshot (outside: the latest). */
  private view(id: string): StoredBody | null {
    const own = this.txn?.docWrites.get(this.state)?.get(id);
    if (own !== undefined) return own;
    const ts = this.txn ? this.txn.begin() : this.store.db.ts;
    return at(this.state.docs.get(id), ts) ?? null;
  }

  private keyView(key: string): string | null {
    const own = this.txn?.keyWrites.get(this.state)?.get(key);
    if (own !== undefined) return own;
    const ts = this.txn ? this.txn.begin() : this.store.db.ts;
    return at(this.state.keys.get(key), ts) ?? null;
  }

  private ids(): Set<string> {
    const ids = new Set(this.state.docs.keys());
    for (const id of this.txn?.docWrites.get(this.state)?.keys() ?? []) ids.add(id);
    return ids;
  }

  /** A stored body is frozen (nested values too): the copy handed out shares them. */
  private hydrate(id: string, s: StoredBody): Stored<T> {
    return { ...(s.body as T), id, version: s.version };
  }

  /**
   * Writes one document: `decide` sees it as this scope does (the snapshot in a transaction, the
   * latest commit outside) and answers its next state (null: deleted) or "skip" (no write at all,
   * so no conflict: a compare-and-set whose filter matches nothing). In a transaction the document
   * and its unique entries are locked, or a write conflict fails it; outside one, the write waits
   * for a transaction's lock to go, then commits at once.
   */
  private async write<R>(id: string, decide: (prev: StoredBody | null) => { next: StoredBody | null; result: R } | { skip: R }): Promise<R> {
    for (;;) {
      if (!this.txn && (this.state.docs.get(id)?.lock || this.lockedKeys())) {
        await this.store.db.waitForLocks();
        continue;
      }
      const txn = this.txn ?? new Txn(this.store.db);
      txn.begin();
      const prev = this.view(id);
      const decision = decide(prev);
      if ("skip" in decision) return decision.skip;
      const next = decision.next;
      try {
        txn.lock(this.entry(this.state.docs, id), `${this.name}/${id}`);
        const keyWrites = new Map<string, string | null>();
        for (const fields of this.state.unique) {
          const before = keyOf(fields, prev?.body);
          const after = keyOf(fields, next?.body);
          if (before === after) continue;
          if (after !== null) {
            txn.lock(this.entry(this.state.keys, after), `${this.name} unique ${after}`);
            const owner = this.txn ? this.keyView(after) : (at(this.state.keys.get(after), txn.snapshot!) ?? null);
            if (owner !== null && owner !== id) throw new DuplicateKeyError(this.name, `${after} is taken by ${owner}`);
            keyWrites.set(after, id);
          }
          if (before !== null) {
            txn.lock(this.entry(this.state.keys, before), `${this.name} unique ${before}`);
            keyWrites.set(before, null);
          }
        }
        this.writes(txn.docWrites).set(id, next);
        for (const [k, v] of keyWrites) this.writes(txn.keyWrites).set(k, v);
      } catch (err) {
        if (this.txn) throw err;
        txn.release();
        // A unique entry locked by a transaction: wait for it, as for the document.
        if (err instanceof WriteConflict) {
          this.store.db.conflicts--;
          await this.store.db.waitForLocks();
          continue;
        }
        throw err;
      }
      if (!this.txn) txn.commit();
      return decision.result;
    }
  }

  /** Whether a transaction holds any unique entry of this collection (a write outside waits then). */
  private lockedKeys(): boolean {
    for (const e of this.state.keys.values()) if (e.lock) return true;
    return false;
  }

  private writes<V>(m: Map<CollectionState, Map<string, V>>): Map<string, V> {
    let w = m.get(this.state);
    if (!w) m.set(this.state, (w = new Map()));
    return w;
  }

  private entry<V>(m: Map<string, Entry<V>>, id: string): Entry<V> {
    let e = m.get(id);
    if (!e) m.set(id, (e = { versions: [], lock: null }));
    return e;
  }

  insert(id: string, doc: T): Promise<Stored<T>> {
    return this.op("insert", () => {
      const body = clean(doc);
      return this.write(id, (prev) => {
        if (prev !== null) throw new DuplicateKeyError(this.name, `id ${id}`);
        return { next: { body, version: 1 }, result: this.hydrate(id, { body, version: 1 }) };
      });
    });
  }

  get(id: string): Promise<Stored<T> | null> {
    return this.op("get", () => {
      const s = this.view(id);
      return s ? this.hydrate(id, s) : null;
    });
  }

  private matching(where: Where | undefined): { id: string; s: StoredBody }[] {
    for (const f of Object.keys(where ?? {})) this.checkField(f);
    const out: { id: string; s: StoredBody }[] = [];
    for (const id of this.ids()) {
      const s = this.view(id);
      if (!s) continue;
      const record: Body = { ...s.body, id };
      if (Object.entries(where ?? {}).every(([f, c]) => matches(record[f], c))) out.push({ id, s });
    }
    return out;
  }

  find(query: FindQuery = {}): Promise<Page<T>> {
    return this.op("find", () => {
      const limit = Math.min(Math.max(query.limit ?? DEFAULT_FIND_LIMIT, 1), MAX_FIND_LIMIT);
      const field = query.sort?.field ?? "id";
      this.checkField(field);
      const dir = query.sort?.direction === "desc" ? -1 : 1;
      const value = (r: { id: string; s: StoredBody }) => (field === "id" ? r.id : ((r.s.body[field] ?? null) as IndexValue));
      const order = (a: { id: string; s: StoredBody }, b: { id: string; s: StoredBody }) => dir * (compare(value(a), value(b)) || compare(a.id, b.id));
      let rows = this.matching(query.where).sort(order);
      if (query.cursor !== undefined) {
        const [v, lastId] = decodeCursor(query.cursor);
        rows = rows.filter((r) => dir * (compare(value(r), v) || compare(r.id, lastId)) > 0);
      }
      const items = rows.slice(0, limit).map((r) => this.hydrate(r.id, r.s));
      const page: Page<T> = { items };
      const last = rows[Math.min(limit, rows.length) - 1];
      if (rows.length > limit && last) page.nextCursor = encodeCursor(value(last), last.id);
      return page;
    });
  }

  count(where?: Where): Promise<number> {
    return this.op("count", () => this.matching(where).length);
  }

  update(id: string, expectedVersion: number, doc: T): Promise<Stored<T> | null> {
    return this.op("update", () => {
      const body = clean(doc);
      // The filter {_id, _v} matching nothing (in the snapshot, or at the moment outside one): no write, no conflict.
      return this.write<Stored<T> | null>(id, (prev) =>
        !prev || prev.version !== expectedVersion ? { skip: null } : { next: { body, version: expectedVersion + 1 }, result: this.hydrate(id, { body, version: expectedVersion + 1 }) },
      );
    });
  }

  upsert(id: string, doc: T): Promise<Stored<T>> {
    return this.op("upsert", () => {
      const body = clean(doc);
      return this.write(id, (prev) => {
        const version = (prev?.version ?? 0) + 1;
        return { next: { body, version }, result: this.hydrate(id, { body, version }) };
      });
    });
  }

  delete(id: string): Promise<boolean> {
    return this.op("delete", () => this.write<boolean>(id, (prev) => (prev === null ? { skip: false } : { next: null, result: true })));
  }
}

/** One instance's handle on the model database: a DocumentStore. */
export class MongoModelStore implements DocumentStore {
  readonly kind = "mongodb-model";
  closed = false;
  /** Times a transaction's work ran again after a write conflict, at most, before it gives up. */
  static readonly MAX_RUNS = 1000;

  constructor(readonly db: ModelDatabase = new ModelDatabase()) {}

  collection<T extends object>(spec: CollectionSpec): Collection<T> {
    return new ModelCollection<T>(this, this.db.state(spec), null, spec.name);
  }

  async transaction<R>(work: (tx: TransactionScope) => Promise<R>): Promise<R> {
    for (let run = 1; ; run++) {
      const txn = new Txn(this.db);
      const scope: TransactionScope = {
        collection: <C extends object>(spec: CollectionSpec) => new ModelCollection<C>(this, this.db.state(spec), txn, spec.name),
        afterCommit: (callback) => void txn.hooks.push(callback),
      };
      let result: R;
      try {
        result = await work(scope);
        if (txn.aborted) throw txn.aborted;
      } catch (err) {
        if (!txn.done) txn.release();
        const transient = err instanceof WriteConflict || (err instanceof TransactionAborted && txn.aborted instanceof WriteConflict);
        if (transient && run < MongoModelStore.MAX_RUNS) continue;
        throw txn.aborted instanceof WriteConflict && !(err instanceof WriteConflict) ? txn.aborted : err;
      }
      await this.db.gate("commit");
      txn.commit();
      for (const hook of txn.hooks) {
        try {
          hook();
        } catch {
          // committed either way
        }
      }
      return result;
    }
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error("the model store is closed");
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
