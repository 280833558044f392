import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Worker } from "node:worker_threads";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "berth/plugin";
import { STUCK_AFTER_MS, ThreadedSender, WATCH_EVERY_MS } from "./delivery-thread.ts";
import type { DeliveryResult } from "./send-delivery.ts";

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }
});

async function receiver(answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const s = createServer(answer);
  servers.push(s);
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}/hook`;
}

const log = pino({ level: "silent" });

/** The thread itself, reached past the class's privacy: only to stop it as a crash would. */
function threadOf(sender: ThreadedSender): Worker | null {
  return (sender as unknown as { current: { worker: Worker } | null }).current?.worker ?? null;
}

describe("the delivery thread", () => {
  it("sends side by side from its own thread, with the bytes and headers given, and keeps the address policy there", async () => {
    const got: { body: string; signature: string | undefined }[] = [];
    const url = await receiver((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        got.push({ body: Buffer.concat(chunks).toString("utf8"), signature: req.headers["webhook-signature"] as string | undefined });
        res.writeHead(req.url === "/hook" ? 204 : 500).end();
      });
    });
    const sender = new ThreadedSender({ policy: { allowed: ["127.0.0.1"], hint: "not allowed here" }, timeoutMs: 2000 }, log);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => sender.post(url, Buffer.from(`{"n":${i}}`), { "webhook-signature": `v1,${i}` })));
    expect(results.every((r) => r.delivered && r.response_code === 204)).toBe(true);
    expect(got.map((g) => g.body).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `{"n":${i}}`).sort());
    expect(got.every((g) => g.signature === `v1,${JSON.parse(g.body).n}`)).toBe(true);
    // The thread's policy is the one it was given: without the allow-list, loopback is refused there.
    const strict = new ThreadedSender({ policy: { hint: "WEBHOOK_ENDPOINTS_ALLOWED_HOSTS does not name it" }, timeoutMs: 2000 }, log);
    const refused = await strict.post(url, Buffer.from("{}"), {});
    expect(refused).toMatchObject({ delivered: false, response_code: null });
    expect(refused.error).toMatch(/WEBHOOK_ENDPOINTS_ALLOWED_HOSTS does not name it/);
    expect(got).toHaveLength(20);
    await Promise.all([sender.close(), strict.close()]);
  });

  it("fails the attempts in flight when its thread dies, and starts a new thread for the next attempt", async () => {
    let answered = 0;
    const hang = await receiver(() => undefined);
    const ok = await receiver((req, res) => {
      req.resume();
      req.on("end", () => {
        answered++;
        res.writeHead(200).end("fine");
      });
    });
    const sender = new ThreadedSender({ policy: { allowed: ["127.0.0.1"], hint: "" }, timeoutMs: 5000 }, log);
    const inFlight = sender.post(hang, Buffer.from("{}"), {});
    while (!threadOf(sender)) await new Promise((r) => setTimeout(r, 5));
    // Given time to reach the receiver, then the thread is gone, as if it had crashed.
    await new Promise((r) => setTimeout(r, 300));
    await threadOf(sender)!.terminate();
    const lost = await inFlight;
    expect(lost).toMatchObject({ delivered: false, response_code: null });
    expect(lost.error).toMatch(/^not sent: the delivery thread stopped/);
    const next = await sender.post(ok, Buffer.from("{}"), {});
    expect(next).toMatchObject({ delivered: true, response_code: 200, response_body: "fine" });
    expect(answered).toBe(1);
    await sender.close();
    // Closed: nothing more is sent.
    expect((await sender.post(ok, Buffer.from("{}"), {})).error).toBe("not sent: the sender is closed");
    expect(answered).toBe(1);
  });

  it("sends from the event loop instead when its thread cannot start, and says so once", async () => {
    let answered = 0;
    const ok = await receiver((req, res) => {
      req.resume();
      req.on("end", () => {
        answered++;
        res.writeHead(204).end();
      });
    });
    const errors: string[] = [];
    const watched = pino({ level: "error" }, { write: (line: string) => errors.push((JSON.parse(line) as { msg: string }).msg) });
    const broken = new URL("./no-such-delivery-thread.ts", import.meta.url).href;
    const sender = new ThreadedSender({ policy: { allowed: ["127.0.0.1"], hint: "" }, timeoutMs: 2000 }, watched, broken);
    const first = await sender.post(ok, Buffer.from("{}"), {});
    // The attempt handed to the thread that never started is a failed one (retried on the schedule)...
    expect(first).toMatchObject({ delivered: false, response_code: null });
    expect(first.error).toMatch(/^not sent: the delivery thread stopped/);
    // ...and from then on this thread sends, with the same policy.
    const results = await Promise.all([1, 2, 3].map(() => sender.post(ok, Buffer.from("{}"), {})));
    expect(results.map((r) => r.response_code)).toEqual([204, 204, 204]);
    expect(answered).toBe(3);
    // A dispatcher lease taken again does not start another thread that would fail the same way.
    sender.warm();
    expect(threadOf(sender)).toBeNull();
    expect((await sender.post(ok, Buffer.from("{}"), {})).response_code).toBe(204);
    expect(answered).toBe(4);
    expect(errors.filter((m) => /could not start/.test(m))).toHaveLength(1);
    await sender.close();
  });
});

describe("a delivery thread that stops answering", () => {
  it("is stopped by its watchdog once an attempt is STUCK_AFTER_MS past its deadline, not before; its attempts are failed ones", async () => {
    const silent = new URL("../../test/fixtures/silent-delivery-thread.ts", import.meta.url).href;
    const clock = new ManualClock();
    const sender = new ThreadedSender({ policy: { allowed: ["127.0.0.1"], hint: "" }, timeoutMs: 200 }, log, silent, clock);
    let result: DeliveryResult | undefined;
    const posted = sender.post("http://127.0.0.1:9/hook", Buffer.from("{}"), {}).then((r) => (result = r));
    // The attempt is handed over at the next turn of the event loop, starting the thread.
    await new Promise((r) => setImmediate(r));
    await (sender as unknown as { current: { ready: Promise<void> } }).current.ready;
    // 200 ms of deadline and 5,000 of grace: at 5.0 s (the watchdog's fifth look) the thread still runs.
    expect(200 + STUCK_AFTER_MS).toBe(5_200);
    await clock.advance(5 * WATCH_EVERY_MS);
    expect(result).toBeUndefined();
    expect(threadOf(sender)).not.toBeNull();
    // Its sixth look, at 6.0 s, is past 5.2 s: the thread is stopped and the attempt fails.
    await clock.advance(WATCH_EVERY_MS);
    await posted;
    expect(result).toMatchObject({ delivered: false, response_code: null });
    expect(result!.error).toMatch(/^not sent: the delivery thread stopped/);
    expect(threadOf(sender)).toBeNull();
    await sender.close();
  });
});
