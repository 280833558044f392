import { createClient as createWsClient } from "graphql-ws";
import { createClient as createSseClient } from "graphql-sse";
import WebSocket from "ws";

/** What a test sees of one subscription made with a real client library. */
export interface ClientSubscription {
  /** Each `next` payload, in order. */
  results: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] }[];
  /** Settles when the subscription ends: `complete`, or the error (a CloseEvent for a closed WebSocket). */
  ended: Promise<{ completed: true } | { error: unknown }>;
  /** Resolves once `count` results arrived (or throws after `ms`, or when the subscription ended first). */
  waitFor(count: number, ms?: number): Promise<ClientSubscription["results"]>;
  dispose(): Promise<void>;
}

function track(subscribe: (sink: { next(v: unknown): void; error(e: unknown): void; complete(): void }) => () => void, dispose: () => Promise<void>): ClientSubscription {
  const results: ClientSubscription["results"] = [];
  let settle!: (v: { completed: true } | { error: unknown }) => void;
  const ended = new Promise<{ completed: true } | { error: unknown }>((r) => (settle = r));
  let over: { completed: true } | { error: unknown } | undefined;
  const unsubscribe = subscribe({
    next: (v) => results.push(v as ClientSubscription["results"][number]),
    error: (e) => settle((over = { error: e })),
    complete: () => settle((over = { completed: true })),
  });
  return {
    results,
    ended,
    waitFor: async (count, ms = 10_000) => {
      const deadline = Date.now() + ms;
      while (results.length < count) {
        if (over) throw new Error(`the subscription ended after ${results.length} of ${count} results: ${JSON.stringify(over, errorReplacer)}`);
        if (Date.now() > deadline) throw new Error(`got ${results.length} of ${count} results`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return results.slice(0, count);
    },
    dispose: async () => {
      unsubscribe();
      await dispose();
    },
  };
}

function errorReplacer(_key: string, value: unknown): unknown {
  if (value && typeof value === "object" && "code" in value && "reason" in value) return { code: (value as { code: number }).code, reason: (value as { reason: string }).reason };
  return value;
}

/**
 * A subscription made the way a browser app makes one with graphql-ws: no header on the upgrade,
 * the key (if any) only in connection_init's payload (`connectionParams`).
 */
export function wsSubscription(baseUrl: string, connectionParams: Record<string, unknown> | undefined, query: string, variables: Record<string, unknown> = {}): ClientSubscription {
  const client = createWsClient({
    url: `${baseUrl.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
  });
  return track(
    (sink) => client.subscribe({ query, variables }, sink),
    async () => {
      await client.dispose();
    },
  );
}

/** A subscription over server-sent events with graphql-sse (distinct connections), the key in the Authorization header. */
export function sseSubscription(baseUrl: string, key: string, query: string, variables: Record<string, unknown> = {}): ClientSubscription {
  const client = createSseClient({ url: `${baseUrl}/graphql`, headers: { Authorization: `Bearer ${key}` }, retryAttempts: 0 });
  return track(
    (sink) => client.subscribe({ query, variables }, sink),
    async () => client.dispose(),
  );
}

/** The close code of a graphql-ws subscription that ended with its socket closed. */
export async function closeCodeOf(sub: ClientSubscription): Promise<{ code: number; reason: string }> {
  const end = await sub.ended;
  if (!("error" in end)) throw new Error("the subscription completed instead of closing");
  const e = end.error as { code?: number; reason?: string };
  if (typeof e.code !== "number") throw new Error(`not a close: ${String(end.error)}`);
  return { code: e.code, reason: e.reason ?? "" };
}
