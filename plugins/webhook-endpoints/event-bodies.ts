import type { BerthEvent, EventLog, Mode } from "berth/plugin";

/** Bodies kept per process: the recent events' (first attempts and early retries find theirs here). */
const KEPT = 4096;

/** A delivery's body: the event as CloudEvents JSON (structured mode), the same bytes for every endpoint and attempt. */
export function eventBody(event: BerthEvent): Buffer {
  return Buffer.from(JSON.stringify(event));
}

/**
 * The bodies of events being delivered, per process: those the fan-out handed over, else read
 * back from the log (a retry after a restart, a replay). Oldest dropped first.
 */
export class EventBodies {
  private readonly kept = new Map<string, Buffer>();
  /**
   * Reads from the log under way: the deliveries of one event to several endpoints ask for its
   * body at once, and were each a read of their own (2.4 reads per event in a worker that delivers
   * what another fanned out, bench/webhook-endpoints).
   */
  private readonly reading = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly events: EventLog) {}

  keep(event: BerthEvent): void {
    if (this.kept.has(event.id)) return;
    this.kept.set(event.id, eventBody(event));
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
  }

  /** The body of an event of the log, or null when the log no longer has it. */
  async get(mode: Mode, id: string): Promise<Buffer | null> {
    const kept = this.kept.get(id);
    if (kept) return kept;
    const key = `${mode}:${id}`;
    let read = this.reading.get(key);
    if (!read) {
      read = this.read(mode, id).finally(() => this.reading.delete(key));
      this.reading.set(key, read);
    }
    return read;
  }

  private async read(mode: Mode, id: string): Promise<Buffer | null> {
    const event = await this.events.get(mode, id);
    if (!event) return null;
    this.keep(event);
    return this.kept.get(id) ?? eventBody(event);
  }
}
