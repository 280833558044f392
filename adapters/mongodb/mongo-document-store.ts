import { MongoClient, MongoServerError, type ClientSession, type Collection as MongoCollection, type Db, type Document, type Filter } from "mongodb";
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
  type TransactionScope,
  type Stored,
  type Where,
} from "../../core/ports/document-store.ts";
import { decodeCursor, encodeCursor } from "../../core/ports/cursor.ts";

/** How a document sits in MongoDB: the caller's fields plus `_id` and the version `_v`. */
type Raw = Document & { _id: string; _v: number };

function isRange(value: IndexValue | Range): value is Range {
  return typeof value === "object" && value !== null;
}

/** Whether a condition admits only values (a null or a missing field never matches it). */
function nonNull(condition: IndexValue | Range): boolean {
  if (!isRange(condition)) return condition !== null;
  if (condition.in !== undefined) return condition.in.every((v) => v !== null);
  // A comparison with a value never matches null; with null, it would.
  const bounds = [condition.gt, condition.gte, condition.lt, condition.lte].filter((b) => b !== undefined);
  return bounds.length > 0 && bounds.every((b) => b !== null);
}

function isDuplicate(err: unknown): boolean {
  return err instanceof MongoServerError && err.code === 11000;
}

/**
 * The documents after (value, lastId) in a sort on `field` then _id. Null (or missing) sorts
 * before every value, and a comparison with null matches only nulls: after a null come the other
 * nulls (by id), then, going up, every non-null value; after a value, going down, the nulls last.
 */
function afterSortValue(field: string, value: IndexValue, lastId: string, dir: 1 | -1): Filter<Raw> {
  const cmp = dir === 1 ? "$gt" : "$lt";
  if (value === null) {
    const nulls = { [field]: null, _id: { [cmp]: lastId } };
    return (dir === 1 ? { $or: [nulls, { [field]: { $ne: null } }] } : nulls) as Filter<Raw>;
  }
  const after: Filter<Raw>[] = [{ [field]: { [cmp]: value } }, { [field]: value, _id: { [cmp]: lastId } }] as Filter<Raw>[];
  if (dir === -1) after.push({ [field]: null } as Filter<Raw>);
  return { $or: after } as Filter<Raw>;
}

/** What the partial filter of every unique index asks of each of its fields: a value, not null or missing. */
const INDEXED_TYPES = ["string", "number", "bool"];

export class MongoDocCollection<T extends object> implements Collection<T> {
  private readonly fields: Set<string>;

  constructor(
    private readonly raw: MongoCollection<Raw>,
    /** Resolves once the collection's indexes exist; after a failure, the next call builds them again. */
    private readonly ready: () => Promise<void>,
    fields: Set<string>,
    private readonly session: ClientSession | undefined,
    readonly name: string,
    /** The fields of each unique index (partial: only documents with a value in every field). */
    private readonly uniques: string[][] = [],
  ) {
    this.fields = fields;
  }

  private opts() {
    return this.session ? { session: this.session } : {};
  }

  private static body<T extends object>(doc: T): Document {
    const { id: _id, version: _version, ...rest } = doc as T & { id?: unknown; version?: unknown };
    return rest;
  }

  private static hydrate<T>(raw: Raw): Stored<T> {
    const { _id, _v, ...rest } = raw;
    return { ...(rest as T), id: _id, version: _v };
  }

  private field(field: string): string {
    if (!this.fields.has(field)) throw new Error(`field ${field} of ${this.name} is not indexed`);
    return field === "id" ? "_id" : field;
  }

  /**
   * The query's filter. A unique index is partial (its fields must hold a value), and MongoDB's
   * planner uses a partial index only for a query that contains its filter expression: it cannot
   * prove that `seq > 5` implies `seq` is a number. So when a query constrains every field of a
   * unique index to non-null values (which already implies the filter), the filter's own `$type`
   * condition is added to it: the same documents match, and the index is usable (finding 2;
   * checked with explain() by the MongoDB suite).
   */
  private filter(where: Where | undefined): Filter<Raw> {
    const out: Record<string, unknown> = {};
    for (const [field, condition] of Object.entries(where ?? {})) {
      const f = this.field(field);
      if (!isRange(condition)) {
        out[f] = condition;
        continue;
      }
      const c: Record<string, unknown> = {};
      if (condition.gt !== undefined) c.$gt = condition.gt;
      if (condition.gte !== undefined) c.$gte = condition.gte;
      if (condition.lt !== undefined) c.$lt = condition.lt;
      if (condition.lte !== undefined) c.$lte = condition.lte;
      if (condition.in !== undefined) c.$in = condition.in;
      out[f] = c;
    }
    for (const fields of this.uniquesUsable(where)) {
      for (const field of fields) {
        const current = out[field];
        out[field] = isRange(current as IndexValue | Range) ? { ...(current as object), $type: INDEXED_TYPES } : { $eq: current, $type: INDEXED_TYPES };
      }
    }
    return out as Filter<Raw>;
  }

