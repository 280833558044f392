import { createHash } from "node:crypto";
import type { CollectionSpec, Stored, WorldStore, WorldTransaction } from "berth/plugin";
import { dueBy, dueKey } from "./message-record.ts";

/**
 * What is due for one endpoint, per world (id = endpoint id): the store's only record of it.
 *
 * The delivery of an endpoint's messages is a state machine kept in the store:
 *
 *   message: pending(position) ──attempt──► delivered | failed | pending(retry position)
 *   lane:    idle (due null) ◄──► due(position)
 *
 * - Whoever makes a message pending (the fan-out, a replay, a test ping, an outcome with a retry)
 *   writes the lane in the same transaction, always (never skipped on what it read): `due` becomes
 *   the lower of its own and the message's position. Two writers of one lane thus conflict on
 *   MongoDB (one runs again) and run one after the other on SQLite: neither's mark is lost.
 * - The dispatcher holding the lane's group finds due lanes with one indexed query, reads the
 *   endpoint's due messages into its hands, and only then lowers the lane, by compare-and-set on
 *   the version it read before reading the messages, to the position of the first pending message
 *   not in its hands (or null). A writer that committed meanwhile moved the version: the lane
 *   stays due and is read again at the next look. So no message made pending by any process is
 *   ever left without a due lane while it is not in a dispatcher's hands (finding 1: with the due
 *   notes this replaced, a fan-out that saw a note and skipped writing it could commit after the
 *   dispatcher had cleared it and scanned, and its messages waited for the endpoint's next event).
 * - Messages in a dispatcher's hands are that process's while it holds the group's lease; a
 *   process that takes a group over reads every endpoint of it from the start.
 *
 * `tail` is the last queue position given out: new messages of an endpoint get the next ones, so
 * they queue in commit order, whatever the clocks of the processes that queued them say.
 */
export interface LaneRecord {
  group: number;
  /** The position of the first pending message not in a dispatcher's hands; null: none. */
  due: number | null;
  tail: number;
}

export const LANES: CollectionSpec = { name: "webhook_endpoint_lanes", indexes: [{ fields: ["group", "due"] }] };

/** The group (of `groups`) an endpoint belongs to: the same in every process. */
export function groupOf(endpointId: string, groups: number): number {
  if (groups <= 1) return 0;
  const key = `${groups}/${endpointId}`;
  let group = groupCache.get(key);
  if (group === undefined) {
    group = createHash("sha1").update(endpointId).digest().readUInt32BE(0) % groups;
    // Bounded: endpoint ids are few (1,000 per world at most), but nothing here should grow without end.
    if (groupCache.size >= 10_000) groupCache.clear();
    groupCache.set(key, group);
  }
  return group;
}

/**
 * Groups already worked out: every message handed over, queued and written asks for its
 * endpoint's group, and a SHA-1 per ask was 2% of a busy worker's CPU (bench/webhook-endpoints).
 */
const groupCache = new Map<string, number>();

/** Most lanes one look reads per group. */
const DUE_PAGE = 1000;

/** The store side of the lanes, for one number of groups (the same on every instance). */
export class DeliveryQueue {
  constructor(readonly groups: number) {}

  /**
   * In the transaction that makes `count` messages of the endpoint pending (new, or queued again):
   * their positions, after every one given out before, and the lane due at the first of them.
   */
  async enqueue(tx: WorldTransaction, endpointId: string, count: number, now: number): Promise<number[]> {
    const lanes = tx.collection<LaneRecord>(LANES);
    const lane = await lanes.get(endpointId);
    const first = Math.max(dueKey(now), (lane?.tail ?? 0) + 1);
    const positions = Array.from({ length: count }, (_, i) => first + i);
    const tail = count > 0 ? first + count - 1 : (lane?.tail ?? 0);
    const due = count > 0 ? Math.min(lane?.due ?? Infinity, first) : (lane?.due ?? null);
    await lanes.upsert(endpointId, { group: groupOf(endpointId, this.groups), due, tail });
    return positions;
  }

  /** In the transaction that makes a message pending at `position` (a retry), or that wants the lane looked at from there (an endpoint enabled again). */
  async dueAt(tx: WorldTransaction, endpointId: string, position: number): Promise<void> {
    const lanes = tx.collection<LaneRecord>(LANES);
    const lane = await lanes.get(endpointId);
    await lanes.upsert(endpointId, { group: groupOf(endpointId, this.groups), due: Math.min(lane?.due ?? Infinity, position), tail: lane?.tail ?? 0 });
  }

  /** In an endpoint's deletion: its lane goes with it. */
  async drop(tx: WorldTransaction, endpointId: string): Promise<void> {
    await tx.collection<LaneRecord>(LANES).delete(endpointId);
  }

  /** The lanes of a group with a message due by `now`. */
  async dueIn(world: WorldStore, group: number, now: number): Promise<Stored<LaneRecord>[]> {
    const page = await world.collection<LaneRecord>(LANES).find({ where: { group, due: { lte: dueBy(now) } }, sort: { field: "due", direction: "asc" }, limit: DUE_PAGE });
    return page.items;
  }

  get(world: WorldStore, endpointId: string): Promise<Stored<LaneRecord> | null> {
    return world.collection<LaneRecord>(LANES).get(endpointId);
  }

  /**
   * The dispatcher, after reading the endpoint's due messages into its hands: the lane now due at
   * `next` (the first pending message beyond them, or null), unless it changed since `seen` was
   * read (then it stays as it is, to be read again). `seen` null: no lane yet (messages from
   * before lanes existed): one is made when there is something to be due.
   */
  async settle(world: WorldStore, endpointId: string, seen: Stored<LaneRecord> | null, next: number | null): Promise<boolean> {
    const lanes = world.collection<LaneRecord>(LANES);
    if (seen) {
      if (seen.due === next && seen.group === groupOf(endpointId, this.groups)) return true;
      return (await lanes.update(endpointId, seen.version, { group: groupOf(endpointId, this.groups), due: next, tail: seen.tail })) !== null;
    }
    if (next === null) return true;
    return lanes.insert(endpointId, { group: groupOf(endpointId, this.groups), due: next, tail: 0 }).then(
      () => true,
      () => false,
    );
  }
}
