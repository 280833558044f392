import type { Mode } from "../../core/auth/principal.ts";
import { worldStores } from "../../core/ports/document-store.ts";
import { CONSUMER as FAN_OUT } from "../../plugins/webhook-endpoints/outbound-delivery.ts";
import { MESSAGES, type MessageRecord } from "../../plugins/webhook-endpoints/message-record.ts";
import type { Answer, TestBerth } from "../support/test-berth.ts";

/**
 * What the outbound webhook suites run Berth with: loopback receivers allowed (and nothing else
 * private), http for live endpoints, a short timeout and a retry schedule of seconds, not days.
 */
export const ENDPOINT_ENV = {
  WEBHOOK_ENDPOINTS_ALLOWED_HOSTS: "127.0.0.1",
  WEBHOOK_ENDPOINTS_ALLOW_HTTP: "true",
  WEBHOOK_ENDPOINTS_TIMEOUT_MS: "2000",
  WEBHOOK_ENDPOINTS_RETRY_SCHEDULE: "150ms,150ms,150ms,150ms,150ms",
  WEBHOOK_ENDPOINTS_POLL_MS: "20",
};

export interface Registered {
  id: string;
  secret: string;
  body: Answer["body"];
}

/** Registers an endpoint and answers its id and secret (throws unless 201). */
export async function register(b: TestBerth, key: string, body: Record<string, unknown>): Promise<Registered> {
  const made = await b.request("POST", "/v1/webhook-endpoints", { key, body });
  if (made.status !== 201) throw new Error(`register: ${made.status} ${made.text}`);
  return { id: made.body.endpoint.endpoint_id, secret: made.body.secret, body: made.body };
}

/** The ids of the events the log has for a subject, oldest first (a type or family optional). */
export async function loggedEvents(b: TestBerth, key: string, subject: string, type?: string): Promise<{ id: string; type: string }[]> {
  const page = await b.request("GET", `/v1/events?subject=${subject}${type ? `&type=${type}` : ""}&limit=1000`, { key });
  if (page.status !== 200) throw new Error(`events: ${page.status} ${page.text}`);
  return page.body.events;
}

export async function attemptsOf(b: TestBerth, key: string, endpointId: string, query = ""): Promise<Answer> {
  return b.request("GET", `/v1/webhook-endpoints/${endpointId}/attempts${query}`, { key });
}

/** An endpoint's messages as the store has them, oldest first. */
export async function messagesOf(b: TestBerth, mode: Mode, endpointId: string): Promise<MessageRecord[]> {
  const page = await worldStores(b.host.store).world(mode).collection<MessageRecord>(MESSAGES).find({ where: { endpoint_id: endpointId }, sort: { field: "created_at", direction: "asc" }, limit: 1000 });
  return page.items;
}

/**
 * Whether nothing more is on its way to these endpoints until a new event: the webhook fan-out
 * has handled the world's whole log (its saved position is at the log's head), and every message
 * it made for them is written delivered or failed, none pending (an answered attempt is written
 * after the receiver got it). What a test waits for, with `until`, before it says a receiver got
 * nothing else, instead of waiting a while and hoping.
 */
export async function nothingPending(b: TestBerth, mode: Mode, endpointIds: readonly string[]): Promise<boolean> {
  const world = worldStores(b.host.store).world(mode);
  const head = (await world.collection<{ seq: number }>({ name: "event_log_head" }).get("head"))?.seq ?? 0;
  const position = (await b.host.store.collection<{ seq: number }>({ name: "event_log_cursors" }).get(`${FAN_OUT}:${mode}`))?.seq ?? 0;
  if (position < head) return false;
  const messages = world.collection<MessageRecord>(MESSAGES);
  for (const endpointId of endpointIds) {
    const pending = await messages.find({ where: { endpoint_id: endpointId, due: { gte: 0 } }, sort: { field: "due", direction: "asc" }, limit: 1 });
    if (pending.items.length > 0) return false;
  }
  return true;
}
