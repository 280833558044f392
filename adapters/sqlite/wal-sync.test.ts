import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { SqliteDocumentStore } from "./sqlite-document-store.ts";

const ROWS = { name: "rows" };
const dir = mkdtempSync(join(tmpdir(), "berth-wal-sync-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("durable() on the SQLite store", () => {
  it("syncs only when something was committed since the last sync began, by this process or another", async () => {
    const file = join(dir, "durable.sqlite");
    // Every fsync of a file handle in this process (WalSync's of the WAL among them).
    const probe = await open(join(dir, "probe"), "w");
    const syncs = vi.spyOn(Object.getPrototypeOf(probe) as { sync(): Promise<void> }, "sync");
    await probe.close();
    const store = new SqliteDocumentStore({ file });
    try {
      await store.transaction(async (tx) => void (await tx.collection(ROWS).insert("a", { n: 1 })));
      const afterCommit = syncs.mock.calls.length;
      expect(afterCommit).toBeGreaterThan(0);

      // Nothing committed since the commit's own sync: nothing to wait for.
      await store.durable();
      await store.durable();
      expect(syncs.mock.calls.length).toBe(afterCommit);

      // Another connection (another process, as far as this store knows) commits: its write is
      // read here before it may be on disk, so durable() syncs once, then not again.
      const other = new Database(file);
      other.prepare(`INSERT INTO "c_rows" (id, version, doc) VALUES ('b', 1, '{"n":2}')`).run();
      other.close();
      await store.durable();
      expect(syncs.mock.calls.length).toBe(afterCommit + 1);
      await store.durable();
      expect(syncs.mock.calls.length).toBe(afterCommit + 1);

      // This process commits again: answered after its own sync, which durable() then need not repeat.
      await store.transaction(async (tx) => void (await tx.collection(ROWS).insert("c", { n: 3 })));
      const again = syncs.mock.calls.length;
      expect(again).toBeGreaterThan(afterCommit + 1);
      await store.durable();
      expect(syncs.mock.calls.length).toBe(again);
    } finally {
      syncs.mockRestore();
      await store.close();
    }
  });
});
