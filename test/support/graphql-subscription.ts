import WebSocket from "ws";

/** Subscriptions open in the server (its gauge on /metrics). */
async function openSubscriptions(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  return Number(/^berth_graphql_subscriptions_open (\d+)$/m.exec(text)?.[1] ?? 0);
}

/**
 * Resolves once the server counts one more open subscription than `before` (or the subscription
 * failed, or sent something): neither transport acknowledges a subscribe, and a change made before
 * the server has set the subscription up is not in it (the first event went missing in a full run).
 */
async function established(baseUrl: string, before: number, sub: Subscription & { failed(): boolean }): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!sub.failed() && sub.received.length === 0 && (await openSubscriptions(baseUrl)) <= before) {
    if (Date.now() > deadline) throw new Error("the server did not open the subscription within 10 s");
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** What a test sees of one GraphQL subscription: the payloads so far, and a way to wait for more. */
export interface Subscription {
  /** Each `data` payload, in arrival order. */
  received: unknown[];
  /** Resolves once `count` payloads have arrived. */
  waitFor(count: number, ms?: number): Promise<unknown[]>;
  close(): Promise<void>;
}

function collector(close: () => Promise<void>): Subscription & { push(data: unknown): void; fail(err: Error): void; failed(): boolean } {
  const received: unknown[] = [];
  let failure: Error | undefined;
  const waiters: (() => void)[] = [];
  const notify = () => waiters.splice(0).forEach((w) => w());
  return {
    received,
    push: (data) => {
      received.push(data);
      notify();
    },
    fail: (err) => {
      failure = err;
      notify();
    },
    failed: () => failure !== undefined,
    waitFor: async (count, ms = 10_000) => {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (failure) throw failure;
        if (Date.now() > deadline) throw new Error(`got ${received.length} of ${count} subscription payloads`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received.slice(0, count);
    },
    close,
  };
}

/** A subscription over WebSocket with the graphql-transport-ws protocol (mercurius), the key as a header. */
export async function subscribeWs(baseUrl: string, key: string, query: string, variables: Record<string, unknown> = {}): Promise<Subscription> {
  const before = await openSubscriptions(baseUrl);
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", { headers: { authorization: `Bearer ${key}` } });
  const sub = collector(async () => {
    socket.close();
    await new Promise((r) => (socket.readyState === WebSocket.CLOSED ? r(null) : socket.once("close", r)));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: {} })));
    socket.once("error", reject);
    socket.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    socket.on("message", (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; payload?: { data?: unknown; errors?: unknown } | unknown[] };
      if (message.type === "connection_ack") {
        socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query, variables } }));
        resolve();
      } else if (message.type === "next") {
        const payload = message.payload as { data?: unknown; errors?: unknown };
        if (payload.errors) sub.fail(new Error(JSON.stringify(payload.errors)));
        else sub.push(payload.data);
      } else if (message.type === "error") {
        sub.fail(new Error(JSON.stringify(message.payload)));
      }
    });
  });
  await established(baseUrl, before, sub);
  return sub;
}

/** A subscription over server-sent events (graphql-yoga): a POST that answers text/event-stream. */
export async function subscribeSse(baseUrl: string, key: string, query: string, variables: Record<string, unknown> = {}): Promise<Subscription> {
  const before = await openSubscriptions(baseUrl);
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ query, variables }),
    signal: abort.signal,
  });
  if (!res.ok || !(res.headers.get("content-type") ?? "").startsWith("text/event-stream")) throw new Error(`no event stream: ${res.status} ${await res.text()}`);
  const sub = collector(async () => abort.abort());
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame
            .split("\n")
            .filter((l) => l.startsWith("data:"))
            .map((l) => l.slice(5).trim())
            .join("\n");
          if (!data) continue;
          const payload = JSON.parse(data) as { data?: unknown; errors?: unknown };
          if (payload.errors) sub.fail(new Error(JSON.stringify(payload.errors)));
          else if (payload.data !== undefined) sub.push(payload.data);
        }
      }
    } catch (err) {
      if (!abort.signal.aborted) sub.fail(err as Error);
    }
  })();
  await established(baseUrl, before, sub);
  return sub;
}
