import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteDocumentStore } from "../adapters/sqlite/sqlite-document-store.ts";
import { tempDir } from "./support/test-berth.ts";
import { Lease } from "../core/ports/lease.ts";

const stores: SqliteDocumentStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

/** Two handles on one SQLite file: two processes sharing a store. */
function twoProcesses(): [SqliteDocumentStore, SqliteDocumentStore] {
  const file = join(tempDir("berth-lease-"), "berth.sqlite");
  const pair: [SqliteDocumentStore, SqliteDocumentStore] = [new SqliteDocumentStore({ file }), new SqliteDocumentStore({ file })];
  stores.push(...pair);
  return pair;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("Lease", () => {
  it("kept alive, stays with its holder for many times its life; stopped, passes to another once expired", async () => {
    const [a, b] = twoProcesses();
    // Long enough that a loaded machine's event-loop stalls do not let it lapse between renewals.
    const mine = new Lease(a, "job", 1000);
    const theirs = new Lease(b, "job", 1000);
    expect(await mine.hold()).toBe(true);
    const keeper = mine.keepAlive();
    for (let i = 0; i < 6; i++) {
      await sleep(400);
      expect(await theirs.hold(), `after ${(i + 1) * 400} ms`).toBe(false);
    }
    expect(keeper.lost()).toBe(false);
    keeper.stop();
    await sleep(1200);
    expect(await theirs.hold()).toBe(true);
    expect(keeper.lost()).toBe(true);
  });

  it("says it is lost when it expired before a renewal, and another process took it", async () => {
    const [a, b] = twoProcesses();
    const mine = new Lease(a, "job", 50);
    expect(await mine.hold()).toBe(true);
    await sleep(80);
    expect(await new Lease(b, "job", 50).hold()).toBe(true);
    const keeper = mine.keepAlive();
    expect(keeper.lost()).toBe(true);
    keeper.stop();
  });

  it("never reports a lease it holds as lost when renewals race (the loop's and the keeper's)", async () => {
    const [a] = twoProcesses();
    const mine = new Lease(a, "job", 40);
    expect(await mine.hold()).toBe(true);
    for (let round = 0; round < 20; round++) {
      await sleep(25);
      // Both past half-life at once: without one renewal at a time, one CAS loses and says false.
      const answers = await Promise.all([mine.hold(), mine.hold(), mine.hold()]);
      expect(answers).toEqual([true, true, true]);
    }
  });
});
