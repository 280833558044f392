/**
 * The event log's durable consumer under random interleavings: two or three processes append
 * events (each in its own transaction, as plugins do) while each runs its copy of one consumer (a
 * leased job: one of them delivers at a time), on clocks apart by up to the skew the leases
 * tolerate, the store failing or stalling for one of them now and then, and the handler sometimes
 * refusing a batch. Property: no event is skipped — every committed event is handed to the
 * consumer (at least once), whichever process appended it and whichever delivers. On the model of
 * MongoDB and on SQLite.
 */
import { join } from "node:path";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { Consumer, type Positioned } from "../../adapters/outbox-event-log/consumer.ts";
import { Outbox } from "../../adapters/outbox-event-log/outbox.ts";
import { SqliteDocumentStore } from "../../adapters/sqlite/sqlite-document-store.ts";
import { worldStores, type DocumentStore } from "../../core/ports/document-store.ts";
import type { Clock } from "../../core/scheduler/clock.ts";
import { ManualClock } from "../../core/scheduler/manual-clock.ts";
import { leaseMargin, Scheduler } from "../../core/scheduler/scheduler.ts";
import { gatedStore, Interleaver } from "../support/interleaver.ts";
import { ModelDatabase } from "../support/mongo-model-store.ts";
import { fastTempDir, faultyStore, forEachSeed, PROPERTY_RUNS, seeds } from "../support/property.ts";

const log = pino({ level: "silent" });

async function interleaving(seed: number, handles: (il: Interleaver, n: number) => DocumentStore[], name: string): Promise<string[]> {
  const il = new Interleaver(seed);
  const base = new ManualClock(Date.UTC(2026, 0, 1));
  const start = base.now();
  const n = 2 + il.int(2);
  const ttl = 400 + il.int(800);
  const margin = leaseMargin(ttl);
  const problems: string[] = [];
  const appended = new Map<string, number>();
  const delivered = new Set<string>();
  let appending = n;
  const spells = Array.from({ length: n }, () => {
    const from = start + il.int(3 * ttl);
    return { from, to: from + il.int(2 * ttl), stall: il.random() < 0.4 };
  });
  const stores = handles(il, n);
  // A consumer new to this store starts where the log is now (a file shared with earlier seeds).
  il.open = true;
  for (const mode of ["live", "test"] as const) {
    const head = await new Outbox(worldStores(stores[0]!)).headSeq(mode);
    await stores[0]!.collection<{ seq: number; updated_at: number }>({ name: "event_log_cursors" }).upsert(`${name}:${mode}`, { seq: head, updated_at: start });
  }
  il.open = false;
  const processes = stores.map((store, i) => {
    const offset = il.int(margin + 1);
    const clock: Clock = { now: () => base.now() + offset, after: (ms, fn) => base.after(ms, fn) };
    const inSpell = () => base.now() >= spells[i]!.from && base.now() < spells[i]!.to;
    const faulty = faultyStore(store, { fail: () => inSpell() && !spells[i]!.stall && il.random() < 0.7, delay: () => (inSpell() && spells[i]!.stall ? il.int(ttl) : 0) }, base);
    const scheduler = new Scheduler({ clock, log, random: il.random });
    scheduler.start();
    const outbox = new Outbox(worldStores(faulty));
    const consumer = new Consumer({
      name,
      store: faulty,
      outbox,
      pollMs: 20 + il.int(80),
      leaseMs: ttl,
      batch: 1 + il.int(4),
      log,
      schedule: (spec) => scheduler.add({ ...spec, backoff: { maxMs: ttl / 2 } }),
      clock,
      deliver: async (_mode, batch: Positioned[]) => {
        // A handler that sometimes fails, or acknowledges only a part.
        if (il.random() < 0.1) return 0;
        const take = il.random() < 0.1 ? il.int(batch.length) : batch.length;
        for (const { event } of batch.slice(0, take)) delivered.add(event.id);
        if (il.random() < 0.3) await new Promise<void>((r) => base.after(il.int(ttl / 2), r));
        return take;
      },
    });
    consumer.start();
    return { scheduler, consumer, outbox, store: faulty };
  });
  await il.run(
    [
      ...processes.map((p) => async () => {
        const world = worldStores(p.store).world("live");
        for (let k = 1 + il.int(5); k > 0; k--) {
          await new Promise<void>((r) => base.after(il.int(ttl), r));
          try {
            const event = await world.transaction((tx) => p.outbox.append(tx, { type: "probe.emitted", source: "/test", subject: `s${il.int(2)}`, data: {} }));
            appended.set(event.event.id, event.seq);
            p.consumer.wake();
          } catch {
            // The store failed this append (a spell): nothing committed, nothing to deliver.
          }
        }
        appending--;
      }),
      async () => {
        // Once the appends are over, the consumer gets everything within a few leases' time.
        while (appending > 0) await new Promise<void>((r) => base.after(50, r));
        const deadline = base.now() + 10 * ttl;
        while (base.now() < deadline && [...appended.keys()].some((id) => !delivered.has(id))) await new Promise<void>((r) => base.after(50, r));
        for (const [id, seq] of appended) if (!delivered.has(id)) problems.push(`event ${seq} (${id}) never delivered`);
        await Promise.all(processes.map((p) => p.consumer.close()));
        await Promise.all(processes.map((p) => p.scheduler.stop()));
      },
    ],
    { clock: base },
  );
  // The appends themselves may have failed in a spell; those that committed had distinct positions.
  if (new Set(appended.values()).size !== appended.size) problems.push("two committed events share a position");
  return problems;
}

describe("the outbox consumer under random interleavings", () => {
  it(`skips no event, on the model of MongoDB, ${PROPERTY_RUNS} seeds`, async () => {
    await forEachSeed("outbox consumer (mongodb model)", seeds(7_000_000), async (seed) => {
      const db = new ModelDatabase();
      const problems = await interleaving(
        seed,
        (il, n) => {
          db.gate = il.gate;
          return Array.from({ length: n }, () => db.handle());
        },
        "probe",
      );
      expect(problems).toEqual([]);
    }, 8);
  }, 900_000);

  it(`skips no event, on SQLite, ${PROPERTY_RUNS} seeds`, async () => {
    const dir = fastTempDir("berth-consumer-props-");
    const lanes = Array.from({ length: 8 }, (_, lane) => Array.from({ length: 3 }, () => new SqliteDocumentStore({ file: join(dir, `lane${lane}.sqlite`), durability: "none" })));
    try {
      await forEachSeed("outbox consumer (sqlite)", seeds(8_000_000), async (seed, lane) => {
        // Each seed its own consumer name: its lease and positions start fresh on the lane's file.
        const problems = await interleaving(seed, (il, n) => lanes[lane]!.slice(0, n).map((h) => gatedStore(h, il)), `probe-${seed}`);
        expect(problems).toEqual([]);
      }, 8);
    } finally {
      await Promise.all(lanes.flat().map((h) => h.close()));
    }
  }, 900_000);
});
