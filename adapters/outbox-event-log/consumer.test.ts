import { join } from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { worldStores, type CollectionSpec, type DocumentStore } from "../../core/ports/document-store.ts";
import type { BerthEvent } from "../../core/ports/event-log.ts";
import { tempDir } from "../../test/support/test-berth.ts";
import { SqliteDocumentStore } from "../sqlite/sqlite-document-store.ts";
import { Consumer, type Positioned } from "./consumer.ts";
import { OutboxEventLog } from "./outbox-event-log.ts";
import { Outbox } from "./outbox.ts";
import { ManualClock } from "../../core/scheduler/manual-clock.ts";
import { Scheduler } from "../../core/scheduler/scheduler.ts";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});
const silent = pino({ level: "silent" });

/** A scheduler on the test's clock, stopped after the test. */
function schedulerOn(clock: ManualClock): Scheduler {
  const s = new Scheduler({ clock, log: silent, random: () => 1 });
  s.start();
  closers.push(() => s.stop());
  return s;
}

/** Moves the clock `stepMs` at a time (letting the store's real I/O finish in between) until `done`. */
async function drive(clock: ManualClock, what: string, done: () => boolean, stepMs = 5, most = 20_000): Promise<void> {
  for (let i = 0; !done(); i++) {
    if (i > most) throw new Error(`${what}: not reached after ${most} steps of ${stepMs} ms`);
    await clock.advance(stepMs);
    await new Promise((r) => setTimeout(r, 0));
  }
}

function process(file: string, leaseMs: number, clock: ManualClock) {
  const store = new SqliteDocumentStore({ file });
  const scheduler = schedulerOn(clock);
  const log = new OutboxEventLog(store, { pollMs: 10, leaseMs, log: silent, schedule: (spec) => scheduler.add(spec), clock });
  closers.push(async () => {
    await log.close();
    await store.close();
  });
  return { store, log };
}

describe("a durable consumer whose delivery outlasts its lease", () => {
  it("keeps the lease while it works: another process never delivers the same events at the same time", async () => {
    const file = join(tempDir("berth-consumer-"), "berth.sqlite");
    const clock = new ManualClock();
    const leaseMs = 1000;
    const one = process(file, leaseMs, clock);
    const two = process(file, leaseMs, clock);
    let inFlight = 0;
    let mostInFlight = 0;
    const delivered: string[] = [];
    // A handler that takes three times the lease on its first event (a slow broker, a slow sink).
    const handler = (who: string) => async (event: BerthEvent) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        if (delivered.length === 0) await new Promise<void>((r) => clock.after(leaseMs * 3, r));
        delivered.push(`${who}:${(event.data as { n: number }).n}`);
      } finally {
        inFlight--;
      }
    };
    const first = one.log.subscribe("slow", handler("one"));
    await first.ready;
    const stores = worldStores(one.store);
    for (const n of [1, 2, 3]) {
      await stores.world("live").transaction((tx) => one.log.append(tx, { type: "thing.happened", source: "/test", subject: "s", data: { n } }));
    }
    await drive(clock, "the first delivery", () => inFlight > 0);
    expect(inFlight).toBe(1);
    // The second process starts its copy of the consumer while the first is still busy.
    const second = two.log.subscribe("slow", handler("two"));
    await second.ready;
    await drive(clock, "three deliveries", () => delivered.length >= 3);
    expect(mostInFlight).toBe(1);
    expect(delivered).toEqual(["one:1", "one:2", "one:3"]);
  });
});

