import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteDocumentStore } from "../../adapters/sqlite/sqlite-document-store.ts";
import { LimitLedger } from "../../core/http/limit-ledger.ts";
import { RateLimiter } from "../../core/http/rate-limiter.ts";
import { ManualClock } from "../../core/scheduler/manual-clock.ts";
import { Scheduler } from "../../core/scheduler/scheduler.ts";

const LIMIT = 100;
// Windows start at multiples of their length: one this long does not end during the test.
const WINDOW_MS = 1e13;
const log = pino({ level: "silent" });

/** One instance: its own handle on the shared SQLite file, a limiter and a ledger that syncs only when the test says. */
async function instance(file: string, clock: ManualClock, limit = LIMIT, windowMs = WINDOW_MS) {
  const store = new SqliteDocumentStore({ file });
  const scheduler = new Scheduler({ clock, log });
  scheduler.start();
  const ledger = new LimitLedger(store, { intervalMs: 3_600_000, log, clock, schedule: (spec) => scheduler.add(spec) });
  const limiter = new RateLimiter(limit, windowMs, "default", undefined, clock);
  limiter.share(ledger);
  await ledger.start();
  let admitted = 0;
  return {
    ledger,
    limiter,
    get admitted() {
      return admitted;
    },
    /** Admits the key until refused (or `most` times), claiming whenever admit says it must; how many it admitted. */
    async hammer(key = "k", most = Infinity): Promise<number> {
      let n = 0;
      for (; n < most; n++) {
        try {
          const q = limiter.admit(key);
          if (q instanceof Promise) await q;
        } catch {
          break;
        }
      }
      admitted += n;
      return n;
    },
    async close() {
      await ledger.close();
      await scheduler.stop();
      await store.close();
    },
  };
}

