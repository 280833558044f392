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
import { Mutex } from "../../core/util/mutex.ts";

/** How a document sits in MongoDB: the caller's fields plus `_id` and the version `_v`. */
type Raw = Document & { _id: string; _v: number };

function isRange(value: IndexValue | Range): value is Range {
  return typeof value === "object" && value !== null;
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

class MongoDocCollection<T extends object> implements Collection<T> {
  private readonly fields: Set<string>;

  constructor(
    private readonly raw: MongoCollection<Raw>,
    /** Resolves once the collection's indexes exist; after a failure, the next call builds them again. */
    private readonly ready: () => Promise<void>,
    fields: Set<string>,
    private readonly session: ClientSession | undefined,
    readonly name: string,
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
    return out as Filter<Raw>;
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
    const sort: Record<string, 1 | -1> = sortField === "_id" ? { _id: dir } : { [sortField]: dir, _id: dir };
    const rows = await this.raw.find(filter, { ...this.opts(), sort, limit: limit + 1 }).toArray();
    const items = rows.slice(0, limit).map((r) => MongoDocCollection.hydrate<T>(r));
    const page: Page<T> = { items };
    const last = items[items.length - 1];
    if (rows.length > limit && last) {
      const value = sortField === "_id" ? last.id : ((last as Record<string, unknown>)[sortField] as IndexValue);
      page.nextCursor = encodeCursor(value ?? null, last.id);
    }
    return page;
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
  /** How long an operation waits to find a server before failing, ms. */
  serverSelectionTimeoutMs?: number;
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
  ready(): Promise<void>;
}

/**
 * The scale DocumentStore on MongoDB. Unique indexes ignore null and missing values (partial
 * indexes), as SQLite's do. Transactions need a replica set (docker-compose.yml starts one).
 * The client connects lazily, so Berth starts while MongoDB is down and readiness reports it.
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
  // One transaction at a time per process, as in SQLite: fewer write conflicts to retry.
  private readonly txLock = new Mutex();

  constructor(options: MongoStoreOptions) {
    const majority = { w: "majority" as const, j: true };
    this.client = new MongoClient(options.url, {
      serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 5000,
      writeConcern: majority,
      readConcern: { level: "majority" },
      ignoreUndefined: true,
    });
    this.databaseName = options.database ?? databaseInUrl(options.url) ?? "berth";
    this.db = this.client.db(this.databaseName);
  }

  private prepare(spec: CollectionSpec): Prepared {
    let prepared = this.specs.get(spec.name);
    if (prepared) return prepared;
    const fields = new Set<string>(["id"]);
    for (const index of spec.indexes ?? []) for (const f of index.fields) fields.add(f);
    const raw = this.db.collection<Raw>(spec.name);
    const build = async () => {
      for (const index of spec.indexes ?? []) {
        const keys = Object.fromEntries(index.fields.map((f) => [f === "id" ? "_id" : f, 1 as const]));
        const name = `i_${index.fields.join("_")}${index.unique ? "_u" : ""}`;
        if (index.unique) {
          const partial = Object.fromEntries(index.fields.map((f) => [f, { $type: ["string", "number", "bool"] }]));
          await raw.createIndex(keys, { name, unique: true, partialFilterExpression: partial });
        } else {
          await raw.createIndex(keys, { name });
        }
      }
    };
    let building: Promise<void> | null = null;
    let built = (spec.indexes ?? []).length === 0;
    prepared = {
      fields,
      ready: () => {
        if (built) return Promise.resolve();
        // One build at a time; a failed one (MongoDB down, no primary yet) is forgotten, so the
        // next operation tries again instead of failing until a restart.
        building ??= build().then(
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
    const { ready, fields } = this.prepare(spec);
    return new MongoDocCollection<T>(this.db.collection<Raw>(spec.name), ready, fields, undefined, spec.name);
  }

  async transaction<R>(work: (tx: TransactionScope) => Promise<R>): Promise<R> {
    const release = await this.txLock.acquire();
    const session = this.client.startSession();
    let hooks: (() => void)[] = [];
    try {
      let result!: R;
      await session.withTransaction(async () => {
        // withTransaction may run the work again after a transient error: only the last run's callbacks count.
        hooks = [];
        const scope: TransactionScope = {
          collection: <C extends object>(spec: CollectionSpec) => {
            const { ready, fields } = this.prepare(spec);
            return new MongoDocCollection<C>(this.db.collection<Raw>(spec.name), ready, fields, session, spec.name);
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
      release();
    }
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