  /** The unique indexes whose every field the query holds to a non-null value. */
  private uniquesUsable(where: Where | undefined): string[][] {
    if (!where) return [];
    return this.uniques.filter((fields) => fields.every((f) => f in where && nonNull(where[f]!)));
  }

  async insert(id: string, doc: T): Promise<Stored<T>> {
    await this.ready();
    try {
      await this.raw.insertOne({ ...MongoDocCollection.body(doc), _id: id, _v: 1 }, this.opts());
    } catch (err) {
      if (isDuplicate(err)) throw new DuplicateKeyError(this.name, (err as Error).message);
      throw err;
    }
    return { ...doc, id, version: 1 };
  }

  async get(id: string): Promise<Stored<T> | null> {
    await this.ready();
    const raw = await this.raw.findOne({ _id: id } as Filter<Raw>, this.opts());
    return raw ? MongoDocCollection.hydrate<T>(raw) : null;
  }

  async find(query: FindQuery = {}): Promise<Page<T>> {
    await this.ready();
    const limit = Math.min(Math.max(query.limit ?? DEFAULT_FIND_LIMIT, 1), MAX_FIND_LIMIT);
    const sortField = this.field(query.sort?.field ?? "id");
    const dir = query.sort?.direction === "desc" ? -1 : 1;
    let filter = this.filter(query.where);
    if (query.cursor !== undefined) {
      const [value, lastId] = decodeCursor(query.cursor);
      const cmp = dir === 1 ? "$gt" : "$lt";
      const after = sortField === "_id" ? { _id: { [cmp]: lastId } } : afterSortValue(sortField, value, lastId, dir);
      filter = { $and: [filter, after] } as Filter<Raw>;
    }
    const rows = await this.raw.find(filter, { ...this.opts(), sort: this.sortOf(query, sortField, dir), limit: limit + 1 }).toArray();
    const items = rows.slice(0, limit).map((r) => MongoDocCollection.hydrate<T>(r));
    const page: Page<T> = { items };
    const last = items[items.length - 1];
    if (rows.length > limit && last) {
      const value = sortField === "_id" ? last.id : ((last as Record<string, unknown>)[sortField] as IndexValue);
      page.nextCursor = encodeCursor(value ?? null, last.id);
    }
    return page;
  }

  /**
   * Sorted on the field then on _id (ties), which the non-unique indexes end with. A field of its
   * own unique index, held to non-null values, has no ties: sorted on it alone, as that index is.
   */
  private sortOf(query: FindQuery, sortField: string, dir: 1 | -1): Record<string, 1 | -1> {
    if (sortField === "_id") return { _id: dir };
    const alone = this.uniquesUsable(query.where).some((fields) => fields.length === 1 && fields[0] === sortField);
    return alone ? { [sortField]: dir } : { [sortField]: dir, _id: dir };
  }

  /** The winning plan of a find, as MongoDB's explain() gives it (tests: hot queries must use an index and need no sort). */
  async explainFind(query: FindQuery = {}): Promise<Document> {
    await this.ready();
    const sortField = this.field(query.sort?.field ?? "id");
    const dir = query.sort?.direction === "desc" ? -1 : 1;
    const limit = Math.min(Math.max(query.limit ?? DEFAULT_FIND_LIMIT, 1), MAX_FIND_LIMIT);
    const explained = await this.raw.find(this.filter(query.where), { ...this.opts(), sort: this.sortOf(query, sortField, dir), limit: limit + 1 }).explain("queryPlanner");
    const winning = (explained.queryPlanner as { winningPlan: Document }).winningPlan;
    // The slot-based engine (MongoDB 7) puts the classic plan under queryPlan.
    return (winning.queryPlan as Document | undefined) ?? winning;
  }

  async count(where?: Where): Promise<number> {
    await this.ready();
    return this.raw.countDocuments(this.filter(where), this.opts());
  }

  async update(id: string, expectedVersion: number, doc: T): Promise<Stored<T> | null> {
    await this.ready();
    try {
      const result = await this.raw.findOneAndReplace(
        { _id: id, _v: expectedVersion } as Filter<Raw>,
        { ...MongoDocCollection.body(doc), _id: id, _v: expectedVersion + 1 },
        { ...this.opts(), returnDocument: "after" },
      );
      return result ? { ...doc, id, version: expectedVersion + 1 } : null;
    } catch (err) {
      if (isDuplicate(err)) throw new DuplicateKeyError(this.name, (err as Error).message);
      throw err;
    }
  }