describe("shared rate limits on one SQLite file (the ledger)", () => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const i of open.splice(0)) await i.close();
  });
  const two = async (limit = LIMIT) => {
    const clock = new ManualClock();
    const file = join(mkdtempSync(join(tmpdir(), "berth-limits-")), "berth.sqlite");
    const a = await instance(file, clock, limit);
    const b = await instance(file, clock, limit);
    open.push(b, a);
    // A started alone: its sync learns that B is there.
    await a.ledger.syncNow();
    expect([a.ledger.live, b.ledger.live]).toEqual([2, 2]);
    return { a, b, file, clock };
  };

  it("never admit more than the limit together, however late one of them syncs", async () => {
    const { a, b } = await two();
    // A takes part of the window (one claim covers it), then B hammers: its claims leave A's hold alone.
    await a.hammer("k", 40);
    await b.hammer();
    expect(b.admitted).toBeGreaterThan(0);
    await a.hammer();
    // A syncs and again while B, busy, does not: A's claims count what B holds, not what B last counted.
    for (let i = 0; i < 10; i++) {
      await a.ledger.syncNow();
      await a.hammer();
    }
    await b.ledger.syncNow();
    await b.hammer();
    expect(a.admitted + b.admitted).toBeLessThanOrEqual(LIMIT);
    // Shares are rounded down: at most one unit per instance goes unused.
    expect(a.admitted + b.admitted).toBeGreaterThanOrEqual(LIMIT - 2);
    expect(b.admitted).toBeGreaterThan(0);
  });

  it("claiming at the same moment from both, stay within the limit", async () => {
    const { a, b } = await two();
    for (let round = 0; round < 10; round++) {
      await Promise.all([a.hammer(), b.hammer(), a.ledger.syncNow(), b.ledger.syncNow()]);
    }
    expect(a.admitted + b.admitted).toBeLessThanOrEqual(LIMIT);
    expect(a.admitted + b.admitted).toBeGreaterThanOrEqual(LIMIT - 2);
  });

  it("an idle instance gives back its hold: the busy one gets nearly all of the limit", async () => {
    const { a, b, clock } = await two();
    await a.hammer("k", 10);
    await b.hammer("k", 1);
    // B's sync after its request claims what it may need next; a second later, idle, it gives that back.
    await b.ledger.syncNow();
    expect(b.limiter.current("k")!.held).toBeGreaterThan(1);
    await clock.advance(1_100);
    await b.ledger.syncNow();
    expect(b.limiter.current("k")!.held).toBe(1);
    await a.hammer();
    expect(a.admitted).toBeGreaterThanOrEqual(LIMIT - 1 - 2);
    expect(a.admitted + 1).toBeLessThanOrEqual(LIMIT);
  });

  it("a drained instance's hold stops counting at once: only what it admitted does", async () => {
    const { a, b } = await two();
    await b.hammer("k", 10);
    await a.hammer();
    await b.ledger.syncNow();
    await b.close();
    open.splice(open.indexOf(b), 1);
    await a.ledger.syncNow();
    expect(a.ledger.live).toBe(1);
    await a.hammer();
    expect(a.admitted).toBe(LIMIT - 10);
  });

  it("leave a share for an instance that joins: it is admitted at once (a rolling restart)", async () => {
    const { a, b, file, clock } = await two(1_000_000);
    for (let round = 0; round < 3; round++) {
      await Promise.all([a.hammer("k", 100), b.hammer("k", 100)]);
      await Promise.all([a.ledger.syncNow(), b.ledger.syncNow()]);
    }
    const c = await instance(file, clock, 1_000_000);
    open.push(c);
    expect(c.ledger.live).toBe(3);
    expect(await c.hammer("k", 10_000)).toBe(10_000);
    // A third of what A and B leave: each holds a half of what the other left, a third of the limit at most.
    expect(c.limiter.current("k")!.allow).toBeGreaterThan(100_000);
  });

  it("admit without waiting refuses what no claim covers yet, and the claim it starts covers the next", async () => {
    const { a, b } = await two();
    await a.hammer();
    // Work charged in a window this instance has not claimed (as after the request's own window ended).
    expect(() => b.limiter.admit("other", 1, { wait: false })).toThrow(/rate limit/);
    // The refusal started a claim: a request that waits joins it, and then work fits without waiting.
    await b.limiter.admit("other", 1);
    const q = b.limiter.admit("other", 1, { wait: false });
    expect(q instanceof Promise ? "a promise" : q.remaining).toBeGreaterThan(0);
  });

  it("after a claim, a large charge of work fits in the fair share", async () => {
    const clock = new ManualClock();
    const file = join(mkdtempSync(join(tmpdir(), "berth-limits-")), "berth.sqlite");
    const a = await instance(file, clock, 1000);
    const b = await instance(file, clock, 1000);
    open.push(b, a);
    await a.ledger.syncNow();
    await b.hammer("k", 1);
    const q = b.limiter.admit("k", 400, { wait: false });
    expect(q instanceof Promise ? -1 : q.remaining).toBeGreaterThan(0);
  });

  it("alone, a sync at a window's turn refuses nothing while its claim is written (a 429 in CI at a minute's turn)", async () => {
    const clock = new ManualClock();
    const file = join(mkdtempSync(join(tmpdir(), "berth-limits-")), "berth.sqlite");
    const a = await instance(file, clock, LIMIT, 60_000);
    open.push(a);
    expect(await a.hammer("k", 5)).toBe(5);
    // The next window: the sync claims the caller touched in the last one, while requests go on.
    await clock.advance(60_000 - (clock.now() % 60_000));
    let settled = false;
    const sync = a.ledger.syncNow().finally(() => (settled = true));
    // No request of the new window yet: the sync's claim is the first to see it. A request while
    // that claim is being written is admitted, as it would be without a ledger.
    while (!settled && !a.limiter.current("k")) await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    const q = a.limiter.admit("k");
    expect(q instanceof Promise ? (await q).remaining : q.remaining).toBe(LIMIT - 1);
    await sync;
    expect(a.limiter.current("k")!).toMatchObject({ mine: 1, allow: LIMIT });
  });
});
