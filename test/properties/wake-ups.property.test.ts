/**
 * The outbound dispatcher's wake-ups, at the level of the store: instances queue messages (each in
 * a transaction that also marks the endpoint due, as the fan-out, a replay or a retry does) while
 * a dispatcher looks for due endpoints, reads their due messages into its hands and marks the
 * endpoint settled. Their operations interleave at random (one seed per interleaving), on the
 * model of MongoDB's transactions and on SQLite; some messages are made pending before the queue's
 * tail (as a retry that came due is), and the dispatcher reads each endpoint's queue from where its
 * last read stopped or from the lane's due position, whichever is first (dispatcher.ts). Property: no message is stranded — once the
 * queuing stops, the dispatcher's looks find every message, however the marks and the settles
 * interleaved. The protocol is pluggable: the lanes (endpoint-lane.ts) pass; the due notes they
 * replaced (kept below as a control, from before this change) fail it on MongoDB (finding 1).
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SqliteDocumentStore } from "../../adapters/sqlite/sqlite-document-store.ts";
import { worldStores, type CollectionSpec, type DocumentStore, type Stored, type WorldStore, type WorldTransaction } from "../../core/ports/document-store.ts";
import { DeliveryQueue, type LaneRecord } from "../../plugins/webhook-endpoints/endpoint-lane.ts";
import { dueBy, dueKey } from "../../plugins/webhook-endpoints/message-record.ts";
import { gatedStore, Interleaver } from "../support/interleaver.ts";
import { ModelDatabase } from "../support/mongo-model-store.ts";
import { fastTempDir, forEachSeed, PROPERTY_RUNS, seeds } from "../support/property.ts";

interface Msg {
  endpoint_id: string;
  due: number | null;
  status: "pending" | "delivered";
}
const MESSAGES: CollectionSpec = { name: "wake_messages", indexes: [{ fields: ["endpoint_id", "due"] }] };

/** How queuing marks an endpoint due, and how the dispatcher finds and settles due endpoints. */
interface Protocol {
  name: string;
  /** In the queuing transaction: `count` messages of the endpoint, queued now; their positions. */
  mark(tx: WorldTransaction, endpointId: string, count: number, now: number): Promise<number[]>;
  /** In the transaction that makes a message pending at `position`, before the queue's tail (a retry come due, an endpoint enabled again). */
  markAt(tx: WorldTransaction, endpointId: string, position: number, now: number): Promise<void>;
  /**
   * The dispatcher's look: the endpoints it must read, what it read of each before reading its
   * messages, and from which position on (null: the start) a pending message not in its hands may be.
   */
  due(world: WorldStore, now: number): Promise<{ id: string; seen: unknown; from: number | null }[]>;
  /** After reading the endpoint's due messages into its hands: the first pending position beyond them. */
  settle(world: WorldStore, endpointId: string, seen: unknown, next: number | null): Promise<void>;
}

function lanes(): Protocol {
  const queue = new DeliveryQueue(1);
  return {
    name: "lanes",
    mark: (tx, id, count, now) => queue.enqueue(tx, id, count, now),
    markAt: (tx, id, position) => queue.dueAt(tx, id, position),
    // From the lane's due position on, as the dispatcher reads (dispatcher.ts, look).
    due: async (world, now) => (await queue.dueIn(world, 0, now)).map((l) => ({ id: l.id, seen: l, from: l.due })),
    settle: async (world, id, seen, next) => void (await queue.settle(world, id, seen as Stored<LaneRecord>, next)),
  };
}

/**
 * The control: the due notes of plugins/webhook-endpoints/due-notes.ts before this change (noteDue
 * and takeDueNotes, as they were): a queuing transaction that reads a pending note skips writing
 * it, and the dispatcher clears a note (compare-and-set) before it reads the endpoint's queue.
 */
