import { join } from "node:path";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { storePort } from "../../core/ports/document-store.ts";

export const sqliteStoreAdapter = defineAdapter({
  port: storePort,
  name: "sqlite",
  description: "One SQLite file in the data folder (berth.sqlite): WAL, group commit, each commit fsynced before it is answered.",
  describe: ({ dataDir }) => join(dataDir, "berth.sqlite"),
  open: async ({ dataDir }) => new (await import("./sqlite-document-store.ts")).SqliteDocumentStore({ file: join(dataDir, "berth.sqlite") }),
});
