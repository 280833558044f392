import type { Mode } from "../auth/principal.ts";
import { definePort } from "./define-port.ts";
import type { PortAdapter } from "./port.ts";

/**
 * DocumentStore: collections of JSON documents with declared indexes.
 * Every adapter (SQLite, MongoDB) passes the contract suite in test/document-store.contract.ts.
 */

export type IndexValue = string | number | boolean | null;

export interface IndexSpec {
  /** Top-level document fields, in index order. Only indexed fields (and `id`) may be queried or sorted on. */
  fields: string[];
  unique?: boolean;
}

export interface CollectionSpec {
  name: string;
  indexes?: IndexSpec[];
}

/** A stored document: the caller's fields plus its id and its version (1 on insert, +1 per update). */
export type Stored<T> = T & { id: string; version: number };

export interface Range {
  gt?: IndexValue;
  gte?: IndexValue;
  lt?: IndexValue;
  lte?: IndexValue;
  in?: IndexValue[];
}

export type Where = Record<string, IndexValue | Range>;

export interface FindQuery {
  where?: Where;
  /** One indexed field (or `id`); ties are broken by id in the same direction. */
  sort?: { field: string; direction: "asc" | "desc" };
  /** 1..1000, default 100. */
  limit?: number;
  /** Opaque value from a previous page's `nextCursor`. */
  cursor?: string;
}

export interface Page<T> {
  items: Stored<T>[];
  /** Present when more items may follow. */
  nextCursor?: string;
}

export interface Collection<T extends object> {
  readonly name: string;
  /** Inserts a new document. Throws DuplicateKeyError on an id or unique-index clash. */
  insert(id: string, doc: T): Promise<Stored<T>>;
  get(id: string): Promise<Stored<T> | null>;
  find(query?: FindQuery): Promise<Page<T>>;
  /** Number of documents matching `where`. */
  count(where?: Where): Promise<number>;
  /**
   * Replaces the document when its stored version equals `expectedVersion` (compare-and-set).
   * Returns the new stored document, or null when the document is missing or the version moved on.
   * Throws DuplicateKeyError when the new content clashes with a unique index.
   */
  update(id: string, expectedVersion: number, doc: T): Promise<Stored<T> | null>;
  /** Inserts or replaces unconditionally (last writer wins). */
  upsert(id: string, doc: T): Promise<Stored<T>>;
  /** Returns true when a document was removed. */
  delete(id: string): Promise<boolean>;
}

export interface StoreScope {
  collection<T extends object>(spec: CollectionSpec): Collection<T>;
}

/** The view of a store inside a transaction: the same collections, bound to the transaction. */
export interface TransactionScope extends StoreScope {
  /**
   * Runs `callback` once the transaction has committed (never when it rolls back): how an
   * outbox wakes its delivery without polling. Callbacks must not throw or wait.
   */
  afterCommit(callback: () => void): void;
}

export interface DocumentStore extends PortAdapter, StoreScope {
  readonly kind: string;
  /**
   * Runs `work` atomically: all its writes commit together or none do. Transactions are serialised
   * per store, so `work` must not wait on anything slow. Rethrows what `work` throws, after rollback.
   */
  transaction<R>(work: (tx: TransactionScope) => Promise<R>): Promise<R>;
  /**
   * Optional: a value that changes whenever anything (this process or another) may have written
   * to the store, read without a round trip. Lets hot read paths cache safely: a cache entry is
   * good while the token is unchanged. Writes through this handle move it at once; writes by
   * another handle or process may take up to 1 ms to show. Adapters that cannot answer cheaply
   * leave it out.
   */
  changeToken?(): string;
  /**
   * Optional: resolves once everything committed so far (by any handle on the store) would survive
   * a power loss. For adapters whose commits can be read a moment before they are durable (the
   * SQLite store fsyncs off the event loop): what hands a commit on to the outside world, such as
   * the event log's delivery, waits for it. Adapters whose commits are durable when visible leave
   * it out.
   */
  durable?(): Promise<void>;
}

/** An insert or update that clashed with the id or a unique index. */
export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    readonly detail: string,
  ) {
    super(`duplicate key in ${collection}: ${detail}`);
    this.name = "DuplicateKeyError";
  }
}

export const DEFAULT_FIND_LIMIT = 100;
export const MAX_FIND_LIMIT = 1000;

/** A transaction in one world: its collections are that world's, and it knows which world it is. */
export interface WorldTransaction extends TransactionScope {
  readonly mode: Mode;
}

/** A DocumentStore seen from one world (test or live): same API, its own collections. */
export interface WorldStore extends StoreScope {
  readonly mode: Mode;
  transaction<R>(work: (tx: WorldTransaction) => Promise<R>): Promise<R>;
}

/** Gives plugins the store of the caller's world, so test data can never leak into live reads. */
export interface WorldStores {
  world(mode: Mode): WorldStore;
}

function scoped(scope: StoreScope, mode: Mode): StoreScope {
  return {
    collection: <T extends object>(spec: CollectionSpec): Collection<T> =>
      scope.collection<T>({ ...spec, name: `${mode}_${spec.name}` }),
  };
}

/**
 * Separation is structural: each world's collections carry the mode in their name
 * (`live_heartbeats`, `test_heartbeats`), so no query can forget a mode filter.
 */
export function worldStores(store: DocumentStore): WorldStores {
  const make = (mode: Mode): WorldStore => ({
    mode,
    ...scoped(store, mode),
    transaction: (work) =>
      store.transaction((tx) => work({ ...scoped(tx, mode), mode, afterCommit: (callback) => tx.afterCommit(callback) })),
  });
  const worlds = { live: make("live"), test: make("test") };
  return { world: (mode) => worlds[mode] };
}

/**
 * The DocumentStore port. Adapters implement the whole store; plugins receive it one world at a
 * time (`store.world(caller.mode)`), so test data can never leak into live reads.
 */
export const storePort = definePort<DocumentStore, WorldStores>({
  name: "store",
  description: "Collections of JSON documents with declared indexes, compare-and-set updates and transactions.",
  variable: "STORE",
  defaultAdapter: "sqlite",
  expose: worldStores,
});
