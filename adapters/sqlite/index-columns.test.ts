import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { CollectionSpec } from "../../core/ports/document-store.ts";
import { SqliteDocumentStore } from "./sqlite-document-store.ts";

interface Item {
  owner: string;
  state: string;
  rank: number;
  done: boolean;
}

const V1: CollectionSpec = { name: "items", indexes: [{ fields: ["owner", "state"] }] };
const V2: CollectionSpec = { name: "items", indexes: [{ fields: ["owner", "state"] }, { fields: ["rank"] }, { fields: ["done"] }] };

function freshFile(): string {
  return join(mkdtempSync(join(tmpdir(), "berth-columns-")), "berth.sqlite");
}

function columnKinds(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true });
  const rows = db.prepare(`PRAGMA table_xinfo("c_items")`).all() as { name: string; hidden: number }[];
  db.close();
  return Object.fromEntries(rows.filter((r) => r.name.startsWith("f_")).map((r) => [r.name, r.hidden]));
}

const stores: SqliteDocumentStore[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

function open(file: string): SqliteDocumentStore {
  const store = new SqliteDocumentStore({ file });
  stores.push(store);
  return store;
}

describe("indexed fields as table columns", () => {
  it("are plain columns the store writes, and a field indexed later is filled from the stored documents", async () => {
    const file = freshFile();
    const first = open(file);
    await first.collection<Item>(V1).insert("a", { owner: "ann", state: "up", rank: 2, done: true });
    await first.collection<Item>(V1).insert("b", { owner: "bob", state: "down", rank: 1, done: false });
    await first.close();
    stores.length = 0;
    expect(columnKinds(file)).toEqual({ f_owner: 0, f_state: 0 });

    const second = open(file);
    const items = second.collection<Item>(V2);
    expect((await items.find({ where: { rank: 2 } })).items.map((i) => i.id)).toEqual(["a"]);
    expect((await items.find({ where: { done: false } })).items.map((i) => i.id)).toEqual(["b"]);
    expect(columnKinds(file)).toEqual({ f_owner: 0, f_state: 0, f_rank: 0, f_done: 0 });
  });

  it("follow an update of one field, and leave the others findable", async () => {
    const items = open(freshFile()).collection<Item>(V2);
    const a = await items.insert("a", { owner: "ann", state: "up", rank: 2, done: false });
    const moved = await items.update("a", a.version, { owner: "ann", state: "down", rank: 2, done: true });
    expect(moved?.version).toBe(2);
    expect((await items.find({ where: { owner: "ann", state: "up" } })).items).toEqual([]);
    expect((await items.find({ where: { owner: "ann", state: "down" } })).items.map((i) => i.id)).toEqual(["a"]);
    expect((await items.find({ where: { rank: 2 } })).items.map((i) => i.id)).toEqual(["a"]);
    expect((await items.find({ where: { done: true } })).items.map((i) => i.id)).toEqual(["a"]);
    // A stale version changes nothing, whatever the fields.
    expect(await items.update("a", 1, { owner: "zed", state: "up", rank: 9, done: false })).toBeNull();
    expect((await items.find({ where: { owner: "zed" } })).items).toEqual([]);
  });

  it("are written by a handle that opened the table before another one (a newer version) indexed another field", async () => {
    const file = freshFile();
    const older = open(file).collection<Item>(V1);
    await older.insert("a", { owner: "ann", state: "up", rank: 1, done: false });
    // Another process (here: another handle) with a newer spec adds the rank and done columns.
    const newer = open(file).collection<Item>(V2);
    await newer.insert("b", { owner: "bob", state: "up", rank: 2, done: false });
    // The older handle keeps writing documents: the columns it does not know of must follow them.
    await older.insert("c", { owner: "cy", state: "up", rank: 3, done: true });
    const a = (await older.get("a"))!;
    await older.update("a", a.version, { ...a, rank: 9 });
    await older.upsert("b", { owner: "bob", state: "up", rank: 8, done: true });
    expect((await newer.find({ where: { rank: 3 } })).items.map((i) => i.id)).toEqual(["c"]);
    expect((await newer.find({ where: { rank: 9 } })).items.map((i) => i.id)).toEqual(["a"]);
    expect((await newer.find({ where: { rank: 1 } })).items).toEqual([]);
    expect((await newer.find({ where: { done: true } })).items.map((i) => i.id)).toEqual(["b", "c"]);
  });

  it("stay generated in a table an earlier version made, which keeps working and grows generated columns", async () => {
    const file = freshFile();
    const db = new Database(file);
    db.pragma("journal_mode = WAL");
    db.exec(`CREATE TABLE "c_items" (id TEXT PRIMARY KEY, version INTEGER NOT NULL, doc TEXT NOT NULL)`);
    for (const f of ["owner", "state"]) db.exec(`ALTER TABLE "c_items" ADD COLUMN "f_${f}" GENERATED ALWAYS AS (json_extract(doc, '$.${f}')) VIRTUAL`);
    db.exec(`CREATE INDEX "i_items_owner_state" ON "c_items" ("f_owner", "f_state")`);
    db.prepare(`INSERT INTO "c_items" (id, version, doc) VALUES ('old', 1, ?)`).run(JSON.stringify({ owner: "ann", state: "up", rank: 5, done: true }));
    db.close();

    const items = open(file).collection<Item>(V2);
    await items.insert("new", { owner: "ann", state: "down", rank: 6, done: false });
    const old = (await items.get("old"))!;
    await items.update("old", old.version, { ...old, state: "down" });
    expect((await items.find({ where: { owner: "ann", state: "down" } })).items.map((i) => i.id)).toEqual(["new", "old"]);
    expect((await items.find({ where: { rank: { gte: 5 } }, sort: { field: "rank", direction: "desc" } })).items.map((i) => i.id)).toEqual(["new", "old"]);
    expect(columnKinds(file)).toEqual({ f_owner: 2, f_state: 2, f_rank: 2, f_done: 2 });
  });
});

describe("index columns hold what json_extract gives for the stored document", () => {
  interface Loose {
    v: unknown;
  }
  const LOOSE: CollectionSpec = { name: "loose", indexes: [{ fields: ["v"] }] };

  it("a number JSON cannot hold is stored as null, and a value with toJSON (a Date) as the JSON it turns into", async () => {
    const items = open(freshFile()).collection<Loose>(LOOSE);
    const at = new Date(Date.UTC(2026, 10, 23));
    await items.insert("inf", { v: Infinity });
    await items.insert("ninf", { v: -Infinity });
    await items.insert("nan", { v: NaN });
    await items.insert("date", { v: at });
    await items.insert("five", { v: 5 });
    // The documents read back hold null and the ISO text: queries must agree with them.
    expect((await items.get("inf"))!.v).toBeNull();
    expect((await items.get("date"))!.v).toBe(at.toISOString());
    expect((await items.find({ where: { v: null } })).items.map((i) => i.id)).toEqual(["inf", "nan", "ninf"]);
    expect((await items.find({ where: { v: { gt: 0 } } })).items.map((i) => i.id)).toEqual(["date", "five"]);
    expect((await items.find({ where: { v: at.toISOString() } })).items.map((i) => i.id)).toEqual(["date"]);
    // And an update to such a value moves the document the same way.
    const five = (await items.get("five"))!;
    await items.update("five", five.version, { v: Infinity });
    expect((await items.find({ where: { v: null } })).items.map((i) => i.id)).toEqual(["five", "inf", "nan", "ninf"]);
  });
});
