import { join } from "node:path";
import { openSqliteVecIndex } from "../adapters/sqlite-vec/sqlite-vec-index.ts";
import { SqliteDocumentStore } from "../adapters/sqlite/sqlite-document-store.ts";
import { LIFECYCLE_DIMENSION, memoryLifecycleContract } from "./memory-lifecycle.contract.ts";
import { tempDir } from "./support/test-berth.ts";

// The embedded pair: a SQLite store and a sqlite-vec index, each file opened twice for the second instance.
memoryLifecycleContract("sqlite + sqlite-vec", async () => {
  const dir = tempDir("berth-lifecycle-");
  const files = { store: join(dir, "berth.sqlite"), index: join(dir, "vectors.sqlite") };
  const openPair = async () => ({ store: new SqliteDocumentStore({ file: files.store }), index: await openSqliteVecIndex({ file: files.index, dimension: LIFECYCLE_DIMENSION }) });
  const first = await openPair();
  return {
    ...first,
    second: async () => {
      const other = await openPair();
      return { ...other, close: async () => (await other.index.close(), await other.store.close()) };
    },
    cleanup: async () => {
      await first.index.close();
      await first.store.close();
    },
  };
});
