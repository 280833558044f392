import { decodeCursor, encodeCursor, InvalidRequest, type Collection, type Stored, type WorldTransaction } from "berth/plugin";
import { HISTORY } from "./collections.ts";
import type { MemoryRecord } from "./memory-record.ts";
import type { HISTORY_EVENTS } from "./schemas.ts";

export type HistoryEventKind = (typeof HISTORY_EVENTS)[number];

/** One event of a memory's history after it was stored (`stored` itself is the record, `expired` its expires_at). */
export interface HistoryDoc {
  memory_id: string;
  agent_passport_id: string;
  /** 1, 2, ... per memory: the record's history_n after the change, so two writers cannot both write event n. */
  n: number;
  at: number;
  event: HistoryEventKind;
  actor: string;
  related_memory_id: string | null;
  details: Record<string, unknown>;
}

export interface HistoryEvent {
  event: HistoryEventKind;
  at: number;
  actor: string;
  related_memory_id: string | null;
  details: Record<string, unknown>;
}

export interface HistoryPage {
  memory_id: string;
  events: HistoryEvent[];
  next_cursor: string | null;
}

/** The id of event n of a memory: padded, so ids sort like n. */
export function historyId(memoryId: string, n: number): string {
  return `${memoryId}:${String(n).padStart(10, "0")}`;
}

/** Who made a change: the API key's id, never the key. */
export function actorOf(keyId: string): string {
  return `key:${keyId}`;
}

export async function recordEvent(tx: WorldTransaction, doc: HistoryDoc): Promise<void> {
  await tx.collection<HistoryDoc>(HISTORY).insert(historyId(doc.memory_id, doc.n), doc);
}

function view(d: HistoryDoc): HistoryEvent {
  return { event: d.event, at: d.at, actor: d.actor, related_memory_id: d.related_memory_id, details: d.details };
}

/**
 * A page of a memory's history, in the order the events happened: `stored` first (from the record:
 * when and by whom), then the recorded events by their number, with `expired` (when expires_at has
 * passed; nothing is written when it passes) placed among them at its time. The cursor carries the
 * last event's number and the next one's time, so `expired` lands on exactly one page.
 */
export async function readHistory(history: Collection<HistoryDoc>, r: Stored<MemoryRecord>, now: number, limit: number, after: string | undefined): Promise<HistoryPage> {
  let fromN = 0;
  let prevAt = -Infinity;
  if (after !== undefined) {
    const [at, n] = decodeCursor(after);
    if (typeof at !== "number" || !/^\d{1,10}$/.test(n)) throw new InvalidRequest("INVALID_CURSOR", "the cursor is not one this service issued");
    fromN = Number(n);
    prevAt = at;
  }
  const events: HistoryEvent[] = [];
  if (after === undefined) {
    // An expiry before the memory was stored (a past expires_at) still comes after `stored`.
    events.push({ event: "stored", at: r.created_at, actor: r.actor ?? "unknown", related_memory_id: r.corrects ?? null, details: r.corrects ? { corrects: r.corrects } : {} });
  }
  const wanted = Math.max(0, limit - events.length);
  const page = await history.find({ where: { memory_id: r.id, n: { gt: fromN } }, sort: { field: "n", direction: "asc" }, limit: wanted + 1 });
  const docs = page.items.slice(0, wanted);
  const more = page.items.length > wanted;
  const expires = r.expires_at ?? null;
  const expired: HistoryEvent | null = expires !== null && expires <= now ? { event: "expired", at: expires, actor: "system", related_memory_id: null, details: {} } : null;
  // Pages split time into [lower, upper): the cursor carries the next page's first time, so
  // `expired` falls on exactly one page.
  const upper = more ? page.items[wanted]!.at : Infinity;
  let placed = !(expired && expires! >= prevAt && expires! < upper);
  for (const d of docs) {
    if (!placed && expires! < d.at) {
      events.push(expired!);
      placed = true;
    }
    events.push(view(d));
  }
  if (!placed) events.push(expired!);
  const lastN = docs.at(-1)?.n ?? fromN;
  return { memory_id: r.id, events, next_cursor: more ? encodeCursor(upper, String(lastN)) : null };
}
