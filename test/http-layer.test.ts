import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "./support/test-berth.ts";

/** One raw HTTP/1.1 exchange: what the server wrote before closing (or before `waitMs`), and how it ended. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: any;
  /** What the server wrote after the first answer (the answers to later requests on the connection). */
  rest: string;
  /** How the connection ended: closed by the server, reset, or still open when we gave up. */
  ended: "closed" | "reset" | "open";
  ms: number;
}

function parse(text: string): Pick<RawAnswer, "status" | "headers" | "body" | "rest"> {
  const split = text.indexOf("\r\n\r\n");
  const [statusLine, ...lines] = text.slice(0, split).split("\r\n");
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
  const end = answerEnd(text);
  const rawBody = text.slice(split + 4, end < 0 ? text.length : end);
  let body: unknown = rawBody;
  try {
    body = JSON.parse(rawBody);
  } catch {
    // not JSON: keep the text
  }
  return { status: Number(statusLine!.split(" ")[1]), headers, body, rest: end < 0 ? "" : text.slice(end) };
}

/** Where the answer starting at `at` ends (its Content-Length body included), or -1 while it is incomplete. */
function answerEnd(text: string, at = 0): number {
  const split = text.indexOf("\r\n\r\n", at);
  if (split < 0) return -1;
  const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(text.slice(at, split))?.[1] ?? 0);
  return text.length >= split + 4 + length ? split + 4 + length : -1;
}

/** How many complete answers `text` holds from its start (Berth's answers are ASCII with a Content-Length). */
function completeAnswers(text: string): number {
  let n = 0;
  for (let at = 0; (at = answerEnd(text, at)) >= 0; ) n++;
  return n;
}

/**
 * Writes `parts` to a fresh connection (waiting `gapMs` between them, as a slow client would) and
 * collects the answer. Only the first answer on the connection is parsed. With `answers`, it is
 * done once that many complete answers are in (the connection then stays "open"); with
 * `afterFirst`, that request is written on the same connection once the first answer is complete
 * (as a client reusing a keep-alive connection does), and two answers are awaited.
 */
function rawRequest(url: string, parts: (string | Buffer)[], options: { gapMs?: number; waitMs?: number; answers?: number; afterFirst?: string } = {}): Promise<RawAnswer> {
  const { port, hostname } = new URL(url);
  const started = Date.now();
  const awaited = options.answers ?? (options.afterFirst === undefined ? Infinity : 2);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let ended: RawAnswer["ended"] = "open";
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    let followed = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString("utf8");
      resolve({ ...(text ? parse(text) : { status: 0, headers: {}, body: null, rest: "" }), ended, ms: Date.now() - started });
    };
    socket.on("data", (d) => {
      chunks.push(d);
      if (awaited === Infinity) return;
      const complete = completeAnswers(Buffer.concat(chunks).toString("utf8"));
      if (complete >= 1 && options.afterFirst !== undefined && !followed) {
        followed = true;
        socket.write(options.afterFirst);
      }
      if (complete >= awaited) finish();
    });
    socket.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "ECONNRESET" || err.code === "EPIPE") ended = "reset";
    });
    socket.on("close", finish);
    timer = setTimeout(finish, options.waitMs ?? 5000);
    socket.on("connect", async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        socket.write(part);
        if (options.gapMs) await new Promise((r) => setTimeout(r, options.gapMs));
      }
    });
    socket.on("end", () => {
      ended = ended === "open" ? "closed" : ended;
    });
  });
}

const ERROR_BODY = { success: false, error: expect.any(String), message: expect.any(String), error_code: expect.any(String) };

