import { join } from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { BerthEvent } from "../../core/ports/event-log.ts";
import { worldStores } from "../../core/ports/world-store.ts";
import { tempDir } from "../../test/support/test-berth.ts";
import { SqliteDocumentStore } from "../sqlite/sqlite-document-store.ts";
import { OutboxEventLog } from "./outbox-event-log.ts";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function process(file: string, leaseMs: number) {
  const store = new SqliteDocumentStore({ file });
  const log = new OutboxEventLog(store, { pollMs: 10, leaseMs, log: pino({ level: "silent" }) });
  closers.push(async () => {
    await log.close();
    await store.close();
  });
  return { store, log };
}

describe("a durable consumer whose delivery outlasts its lease", () => {
  it("keeps the lease while it works: another process never delivers the same events at the same time", async () => {
    const file = join(tempDir("berth-consumer-"), "berth.sqlite");
    // Long enough that a loaded machine's event-loop stalls do not let the lease lapse between renewals.
    const leaseMs = 1000;
    const one = process(file, leaseMs);
    const two = process(file, leaseMs);
    let inFlight = 0;
    let mostInFlight = 0;
    const delivered: string[] = [];
    // A handler that takes three times the lease on its first event (a slow broker, a slow sink).
    const handler = (who: string) => async (event: BerthEvent) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        if (delivered.length === 0) await new Promise((r) => setTimeout(r, leaseMs * 3));
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
    const started = Date.now() + 5000;
    while (inFlight === 0 && Date.now() < started) await new Promise((r) => setTimeout(r, 5));
    expect(inFlight).toBe(1);
    // The second process starts its copy of the consumer while the first is still busy.
    const second = two.log.subscribe("slow", handler("two"));
    await second.ready;
    const deadline = Date.now() + 10_000;
    while (delivered.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(mostInFlight).toBe(1);
    expect(delivered).toEqual(["one:1", "one:2", "one:3"]);
  });
});
