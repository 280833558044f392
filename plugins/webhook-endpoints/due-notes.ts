import type { CollectionSpec, WorldStore, WorldTransaction } from "berth/plugin";

/** An endpoint has messages due from `due_at` on that the dispatcher may not know of. */
export interface DueNote {
  due_at: number | null;
}

/** Per world, one document per endpoint (id = endpoint id), written by processes that queue messages but do not deliver them. */
export const DUE_NOTES: CollectionSpec = { name: "webhook_endpoint_due", indexes: [{ fields: ["due_at"] }] };

/**
 * How a process that queued messages it will not deliver itself (it does not hold the dispatcher's
 * lease: another instance does, or it is the CLI) tells the one that does: in the same transaction,
 * so the note exists exactly when the messages do.
 */
export async function noteDue(tx: WorldTransaction, endpointIds: Iterable<string>, at: number): Promise<void> {
  const notes = tx.collection<DueNote>(DUE_NOTES);
  for (const id of new Set(endpointIds)) {
    const current = await notes.get(id);
    if (current && current.due_at !== null && current.due_at <= at) continue;
    await notes.upsert(id, { due_at: at });
  }
}

/** The dispatcher's side: takes the notes due by `now` (clearing each unless it moved meanwhile) and answers their endpoints. */
export async function takeDueNotes(world: WorldStore, now: number): Promise<string[]> {
  const notes = world.collection<DueNote>(DUE_NOTES);
  const page = await notes.find({ where: { due_at: { lte: now } }, sort: { field: "due_at", direction: "asc" }, limit: 1000 });
  const taken: string[] = [];
  for (const note of page.items) {
    // Cleared first, scanned after: a note written again in between stays, and is taken next time.
    if (await notes.update(note.id, note.version, { due_at: null })) taken.push(note.id);
  }
  return taken;
}
