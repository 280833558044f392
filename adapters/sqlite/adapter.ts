import { join } from "node:path";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { storePort } from "../../core/ports/document-store.ts";
import { SqliteDocumentStore } from "./sqlite-document-store.ts";

export const sqliteStoreAdapter = defineAdapter({
  port: storePort,
  name: "sqlite",
  description: "One SQLite file in the data folder (berth.sqlite): WAL, synchronous=FULL, group commit.",
  open: ({ dataDir }) => new SqliteDocumentStore({ file: join(dataDir, "berth.sqlite") }),
});
