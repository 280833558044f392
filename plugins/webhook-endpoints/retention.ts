import type { WorldStore } from "berth/plugin";
import { ATTEMPTS, type AttemptRecord } from "./attempt-record.ts";
import { MESSAGES, type MessageRecord } from "./message-record.ts";

/** Documents one sweep removes per world, at most: the rest go at the next sweep. */
const BUDGET = 5000;
/** Documents one sweep reads, at most (old pending messages are read and kept). */
const READ_BUDGET = 4 * BUDGET;
const PAGE = 500;

/** How often the delivering process sweeps: a minute, or sooner for a short retention (tests). */
export function sweepEvery(retentionMs: number): number {
  return Math.min(60_000, Math.max(1000, Math.floor(retentionMs / 4)));
}

/**
 * Removes what is older than the retention from one world: messages made before `cutoff` that
 * are done (delivered or failed; pending ones wait for their delivery), then attempts made before
 * it. Endpoint by endpoint from a random one (so a budget spent early starves none), a
 * page per transaction, at most BUDGET documents removed and READ_BUDGET read a sweep.
 */
export async function sweep(world: WorldStore, endpointIds: readonly string[], cutoff: number, stop: () => boolean = () => false): Promise<number> {
  let removed = 0;
  let read = 0;
  const start = Math.floor(Math.random() * endpointIds.length);
  // Also stops between pages when its lease may be another process's, or Berth is stopping.
  const spent = () => removed >= BUDGET || read >= READ_BUDGET || stop();
  for (const endpointId of [...endpointIds.slice(start), ...endpointIds.slice(0, start)]) {
    let cursor: string | undefined;
    for (;;) {
      if (spent()) return removed;
      const page = await world.collection<MessageRecord>(MESSAGES).find({ where: { endpoint_id: endpointId, created_at: { lt: cutoff } }, sort: { field: "created_at", direction: "asc" }, limit: PAGE, cursor });
      read += page.items.length;
      const done = page.items.filter((m) => m.status !== "pending");
      if (done.length > 0) {
        await world.transaction(async (tx) => {
          const messages = tx.collection<MessageRecord>(MESSAGES);
          // Replayed since it was read: it is pending again, and stays.
          for (const m of done) if ((await messages.get(m.id))?.status !== "pending") await messages.delete(m.id);
        });
        removed += done.length;
      }
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    for (;;) {
      if (spent()) return removed;
      const page = await world.collection<AttemptRecord>(ATTEMPTS).find({ where: { endpoint_id: endpointId, attempted_at: { lt: cutoff } }, sort: { field: "attempted_at", direction: "asc" }, limit: PAGE });
      if (page.items.length === 0) break;
      read += page.items.length;
      await world.transaction(async (tx) => {
        const attempts = tx.collection(ATTEMPTS);
        for (const a of page.items) await attempts.delete(a.id);
      });
      removed += page.items.length;
    }
  }
  return removed;
}
