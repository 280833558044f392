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
