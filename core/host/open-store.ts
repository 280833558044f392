import { join, resolve } from "node:path";
import { MongoDocumentStore } from "../../adapters/mongodb/mongo-document-store.ts";
import { SqliteDocumentStore } from "../../adapters/sqlite/sqlite-document-store.ts";
import type { DocumentStore } from "../ports/document-store.ts";

export interface StoreConfig {
  STORE: "sqlite" | "mongodb";
  BERTH_DATA_DIR: string;
  MONGODB_URL: string | undefined;
}

/** The embedded store is one SQLite file in the data folder; STORE=mongodb switches to MongoDB. */
export function openStore(config: StoreConfig): DocumentStore {
  if (config.STORE === "mongodb") return new MongoDocumentStore({ url: config.MONGODB_URL!, serverSelectionTimeoutMs: 3000 });
  return new SqliteDocumentStore({ file: join(resolve(config.BERTH_DATA_DIR), "berth.sqlite") });
}
