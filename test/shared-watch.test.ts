import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutboxEventLog } from "../adapters/outbox-event-log/outbox-event-log.ts";
import { SqliteDocumentStore } from "../adapters/sqlite/sqlite-document-store.ts";
import { tempDir } from "./support/test-berth.ts";
import { withSharedWatches, type BerthEvent, type EventLog, type WatchOptions } from "../core/ports/event-log.ts";
import { worldStores } from "../core/ports/document-store.ts";

describe("shared watches", () => {
  let store: SqliteDocumentStore;
  let adapter: OutboxEventLog;
  let log: EventLog;
  const adapterWatches: WatchOptions[] = [];

  beforeAll(() => {
    store = new SqliteDocumentStore({ file: join(tempDir("berth-shared-watch-"), "berth.sqlite") });
    adapter = new OutboxEventLog(store, { pollMs: 10, leaseMs: 10_000, log: pino({ level: "silent" }) });
    // Counts the watches the adapter itself is asked for.
    const watch = adapter.watch.bind(adapter);
    adapter.watch = (handler, options) => {
      adapterWatches.push(options ?? {});
      return watch(handler, options);
    };
    log = withSharedWatches(adapter);
  });
  afterAll(async () => {
    await adapter.close();
    await store.close();
  });

  async function emit(subject: string, n: number): Promise<BerthEvent> {
    return worldStores(store)
      .world("live")
      .transaction((tx) => log.append(tx, { type: "shared.changed", source: "/test", subject, data: { n } }));
  }

  it("gives 1,000 watchers of one subject one adapter watch, every event in order, in slices of the event loop", async () => {
    const subject = `fan-${randomUUID()}`;
    let turn = 0;
    // A turn of the event loop counted in its check phase, where the slices run too (setImmediate):
    // a timer would count milliseconds, and a fast machine runs every slice within one.
    let ticking = true;
    const tick = () => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const seen: { n: number; turn: number }[][] = Array.from({ length: 1000 }, () => []);
    const subs = seen.map((list) => log.watch((e) => list.push({ n: (e.data as { n: number }).n, turn }), { mode: "live", subject }));
    const other: BerthEvent[] = [];
    const elsewhere = log.watch((e) => other.push(e), { mode: "live", subject: `${subject}-other` });
    await Promise.all([...subs, elsewhere].map((s) => s.ready));
    expect(adapterWatches.filter((o) => o.subject === subject)).toHaveLength(1);
    for (const n of [1, 2, 3]) await emit(subject, n);
    const deadline = Date.now() + 10_000;
    while (seen.some((l) => l.length < 3) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    ticking = false;
    expect(seen.every((l) => l.map((x) => x.n).join() === "1,2,3")).toBe(true);
    // 1,000 handlers of one event were not all called in one turn.
    const firstEventTurns = new Set(seen.map((l) => l[0]!.turn));
    expect(firstEventTurns.size).toBeGreaterThan(1);
    expect(other).toEqual([]);
    await Promise.all(subs.map((s) => s.close()));
    // The last watcher of a filter gives the adapter's watch back; a new one starts another.
    const again = log.watch(() => undefined, { mode: "live", subject });
    expect(adapterWatches.filter((o) => o.subject === subject)).toHaveLength(2);
    await again.close();
    await elsewhere.close();
  });

  it("stops handing events to a watcher once it closed, even mid-event", async () => {
    const subject = `close-${randomUUID()}`;
    const got: number[] = [];
    const lists = Array.from({ length: 600 }, () => [] as number[]);
    const subs = lists.map((list, i) =>
      log.watch(
        (e) => {
          list.push((e.data as { n: number }).n);
          // The first watcher closes the last one while the event is being handed out.
          if (i === 0) void subs[599]!.close();
        },
        { mode: "live", subject },
      ),
    );
    await Promise.all(subs.map((s) => s.ready));
    await emit(subject, 1);
    const deadline = Date.now() + 10_000;
    while (lists[598]!.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    got.push(...lists[599]!);
    expect(lists[0]).toEqual([1]);
    expect(lists[598]).toEqual([1]);
    expect(got).toEqual([]);
    await Promise.all(subs.map((s) => s.close()));
  });
});