  async upsert(id: string, doc: T): Promise<Stored<T>> {
    await this.ready();
    try {
      const result = await this.raw.findOneAndUpdate(
        { _id: id } as Filter<Raw>,
        [{ $replaceWith: { $mergeObjects: [{ $literal: MongoDocCollection.body(doc) }, { _id: id, _v: { $add: [{ $ifNull: ["$_v", 0] }, 1] } }] } }],
        { ...this.opts(), upsert: true, returnDocument: "after" },
      );
      return { ...doc, id, version: (result as Raw | null)?._v ?? 1 };
    } catch (err) {
      if (isDuplicate(err)) throw new DuplicateKeyError(this.name, (err as Error).message);
      throw err;
    }
  }

  async delete(id: string): Promise<boolean> {
    await this.ready();
    const result = await this.raw.deleteOne({ _id: id } as Filter<Raw>, this.opts());
    return result.deletedCount > 0;
  }
}

export interface MongoStoreOptions {
  url: string;
  /** Database name; default the one in the URL, else "berth" (never the driver's fallback, "test"). */
  database?: string;
  /** How long an operation waits to find a server before failing, ms, unless the URL says (`serverSelectionTimeoutMS`). */
  serverSelectionTimeoutMs?: number;
}

/** Whether a MongoDB connection string sets a driver option itself (`?serverSelectionTimeoutMS=...`; names are case-insensitive). */
export function optionInUrl(url: string, option: string): boolean {
  const query = url.split("?")[1];
  if (!query) return false;
  return [...new URLSearchParams(query).keys()].some((k) => k.toLowerCase() === option.toLowerCase());
}

