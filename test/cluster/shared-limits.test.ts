import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteDocumentStore } from "../../adapters/sqlite/sqlite-document-store.ts";
import { LimitSync } from "../../core/http/limit-sync.ts";
import { RateLimiter } from "../../core/http/rate-limiter.ts";

const LIMIT = 100;
// Windows start at multiples of their length: one this long does not end during the test.
const WINDOW_MS = 1e13;

/** One instance: its own handle on the shared SQLite file, a limiter and a sync that runs only when the test says. */
async function instance(file: string, limit = LIMIT) {
  const store = new SqliteDocumentStore({ file });
  const sync = new LimitSync(store, { intervalMs: 3_600_000, log: pino({ level: "silent" }) });
  const limiter = new RateLimiter(limit, WINDOW_MS);
  limiter.share(sync);
  await sync.start();
  let admitted = 0;
  return {
    sync,
    limiter,
    get admitted() {
      return admitted;
    },
    /** Admits the key until refused (or `most` times), after its claim if it needs one; how many it admitted. */
    async hammer(key = "k", most = Infinity): Promise<number> {
      await limiter.prepare(key);
      let n = 0;
      for (;;) {
        if (n >= most) {
          admitted += n;
          return n;
        }
        try {
          limiter.take(key);
        } catch {
          admitted += n;
          return n;
        }
        n++;
      }
    },
    async close() {
      await sync.close();
      await store.close();
    },
  };
}

describe("shared rate limits on one SQLite file", () => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const i of open.splice(0)) await i.close();
  });
  const two = async (limit = LIMIT) => {
    const file = join(mkdtempSync(join(tmpdir(), "berth-limits-")), "berth.sqlite");
    const a = await instance(file, limit);
    const b = await instance(file, limit);
    open.push(b, a);
    // A started alone: its sync learns that B is there.
    await a.sync.syncNow();
    expect([a.sync.live, b.sync.live]).toEqual([2, 2]);
    return { a, b, file };
  };

  it("never admit more than the limit together, however late one of them syncs", async () => {
    const { a, b } = await two();
    await a.hammer();
    await b.hammer();
    // A syncs again and again while B, busy, does not: A's claims count what B holds, not what B last counted.
    for (let i = 0; i < 10; i++) {
      await a.sync.syncNow();
      await a.hammer();
    }
    await b.sync.syncNow();
    await b.hammer();
    expect(a.admitted + b.admitted).toBeLessThanOrEqual(LIMIT);
    // Shares are rounded down: at most one unit per instance goes unused.
    expect(a.admitted + b.admitted).toBeGreaterThanOrEqual(LIMIT - 2);
    expect(b.admitted).toBeGreaterThan(0);
  });

  it("claiming at the same moment from both, stay within the limit", async () => {
    const { a, b } = await two();
    for (let round = 0; round < 10; round++) {
      await Promise.all([a.hammer(), b.hammer(), a.sync.syncNow(), b.sync.syncNow()]);
    }
    expect(a.admitted + b.admitted).toBeLessThanOrEqual(LIMIT);
    expect(a.admitted + b.admitted).toBeGreaterThanOrEqual(LIMIT - 2);
  });

  it("an idle instance gives back its claim: the busy one gets nearly all of the limit", async () => {
    const { a, b } = await two();
    await a.hammer();
    await b.limiter.prepare("k");
    b.limiter.take("k");
    // B's sync after its request claims what it may need next; a second later, idle, it gives that back.
    await b.sync.syncNow();
    expect(b.limiter.current("k", Date.now())!.held).toBeGreaterThan(1);
    await new Promise((r) => setTimeout(r, 1_100));
    await b.sync.syncNow();
    expect(b.limiter.current("k", Date.now())!.held).toBe(1);
    for (let i = 0; i < 20; i++) if ((await a.hammer()) === 0 && i > 0) break;
    expect(a.admitted).toBeGreaterThanOrEqual(LIMIT - 1 - 2);
    expect(a.admitted + 1).toBeLessThanOrEqual(LIMIT);
  });

  it("a drained instance's claim stops counting at once: only what it admitted does", async () => {
    const { a, b } = await two();
    await a.hammer();
    await b.limiter.prepare("k");
    for (let i = 0; i < 10; i++) b.limiter.take("k");
    await b.sync.syncNow();
    await b.close();
    open.splice(open.indexOf(b), 1);
    await a.sync.syncNow();
    expect(a.sync.live).toBe(1);
    await a.hammer();
    expect(a.admitted).toBe(LIMIT - 10);
  });

  it("leave a share for an instance that joins: it is admitted at once (a rolling restart)", async () => {
    const { a, b, file } = await two(1_000_000);
    for (let round = 0; round < 3; round++) {
      await Promise.all([a.hammer("k", 100), b.hammer("k", 100)]);
      await Promise.all([a.sync.syncNow(), b.sync.syncNow()]);
    }
    const c = await instance(file, 1_000_000);
    open.push(c);
    expect(c.sync.live).toBe(3);
    expect(await c.hammer("k", 10_000)).toBe(10_000);
    // A third of what A and B leave: each holds a half of what the other left, a third of the limit at most.
    expect(c.limiter.current("k", Date.now())!.allow).toBeGreaterThan(100_000);
  });

  it("write every claim, also one that follows a release not yet answered (the store never says less than is allowed)", async () => {
    const { a, b } = await two();
    await b.hammer("k", 1);
    await b.sync.syncNow();
    await new Promise((r) => setTimeout(r, 1_100));
    // A request's claim begins while the sync giving back B's idle claim is on its way (from inside it).
    let claiming: Promise<void> | undefined;
    const release = b.limiter.release.bind(b.limiter);
    b.limiter.release = (caller, now, live) => {
      const released = release(caller, now, live);
      claiming ??= b.limiter.prepare("k");
      return released;
    };
    await b.sync.syncNow();
    expect(claiming).toBeDefined();
    await claiming;
    for (let i = 0; i < 30; i++) {
      await a.sync.syncNow();
      if ((await a.hammer()) === 0 && i > 3) break;
    }
    await b.hammer();
    expect(a.admitted + b.admitted).toBeLessThanOrEqual(LIMIT);
  });

  it("admit nothing unclaimed in a window: work charged after its request's window ended waits for a claim", async () => {
    const { a, b } = await two();
    await a.hammer();
    // A take in a window this instance has not claimed (as work charged after the request's own window ended).
    expect(() => b.limiter.take("other", 1)).toThrow(/rate limit/);
    await b.sync.syncNow();
    expect(b.limiter.take("other", 1).remaining).toBeGreaterThan(0);
  });

  it("after a claim, a large charge of work fits in the fair share, as before claims", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "berth-limits-")), "berth.sqlite");
    const a = await instance(file, 1000);
    const b = await instance(file, 1000);
    open.push(b, a);
    await a.sync.syncNow();
    await b.limiter.prepare("k");
    b.limiter.take("k");
    expect(b.limiter.take("k", 400).remaining).toBeGreaterThan(0);
  });
});
