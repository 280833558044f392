import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import * as sqliteVec from "sqlite-vec";
import { describe, expect, it } from "vitest";
import { openSqliteVecIndex } from "../adapters/sqlite-vec/sqlite-vec-index.ts";
import type { IndexEntry, IndexFilter, VectorIndex } from "../core/ports/vector-index.ts";
import { CONTRACT_DIMENSION, vectorIndexContract } from "./vector-index.contract.ts";

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "berth-vector-"));
}

for (const quantization of ["none", "bit"] as const) {
  vectorIndexContract(`sqlite-vec (quantization ${quantization})`, async () => {
    const dir = tempDir();
    const index = await openSqliteVecIndex({ file: join(dir, "vectors.sqlite"), dimension: CONTRACT_DIMENSION, quantization });
    return {
      index,
      cleanup: async () => {
        await index.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
}

describe("sqlite-vec index file", () => {
  it("keeps entries across reopen and refuses another dimension or model", async () => {
    const dir = tempDir();
    const file = join(dir, "nested", "vectors.sqlite");
    try {
      const first = await openSqliteVecIndex({ file, dimension: 4, model: "m1" });
      const vector = new Float32Array([1, 0, 0, 0]);
      await first.upsert([
        { id: "a", agentId: "p1", mode: "live", namespace: null, type: "semantic", lane: "self", archived: false, createdAt: 1, text: "persisted words", vector },
      ]);
      await first.close();
      await first.close();

      const again = await openSqliteVecIndex({ file, dimension: 4, model: "m1" });
      const filter = { agentId: "p1", mode: "live" } as const;
      expect(await again.knn({ vector, k: 1, filter })).toEqual([{ id: "a", similarity: 1 }]);
      expect((await again.lexical({ text: "persisted", k: 1, filter }))[0]?.id).toBe("a");
      await again.close();

      await expect(openSqliteVecIndex({ file, dimension: 8 })).rejects.toThrow(/dimension 4/);
      await expect(openSqliteVecIndex({ file, dimension: 4, model: "m2" })).rejects.toThrow(/model m1/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rejects a bad dimension, chunk size or quantization", async () => {
    await expect(openSqliteVecIndex({ file: ":memory:", dimension: 0 })).rejects.toThrow(RangeError);
    await expect(openSqliteVecIndex({ file: ":memory:", dimension: 4, chunkSize: 12 })).rejects.toThrow(RangeError);
    await expect(openSqliteVecIndex({ file: ":memory:", dimension: 4, cachedVectors: 0 })).rejects.toThrow(RangeError);
    const dir = tempDir();
    try {
      const file = join(dir, "vectors.sqlite");
      await (await openSqliteVecIndex({ file, dimension: 8, quantization: "none" })).close();
      await expect(openSqliteVecIndex({ file, dimension: 8, quantization: "bit" })).rejects.toThrow(/quantization none/);
      // Without a quantization, a file keeps its own; a new file gets "bit".
      const existing = await openSqliteVecIndex({ file, dimension: 8 });
      expect(existing.quantization).toBe("none");
      await existing.close();
      const fresh = await openSqliteVecIndex({ file: join(dir, "new.sqlite"), dimension: 12 });
      expect(fresh.quantization).toBe("bit");
      await fresh.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("sqlite-vec quantization bit: sign bits held in process memory", () => {
  const filter = { agentId: "p1", mode: "live" } as const;
  const entry = (id: string, vector: number[], extra: Partial<IndexEntry> = {}): IndexEntry => ({
    id,
    agentId: "p1",
    mode: "live",
    namespace: null,
    type: "semantic",
    lane: "self",
    archived: false,
    createdAt: 1,
    text: `words of ${id}`,
    vector: new Float32Array(vector),
    ...extra,
  });
  const ids = async (index: VectorIndex, vector: number[], f: IndexFilter = filter) =>
    (await index.knn({ vector: new Float32Array(vector), k: 10, filter: f })).map((h) => h.id);

  it("sees every write of another handle on the same file at its next search", async () => {
    const dir = tempDir();
    const file = join(dir, "vectors.sqlite");
    const reader = await openSqliteVecIndex({ file, dimension: 8, quantization: "bit" });
    const writer = await openSqliteVecIndex({ file, dimension: 8, quantization: "bit" });
    try {
      await writer.upsert([entry("a", [1, 0, 0, 0, 0, 0, 0, 0]), entry("b", [0, 1, 0, 0, 0, 0, 0, 0])]);
      expect(await ids(reader, [1, 0.1, 0, 0, 0, 0, 0, 0])).toEqual(["a", "b"]); // now cached by the reader

      await writer.upsert([entry("c", [1, 0.05, 0, 0, 0, 0, 0, 0])]);
      expect(await ids(reader, [1, 0.1, 0, 0, 0, 0, 0, 0])).toEqual(["c", "a", "b"]);

      await writer.setArchived("a", true);
      expect(await ids(reader, [1, 0.1, 0, 0, 0, 0, 0, 0])).toEqual(["c", "b"]);
      expect(await ids(reader, [1, 0.1, 0, 0, 0, 0, 0, 0], { ...filter, includeArchived: true })).toEqual(["c", "a", "b"]);

      // Replaced: new vector, then moved to another agent, then back without a vector.
      await writer.upsert([entry("b", [1, 0.08, 0, 0, 0, 0, 0, 0])]);
      expect(await ids(reader, [1, 0.1, 0, 0, 0, 0, 0, 0])).toEqual(["b", "c"]);
      await writer.upsert([entry("b", [1, 0.08, 0, 0, 0, 0, 0, 0], { agentId: "p2" })]);
      expect(await ids(reader, [1, 0.1, 0, 0, 0, 0, 0, 0])).toEqual(["c"]);
      expect(await ids(reader, [1, 0.1, 0, 0, 0, 0, 0, 0], { ...filter, agentId: "p2" })).toEqual(["b"]);
      await writer.upsert([{ ...entry("b", []), vector: undefined }]);
      expect(await ids(reader, [1, 0.1, 0, 0, 0, 0, 0, 0], { ...filter, agentId: "p2" })).toEqual([]);

      // Deleting the newest row lets SQLite hand its seq out again: the new entry must not stay deleted.
      await writer.delete(["c"]);
      expect(await ids(reader, [1, 0.1, 0, 0, 0, 0, 0, 0])).toEqual([]);
      await writer.upsert([entry("d", [0, 0, 1, 0, 0, 0, 0, 0])]);
      expect(await ids(reader, [0, 0, 1, 0, 0, 0, 0, 0])).toEqual(["d"]);
      expect(await ids(writer, [0, 0, 1, 0, 0, 0, 0, 0])).toEqual(["d"]);
    } finally {
      await reader.close();
      await writer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("forgets deleted entries even when the newest entry is among them", async () => {
    const index = await openSqliteVecIndex({ file: ":memory:", dimension: 8, quantization: "bit" });
    try {
      const far = Array.from({ length: 100 }, (_, i) => entry(`far${i}`, [0, 0, 0, 0, 1, i / 100, 0, 0]));
      const near = Array.from({ length: 99 }, (_, i) => entry(`near${i}`, [1, i / 100, 0, 0, 0, 0, 0, 0]));
      await index.upsert([...far, ...near]);
      await index.upsert([entry("newest", [1, 0, 0, 0, 0, 0, 0, 0])]);
      expect(await ids(index, [1, 0, 0, 0, 0, 0, 0, 0])).toContain("newest"); // cached now
      // Deleting the newest entry lowers the file's highest revision: the deletion must still be seen.
      await index.delete(["newest", ...near.map((e) => e.id)]);
      const hits = await ids(index, [1, 0, 0, 0, 0, 0, 0, 0]);
      expect(hits).toHaveLength(10);
      expect(hits.every((id) => id.startsWith("far"))).toBe(true);
    } finally {
      await index.close();
    }
  });

  it("answers correctly when its memory budget is smaller than the agents it searches", async () => {
    const index = await openSqliteVecIndex({ file: ":memory:", dimension: 8, quantization: "bit", cachedVectors: 2 });
    try {
      for (const agentId of ["p1", "p2", "p3"]) {
        await index.upsert([0, 1, 2].map((i) => entry(`${agentId}-${i}`, [1, i, 0, 0, 0, 0, 0, 0], { agentId })));
      }
      for (let round = 0; round < 2; round++) {
        for (const agentId of ["p1", "p2", "p3"]) {
          expect(await ids(index, [1, 0, 0, 0, 0, 0, 0, 0], { ...filter, agentId })).toEqual([0, 1, 2].map((i) => `${agentId}-${i}`));
        }
      }
    } finally {
      await index.close();
    }
  });

  it("upgrades an exact (vec0 float) file made before validity columns, keeping every vector", async () => {
    const dir = tempDir();
    const file = join(dir, "vectors.sqlite");
    try {
      const db = new Database(file);
      sqliteVec.load(db);
      db.exec(`
        CREATE TABLE vi_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        INSERT INTO vi_meta VALUES ('dimension', '8'), ('quantization', 'none');
        CREATE TABLE vi_entries (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, agent_key TEXT NOT NULL, namespace TEXT NOT NULL,
          type TEXT NOT NULL, lane TEXT NOT NULL, archived INTEGER NOT NULL, created_at INTEGER NOT NULL, has_vector INTEGER NOT NULL, rev INTEGER NOT NULL DEFAULT 0);
        CREATE VIRTUAL TABLE vi_text USING fts5(text, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2');
        CREATE VIRTUAL TABLE vi_vectors USING vec0(seq INTEGER PRIMARY KEY, agent_key TEXT PARTITION KEY, embedding float[8] distance_metric=cosine,
          namespace TEXT, type TEXT, lane TEXT, archived INTEGER, chunk_size=128);
      `);
      [
        [1, 0, 0, 0, 0, 0, 0, 0],
        [0, 1, 0, 0, 0, 0, 0, 0],
      ].forEach((v, i) => {
        const seq = i + 1;
        db.prepare("INSERT INTO vi_entries VALUES (?, ?, 'live:p1', '', 'semantic', 'self', 0, 5, 1, 0)").run(seq, `old${i}`);
        db.prepare("INSERT INTO vi_text (rowid, text) VALUES (?, ?)").run(seq, `old words ${i}`);
        db.prepare("INSERT INTO vi_vectors (seq, agent_key, embedding, namespace, type, lane, archived) VALUES (?, 'live:p1', ?, '', 'semantic', 'self', 0)").run(
          BigInt(seq),
          Buffer.from(new Float32Array(v).buffer),
        );
      });
      db.close();

      const index = await openSqliteVecIndex({ file, dimension: 8 });
      expect(index.quantization).toBe("none");
      expect(await ids(index, [0.1, 1, 0, 0, 0, 0, 0, 0], { ...filter, openAt: 10, startedBy: 10 })).toEqual(["old1", "old0"]);
      expect(await ids(index, [0.1, 1, 0, 0, 0, 0, 0, 0], { ...filter, startedBy: 4 })).toEqual([]);
      await index.upsert([entry("closed", [0, 0.9, 0.1, 0, 0, 0, 0, 0], { validTo: 8 })]);
      expect(await ids(index, [0.1, 1, 0, 0, 0, 0, 0, 0], { ...filter, openAt: 10 })).toEqual(["old1", "old0"]);
      await index.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("upgrades a file of the earlier layout (vec0 1-bit vectors) in place, keeping every entry", async () => {
    const dir = tempDir();
    const file = join(dir, "vectors.sqlite");
    try {
      const db = new Database(file);
      sqliteVec.load(db);
      db.exec(`
        CREATE TABLE vi_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        INSERT INTO vi_meta VALUES ('dimension', '8'), ('quantization', 'bit');
        CREATE TABLE vi_entries (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, agent_key TEXT NOT NULL, namespace TEXT NOT NULL,
          type TEXT NOT NULL, lane TEXT NOT NULL, archived INTEGER NOT NULL, created_at INTEGER NOT NULL, has_vector INTEGER NOT NULL);
        CREATE VIRTUAL TABLE vi_text USING fts5(text, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2');
        CREATE VIRTUAL TABLE vi_vectors USING vec0(seq INTEGER PRIMARY KEY, agent_key TEXT PARTITION KEY, embedding bit[8],
          namespace TEXT, type TEXT, lane TEXT, archived INTEGER, chunk_size=2048);
        CREATE TABLE vi_floats (seq INTEGER PRIMARY KEY, vector BLOB NOT NULL);
      `);
      const vectors = [
        [1, 0, 0, 0, 0, 0, 0, 0],
        [0, 1, 0, 0, 0, 0, 0, 0],
      ];
      vectors.forEach((v, i) => {
        const seq = i + 1;
        db.prepare("INSERT INTO vi_entries VALUES (?, ?, 'live:p1', '', 'semantic', 'self', 0, 1, 1)").run(seq, `old${i}`);
        db.prepare("INSERT INTO vi_text (rowid, text) VALUES (?, ?)").run(seq, `old words ${i}`);
        db.prepare("INSERT INTO vi_floats VALUES (?, ?)").run(seq, Buffer.from(new Float32Array(v).buffer));
      });
      db.close();

      const index = await openSqliteVecIndex({ file, dimension: 8 });
      expect(index.quantization).toBe("bit");
      expect(await ids(index, [0.1, 1, 0, 0, 0, 0, 0, 0])).toEqual(["old1", "old0"]);
      await index.upsert([entry("new", [0, 0.9, 0.1, 0, 0, 0, 0, 0])]);
      expect(await ids(index, [0.1, 1, 0, 0, 0, 0, 0, 0])).toEqual(["old1", "new", "old0"]);
      await index.close();

      const check = new Database(file, { readonly: true });
      const tables = (check.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
      check.close();
      expect(tables).not.toContain("vi_vectors");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