describe("a durable consumer's position, saved beside the next batch", () => {
  const clock = new ManualClock();

  /** A store whose saves of consumer positions take `delayMs` longer on the clock (a slow disk); all else is the real store. */
  function slowCursors(store: SqliteDocumentStore, delayMs: number): DocumentStore {
    return new Proxy(store, {
      get(target, prop, receiver) {
        if (prop !== "collection") {
          const value: unknown = Reflect.get(target, prop, receiver);
          return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        }
        return (spec: CollectionSpec) => {
          const c = target.collection<object>(spec);
          if (spec.name !== "event_log_cursors") return c;
          // Its writes (insert, update) wait first; reads and the rest are the collection's own.
          return new Proxy(c, {
            get(collection, key, me) {
              const value: unknown = Reflect.get(collection, key, me);
              if ((key !== "insert" && key !== "update") || typeof value !== "function") return value;
              return async (...args: unknown[]) => {
                await new Promise<void>((r) => clock.after(delayMs, r));
                return (value as (...a: unknown[]) => Promise<unknown>).apply(collection, args);
              };
            },
          });
        };
      },
    });
  }

  async function logOf(events: number): Promise<{ file: string; store: SqliteDocumentStore }> {
    const file = join(tempDir("berth-consumer-"), "berth.sqlite");
    const store = new SqliteDocumentStore({ file });
    const log = new OutboxEventLog(store, { pollMs: 10, leaseMs: 2000, log: silent });
    for (let n = 1; n <= events; n++) await worldStores(store).world("live").transaction((tx) => log.append(tx, { type: "thing.happened", source: "/test", subject: "s", data: { n } }));
    await log.close();
    closers.push(() => store.close());
    return { file, store };
  }

  function consume(store: DocumentStore, deliver: (batch: Positioned[]) => Promise<number>): Consumer {
    const outbox = new Outbox(worldStores(store), () => store.durable?.() ?? Promise.resolve());
    const scheduler = schedulerOn(clock);
    const consumer = new Consumer({
      name: "beside",
      deliver: (_mode, batch) => deliver(batch),
      store,
      outbox,
      pollMs: 10,
      leaseMs: 2000,
      batch: 1,
      log: silent,
      schedule: (spec) => scheduler.add(spec),
      clock,
    });
    // Closing waits for a save that waits on the clock: the clock moves until it is done.
    closers.push(async () => {
      let closed = false;
      const closing = consumer.close().finally(() => (closed = true));
      await drive(clock, "the consumer's close", () => closed);
      await closing;
    });
    consumer.start();
    return consumer;
  }

  const until = (what: string, done: () => boolean) => drive(clock, what, done);

  it("is never more than a batch behind what was acknowledged, however slow the saves", async () => {
    const { store } = await logOf(100);
    let acknowledged = 0;
    let lag = 0;
    const cursors = store.collection<{ seq: number }>({ name: "event_log_cursors" });
    consume(slowCursors(store, 30), async (batch) => {
      // Before this batch is acknowledged, the position saved must cover all but the last one.
      lag = Math.max(lag, acknowledged - ((await cursors.get("beside:live"))?.seq ?? 0));
      acknowledged = batch[batch.length - 1]!.seq;
      return batch.length;
    });
    await until("the hundredth event", () => acknowledged === 100);
    expect(lag).toBeLessThanOrEqual(1);
  });

  it("stops within one batch once another process has moved its position", async () => {
    const { file, store } = await logOf(40);
    const other = new SqliteDocumentStore({ file });
    closers.push(() => other.close());
    const theirs = other.collection<{ seq: number; updated_at: number }>({ name: "event_log_cursors" });
    const handed: number[] = [];
    let movedAfter = -1;
    consume(slowCursors(store, 30), async (batch) => {
      handed.push(batch[0]!.seq);
      if (handed.length === 3) {
        // Another process (the lease having passed to it) saved its own position, 20: by
        // compare-and-set, tried again until it holds (this consumer's own save may land between
        // the read and the write; the move was then lost and the test saw no move at all).
        for (;;) {
          const saved = await theirs.get("beside:live");
          if (saved && (await theirs.update("beside:live", saved.version, { seq: 20, updated_at: clock.now() }))) break;
          await new Promise((r) => setImmediate(r));
        }
        movedAfter = handed.length;
      }
      return batch.length;
    });
    await until("the position moved and delivery going on from it", () => movedAfter > 0 && handed.includes(21));
    // At most one batch below the moved position is handed over after the move.
    expect(handed.slice(movedAfter).filter((seq) => seq <= 20).length).toBeLessThanOrEqual(1);
  });
});
