import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DuplicateKeyError, type DocumentStore } from "../core/ports/document-store.ts";
import { BerthError } from "../core/errors/berth-error.ts";

interface Item {
  owner: string;
  seq: number;
  tag: string | null;
  active: boolean;
  note?: string;
}

const spec = (name: string) => ({
  name,
  indexes: [{ fields: ["owner", "seq"] }, { fields: ["tag"], unique: true }, { fields: ["active"] }, { fields: ["seq"] }],
});

/**
 * The DocumentStore contract: every adapter must pass it. `open` gives a fresh, empty store;
 * `reopen` (optional) gives a second handle on the same data, as a second process would.
 */
export function documentStoreContract(
  name: string,
  open: () => Promise<DocumentStore>,
  reopen?: (first: DocumentStore) => Promise<DocumentStore>,
): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;
    let n = 0;
    const fresh = () => store.collection<Item>(spec(`items${++n}`));

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
    });

    it("answers ping", async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it("inserts and gets a document with id and version 1", async () => {
      const c = fresh();
      const stored = await c.insert("a", { owner: "o1", seq: 1, tag: "x", active: true, note: "hello" });
      expect(stored).toEqual({ id: "a", version: 1, owner: "o1", seq: 1, tag: "x", active: true, note: "hello" });
      expect(await c.get("a")).toEqual(stored);
      expect(await c.get("missing")).toBeNull();
    });

    it("leaves out fields whose value is undefined (never stores them as null), on insert, update and upsert", async () => {
      const c = fresh();
      const inserted = await c.insert("a", { owner: "o", seq: 1, tag: null, active: true, note: undefined });
      expect(Object.keys((await c.get("a"))!)).not.toContain("note");
      await c.update("a", inserted.version, { owner: "o", seq: 2, tag: null, active: true, note: undefined });
      expect(Object.keys((await c.get("a"))!)).not.toContain("note");
      await c.upsert("b", { owner: "o", seq: 3, tag: null, active: false, note: undefined });
      expect(Object.keys((await c.get("b"))!)).not.toContain("note");
    });

    it("rejects a duplicate id and a duplicate unique field, but allows many nulls", async () => {
      const c = fresh();
      await c.insert("a", { owner: "o", seq: 1, tag: "t", active: true });
      await expect(c.insert("a", { owner: "o", seq: 2, tag: "u", active: true })).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(c.insert("b", { owner: "o", seq: 3, tag: "t", active: true })).rejects.toBeInstanceOf(DuplicateKeyError);
      await c.insert("c", { owner: "o", seq: 4, tag: null, active: true });
      await c.insert("d", { owner: "o", seq: 5, tag: null, active: true });
      expect(await c.count()).toBe(3);
      expect((await c.get("a"))?.seq).toBe(1);
    });

    it("finds by indexed fields with equality, ranges, in, booleans and null", async () => {
      const c = fresh();
      for (let i = 0; i < 10; i++) {
        await c.insert(`i${i}`, { owner: i % 2 ? "odd" : "even", seq: i, tag: i === 3 ? null : `t${i}`, active: i < 5 });
      }
      const odd = await c.find({ where: { owner: "odd" }, sort: { field: "seq", direction: "asc" } });
      expect(odd.items.map((d) => d.seq)).toEqual([1, 3, 5, 7, 9]);
      const range = await c.find({ where: { seq: { gte: 3, lt: 6 } }, sort: { field: "seq", direction: "desc" } });
      expect(range.items.map((d) => d.seq)).toEqual([5, 4, 3]);
      const inList = await c.find({ where: { tag: { in: ["t1", "t8", "nope"] } }, sort: { field: "seq", direction: "asc" } });
      expect(inList.items.map((d) => d.id)).toEqual(["i1", "i8"]);
      expect(await c.count({ active: true })).toBe(5);
      expect(await c.count({ active: false, owner: "odd" })).toBe(3);
      const nulls = await c.find({ where: { tag: null } });
      expect(nulls.items.map((d) => d.id)).toEqual(["i3"]);
      expect((await c.find({ where: { tag: { in: [] } } })).items).toEqual([]);
    });

    it("pages with limit and cursor without gaps or repeats, ties broken by id", async () => {
      const c = fresh();
      for (let i = 0; i < 25; i++) await c.insert(`d${String(i).padStart(2, "0")}`, { owner: "o", seq: i % 5, tag: null, active: true });
      for (const direction of ["asc", "desc"] as const) {
        const seen: string[] = [];
        let cursor: string | undefined;
        for (let pages = 0; pages < 10; pages++) {
          const page = await c.find({ where: { owner: "o" }, sort: { field: "seq", direction }, limit: 7, cursor });
          seen.push(...page.items.map((d) => d.id));
          cursor = page.nextCursor;
          if (!cursor) break;
        }
        expect(seen).toHaveLength(25);
        expect(new Set(seen).size).toBe(25);
        const seqs = await Promise.all(seen.map(async (id) => (await c.get(id))!.seq));
        const sorted = [...seqs].sort((a, b) => (direction === "asc" ? a - b : b - a));
        expect(seqs).toEqual(sorted);
      }
    });

    it("pages through a sort field that is null on some documents: nulls first ascending, last descending", async () => {
      const c = fresh();
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) {
        const id = `n${String(i).padStart(2, "0")}`;
        ids.push(id);
        // Every third document has no tag; the others' tags run against their ids' order.
        await c.insert(id, { owner: "o", seq: i, tag: i % 3 === 0 ? null : `t${20 - i}`, active: true });
      }
      const docs = await Promise.all(ids.map(async (id) => (await c.get(id))!));
      const nulls = docs.filter((d) => d.tag === null).map((d) => d.id);
      const tagged = docs.filter((d) => d.tag !== null).sort((a, b) => (a.tag! < b.tag! ? -1 : 1)).map((d) => d.id);
      const expected = { asc: [...nulls, ...tagged], desc: [...[...tagged].reverse(), ...[...nulls].reverse()] };
      for (const direction of ["asc", "desc"] as const) {
        for (const limit of [1, 2, 3, 5]) {
          const seen: string[] = [];
          let cursor: string | undefined;
          for (let pages = 0; pages < 20; pages++) {
            const page = await c.find({ sort: { field: "tag", direction }, limit, cursor });
            seen.push(...page.items.map((d) => d.id));
            cursor = page.nextCursor;
            if (!cursor) break;
          }
          expect({ direction, limit, seen }).toEqual({ direction, limit, seen: expected[direction] });
        }
      }
    });

    it("rejects a cursor it did not issue with INVALID_CURSOR", async () => {
      const c = fresh();
      const err = await c.find({ cursor: "not-a-cursor" }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BerthError);
      expect((err as BerthError).code).toBe("INVALID_CURSOR");
    });

    it("refuses to query a field that is not indexed", async () => {
      const c = fresh();
      await expect(c.find({ where: { note: "x" } })).rejects.toThrow(/not indexed/);
    });

    it("updates only when the expected version matches (compare-and-set)", async () => {
      const c = fresh();
      await c.insert("a", { owner: "o", seq: 1, tag: null, active: true });
      const v2 = await c.update("a", 1, { owner: "o", seq: 2, tag: null, active: true });
      expect(v2?.version).toBe(2);
      expect(await c.update("a", 1, { owner: "o", seq: 3, tag: null, active: true })).toBeNull();
      expect((await c.get("a"))?.seq).toBe(2);
      expect(await c.update("missing", 1, { owner: "o", seq: 1, tag: null, active: true })).toBeNull();
      const found = await c.find({ where: { seq: 2 } });
      expect(found.items.map((d) => d.id)).toEqual(["a"]);
    });

    it("an update that breaks a unique index fails and changes nothing", async () => {
      const c = fresh();
      await c.insert("a", { owner: "o", seq: 1, tag: "one", active: true });
      await c.insert("b", { owner: "o", seq: 2, tag: "two", active: true });
      await expect(c.update("b", 1, { owner: "o", seq: 2, tag: "one", active: true })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await c.get("b"))?.tag).toBe("two");
    });

    it("upserts and deletes", async () => {
      const c = fresh();
      expect((await c.upsert("a", { owner: "o", seq: 1, tag: null, active: true })).version).toBe(1);
      expect((await c.upsert("a", { owner: "o", seq: 9, tag: null, active: true })).version).toBe(2);
      expect((await c.get("a"))?.seq).toBe(9);
      expect(await c.delete("a")).toBe(true);
      expect(await c.delete("a")).toBe(false);
      expect(await c.get("a")).toBeNull();
    });

    it("commits a transaction's writes together", async () => {
      const c = fresh();
      const name = c.name;
      await store.transaction(async (tx) => {
        const t = tx.collection<Item>(spec(name));
        await t.insert("a", { owner: "o", seq: 1, tag: null, active: true });
        await t.insert("b", { owner: "o", seq: 2, tag: null, active: true });
      });
      expect(await c.count()).toBe(2);
    });

    it("rolls a failed transaction back entirely and rethrows", async () => {
      const c = fresh();
      const name = c.name;
      await c.insert("seed", { owner: "o", seq: 0, tag: "taken", active: true });
      const err = await store
        .transaction(async (tx) => {
          const t = tx.collection<Item>(spec(name));
          await t.insert("a", { owner: "o", seq: 1, tag: null, active: true });
          await t.update("seed", 1, { owner: "o", seq: 100, tag: "taken", active: false });
          await t.insert("b", { owner: "o", seq: 2, tag: "taken", active: true });
        })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DuplicateKeyError);
      expect(await c.get("a")).toBeNull();
      expect((await c.get("seed"))?.seq).toBe(0);
      const thrown = await store
        .transaction(async (tx) => {
          await tx.collection<Item>(spec(name)).insert("z", { owner: "o", seq: 1, tag: null, active: true });
          throw new Error("changed my mind");
        })
        .catch((e: unknown) => e);
      expect((thrown as Error).message).toBe("changed my mind");
      expect(await c.get("z")).toBeNull();
    });

    it("keeps a counter exact under 50 concurrent compare-and-set writers", async () => {
      const c = fresh();
      await c.insert("counter", { owner: "o", seq: 0, tag: null, active: true });
      const bump = async (): Promise<number> => {
        for (let attempt = 1; ; attempt++) {
          const cur = (await c.get("counter"))!;
          const next = await c.update("counter", cur.version, { owner: "o", seq: cur.seq + 1, tag: null, active: true });
          if (next) return attempt;
        }
      };
      await Promise.all(Array.from({ length: 50 }, bump));
      expect((await c.get("counter"))?.seq).toBe(50);
    });

    it("serialises 40 concurrent transactions that read then write", async () => {
      const c = fresh();
      const name = c.name;
      await c.insert("counter", { owner: "o", seq: 0, tag: null, active: true });
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          store.transaction(async (tx) => {
            const t = tx.collection<Item>(spec(name));
            const cur = (await t.get("counter"))!;
            await t.insert(`row${i}`, { owner: "rows", seq: cur.seq, tag: null, active: true });
            const next = await t.update("counter", cur.version, { owner: "o", seq: cur.seq + 1, tag: null, active: true });
            if (!next) throw new Error("lost update inside a transaction");
          }),
        ),
      );
      expect((await c.get("counter"))?.seq).toBe(40);
      const rows = await c.find({ where: { owner: "rows" }, sort: { field: "seq", direction: "asc" }, limit: 100 });
      expect(rows.items.map((r) => r.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    });

    if (reopen) {
      it("two handles on the same data (as two processes) see each other's writes and keep CAS exact", async () => {
        const other = await reopen(store);
        try {
          const name = `shared${++n}`;
          const a = store.collection<Item>(spec(name));
          const b = other.collection<Item>(spec(name));
          await a.insert("counter", { owner: "o", seq: 0, tag: null, active: true });
          const bump = (c: typeof a) => async () => {
            for (;;) {
              const cur = (await c.get("counter"))!;
              if (await c.update("counter", cur.version, { owner: "o", seq: cur.seq + 1, tag: null, active: true })) return;
            }
          };
          await Promise.all([...Array.from({ length: 20 }, bump(a)), ...Array.from({ length: 20 }, bump(b))]);
          expect((await a.get("counter"))?.seq).toBe(40);
          expect((await b.get("counter"))?.seq).toBe(40);
          if (store.changeToken) {
            // The token must move for writes from this handle and from the other one.
            const t0 = store.changeToken();
            expect(store.changeToken()).toBe(t0);
            await b.insert("from-other", { owner: "o", seq: 1, tag: null, active: true });
            // Another handle's writes may take up to 1 ms to show (the port's promise).
            await new Promise((r) => setTimeout(r, 2));
            const t1 = store.changeToken();
            expect(t1).not.toBe(t0);
            await a.insert("from-self", { owner: "o", seq: 2, tag: null, active: true });
            expect(store.changeToken()).not.toBe(t1);
          }
        } finally {
          await other.close();
        }
      });
    }
  });
}
