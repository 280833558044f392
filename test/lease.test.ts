import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteDocumentStore } from "../adapters/sqlite/sqlite-document-store.ts";
import { tempDir } from "./support/test-berth.ts";
import { Lease, takeLease } from "../core/ports/lease.ts";
import { ManualClock } from "../core/scheduler/manual-clock.ts";

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

/** Moves the clock, then lets the store's real I/O (a lease read or write under way) finish. */
async function tick(clock: ManualClock, ms: number): Promise<void> {
  await clock.advance(ms);
  await new Promise((r) => setTimeout(r, 0));
}

describe("Lease (on an injected clock)", () => {
  it("renewed, stays with its holder for many times its life; no longer renewed, passes to another once expired, not before", async () => {
    const clock = new ManualClock(0);
    const [a, b] = twoProcesses();
    const mine = new Lease(a, "job", 1000, () => clock.now());
    const theirs = new Lease(b, "job", 1000, () => clock.now());
    expect(await mine.hold()).toBe(true);
    for (let t = 400; t <= 2400; t += 400) {
      await clock.advance(400);
      expect(await mine.hold(), `renewed at ${t} ms`).toBe(true);
      expect(await theirs.hold(), `taken at ${t} ms`).toBe(false);
    }
    // Last renewed at 2400 (it was past half its life): held until 3400.
    expect(mine.validUntil()).toBe(3400);
    await clock.advance(999);
    expect(await theirs.hold()).toBe(false);
    await clock.advance(2);
    expect(await theirs.hold()).toBe(true);
    // The old holder learns it at its next look.
    expect(await mine.hold()).toBe(false);
    expect(mine.validUntil()).toBe(0);
  });

  it("renews early when asked to (renewBeforeMs): a holder keeps at least that much of its lease ahead", async () => {
    const clock = new ManualClock(0);
    const [a] = twoProcesses();
    const early = new Lease(a, "early", 1000, () => clock.now(), { renewBeforeMs: 800 });
    expect(await early.hold()).toBe(true);
    await clock.advance(199);
    expect(await early.hold()).toBe(true);
    expect(early.validUntil()).toBe(1000);
    await clock.advance(2);
    expect(await early.hold()).toBe(true);
    expect(early.validUntil()).toBe(1201);
  });

  it("never reports a lease it holds as lost when renewals race", async () => {
    const clock = new ManualClock(0);
    const [a] = twoProcesses();
    const mine = new Lease(a, "job", 40, () => clock.now());
    expect(await mine.hold()).toBe(true);
    for (let round = 0; round < 20; round++) {
      await clock.advance(25);
      // All past half-life at once: without one renewal at a time, one CAS loses and says false.
      const answers = await Promise.all([mine.hold(), mine.hold(), mine.hold()]);
      expect(answers).toEqual([true, true, true]);
    }
  });

  it("takeLease waits on the clock for the holder to give up, renews on it, and gives up past its wait", async () => {
    const clock = new ManualClock(0);
    const [a, b] = twoProcesses();
    // Renewed every second, a lease of three: each renewal has over a second to land before it is needed.
    const first = await takeLease(new Lease(a, "turn", 3000, () => clock.now()), 3000, { waitMs: 100_000, busy: () => new Error("busy"), clock });
    let secondHeld = false;
    const second = takeLease(new Lease(b, "turn", 3000, () => clock.now()), 3000, { waitMs: 100_000, pollMs: 100, busy: () => new Error("busy"), clock }).then((held) => {
      secondHeld = true;
      return held;
    });
    // The first keeps renewing on the clock: ten lease lives pass and the second still waits.
    for (let i = 0; i < 300; i++) await tick(clock, 100);
    expect(secondHeld).toBe(false);
    await first.release();
    while (!secondHeld) await tick(clock, 100);
    await (await second).release();
    const busy = await takeLease(new Lease(a, "turn", 3000, () => clock.now()), 3000, { waitMs: 0, busy: () => new Error("busy"), clock });
    const third = takeLease(new Lease(b, "turn", 3000, () => clock.now()), 3000, { waitMs: 500, pollMs: 100, busy: (waited) => new Error(`busy for ${waited} ms`), clock });
    const refused = third.catch((err: unknown) => err);
    for (let i = 0; i < 8; i++) await tick(clock, 100);
    expect(String(await refused)).toMatch(/busy for [5-9]\d\d ms/);
    await busy.release();
  });
});
