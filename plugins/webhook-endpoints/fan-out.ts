import type { BerthEvent, Mode, Stored, WorldStores } from "berth/plugin";
import type { Dispatcher } from "./dispatcher.ts";
import { noteDue } from "./due-notes.ts";
import type { EndpointDirectory } from "./endpoint-directory.ts";
import { wants } from "./endpoint-record.ts";
import { messageId, MESSAGES, queueKey, type MessageRecord } from "./message-record.ts";

/** Ids looked up at once when checking which messages exist already (a bounded set of statements). */
const LOOKUP = 64;

/**
 * The durable consumer of the event log (one process at a time holds it): for each batch of one
 * world's events, one message per (event, endpoint that wants it) in one transaction, then the
 * consumer's position moves. Messages made before (the batch handed over again after a crash) are
 * not made twice. The world's dispatcher, when it is in this process, gets them at once; else the
 * transaction leaves due notes for the process that delivers.
 */
export class FanOut {
  constructor(
    private readonly stores: WorldStores,
    private readonly directory: EndpointDirectory,
    private readonly dispatchers: Record<Mode, Dispatcher>,
    private readonly now: () => number = Date.now,
  ) {}

  async handle(events: BerthEvent[]): Promise<void> {
    for (const mode of ["live", "test"] as const) {
      const mine = events.filter((e) => e.world === mode);
      if (mine.length > 0) await this.fanOut(mode, mine);
    }
  }

  private async fanOut(mode: Mode, events: BerthEvent[]): Promise<void> {
    // Disabled endpoints too: their messages wait, and go out when the endpoint is enabled again.
    const endpoints = [...(await this.directory.current(mode)).values()];
    if (endpoints.length === 0) return;
    const planned: { id: string; endpointId: string; event: BerthEvent }[] = [];
    for (const event of events) {
      for (const endpoint of endpoints) if (wants(endpoint, event.type, event.subject)) planned.push({ id: messageId(endpoint.id, event.id), endpointId: endpoint.id, event });
    }
    if (planned.length === 0) return;
    const dispatcher = this.dispatchers[mode];
    const local = dispatcher.isActive();
    const made = await this.stores.world(mode).transaction(async (tx) => {
      const messages = tx.collection<MessageRecord>(MESSAGES);
      const existing = new Set<string>();
      for (let i = 0; i < planned.length; i += LOOKUP) {
        const ids = planned.slice(i, i + LOOKUP).map((p) => p.id);
        for (const m of (await messages.find({ where: { id: { in: ids } }, limit: LOOKUP })).items) existing.add(m.id);
      }
      const now = this.now();
      const inserted: Stored<MessageRecord>[] = [];
      for (const p of planned) {
        if (existing.has(p.id)) continue;
        inserted.push(
          await messages.insert(p.id, {
            endpoint_id: p.endpointId,
            event_id: p.event.id,
            event_type: p.event.type,
            subject: p.event.subject,
            status: "pending",
            due: queueKey(now),
            failures: 0,
            attempts: 0,
            origin: "event",
            created_at: now,
            updated_at: now,
            event: null,
          }),
        );
      }
      if (!local && inserted.length > 0) await noteDue(tx, inserted.map((m) => m.endpoint_id), now);
      return inserted;
    });
    // Committed and durable: the dispatcher here may send them now.
    if (local && made.length > 0) dispatcher.handoff(made, events);
  }
}
