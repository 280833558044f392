import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BerthEvent, EventLog } from "../core/ports/event-log.ts";
import { DuplicateKeyError, worldStores, type DocumentStore, type WorldStores, type WorldTransaction } from "../core/ports/document-store.ts";

/** An EventLog over a store, and a way to open a second one on the same data (another process). */
export interface EventLogFixture {
  store: DocumentStore;
  log: EventLog;
  /** Another handle on the same store and a log over it, as a second Berth process would have. */
  second(): Promise<{ store: DocumentStore; log: EventLog; close(): Promise<void> }>;
  close(): Promise<void>;
}

/** A state change the way a plugin makes one: a document written in the same transaction as its event. */
interface Change {
  subject: string;
  n: number;
}
const CHANGES = { name: "contract_changes", indexes: [{ fields: ["subject"] }] };

async function until(what: string, check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function emit(stores: WorldStores, log: EventLog, subject: string, n: number, mode: "live" | "test" = "live", fail?: (tx: WorldTransaction) => Promise<void>): Promise<BerthEvent> {
  return stores.world(mode).transaction(async (tx) => {
    await tx.collection<Change>(CHANGES).insert(randomUUID(), { subject, n });
    const event = await log.append(tx, { type: "contract.changed", source: "/berth/contract", subject, data: { n } });
    if (fail) await fail(tx);
    return event;
  });
}

/**
 * What every EventLog adapter promises (core/ports/event-log.ts), checked against real stores
 * (and a real broker for the Kafka adapter).
 */
export function eventLogContract(name: string, open: () => Promise<EventLogFixture>): void {
  describe(`EventLog contract: ${name}`, () => {
    let f: EventLogFixture;
    let stores: WorldStores;
    beforeAll(async () => {
      f = await open();
      stores = worldStores(f.store);
    });
    afterAll(() => f.close());

    it("has an event exactly when its change committed: a failing transaction leaves neither", async () => {
      const subject = `atomic-${randomUUID()}`;
      const kept = await emit(stores, f.log, subject, 1);
      expect(kept).toMatchObject({ specversion: "1.0", type: "contract.changed", subject, datacontenttype: "application/json", data: { n: 1 }, world: "live" });
      expect(Date.parse(kept.time)).not.toBeNaN();
      await expect(emit(stores, f.log, subject, 2, "live", async () => { throw new Error("the change failed"); })).rejects.toThrow("the change failed");
      await expect(
        emit(stores, f.log, subject, 3, "live", async (tx) => {
          await tx.collection<Change>(CHANGES).insert("same-id", { subject, n: 3 });
          await tx.collection<Change>(CHANGES).insert("same-id", { subject, n: 3 });
        }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      const page = await f.log.read("live", { subject });
      expect(page.events.map((e) => e.id)).toEqual([kept.id]);
      expect(await stores.world("live").collection<Change>(CHANGES).count({ subject })).toBe(1);
      expect(await f.log.get("live", kept.id)).toEqual(kept);
      expect(await f.log.get("test", kept.id)).toBeNull();
    });

    it("reads by subject, type or family, after a cursor, page by page, one world at a time", async () => {
      const subject = `read-${randomUUID()}`;
      const events: BerthEvent[] = [];
      for (let n = 1; n <= 5; n++) events.push(await emit(stores, f.log, subject, n));
      const testEvent = await emit(stores, f.log, subject, 99, "test");
      const first = await f.log.read("live", { subject, limit: 2 });
      expect(first.events.map((e) => e.id)).toEqual(events.slice(0, 2).map((e) => e.id));
      expect(first.next).toBe(events[1]!.id);
      const rest = await f.log.read("live", { subject, after: first.next!, limit: 10 });
      expect(rest.events.map((e) => e.id)).toEqual(events.slice(2).map((e) => e.id));
      expect(rest.next).toBeNull();
      expect((await f.log.read("live", { subject, type: "contract" })).events).toHaveLength(5);
      expect((await f.log.read("live", { subject, type: "contract.changed" })).events).toHaveLength(5);
      expect((await f.log.read("live", { subject, type: "contract.other" })).events).toHaveLength(0);
      expect((await f.log.read("live", { subjects: [subject, "nobody"] })).events).toHaveLength(5);
      expect((await f.log.read("live", { subjects: [] })).events).toHaveLength(0);
      expect((await f.log.read("test", { subject })).events.map((e) => e.id)).toEqual([testEvent.id]);
      await expect(f.log.read("test", { subject, after: events[0]!.id })).rejects.toMatchObject({ code: "INVALID_CURSOR" });
    });

    it("keeps each subject's order under 32 concurrent writers, and a subscriber receives all in that order", async () => {
      const run = randomUUID().slice(0, 8);
      const subjects = Array.from({ length: 8 }, (_, i) => `order-${run}-${i}`);
      const received: BerthEvent[] = [];
      const sub = f.log.subscribe(`order-${run}`, async (e) => {
        if (e.subject.startsWith(`order-${run}`)) received.push(e);
      });
      await sub.ready;
      const perWriter = 25;
      await Promise.all(
        Array.from({ length: 32 }, async (_, w) => {
          for (let n = 0; n < perWriter; n++) await emit(stores, f.log, subjects[(w + n) % subjects.length]!, w * 1000 + n);
        }),
      );
      await until("every event delivered", () => received.length >= 32 * perWriter, 30_000);
      await sub.close();
      expect(new Set(received.map((e) => e.id)).size).toBe(32 * perWriter);
      for (const subject of subjects) {
        const stored: string[] = [];
        let after: string | undefined;
        do {
          const page = await f.log.read("live", { subject, after, limit: 1000 });
          stored.push(...page.events.map((e) => e.id));
          after = page.next ?? undefined;
        } while (after);
        // Delivered in the log's order for the subject, and every writer's events in the order it made them.
        expect(received.filter((e) => e.subject === subject).map((e) => e.id)).toEqual(stored);
        for (let w = 0; w < 32; w++) {
          const ns = received.filter((e) => e.subject === subject && Math.floor((e.data as Change).n / 1000) === w).map((e) => (e.data as Change).n);
          expect(ns).toEqual([...ns].sort((a, b) => a - b));
        }
      }
    });

    it("keeps a subject's order across event families, and a subscriber without types gets every family", async () => {
      const run = randomUUID().slice(0, 8);
      const subject = `families-${run}`;
      // One agent passport is the subject of deployment, anchor and payout events alike.
      const types = ["deployment.created", "anchor.created", "payout.recorded", "webhook.received", "deployment.promoted", "anchor.verified"];
      const received: BerthEvent[] = [];
      const sub = f.log.subscribe(`families-${run}`, async (e) => {
        if (e.subject === subject) received.push(e);
      });
      await sub.ready;
      const appended: string[] = [];
      for (let n = 0; n < 24; n++) {
        const type = types[n % types.length]!;
        appended.push(await stores.world("live").transaction(async (tx) => (await f.log.append(tx, { type, source: "/berth/contract", subject, data: { n } })).id));
      }
      await until("every family's events", () => received.length >= appended.length, 30_000);
      await sub.close();
      expect(received.map((e) => e.id)).toEqual(appended);
    });

    it("resumes a subscriber after its last acknowledged event, and delivers a failed one again", async () => {
      const subject = `resume-${randomUUID()}`;
      const name = `resume-${randomUUID().slice(0, 8)}`;
      const seen: number[] = [];
      const mine = (e: BerthEvent) => e.subject === subject;
      let sub = f.log.subscribe(name, async (e) => {
        if (mine(e)) seen.push((e.data as Change).n);
      });
      for (let n = 1; n <= 3; n++) await emit(stores, f.log, subject, n);
      await until("the first three", () => seen.length === 3);
      await sub.close();
      for (let n = 4; n <= 6; n++) await emit(stores, f.log, subject, n);
      let failedOnce = false;
      sub = f.log.subscribe(name, async (e) => {
        if (!mine(e)) return;
        if ((e.data as Change).n === 5 && !failedOnce) {
          failedOnce = true;
          throw new Error("the handler failed once");
        }
        seen.push((e.data as Change).n);
      });
      await until("the rest", () => seen.length === 6);
      await sub.close();
      expect(failedOnce).toBe(true);
      expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it("hands a batch consumer every event in log order, one world per batch, and a failed batch again whole", async () => {
      const subject = `batches-${randomUUID()}`;
      const name = `batches-${randomUUID().slice(0, 8)}`;
      const made: BerthEvent[] = [];
      for (let n = 1; n <= 20; n++) made.push(await emit(stores, f.log, subject, n, n % 4 === 0 ? "test" : "live"));
      const batches: BerthEvent[][] = [];
      let failures = 0;
      const sub = f.log.subscribeBatches(name, async (events) => {
        const mine = events.filter((e) => e.subject === subject);
        if (mine.length === 0) return;
        // The first batch holding n=5 fails once: it must come again from its first event.
        if (failures === 0 && mine.some((e) => (e.data as Change).n === 5)) {
          failures++;
          throw new Error("the batch handler failed once");
        }
        batches.push(mine);
      });
      await sub.ready;
      const count = () => batches.reduce((sum, b) => sum + b.length, 0);
      await until("every event", () => count() >= made.length);
      await sub.close();
      expect(failures).toBe(1);
      for (const batch of batches) expect(new Set(batch.map((e) => e.world)).size).toBe(1);
      for (const world of ["live", "test"] as const) {
        const got = batches.flat().filter((e) => e.world === world).map((e) => e.id);
        expect(got).toEqual(made.filter((e) => e.world === world).map((e) => e.id));
      }
    });

    it("lets watchers see events committed after they start, filtered by world, subject and type", async () => {
      const subject = `watch-${randomUUID()}`;
      const all: BerthEvent[] = [];
      const mine: BerthEvent[] = [];
      const a = f.log.watch((e) => all.push(e));
      const b = f.log.watch((e) => mine.push(e), { mode: "test", subject, types: ["contract"] });
      await Promise.all([a.ready, b.ready]);
      const live = await emit(stores, f.log, subject, 1);
      const test = await emit(stores, f.log, subject, 2, "test");
      const other = await emit(stores, f.log, `${subject}-other`, 3, "test");
      await until("the watchers", () => all.some((e) => e.id === other.id) && mine.length >= 1);
      await a.close();
      await b.close();
      expect(all.map((e) => e.id)).toEqual(expect.arrayContaining([live.id, test.id, other.id]));
      expect(mine.map((e) => e.id)).toEqual([test.id]);
    });

    it("hands each event to a named subscriber once, when two processes share one store", async () => {
      const other = await f.second();
      try {
        const run = randomUUID().slice(0, 8);
        const got: { by: string; id: string }[] = [];
        const handler = (by: string) => async (e: BerthEvent) => {
          if (e.subject.startsWith(`twin-${run}`)) got.push({ by, id: e.id });
        };
        const one = f.log.subscribe(`twin-${run}`, handler("one"));
        const two = other.log.subscribe(`twin-${run}`, handler("two"));
        await Promise.all([one.ready, two.ready]);
        const otherStores = worldStores(other.store);
        for (let n = 0; n < 200; n++) await emit(n % 2 === 0 ? stores : otherStores, n % 2 === 0 ? f.log : other.log, `twin-${run}-${n % 5}`, n);
        await until("all 200", () => new Set(got.map((g) => g.id)).size === 200, 30_000);
        // Long enough for a second delivery to show up if one were coming.
        await new Promise((r) => setTimeout(r, 300));
        await one.close();
        await two.close();
        expect(got).toHaveLength(200);
      } finally {
        await other.close();
      }
    });
  });
}
