/**
 * The scheduler's leases under random interleavings: two or three processes run one leased job
 * (sharded or not) on one store, each on its own clock (apart by up to the skew the leases
 * tolerate), with the store failing or stalling for one of them now and then. Property: at no
 * moment do two processes both hold a shard (`holding()`, what a job checks before acting), and
 * once the faults are over every shard has a holder. On the model of MongoDB and on SQLite.
 */
import { join } from "node:path";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { SqliteDocumentStore } from "../../adapters/sqlite/sqlite-document-store.ts";
import type { DocumentStore } from "../../core/ports/document-store.ts";
import type { Clock } from "../../core/scheduler/clock.ts";
import { ManualClock } from "../../core/scheduler/manual-clock.ts";
import { leaseMargin, Scheduler, type JobHandle } from "../../core/scheduler/scheduler.ts";
import { gatedStore, Interleaver } from "../support/interleaver.ts";
import { ModelDatabase } from "../support/mongo-model-store.ts";
import { fastTempDir, faultyStore, forEachSeed, PROPERTY_RUNS, seeds } from "../support/property.ts";

const log = pino({ level: "silent" });

/** A process's clock: the shared one, `offset` ms apart. */
function skewed(base: ManualClock, offset: number): Clock {
  return { now: () => base.now() + offset, after: (ms, fn) => base.after(ms, fn) };
}

async function interleaving(seed: number, handles: (il: Interleaver, n: number) => DocumentStore[], jobName: string): Promise<string[]> {
  const il = new Interleaver(seed);
  const base = new ManualClock(Date.UTC(2026, 0, 1));
  const start = base.now();
  const n = 2 + il.int(2);
  const ttl = 400 + il.int(1200);
  const shards = il.random() < 0.5 ? 1 : 2 + il.int(2);
  const margin = leaseMargin(ttl);
  const end = start + 8 * ttl;
  const violations: string[] = [];
  const jobs: JobHandle[] = [];
  const clocks: Clock[] = [];
  // One process at a time has a bad spell: its store calls fail, or stall.
  const spells = Array.from({ length: n }, () => {
    const from = start + il.int(2 * ttl);
    return { from, to: from + il.int(2 * ttl), stall: il.random() < 0.4 };
  });
  const stores = handles(il, n);
  const schedulers = stores.map((store, i) => {
    // Pairwise apart by at most the margin: the skew the leases tolerate.
    const clock = skewed(base, il.int(margin + 1));
    clocks.push(clock);
    const inSpell = () => base.now() >= spells[i]!.from && base.now() < spells[i]!.to;
    const faulty = faultyStore(
      store,
      {
        fail: () => inSpell() && !spells[i]!.stall && il.random() < 0.8,
        delay: () => (inSpell() && spells[i]!.stall ? il.int(ttl) : 0),
      },
      base,
    );
    const s = new Scheduler({ clock, log, random: il.random });
    s.start();
    jobs.push(
      s.add({
        name: jobName,
        everyMs: 100 + il.int(200),
        shards,
        lease: { store: faulty, ttlMs: ttl },
        // Back soon after a spell (the default backs off up to a minute, past this run's end).
        backoff: { maxMs: ttl / 2 },
        round: async (ctx) => {
          check(ctx.shard, i, "round start");
          for (let k = il.int(3); k > 0; k--) {
            await new Promise<void>((r) => clock.after(il.int(ttl), r));
            if (!ctx.lost()) check(ctx.shard, i, "a step");
          }
        },
      }),
    );
    return s;
  });
  /** Whether two processes hold one shard at this moment, each by its own clock. */
  function check(shard: number, who: number, when: string): void {
    const holders = jobs.map((j, i) => (j.holding(shard) ? i : -1)).filter((i) => i >= 0);
    if (holders.length > 1) violations.push(`at ${base.now() - start} ms (${when} of process ${who}), shard ${shard} held by processes ${holders.join(" and ")} (ttl ${ttl}, clocks ${clocks.map((c) => c.now() - base.now()).join("/")})`);
  }
  await il.run(
    [
      async () => {
        // Samples between rounds too, every few ms of the shared clock.
        const heldLately = new Set<number>();
        while (base.now() < end) {
          await new Promise<void>((r) => base.after(1 + il.int(ttl / 3), r));
          for (let shard = 0; shard < shards; shard++) {
            check(shard, -1, "a sample");
            if (base.now() >= end - 3 * ttl && jobs.some((j) => j.holding(shard))) heldLately.add(shard);
          }
        }
        // The spells are long over: every shard has had a holder lately.
        for (let shard = 0; shard < shards; shard++) if (!heldLately.has(shard)) violations.push(`no holder of shard ${shard} in the last ${3 * ttl} ms (ttl ${ttl})`);
        await Promise.all(schedulers.map((s) => s.stop()));
      },
    ],
    { clock: base },
  );
  // The last spell must end well before the end for the liveness check to be fair.
  expect(Math.max(...spells.map((s) => s.to))).toBeLessThanOrEqual(end - 4 * ttl);
  return violations;
}

describe("the scheduler's leases under random interleavings", () => {
  it(`never let two processes hold a shard at once, and leave none without a holder, on the model of MongoDB, ${PROPERTY_RUNS} seeds`, async () => {
    await forEachSeed("leases (mongodb model)", seeds(5_000_000), async (seed) => {
      const db = new ModelDatabase();
      const violations = await interleaving(
        seed,
        (il, n) => {
          db.gate = il.gate;
          return Array.from({ length: n }, () => db.handle());
        },
        "p:job",
      );
      expect(violations).toEqual([]);
    }, 8);
  }, 900_000);

  it(`the same on SQLite, ${PROPERTY_RUNS} seeds`, async () => {
    const dir = fastTempDir("berth-lease-props-");
    const lanes = Array.from({ length: 8 }, (_, lane) => Array.from({ length: 3 }, () => new SqliteDocumentStore({ file: join(dir, `lane${lane}.sqlite`), durability: "none" })));
    try {
      await forEachSeed("leases (sqlite)", seeds(6_000_000), async (seed, lane) => {
        const violations = await interleaving(seed, (il, n) => lanes[lane]!.slice(0, n).map((h) => gatedStore(h, il)), `p:job:${seed}`);
        expect(violations).toEqual([]);
      }, 8);
    } finally {
      await Promise.all(lanes.flat().map((h) => h.close()));
    }
  }, 900_000);
});
