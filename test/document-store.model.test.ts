import { describe, expect, it } from "vitest";
import { documentStoreContract } from "./document-store.contract.ts";
import { ModelDatabase } from "./support/mongo-model-store.ts";

// The model of MongoDB's transactions that the property tests run on (test/support/mongo-model-store.ts)
// must be a DocumentStore first: the same contract as the real adapters, two handles on one database.
documentStoreContract(
  "mongodb model (in memory)",
  async () => new ModelDatabase().handle(),
  async (first) => (first as ReturnType<ModelDatabase["handle"]>).db.handle(),
);


interface Doc {
  n: number;
}
const spec = { name: "things" };

/** A promise and its resolver: lets two transactions' steps be put in an exact order. */
function step(): { done: Promise<void>; go: () => void } {
  let go!: () => void;
  const done = new Promise<void>((r) => (go = r));
  return { done, go };
}

describe("the model's MongoDB semantics", () => {
  it("reads a snapshot taken at a transaction's first operation: later commits stay invisible to it", async () => {
    const db = new ModelDatabase();
    const a = db.handle();
    const b = db.handle();
    await a.collection<Doc>(spec).insert("x", { n: 1 });
    const read = step();
    const written = step();
    const seen: number[] = [];
    const t1 = a.transaction(async (tx) => {
      seen.push((await tx.collection<Doc>(spec).get("x"))!.n);
      read.go();
      await written.done;
      seen.push((await tx.collection<Doc>(spec).get("x"))!.n);
      seen.push((await tx.collection<Doc>(spec).find({})).items[0]!.n);
    });
    await read.done;
    await b.collection<Doc>(spec).update("x", 1, { n: 2 });
    written.go();
    await t1;
    expect(seen).toEqual([1, 1, 1]);
    expect((await a.collection<Doc>(spec).get("x"))!.n).toBe(2);
  });

  it("lets two transactions that write different documents both commit, each having read the other's old value (no serialisation)", async () => {
    const db = new ModelDatabase();
    const s = db.handle();
    await s.collection<Doc>(spec).insert("x", { n: 0 });
    await s.collection<Doc>(spec).insert("y", { n: 0 });
    const bothRead = { a: step(), b: step() };
    let runs = 0;
    const skew = (mine: string, other: string, me: { go: () => void }, them: { done: Promise<void> }) =>
      s.transaction(async (tx) => {
        runs++;
        const c = tx.collection<Doc>(spec);
        const seen = (await c.get(other))!.n;
        me.go();
        await them.done;
        const cur = (await c.get(mine))!;
        await c.update(mine, cur.version, { n: seen + 1 });
      });
    await Promise.all([skew("x", "y", bothRead.a, bothRead.b), skew("y", "x", bothRead.b, bothRead.a)]);
    expect(runs).toBe(2);
    // Serially, one would have seen the other's 1: both saw 0.
    expect([(await s.collection<Doc>(spec).get("x"))!.n, (await s.collection<Doc>(spec).get("y"))!.n]).toEqual([1, 1]);
  });

  it("fails the second writer of one document with a write conflict and runs it again on a new snapshot", async () => {
    const db = new ModelDatabase();
    const s = db.handle();
    await s.collection<Doc>(spec).insert("x", { n: 0 });
    const firstWrote = step();
    const secondRead = step();
    let secondRuns = 0;
    const first = s.transaction(async (tx) => {
      const c = tx.collection<Doc>(spec);
      const cur = (await c.get("x"))!;
      await secondRead.done;
      await c.update("x", cur.version, { n: cur.n + 1 });
      firstWrote.go();
    });
    const second = s.transaction(async (tx) => {
      secondRuns++;
      const c = tx.collection<Doc>(spec);
      const cur = (await c.get("x"))!;
      secondRead.go();
      await firstWrote.done;
      await c.update("x", cur.version, { n: cur.n + 10 });
    });
    await Promise.all([first, second]);
    expect(secondRuns).toBe(2);
    expect(db.conflicts).toBeGreaterThan(0);
    expect((await s.collection<Doc>(spec).get("x"))!.n).toBe(11);
  });

  it("orders commits by when they commit, not when they started", async () => {
    const db = new ModelDatabase();
    const s = db.handle();
    const log = { name: "log", indexes: [{ fields: ["n"] }] };
    const secondCommitted = step();
    const order: string[] = [];
    const early = s.transaction(async (tx) => {
      await tx.collection<Doc>(log).insert("early", { n: 1 });
      await secondCommitted.done;
      tx.afterCommit(() => order.push("early"));
    });
    await s.transaction(async (tx) => {
      await tx.collection<Doc>(log).insert("late", { n: 2 });
      tx.afterCommit(() => order.push("late"));
    });
    // A reader now sees the later start only: the early one has not committed.
    expect((await s.collection<Doc>(log).find({})).items.map((d) => d.id)).toEqual(["late"]);
    secondCommitted.go();
    await early;
    expect(order).toEqual(["late", "early"]);
  });

  it("makes a write outside a transaction wait for the transaction holding its document, then apply on what it committed", async () => {
    const db = new ModelDatabase();
    const s = db.handle();
    await s.collection<Doc>(spec).insert("x", { n: 0 });
    const held = step();
    const release = step();
    const tx = s.transaction(async (t) => {
      await t.collection<Doc>(spec).update("x", 1, { n: 5 });
      held.go();
      await release.done;
    });
    await held.done;
    const cas = s.collection<Doc>(spec).update("x", 1, { n: 7 });
    const settled = await Promise.race([cas.then(() => "done"), new Promise((r) => setImmediate(() => r("waiting")))]);
    expect(settled).toBe("waiting");
    release.go();
    await tx;
    // The transaction moved the version: the compare-and-set outside finds it moved.
    expect(await cas).toBeNull();
    expect((await s.collection<Doc>(spec).get("x"))!.n).toBe(5);
  });
});
