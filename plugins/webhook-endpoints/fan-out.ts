import type { BerthEvent, Clock, Mode, Stored, WorldStores } from "berth/plugin";
import type { Dispatcher } from "./dispatcher.ts";
import type { EndpointDirectory } from "./endpoint-directory.ts";
import type { DeliveryQueue } from "./endpoint-lane.ts";
import { wants } from "./endpoint-record.ts";
import { messageId, MESSAGES, type MessageRecord } from "./message-record.ts";

/** Ids looked up at once when checking which messages exist already (a bounded set of statements). */
const LOOKUP = 64;

/**
 * Most messages one transaction makes. A batch of events × endpoints beyond it is written in
 * several transactions, in order: each stays short on any store (MongoDB's transactions last at
 * most 60 s, and a Kafka batch must be done within the consumer group's session), and a batch
 * handed over again after a crash makes again only what its first transactions did not (message
 * ids are (endpoint, event)).
 */
export const MAX_MESSAGES_PER_TX = 500;

/**
 * The durable consumer of the event log (one process at a time holds it): for each batch of one
 * world's events, one message per (event, endpoint that wants it), then the consumer's position
 * moves. Every transaction writes its endpoints' lanes (endpoint-lane.ts), whichever process
 * delivers them; the dispatcher of this process, when it holds an endpoint's group, also gets the
 * messages at once, without waiting for its next look.
 */
export class FanOut {
  constructor(
    private readonly stores: WorldStores,
    private readonly directory: EndpointDirectory,
    private readonly queue: DeliveryQueue,
    private readonly dispatchers: Record<Mode, Dispatcher>,
    private readonly clock: Clock,
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
    for (let i = 0; i < planned.length; i += MAX_MESSAGES_PER_TX) {
      const made = await this.write(mode, planned.slice(i, i + MAX_MESSAGES_PER_TX));
      // Committed and durable: the dispatcher here may send them now (if it holds their groups).
      if (made.length > 0) this.dispatchers[mode].handoff(made, events);
    }
  }

  /** One transaction: the messages of `part` not made before, each endpoint's positions from its lane, and its lane due. */
  private async write(mode: Mode, part: { id: string; endpointId: string; event: BerthEvent }[]): Promise<Stored<MessageRecord>[]> {
    return this.stores.world(mode).transaction(async (tx) => {
      const messages = tx.collection<MessageRecord>(MESSAGES);
      const existing = new Set<string>();
      for (let i = 0; i < part.length; i += LOOKUP) {
        const ids = part.slice(i, i + LOOKUP).map((p) => p.id);
        for (const m of (await messages.find({ where: { id: { in: ids } }, limit: LOOKUP })).items) existing.add(m.id);
      }
      const now = this.clock.now();
      const byEndpoint = new Map<string, typeof part>();
      for (const p of part) {
        if (existing.has(p.id)) continue;
        const list = byEndpoint.get(p.endpointId) ?? [];
        list.push(p);
        byEndpoint.set(p.endpointId, list);
      }
      const inserted: Stored<MessageRecord>[] = [];
      for (const [endpointId, list] of byEndpoint) {
        const positions = await this.queue.enqueue(tx, endpointId, list.length, now);
        for (let k = 0; k < list.length; k++) {
          const p = list[k]!;
          inserted.push(
            await messages.insert(p.id, {
              endpoint_id: endpointId,
              event_id: p.event.id,
              event_type: p.event.type,
              subject: p.event.subject,
              status: "pending",
              due: positions[k]!,
              failures: 0,
              attempts: 0,
              origin: "event",
              created_at: now,
              updated_at: now,
              event: null,
            }),
          );
        }
      }
      return inserted;
    });
  }
}
