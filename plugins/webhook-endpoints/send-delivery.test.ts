import { createServer, type Server } from "node:http";
import { spawn } from "node:child_process";
import { connect, createServer as createTcpServer, type AddressInfo, type Socket } from "node:net";
import { AddressPolicy } from "berth/plugin";
import { afterEach, describe, expect, it } from "vitest";
import { Sender } from "./send-delivery.ts";

/** A loopback server that counts the connections made to it and answers with `handler`. */
async function server(handler: Parameters<typeof createServer>[1]): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  const s: Server = createServer(handler);
  let connections = 0;
  s.on("connection", () => connections++);
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  return {
    port: (s.address() as AddressInfo).port,
    connections: () => connections,
    close: async () => {
      s.closeAllConnections();
      await new Promise<void>((r) => s.close(() => r()));
    },
  };
}

const body = Buffer.from('{"hello":"world"}');
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

describe("the delivery sender", () => {
  it("refuses a loopback target without the allow-list, named or literal, before any connection", async () => {
    const target = await server((_req, res) => res.end("ok"));
    opened.push(target);
    const sender = new Sender({ policy: new AddressPolicy({ hint: "WEBHOOK_ENDPOINTS_ALLOWED_HOSTS does not name it" }), timeoutMs: 2000 });
    for (const url of [`http://localhost:${target.port}/hook`, `http://127.0.0.1:${target.port}/hook`, `http://[::ffff:127.0.0.1]:${target.port}/hook`]) {
      const result = await sender.post(url, body, {});
      expect(result, url).toMatchObject({ delivered: false, response_code: null });
      expect(result.error, url).toMatch(/is not a public address \(WEBHOOK_ENDPOINTS_ALLOWED_HOSTS does not name it\)$/);
    }
    expect(target.connections()).toBe(0);
    sender.close();
  });

  it("delivers on 2xx, keeps a short excerpt of a long answer, and never follows a redirect", async () => {
    let redirectedTo = 0;
    const elsewhere = await server((_req, res) => {
      redirectedTo++;
      res.end("ok");
    });
    const target = await server((req, res) => {
      if (req.url === "/big") {
        res.writeHead(200);
        res.end("x".repeat(1_000_000));
      } else if (req.url === "/moved") {
        res.writeHead(302, { location: `http://127.0.0.1:${elsewhere.port}/` });
        res.end();
      } else {
        res.writeHead(500);
        res.end("down \u0000 for maintenance");
      }
    });
    opened.push(elsewhere, target);
    const sender = new Sender({ policy: new AddressPolicy({ allowed: ["127.0.0.1"], hint: "" }), timeoutMs: 2000 });
    const big = await sender.post(`http://127.0.0.1:${target.port}/big`, body, {});
    expect(big).toMatchObject({ delivered: true, response_code: 200, error: null });
    expect(big.response_body).toBe("x".repeat(256));
    const moved = await sender.post(`http://127.0.0.1:${target.port}/moved`, body, {});
    expect(moved).toMatchObject({ delivered: false, response_code: 302, error: "HTTP 302: redirects are not followed" });
    const failed = await sender.post(`http://127.0.0.1:${target.port}/x`, body, {});
    expect(failed).toMatchObject({ delivered: false, response_code: 500, error: "HTTP 500", response_body: "down \ufffd for maintenance" });
    expect(redirectedTo).toBe(0);
    sender.close();
  });

  it("gives up on a receiver that does not answer within the timeout, and on a refused connection", async () => {
    const silent = await server(() => undefined);
    opened.push(silent);
    const closed = await server((_req, res) => res.end());
    const closedPort = closed.port;
    await closed.close();
    const sender = new Sender({ policy: new AddressPolicy({ allowed: ["127.0.0.1"], hint: "" }), timeoutMs: 300 });
    const started = Date.now();
    const hung = await sender.post(`http://127.0.0.1:${silent.port}/`, body, {});
    expect(hung).toMatchObject({ delivered: false, response_code: null, error: "no answer within 300 ms" });
    expect(Date.now() - started).toBeLessThan(1500);
    const refused = await sender.post(`http://127.0.0.1:${closedPort}/`, body, {});
    expect(refused).toMatchObject({ delivered: false, error: "request failed: ECONNREFUSED" });
    sender.close();
  });

  it("counts a 2xx whose body the receiver cuts as delivered, and sends a request the receiver closed on without answering once", async () => {
    // Raw TCP receivers, to answer (or not) as no HTTP server library would.
    const raw = async (onRequest: (socket: Socket) => void) => {
      let requests = 0;
      const s = createTcpServer((socket) => {
        socket.on("error", () => undefined);
        socket.on("data", (d) => {
          if (d.includes(body)) {
            requests++;
            onRequest(socket);
          }
        });
      });
      await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
      const handle = { port: (s.address() as AddressInfo).port, requests: () => requests, close: () => new Promise<void>((r) => s.close(() => r())) };
      opened.push(handle);
      return handle;
    };
    const cut = await raw((socket) => {
      socket.write("HTTP/1.1 200 OK\r\ncontent-length: 100\r\n\r\nok");
      setTimeout(() => socket.destroy(), 20);
    });
    const closing = await raw((socket) => socket.destroy());
    const sender = new Sender({ policy: new AddressPolicy({ allowed: ["127.0.0.1"], hint: "" }), timeoutMs: 2000 });
    expect(await sender.post(`http://127.0.0.1:${cut.port}/`, body, {})).toMatchObject({ delivered: true, response_code: 200, response_body: "ok" });
    expect(await sender.post(`http://127.0.0.1:${closing.port}/`, body, {})).toMatchObject({ delivered: false, response_code: null, error: "request failed: ECONNRESET" });
    // Not sent again within the attempt: it may have been read (the retry schedule sends it again).
    expect(closing.requests()).toBe(1);
    sender.close();
  });

  it("waits past interim 1xx answers for the real one, and gives up on a body still trickling in at the deadline", async () => {
    const hinted = await server((_req, res) => {
      res.writeEarlyHints({ link: "</style.css>; rel=preload; as=style" });
      setTimeout(() => res.writeHead(204).end(), 20);
    });
    const hintedThenGone = await server((req, res) => {
      res.writeEarlyHints({ link: "</style.css>; rel=preload; as=style" });
      setTimeout(() => req.socket.destroy(), 20);
    });
    const trickling = await server((_req, res) => {
      res.writeHead(200, { "content-length": "100" });
      // A byte every 50 ms: the status came in time, the answer never completes within it.
      const timer = setInterval(() => res.write("x"), 50);
      res.on("close", () => clearInterval(timer));
    });
    opened.push(hinted, hintedThenGone, trickling);
    const sender = new Sender({ policy: new AddressPolicy({ allowed: ["127.0.0.1"], hint: "" }), timeoutMs: 400 });
    expect(await sender.post(`http://127.0.0.1:${hinted.port}/`, body, {})).toMatchObject({ delivered: true, response_code: 204, error: null });
    // An interim answer is no answer: nothing came after it.
    expect(await sender.post(`http://127.0.0.1:${hintedThenGone.port}/`, body, {})).toMatchObject({ delivered: false, response_code: null, error: "request failed: ECONNRESET" });
    // A body that never completes ends at the deadline (without one, the post would outlast the test's timeout).
    expect(await sender.post(`http://127.0.0.1:${trickling.port}/`, body, {})).toMatchObject({ delivered: false, response_code: null, error: "no answer within 400 ms" });
    sender.close();
  });

  it("gives up at the deadline on a connect that hangs, and never rejects, even for a URL that does not parse", async () => {
    // A loopback listener in a process stopped with SIGSTOP, its accept queue filled: it never
    // accepts, and the kernel drops further connection requests, as a firewalled host does, so a
    // connect hangs.
    const listener = spawn(process.execPath, ["-e", "const s = require('node:net').createServer(); s.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => console.log(s.address().port))"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const port = Number(await new Promise<string>((resolve) => listener.stdout.once("data", (d: Buffer) => resolve(d.toString().trim()))));
    listener.kill("SIGSTOP");
    // Linux queues backlog + 1 connections a listener has not accepted; once two fillers are
    // connected the queue is full, and every further connect (the sender's) hangs.
    let connected = 0;
    let queueFull: () => void = () => undefined;
    const full = new Promise<void>((resolve) => (queueFull = resolve));
    const fillers = Array.from({ length: 4 }, () =>
      connect(port, "127.0.0.1")
        .on("connect", () => {
          if (++connected === 2) queueFull();
        })
        .on("error", () => undefined),
    );
    opened.push({
      close: async () => {
        for (const f of fillers) f.destroy();
        listener.kill("SIGKILL");
      },
    });
    await full;
    const sender = new Sender({ policy: new AddressPolicy({ allowed: ["127.0.0.1"], hint: "" }), timeoutMs: 500 });
    // A sender without a deadline would hang here until the test's own timeout fails it.
    const hung = await sender.post(`http://127.0.0.1:${port}/hook`, body, {});
    expect(hung).toMatchObject({ delivered: false, response_code: null, error: "no answer within 500 ms" });
    const broken = await sender.post("not a url", body, {});
    expect(broken).toMatchObject({ delivered: false, response_code: null });
    expect(broken.error).toMatch(/^not sent: /);
    sender.close();
  });
});
