import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteDocumentStore } from "../adapters/sqlite/sqlite-document-store.ts";
import { documentStoreContract } from "./document-store.contract.ts";

const file = join(mkdtempSync(join(tmpdir(), "berth-store-")), "berth.sqlite");

documentStoreContract(
  "sqlite",
  async () => new SqliteDocumentStore({ file }),
  async () => new SqliteDocumentStore({ file }),
);