function dueNotes(): Protocol {
  const NOTES: CollectionSpec = { name: "wake_due_notes", indexes: [{ fields: ["due_at"] }] };
  return {
    name: "due notes (before)",
    mark: async (tx, id, count, now) => {
      const notes = tx.collection<{ due_at: number | null }>(NOTES);
      const current = await notes.get(id);
      if (!(current && current.due_at !== null && current.due_at <= now)) await notes.upsert(id, { due_at: now });
      // Positions as queueKey gave them: the queuing time (ties go by id).
      return Array.from({ length: count }, () => dueKey(now));
    },
    markAt: async (tx, id, _position, now) => {
      const notes = tx.collection<{ due_at: number | null }>(NOTES);
      const current = await notes.get(id);
      if (!(current && current.due_at !== null && current.due_at <= now)) await notes.upsert(id, { due_at: now });
    },
    due: async (world, now) => {
      const notes = world.collection<{ due_at: number | null }>(NOTES);
      const page = await notes.find({ where: { due_at: { lte: now } }, sort: { field: "due_at", direction: "asc" }, limit: 1000 });
      const taken: { id: string; seen: unknown; from: null }[] = [];
      for (const note of page.items) if (await notes.update(note.id, note.version, { due_at: null })) taken.push({ id: note.id, seen: null, from: null });
      return taken;
    },
    settle: async () => undefined,
  };
}

/** One interleaving: writers queue, one dispatcher looks; then it looks until nothing more is found. Answers the messages never found. */
async function interleaving(seed: number, protocol: Protocol, store: (il: Interleaver) => DocumentStore[], prefix: string): Promise<string[]> {
  const il = new Interleaver(seed);
  const [dispatcherStore, ...writerStores] = store(il);
  const endpoints = Array.from({ length: 1 + il.int(3) }, (_, i) => `${prefix}e${i}`);
  const now = Date.UTC(2026, 0, 1) + il.int(1000);
  const made = new Set<string>();
  const inHand = new Set<string>();
  const dispatcherWorld = worldStores(dispatcherStore!).world("live");
  let writing = writerStores.length;

  /**
   * Per endpoint, where the dispatcher's next read starts (inclusive; null or absent: the start),
   * as it keeps it (dispatcher.ts, scanFrom): moved past what a read saw, lowered to where the
   * look says a message may wait. Nothing leaves its hands here, so it only moves on.
   */
  const scanFrom = new Map<string, number | null>();
  const look = async (): Promise<number> => {
    let found = 0;
    for (const { id, seen, from } of await protocol.due(dispatcherWorld, now)) {
      const mark = scanFrom.get(id) ?? null;
      const start = from === null || mark === null ? null : Math.min(mark, from);
      const messages = dispatcherWorld.collection<Msg>(MESSAGES);
      const due = start === null ? { lte: dueBy(now) } : { gte: start, lte: dueBy(now) };
      const page = await messages.find({ where: { endpoint_id: id, due }, sort: { field: "due", direction: "asc" }, limit: 1000 });
      if (page.items.length > 0) scanFrom.set(id, page.items[page.items.length - 1]!.due);
      else scanFrom.set(id, start);
      for (const m of page.items) {
        if (m.status !== "pending" || inHand.has(m.id)) continue;
        inHand.add(m.id);
        found++;
      }
      const next = await messages.find({ where: { endpoint_id: id, due: { gt: dueBy(now) } }, sort: { field: "due", direction: "asc" }, limit: 1 });
      await protocol.settle(dispatcherWorld, id, seen, next.items[0]?.due ?? null);
    }
    return found;
  };

  await il.run([
    // Writers: each queues a few batches, each batch in one transaction with its mark.
    ...writerStores.map((s, w) => async () => {
      const world = worldStores(s).world("live");
      for (let batch = 0; batch < 1 + il.int(4); batch++) {
        const endpointId = endpoints[il.int(endpoints.length)]!;
        const count = 1 + il.int(2);
        // One batch in three: a message pending again before the queue's tail (a retry come due).
        const early = il.int(3) === 0 ? dueKey(now) - 1 - il.int(1000) : null;
        const ids = await world.transaction(async (tx) => {
          if (early !== null) await protocol.markAt(tx, endpointId, early, now);
          const positions = early !== null ? [early] : await protocol.mark(tx, endpointId, count, now);
          const out: string[] = [];
          for (const [k, due] of positions.entries()) {
            const id = `${prefix}w${w}b${batch}m${k}`;
            await tx.collection<Msg>(MESSAGES).insert(id, { endpoint_id: endpointId, due, status: "pending" });
            out.push(id);
          }
          return out;
        });
        for (const id of ids) made.add(id);
      }
      writing--;
    }),
    // The dispatcher looks while the writers write, then until a look finds nothing new.
    async () => {
      while (writing > 0) await look();
      for (let idle = 0; idle < 2; ) idle = (await look()) === 0 ? idle + 1 : 0;
    },
  ]);
  return [...made].filter((id) => !inHand.has(id));
}

