import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** One request as the receiving server got it. */
export interface Delivery {
  id: string;
  headers: Record<string, string>;
  body: string;
  /** The CloudEvent, parsed. */
  event: { id: string; type: string; subject: string; time: string; world: string; data: unknown; specversion: string };
  receivedAt: number;
  /** What the server answered (0: it never did). */
  answered: number;
  /** Requests the server was handling when this one arrived (this one included). */
  concurrent: number;
  /** For a request left unanswered ("hang"): when the sender gave up on it and closed its connection. */
  closedAt?: number;
}

/** How the server answers its n-th request (1-based): a status, a status after a delay, or "hang" (never answer). */
export type Answerer = (n: number, request: Delivery) => number | "hang" | { status: number; afterMs: number };

export interface Receiver {
  url: string;
  deliveries: Delivery[];
  /** The deliveries it answered 2xx. */
  accepted(): Delivery[];
  /** Verifies one delivery with the official `standardwebhooks` package and a secret: the parsed payload, or throws. */
  verify(delivery: Delivery, secret: string): unknown;
  setAnswer(answer: Answerer): void;
  close(): Promise<void>;
}

function headersOf(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]));
}

/** A real HTTP server on 127.0.0.1 (on `port`, or any free one) that records every delivery and answers as told (default 204). */
export async function startReceiver(answer: Answerer = () => 204, port = 0): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const hanging = new Set<IncomingMessage>();
  let handling = 0;
  let current = answer;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      handling++;
      const delivery: Delivery = { id: String(req.headers["webhook-id"]), headers: headersOf(req), body, event: JSON.parse(body), receivedAt: Date.now(), answered: 0, concurrent: handling };
      deliveries.push(delivery);
      const answer = current(deliveries.length, delivery);
      if (answer === "hang") {
        hanging.add(req);
        res.once("close", () => (delivery.closedAt = Date.now()));
        return;
      }
      const { status, afterMs } = typeof answer === "number" ? { status: answer, afterMs: 0 } : answer;
      setTimeout(() => {
        handling--;
        delivery.answered = status;
        res.writeHead(status, { "content-type": "text/plain" });
        res.end(status < 300 ? "ok" : "not now");
      }, afterMs);
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}/hook`,
    deliveries,
    accepted: () => deliveries.filter((d) => d.answered >= 200 && d.answered < 300),
    verify: (delivery, secret) => new Webhook(secret).verify(delivery.body, delivery.headers),
    setAnswer: (a) => {
      current = a;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function until(what: string, check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
