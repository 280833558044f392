import type { Mode } from "../auth/principal.ts";
import type { Collection, CollectionSpec, DocumentStore, StoreScope, TransactionScope } from "./document-store.ts";

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
