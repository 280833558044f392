import { join } from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteDocumentStore } from "../adapters/sqlite/sqlite-document-store.ts";
import { tempDir } from "./support/test-berth.ts";
import { ManualClock } from "../core/scheduler/manual-clock.ts";
import { Scheduler, type JobSpec, type RoundContext } from "../core/scheduler/scheduler.ts";

const log = pino({ level: "silent" });
const stores: SqliteDocumentStore[] = [];
const schedulers: Scheduler[] = [];
afterEach(async () => {
  await Promise.all(schedulers.splice(0).map((s) => s.stop()));
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

/** Two processes sharing one store: two handles on one SQLite file, two schedulers on one clock. */
function twoProcesses(clock: ManualClock): [Scheduler, Scheduler, SqliteDocumentStore, SqliteDocumentStore] {
  const file = join(tempDir("berth-scheduler-"), "berth.sqlite");
  const a = new SqliteDocumentStore({ file });
  const b = new SqliteDocumentStore({ file });
  stores.push(a, b);
  const sa = new Scheduler({ clock, log, random: () => 1 });
  const sb = new Scheduler({ clock, log, random: () => 1 });
  schedulers.push(sa, sb);
  return [sa, sb, a, b];
}

function oneProcess(clock: ManualClock): Scheduler {
  const s = new Scheduler({ clock, log, random: () => 1 });
  schedulers.push(s);
  return s;
}

describe("Scheduler", () => {
  it("runs a round at start, then every everyMs after the end of the last, on the injected clock", async () => {
    const clock = new ManualClock(0);
    const s = oneProcess(clock);
    const times: number[] = [];
    s.add({ name: "tick", everyMs: 1000, round: async (ctx) => void times.push(ctx.now) });
    s.start();
    await s.settle();
    expect(times).toEqual([0]);
    await clock.advance(999);
    await s.settle();
    expect(times).toEqual([0]);
    await clock.advance(1);
    await s.settle();
    await clock.advance(3000);
    await s.settle();
    expect(times).toEqual([0, 1000, 2000, 3000, 4000]);
  });

  it("runs one round at a time: wakes during a round are joined into one more round", async () => {
    const clock = new ManualClock(0);
    const s = oneProcess(clock);
    let running = 0;
    let most = 0;
    let rounds = 0;
    let release: () => void = () => undefined;
    const job = s.add({
      name: "single",
      everyMs: 60_000,
      round: async () => {
        running++;
        most = Math.max(most, running);
        rounds++;
        if (rounds === 1) await new Promise<void>((r) => (release = r));
        running--;
      },
    });
    s.start();
    await new Promise((r) => setImmediate(r));
    for (let i = 0; i < 10; i++) job.wake();
    release();
    await s.settle();
    expect(most).toBe(1);
    expect(rounds).toBe(2);
  });

  it("runs again at once when a round says more work waits, and at the time it names", async () => {
    const clock = new ManualClock(0);
    const s = oneProcess(clock);
    const times: number[] = [];
    let left = 3;
    s.add({
      name: "pages",
      everyMs: 10_000,
      round: async (ctx) => {
        times.push(ctx.now);
        if (--left > 0) return { again: true };
        return { nextInMs: 250 };
      },
    });
    s.start();
    await s.settle();
    expect(times).toEqual([0, 0, 0]);
    await clock.advance(250);
    await s.settle();
    expect(times).toEqual([0, 0, 0, 250]);
  });

  it("backs off exponentially after failed rounds, up to its maximum, and resets after a success", async () => {
    const clock = new ManualClock(0);
    const s = oneProcess(clock);
    const times: number[] = [];
    let failing = 5;
    s.add({
      name: "flaky",
      everyMs: 100,
      backoff: { initialMs: 100, maxMs: 800 },
      round: async (ctx) => {
        times.push(ctx.now);
        if (failing-- > 0) throw new Error("store out of reach");
      },
    });
    s.start();
    await s.settle();
    await clock.advance(5000);
    await s.settle();
    // Failures at 0, 100, 300, 700, 1500 (waits 100, 200, 400, 800, 800), success at 2300, then every 100.
    expect(times.slice(0, 7)).toEqual([0, 100, 300, 700, 1500, 2300, 2400]);
  });

  it("runNow answers after a round that began after the call, even for a job not started", async () => {
    const clock = new ManualClock(0);
    const s = oneProcess(clock);
    let rounds = 0;
    const job = s.add({ name: "manual", everyMs: 1000, round: async () => void rounds++ });
    await job.runNow();
    expect(rounds).toBe(1);
    await job.runNow();
    expect(rounds).toBe(2);
    // Not started: nothing was scheduled after those rounds.
    await clock.advance(10_000);
    expect(rounds).toBe(2);
    expect(clock.timers).toBe(0);
  });

  it("a leased job runs in one process at a time; the other takes over once the holder stops renewing", async () => {
    const clock = new ManualClock(0);
    const [sa, sb, a, b] = twoProcesses(clock);
    const ran: string[] = [];
    const spec = (who: string, store: SqliteDocumentStore): JobSpec => ({
      name: "job:sweep",
      everyMs: 100,
      lease: { store, ttlMs: 1000 },
      round: async () => void ran.push(who),
      onTakeOver: () => ran.push(`${who} took over`),
      onRelease: () => ran.push(`${who} released`),
    });
    const ja = sa.add(spec("a", a));
    sa.start();
    await sa.settle();
    const jb = sb.add(spec("b", b));
    sb.start();
    await sb.settle();
    for (let i = 0; i < 30; i++) {
      await clock.advance(100);
      await Promise.all([sa.settle(), sb.settle()]);
    }
    expect(ran.filter((r) => r === "b")).toEqual([]);
    expect(ja.holding()).toBe(true);
    expect(jb.holding()).toBe(false);
    // a stops (an orderly shutdown gives the lease up): b takes over at its next round.
    await ja.stop();
    await clock.advance(100);
    await sb.settle();
    expect(jb.holding()).toBe(true);
    expect(ran.slice(-2)).toEqual(["b took over", "b"]);
    expect(ran).toContain("a released");
  });

  it("a holder that dies without giving the lease up is replaced once the lease expires, not before", async () => {
    const clock = new ManualClock(0);
    const [sa, sb, a, b] = twoProcesses(clock);
    const ran: string[] = [];
    let aAlive = true;
    sa.add({
      name: "job:dies",
      everyMs: 100,
      lease: { store: a, ttlMs: 1000 },
      round: async () => {
        if (!aAlive) throw new Error("dead");
        ran.push("a");
      },
    });
    sb.add({ name: "job:dies", everyMs: 100, lease: { store: b, ttlMs: 1000 }, round: async () => void ran.push("b") });
    sa.start();
    await sa.settle();
    sb.start();
    await sb.settle();
    // a's timers stop (a killed process): its last renewal was at time 0.
    await sa.stop().catch(() => undefined);
    aAlive = false;
    // A stop gave the lease up; kill -9 would not: put it back as a's, expiring at 1000.
    await a.collection<{ holder: string; expires_at: number }>({ name: "event_log_leases" }).get("job:dies").then(async (doc) => {
      await a.collection<{ holder: string; expires_at: number }>({ name: "event_log_leases" }).update("job:dies", doc!.version, { holder: "dead-a", expires_at: 1000 });
    });
    for (let t = 100; t <= 1000; t += 100) {
      await clock.advance(100);
      await sb.settle();
    }
    expect(ran.filter((r) => r === "b")).toEqual([]);
    await clock.advance(100);
    await sb.settle();
    expect(ran.filter((r) => r === "b")).toEqual(["b"]);
  });

  it("renews the lease while a long round runs, and lost() turns true once another process holds it", async () => {
    const clock = new ManualClock(0);
    const [sa, sb, a, b] = twoProcesses(clock);
    const leases = b.collection<{ holder: string; expires_at: number }>({ name: "event_log_leases" });
    /** Waits (on the store, not on time) until the holder's renewal for the current time is written. */
    const renewed = async () => {
      for (let i = 0; i < 100_000; i++) {
        const doc = await leases.get("job:long");
        if (doc && doc.expires_at - clock.now() > 200) return;
        await new Promise((r) => setImmediate(r));
      }
      throw new Error("the lease was not renewed");
    };
    let seen: RoundContext | undefined;
    let finish: () => void = () => undefined;
    sa.add({
      name: "job:long",
      everyMs: 100,
      lease: { store: a, ttlMs: 400 },
      round: async (ctx) => {
        seen = ctx;
        await new Promise<void>((r) => (finish = r));
      },
    });
    sa.start();
    while (!seen) await new Promise((r) => setImmediate(r));
    try {
      let bRounds = 0;
      sb.add({ name: "job:long", everyMs: 100, lease: { store: b, ttlMs: 400 }, round: async () => void bRounds++ });
      sb.start();
      // Ten lease lives pass while a's round runs: its renewals keep the lease.
      for (let i = 0; i < 40; i++) {
        await clock.advance(100);
        await renewed();
        await sb.settle();
      }
      expect(bRounds).toBe(0);
      expect(seen.lost()).toBe(false);
      // Another process takes the lease (as one would whose clock ran ahead): a's next renewal finds it.
      const doc = await leases.get("job:long");
      await leases.update("job:long", doc!.version, { holder: "someone-else", expires_at: clock.now() + 10_000 });
      await clock.advance(200);
      for (let i = 0; i < 100_000 && !seen.lost(); i++) await new Promise((r) => setImmediate(r));
      expect(seen.lost()).toBe(true);
    } finally {
      finish();
    }
    await sa.settle();
  });

  it("a demand-leased job takes the lease only when a round asks for it (an idle process writes nothing)", async () => {
    const clock = new ManualClock(0);
    const [sa, , a] = twoProcesses(clock);
    let work = 0;
    const job = sa.add({
      name: "job:demand",
      everyMs: 100,
      lease: { store: a, ttlMs: 1000, take: "demand" },
      round: async (ctx) => {
        if (work === 0) return;
        if (!(await ctx.hold())) return;
        work--;
      },
    });
    sa.start();
    await sa.settle();
    await clock.advance(500);
    await sa.settle();
    expect(await a.collection({ name: "event_log_leases" }).get("job:demand")).toBeNull();
    expect(job.holding()).toBe(false);
    work = 2;
    job.wake();
    await sa.settle();
    expect(job.holding()).toBe(true);
    expect(await a.collection({ name: "event_log_leases" }).get("job:demand")).not.toBeNull();
  });

  it("a holder whose store is out of reach past its lease's expiry stands down", async () => {
    const clock = new ManualClock(0);
    const s = oneProcess(clock);
    const file = join(tempDir("berth-scheduler-"), "berth.sqlite");
    const store = new SqliteDocumentStore({ file });
    stores.push(store);
    let reachable = true;
    const events: string[] = [];
    // The store as the job sees it: every lease call fails once it is out of reach.
    const flaky = new Proxy(store, {
      get(target, prop, receiver) {
        if (prop === "collection")
          return (spec: { name: string }) => {
            const c = target.collection(spec);
            return new Proxy(c, {
              get(ct, p, r) {
                const v = Reflect.get(ct, p, r) as unknown;
                if (typeof v !== "function") return v;
                return (...args: unknown[]) => (reachable ? (v as (...a: unknown[]) => unknown).apply(ct, args) : Promise.reject(new Error("unreachable")));
              },
            });
          };
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    s.add({
      name: "job:cut-off",
      everyMs: 100,
      lease: { store: flaky, ttlMs: 1000 },
      backoff: { initialMs: 100, maxMs: 100 },
      round: async () => void events.push("round"),
      onRelease: () => events.push("released"),
    });
    s.start();
    await s.settle();
    expect(events).toEqual(["round"]);
    reachable = false;
    // Renewals are due from 500 on and fail; the lease held until 1000 is still this process's until
    // then, less the clock margin (a quarter of a lease this short: 750).
    for (let t = 0; t < 700; t += 100) {
      await clock.advance(100);
      await s.settle();
    }
    expect(events).not.toContain("released");
    for (let t = 0; t < 200; t += 100) {
      await clock.advance(100);
      await s.settle();
    }
    expect(events).toContain("released");
  });

  it("stop waits for the round in hand, gives the lease up and leaves no timer behind", async () => {
    const clock = new ManualClock(10_000);
    const [sa, sb, a, b] = twoProcesses(clock);
    let finish: () => void = () => undefined;
    let finished = false;
    let started = false;
    sa.add({
      name: "job:stop",
      everyMs: 100,
      lease: { store: a, ttlMs: 60_000 },
      round: async () => {
        started = true;
        await new Promise<void>((r) => (finish = r));
        finished = true;
      },
    });
    sa.start();
    while (!started) await new Promise((r) => setImmediate(r));
    const stopping = sa.stop();
    finish();
    await stopping;
    expect(finished).toBe(true);
    expect(clock.timers).toBe(0);
    // Given up: another process takes it at once, long before its 60 s would have run out.
    let took = false;
    sb.add({ name: "job:stop", everyMs: 100, lease: { store: b, ttlMs: 60_000 }, round: async () => void (took = true) });
    sb.start();
    await sb.settle();
    expect(took).toBe(true);
  });

  it("a sharded job divides its shards among the processes running it, and one takes them all when the other stops", async () => {
    const clock = new ManualClock(0);
    const [sa, sb, a, b] = twoProcesses(clock);
    const ran: string[] = [];
    const spec = (who: string, store: SqliteDocumentStore): JobSpec => ({
      name: "job:sharded",
      everyMs: 100,
      shards: 4,
      lease: { store, ttlMs: 1200 },
      round: async (ctx) => void ran.push(`${who}${ctx.shard}`),
    });
    const held = (h: { holding(shard?: number): boolean }) => [0, 1, 2, 3].filter((i) => h.holding(i));
    const step = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await clock.advance(100);
        await Promise.all([sa.settle(), sb.settle()]);
      }
    };
    const ja = sa.add(spec("a", a));
    sa.start();
    await step(2);
    // Alone: every shard is a's.
    expect(held(ja)).toEqual([0, 1, 2, 3]);
    const jb = sb.add(spec("b", b));
    sb.start();
    // Within a third of a lease both have read the list of two: a gives two up, b takes them.
    await step(12);
    const [ha, hb] = [held(ja), held(jb)];
    expect(ha).toHaveLength(2);
    expect(hb).toHaveLength(2);
    expect([...ha, ...hb].sort()).toEqual([0, 1, 2, 3]);
    // Each shard's rounds ran in its holder only, from then on.
    ran.length = 0;
    await step(5);
    for (const r of ran) expect(r.startsWith("a") ? ha : hb).toContain(Number(r.slice(1)));
    // a stops (it leaves the list and gives its leases up): b takes every shard at its next refresh.
    await ja.stop();
    await step(6);
    expect(held(jb)).toEqual([0, 1, 2, 3]);
  });

  it("says it no longer holds a lease a margin before it expires, so a process whose clock runs ahead by that much never acts at the same time", async () => {
    const clock = new ManualClock(0);
    const s = oneProcess(clock);
    const [, , a] = twoProcesses(clock);
    const job = s.add({ name: "job:margin", everyMs: 60_000, lease: { store: a, ttlMs: 8_000 }, round: async () => undefined });
    s.start();
    await s.settle();
    expect(job.holding()).toBe(true);
    // No round renews it (everyMs is a minute). Held until 8 000 on this clock; the margin is a quarter of so short a lease at most 1 s: 7 000.
    await clock.advance(6_999);
    expect(job.holding()).toBe(true);
    await clock.advance(2);
    expect(job.holding()).toBe(false);
  });
});