/** The database a MongoDB connection string names in its path (`mongodb://h1,h2/berth?...`), if any. */
export function databaseInUrl(url: string): string | undefined {
  const rest = url.replace(/^mongodb(\+srv)?:\/\//, "");
  // Hosts and credentials cannot hold an unescaped "/": the first one starts the path.
  const slash = rest.indexOf("/");
  if (slash < 0) return undefined;
  const path = rest.slice(slash + 1).split("?")[0]!;
  return path === "" ? undefined : decodeURIComponent(path);
}

/** A collection's declared fields, and its indexes built once (again after a failure). */
interface Prepared {
  fields: Set<string>;
  uniques: string[][];
  ready(): Promise<void>;
}

/**
 * The scale DocumentStore on MongoDB. Unique indexes ignore null and missing values (partial
 * indexes), as SQLite's do. Transactions need a replica set (docker-compose.yml starts one).
 * The client connects lazily, so Berth starts while MongoDB is down and readiness reports it; and
 * until it has connected once, each operation asks it to connect again (`connected`).
 *
 * Consistency: writes and commits wait for a journaled majority of the replica set, and reads (in
 * transactions too, which inherit the client's concerns) use read concern "majority": nothing read
 * (an outbox event the Kafka relay publishes, above all) can be rolled back by a failover. Fields whose value is `undefined` are left out, as the SQLite store leaves them out.
 */
export class MongoDocumentStore implements DocumentStore {
  readonly kind = "mongodb";
  /** The driver's client (tests and tools read its settings). */
  readonly client: MongoClient;
  readonly databaseName: string;
  private readonly db: Db;
  private readonly specs = new Map<string, Prepared>();
  /** The connect under way (null: none, or connected already). */
  private connecting: Promise<void> | null = null;
  private isConnected = false;
  private closed = false;

  constructor(options: MongoStoreOptions) {
    const majority = { w: "majority" as const, j: true };
    this.client = new MongoClient(options.url, {
      // The driver lets this object override the URL's options: a timeout the URL sets is kept.
      ...(optionInUrl(options.url, "serverSelectionTimeoutMS") ? {} : { serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 5000 }),
      writeConcern: majority,
      readConcern: { level: "majority" },
      ignoreUndefined: true,
    });
    this.databaseName = options.database ?? databaseInUrl(options.url) ?? "berth";
    this.db = this.client.db(this.databaseName);
  }

  /**
   * Resolves once the client has connected. The driver connects on an operation by itself, but
   * when that first connect fails (MongoDB down at Berth's start, or not yet elected) it closes its
   * topology, and every later operation fails with "Topology is closed" without trying again
   * (driver 7.9): a Berth started before its MongoDB would never have served. An explicit
   * `connect()` does try again, so until one has succeeded each operation asks for one (one at a
   * time: callers meanwhile share it). Once connected, the driver itself reconnects after an outage.
   */
  private connected(): Promise<void> {
    if (this.isConnected) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error("store is closed"));
    this.connecting ??= this.client.connect().then(
      () => {
        this.isConnected = true;
        this.connecting = null;
      },
      (err: unknown) => {
        this.connecting = null;
        throw err;
      },
    );
    return this.connecting;
  }

  private prepare(spec: CollectionSpec): Prepared {
    let prepared = this.specs.get(spec.name);
    if (prepared) return prepared;
    const fields = new Set<string>(["id"]);
    for (const index of spec.indexes ?? []) for (const f of index.fields) fields.add(f);
    const uniques = (spec.indexes ?? []).filter((i) => i.unique).map((i) => i.fields);
    const raw = this.db.collection<Raw>(spec.name);
    const build = async () => {
      for (const index of spec.indexes ?? []) {
        const keys: Record<string, 1> = Object.fromEntries(index.fields.map((f) => [f === "id" ? "_id" : f, 1 as const]));
        if (index.unique) {
          const name = `i_${index.fields.join("_")}_u`;
          const partial = Object.fromEntries(index.fields.map((f) => [f, { $type: INDEXED_TYPES }]));
          await raw.createIndex(keys, { name, unique: true, partialFilterExpression: partial });
          // A query on the first fields of a unique index of several (a memory chain by its key,
          // sorted on seq) cannot use the partial index: a plain one serves it.
          if (index.fields.length > 1) await raw.createIndex({ ...keys, _id: 1 }, { name: `x_${index.fields.join("_")}` });
        } else {
          // Ending with _id: a query on its fields sorted on the last one (ties by id, as every
          // find sorts) reads the index in order, with no sort stage.
          await raw.createIndex({ ...keys, _id: 1 }, { name: `x_${index.fields.join("_")}` });
          // The index an older Berth made for the same fields, without _id: redundant now.
          await raw.dropIndex(`i_${index.fields.join("_")}`).catch((err: unknown) => {
            if (!(err instanceof MongoServerError && (err.code === 27 || err.codeName === "IndexNotFound" || err.codeName === "NamespaceNotFound"))) throw err;
          });
        }
      }
    };
    let building: Promise<void> | null = null;
    let built = (spec.indexes ?? []).length === 0;
    prepared = {
      fields,
      uniques,
      ready: () => {
        if (built) return this.connected();
        // One build at a time; a failed one (MongoDB down, no primary yet) is forgotten, so the
        // next operation tries again instead of failing until a restart.
        building ??= this.connected().then(build).then(
          () => {
            built = true;
          },
          (err: unknown) => {
            building = null;
            throw err;
          },
        );
        return building;
      },
    };
    this.specs.set(spec.name, prepared);
    return prepared;
  }

  collection<T extends object>(spec: CollectionSpec): Collection<T> {
    const { ready, fields, uniques } = this.prepare(spec);
    return new MongoDocCollection<T>(this.db.collection<Raw>(spec.name), ready, fields, undefined, spec.name, uniques);
  }

  /**
   * Transactions run side by side, as MongoDB runs them (no lock in this process: a request's
   * write never waits behind a background batch, finding 3); two that write one document conflict
   * and the driver runs the later one's work again (withTransaction, on TransientTransactionError).
   * Background batches are bounded in size by their callers (fan-outs of at most 500 messages,
   * outcomes of at most 100 attempts), so each stays far within MongoDB's 60 s transaction limit.
   */
  async transaction<R>(work: (tx: TransactionScope) => Promise<R>): Promise<R> {
    await this.connected();
    const session = this.client.startSession();
    let hooks: (() => void)[] = [];
    try {
      let result!: R;
      await session.withTransaction(async () => {
        // withTransaction may run the work again after a transient error: only the last run's callbacks count.
        hooks = [];
        const scope: TransactionScope = {
          collection: <C extends object>(spec: CollectionSpec) => {
            const { ready, fields, uniques } = this.prepare(spec);
            return new MongoDocCollection<C>(this.db.collection<Raw>(spec.name), ready, fields, session, spec.name, uniques);
          },
          afterCommit: (callback) => {
            hooks.push(callback);
          },
        };
        result = await work(scope);
      });
      for (const hook of hooks) {
        try {
          hook();
        } catch {
          // the transaction is committed either way
        }
      }
      return result;
    } finally {
      await session.endSession();
    }
  }

  async ping(): Promise<void> {
    await this.connected();
    await this.db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.connecting?.catch(() => undefined);
    await this.client.close();
  }
}