async function property(protocol: Protocol, kind: "model" | "sqlite", runs: number, base: number): Promise<{ failures: { seed: number; stranded: string[] }[]; ran: number }> {
  const failures: { seed: number; stranded: string[] }[] = [];
  let ran = 0;
  if (kind === "model") {
    await forEachSeed(`wake-ups, ${protocol.name} (mongodb model)`, seeds(base, runs), async (seed) => {
      const db = new ModelDatabase();
      const stranded = await interleaving(seed, protocol, (il) => {
        db.gate = il.gate;
        return Array.from({ length: 2 + il.int(2) }, () => db.handle());
      }, "");
      ran++;
      if (stranded.length > 0) failures.push({ seed, stranded });
    }, 8);
    return { failures, ran };
  }
  const dir = fastTempDir("berth-wake-props-");
  const lanesOf = Array.from({ length: 8 }, (_, lane) => {
    const file = join(dir, `lane${lane}.sqlite`);
    return Array.from({ length: 3 }, () => new SqliteDocumentStore({ file, durability: "none" }));
  });
  try {
    await forEachSeed(`wake-ups, ${protocol.name} (sqlite)`, seeds(base, runs), async (seed, lane) => {
      const handles = lanesOf[lane]!;
      const stranded = await interleaving(seed, protocol, (il) => handles.slice(0, 2 + il.int(2)).map((h) => gatedStore(h, il)), `s${seed}-`);
      ran++;
      if (stranded.length > 0) failures.push({ seed, stranded });
    }, 8);
  } finally {
    await Promise.all(lanesOf.flat().map((h) => h.close()));
  }
  return { failures, ran };
}

describe("the dispatcher's wake-ups under random interleavings", () => {
  it(`strand no message with the lanes, on the model of MongoDB, ${PROPERTY_RUNS} seeds`, async () => {
    const { failures, ran } = await property(lanes(), "model", PROPERTY_RUNS, 3_000_000);
    expect(ran).toBe(process.env.PROPERTY_SEED ? 1 : PROPERTY_RUNS);
    expect(failures.slice(0, 3)).toEqual([]);
  }, 600_000);

  it(`strand no message with the lanes, on SQLite, ${PROPERTY_RUNS} seeds`, async () => {
    const { failures, ran } = await property(lanes(), "sqlite", PROPERTY_RUNS, 4_000_000);
    expect(ran).toBe(process.env.PROPERTY_SEED ? 1 : PROPERTY_RUNS);
    expect(failures.slice(0, 3)).toEqual([]);
  }, 600_000);

  it("catch finding 1 in the due notes the lanes replaced: on the MongoDB model some interleavings strand messages (on SQLite, none)", async () => {
    const model = await property(dueNotes(), "model", 300, 3_000_000);
    expect(model.failures.length).toBeGreaterThan(0);
    console.log(`due notes on the MongoDB model: ${model.failures.length} of ${model.ran} interleavings strand messages; first seed ${model.failures[0]!.seed}, stranded ${model.failures[0]!.stranded.join(", ")}`);
    const sqlite = await property(dueNotes(), "sqlite", 200, 4_000_000);
    expect(sqlite.failures).toEqual([]);
  }, 600_000);
});
