/**
 * The shared rate limits, two or three instances sharing one ledger, their store operations
 * interleaved at random (one seed per interleaving), on the model of MongoDB's transactions and on
 * SQLite: whatever the order, the instances together never admit a caller more than the limit in
 * a window while the store answers, nor more than limit × (2N−1)/N while it fails or stalls
 * (docs/several-processes.md, "Shared limits").
 */
import { join } from "node:path";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { SqliteDocumentStore } from "../../adapters/sqlite/sqlite-document-store.ts";
import { LimitLedger } from "../../core/http/limit-ledger.ts";
import { RateLimiter } from "../../core/http/rate-limiter.ts";
import type { DocumentStore } from "../../core/ports/document-store.ts";
import { ManualClock } from "../../core/scheduler/manual-clock.ts";
import { Scheduler } from "../../core/scheduler/scheduler.ts";
import { gatedStore, Interleaver } from "../support/interleaver.ts";
import { ModelDatabase } from "../support/mongo-model-store.ts";
import { fastTempDir, faultyStore, forEachSeed, PROPERTY_RUNS, seeds } from "../support/property.ts";

const log = pino({ level: "silent" });
const WINDOW_MS = 1e13;
const CALLERS = ["alice", "bob"];
/** Interleavings run side by side, each on its own stores and clock. */
const LANES = 8;

interface Outcome {
  limit: number;
  instances: number;
  faults: boolean;
  admitted: Map<string, number>;
}

/** One interleaving: the instances' admissions and syncs in the seed's order; answers what was admitted. */
async function interleaving(seed: number, handles: (il: Interleaver, n: number) => DocumentStore[], start: number): Promise<Outcome> {
  const il = new Interleaver(seed);
  const clock = new ManualClock(start);
  const n = 2 + il.int(2);
  const limit = 5 + il.int(36);
  const faulty = il.random() < 0.5;
  const failP = faulty ? 0.05 + il.random() * 0.3 : 0;
  const slowP = faulty ? il.random() * 0.3 : 0;
  let faultsOn = false;
  const faults = {
    fail: () => faultsOn && il.random() < failP,
    delay: () => (faultsOn && il.random() < slowP ? 100 + il.int(1200) : 0),
  };
  const prefix = `s${seed}-`;
  const instances = handles(il, n).map((store) => {
    const scheduler = new Scheduler({ clock, log, random: il.random });
    scheduler.start();
    const ledger = new LimitLedger(faultyStore(store, faults, clock), { intervalMs: 3_600_000, log, clock, schedule: (spec) => scheduler.add(spec) });
    const limiter = new RateLimiter(limit, WINDOW_MS, "default", undefined, clock);
    limiter.share(ledger);
    return { ledger, limiter, scheduler };
  });
  // Every instance is there before the first request (joining is another, documented, story).
  il.open = true;
  for (const i of instances) await i.ledger.start();
  for (const i of instances) await i.ledger.syncNow();
  il.open = false;
  for (const i of instances) expect(i.ledger.live).toBe(n);
  faultsOn = true;
  const admitted = new Map<string, number>();
  await il.run(
    instances.map((i) => async () => {
      const steps = 4 + il.int(10);
      for (let s = 0; s < steps; s++) {
        if (il.random() < 0.25) {
          await i.ledger.syncNow();
          continue;
        }
        const caller = prefix + CALLERS[il.int(CALLERS.length)]!;
        const cost = 1 + il.int(3);
        try {
          const q = i.limiter.admit(caller, cost);
          if (q instanceof Promise) await q;
          admitted.set(caller, (admitted.get(caller) ?? 0) + cost);
        } catch (err) {
          if (!/rate limit/.test((err as Error).message)) throw err;
        }
      }
    }),
    { clock, maxMs: 60_000 },
  );
  await Promise.all(instances.map((i) => i.scheduler.stop()));
  return { limit, instances: n, faults: faulty, admitted };
}

function check(o: Outcome): void {
  const bound = o.faults ? Math.floor((o.limit * (2 * o.instances - 1)) / o.instances) : o.limit;
  for (const [caller, units] of o.admitted) {
    if (units > bound) throw new Error(`${caller}: ${units} admitted of a limit of ${o.limit} (${o.instances} instances, faults ${o.faults}): bound ${bound}`);
  }
}

describe("the shared-limit ledger under random interleavings", () => {
  it(
    `on the model of MongoDB: never past the limit (store answering) nor limit × (2N−1)/N (failing), ${PROPERTY_RUNS} seeds`,
    async () => {
      let admittedSomewhere = 0;
      const ran = await forEachSeed("limit ledger (mongodb model)", seeds(1_000_000), async (seed) => {
        const db = new ModelDatabase();
        const o = await interleaving(
          seed,
          (il, n) => {
            db.gate = il.gate;
            return Array.from({ length: n }, () => db.handle());
          },
          Date.UTC(2026, 0, 1),
        );
        check(o);
        if ([...o.admitted.values()].some((u) => u > 0)) admittedSomewhere++;
      }, LANES);
      expect(ran).toBeGreaterThanOrEqual(Math.min(PROPERTY_RUNS, 1));
      // The runs exercised admission, not only refusals.
      expect(admittedSomewhere).toBeGreaterThan(ran / 2);
    },
    600_000,
  );

  it(
    `on SQLite (one file, a handle per instance): the same bounds, ${PROPERTY_RUNS} seeds`,
    async () => {
      // A file per lane (its instances' registry is its own), a handle per instance on it.
      const dir = fastTempDir("berth-ledger-props-");
      const lanes = Array.from({ length: LANES }, (_, lane) => {
        const file = join(dir, `lane${lane}.sqlite`);
        return { handles: Array.from({ length: 3 }, () => new SqliteDocumentStore({ file, durability: "none" })), runs: 0 };
      });
      try {
        await forEachSeed(
          "limit ledger (sqlite)",
          seeds(2_000_000),
          async (seed, lane) => {
            const l = lanes[lane]!;
            // Each seed later than the lane's last by more than an instance's life: earlier seeds' instances no longer count.
            const start = Date.UTC(2026, 0, 1) + l.runs++ * 200_000;
            check(await interleaving(seed, (il, n) => l.handles.slice(0, n).map((h) => gatedStore(h, il)), start));
          },
          LANES,
        );
      } finally {
        await Promise.all(lanes.flatMap((l) => l.handles.map((h) => h.close())));
      }
    },
    600_000,
  );
});