describe("the HTTP layer answers every refusal in the error body with a request id", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth({ env: { BODY_LIMIT_BYTES: "2048", BODY_DRAIN_LIMIT_BYTES: "4194304", HTTP_HEADERS_TIMEOUT_MS: "800", HTTP_REQUEST_TIMEOUT_MS: "1200", HTTP_KEEP_ALIVE_TIMEOUT_MS: "600" } });
  });
  afterAll(() => b.stop());

  const HEAD = "GET /health/ready HTTP/1.1\r\nHost: berth\r\n";
  const POST = "POST /v1/compute/nodes/n1/heartbeat HTTP/1.1\r\nHost: berth\r\nContent-Type: application/json\r\n";
  const cases: [string, string, number, string][] = [
    ["headers over 16 KB", `${HEAD}X-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431, "HEADERS_TOO_LARGE"],
    ["a URL over 16 KB", `GET /health/ready?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: berth\r\n\r\n`, 431, "HEADERS_TOO_LARGE"],
    ["a non-numeric Content-Length", `${POST}Content-Length: abc\r\n\r\n{}`, 400, "INVALID_CONTENT_LENGTH"],
    ["a negative Content-Length", `${POST}Content-Length: -1\r\n\r\n{}`, 400, "INVALID_CONTENT_LENGTH"],
    ["two Content-Lengths", `${POST}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{} `, 400, "INVALID_CONTENT_LENGTH"],
    ["Transfer-Encoding with Content-Length", `${POST}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`, 400, "INVALID_TRANSFER_ENCODING"],
    ["an unknown Transfer-Encoding", `${POST}Transfer-Encoding: gzip\r\n\r\n{}`, 400, "INVALID_TRANSFER_ENCODING"],
    ["a bad chunk size", `${POST}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`, 400, "MALFORMED_CHUNK"],
    ["a control character in a header value", `${HEAD}X-A: a\u0001b\r\n\r\n`, 400, "INVALID_HEADER"],
    ["a control character in a header name", `${HEAD}X\u0001A: ab\r\n\r\n`, 400, "INVALID_HEADER"],
    ["a space before the colon", `${HEAD}X-A : ab\r\n\r\n`, 400, "INVALID_HEADER"],
    ["an invalid method", "G@T /health/ready HTTP/1.1\r\nHost: berth\r\n\r\n", 400, "MALFORMED_HTTP"],
    ["an unknown HTTP version", "GET /health/ready HTTP/9.9\r\nHost: berth\r\n\r\n", 400, "MALFORMED_HTTP"],
  ];

  for (const [what, request, status, code] of cases) {
    it(`${what}: ${status} ${code}`, async () => {
      const a = await rawRequest(b.url, [request]);
      expect(a.status).toBe(status);
      expect(a.body).toMatchObject({ ...ERROR_BODY, error_code: code });
      expect(a.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(a.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(a.headers["x-content-type-options"]).toBe("nosniff");
      expect(a.ended).toBe("closed");
    });
  }

  it("the service still answers normally after all of that", async () => {
    const a = await b.request("GET", "/health/ready");
    expect(a.status).toBe(200);
  });

  it("a too-large body sent in full before reading (as Python's clients do) gets the 413, not a reset", async () => {
    const body = Buffer.alloc(1_000_000, "x");
    for (const connection of ["close", "keep-alive"]) {
      // Kept alive, the connection is used again once the 413 is read: it was neither reset nor closed.
      const again = connection === "keep-alive" ? "GET /health/ready HTTP/1.1\r\nHost: berth\r\n\r\n" : undefined;
      const a = await rawRequest(b.url, [`${POST}Authorization: Bearer ${b.adminKey}\r\nConnection: ${connection}\r\nContent-Length: ${body.length}\r\n\r\n`, body], { waitMs: 3000, afterFirst: again });
      expect(a.status, connection).toBe(413);
      expect(a.body).toMatchObject({ ...ERROR_BODY, error_code: "BODY_TOO_LARGE" });
      expect(a.headers["x-request-id"]).toBeTruthy();
      expect(a.ended).not.toBe("reset");
      if (again) expect(a.rest).toMatch(/^HTTP\/1.1 200 OK[\s\S]*"status":"ready"/);
    }
  });

  it("a too-large chunked body gets the 413 too, and the connection stays usable", async () => {
    const chunk = "x".repeat(4096);
    const chunks = Array.from({ length: 20 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join("");
    const again = `GET /health/ready HTTP/1.1\r\nHost: berth\r\n\r\n`;
    const a = await rawRequest(b.url, [`${POST}Authorization: Bearer ${b.adminKey}\r\nTransfer-Encoding: chunked\r\n\r\n${chunks}0\r\n\r\n${again}`], { waitMs: 5000, answers: 2 });
    expect(a.status).toBe(413);
    expect(a.body).toMatchObject({ ...ERROR_BODY, error_code: "BODY_TOO_LARGE" }); // two answers on one connection: the second follows the first
    expect(a.rest).toMatch(/^HTTP\/1.1 200 OK[\s\S]*"status":"ready"/);
  });

  // Each waits for one of Node's timeouts, in real time (Node's own timers: no clock to move), on
  // connections of its own: side by side, the four take as long as the longest.
  describe.concurrent("slow and idle clients", () => {
    it("a slow request body is cut off with 408 REQUEST_TIMEOUT once HTTP_REQUEST_TIMEOUT_MS passes", async ({ expect }) => {
      const head = `${POST}Authorization: Bearer ${b.adminKey}\r\nContent-Length: 100\r\n\r\n`;
      // One byte every 200 ms would take 20 s: the server stops waiting after about 1.2 s.
      const a = await rawRequest(b.url, [head, ...Array.from({ length: 100 }, () => "{")], { gapMs: 200, waitMs: 10_000 });
      expect(a.status).toBe(408);
      expect(a.body).toMatchObject({ ...ERROR_BODY, error: "request_timeout", error_code: "REQUEST_TIMEOUT" });
      expect(a.headers["x-request-id"]).toBeTruthy();
      expect(a.ms).toBeGreaterThanOrEqual(1000);
      expect(a.ms).toBeLessThan(4000);
    });

    it("slow headers are cut off with 408 once HTTP_HEADERS_TIMEOUT_MS passes", async ({ expect }) => {
      const a = await rawRequest(b.url, ["GET /health/ready HTTP/1.1\r\n", ...Array.from({ length: 50 }, (_, i) => `X-${i}: a\r\n`)], { gapMs: 200, waitMs: 10_000 });
      expect(a.status).toBe(408);
      expect(a.body.error_code).toBe("REQUEST_TIMEOUT");
      expect(a.ms).toBeLessThan(3500);
    });

    it("an idle keep-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_MS", async ({ expect }) => {
      const a = await rawRequest(b.url, ["GET /health/ready HTTP/1.1\r\nHost: berth\r\nConnection: keep-alive\r\n\r\n"], { waitMs: 5000 });
      expect(a.status).toBe(200);
      expect(a.ended).toBe("closed");
      expect(a.ms).toBeGreaterThanOrEqual(500);
      expect(a.ms).toBeLessThan(2500);
    });

    it("many slow bodies at once are all cut off, and other clients are served meanwhile", async ({ expect }) => {
      const head = `${POST}Authorization: Bearer ${b.adminKey}\r\nContent-Length: 100\r\n\r\n{`;
      const slow = Array.from({ length: 200 }, () => rawRequest(b.url, [head], { waitMs: 8000 }));
      const probe = await b.request("GET", "/health/ready");
      expect(probe.status).toBe(200);
      const answers = await Promise.all(slow);
      expect(answers.every((a) => a.status === 408 && a.ended !== "open")).toBe(true);
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5000);
    });
  });
});
