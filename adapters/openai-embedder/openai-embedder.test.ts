import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EmbedderUnavailableError } from "../../core/ports/embedder.ts";
import { OpenAiEmbedder, type OpenAiEmbedderOptions } from "./openai-embedder.ts";

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: { model?: string; input?: string[] };
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: Seen["body"], n: number) => void;

/** A vector that encodes its input, so tests can check which text went where. */
function fakeVector(text: string, dimension = 3): number[] {
  return Array.from({ length: dimension }, (_, i) => text.length + i / 10);
}

function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

const ok: Handler = (_req, res, body) => {
  const input = body.input ?? [];
  // Reversed on purpose: clients must order by `index`, not by position.
  const data = input.map((text, index) => ({ object: "embedding", index, embedding: fakeVector(text) })).reverse();
  answer(res, 200, { object: "list", data, model: body.model });
};

describe("OpenAiEmbedder against a local HTTP server", () => {
  let server: Server;
  let base: string;
  let seen: Seen[] = [];
  let handler: Handler = ok;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      req.on("end", () => {
        const body = raw ? (JSON.parse(raw) as Seen["body"]) : {};
        seen.push({ method: req.method ?? "", url: req.url ?? "", authorization: req.headers.authorization, body });
        handler(req, res, body, seen.length);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    seen = [];
    handler = ok;
  });

  const embedder = (options: Partial<OpenAiEmbedderOptions> = {}) =>
    new OpenAiEmbedder({ url: base, model: "test-embed", retryBaseMs: 5, timeoutMs: 2000, ...options });

  it("posts {model, input} with the bearer key and returns vectors in input order", async () => {
    const e = embedder({ apiKey: "sk-secret" });
    expect(e.dimension).toBe(0);
    const vectors = await e.embed(["a", "bbb", "cc"]);
    expect(vectors.map((v) => v[0])).toEqual([1, 3, 2]);
    expect(vectors[0]).toBeInstanceOf(Float32Array);
    expect(e.dimension).toBe(3);
    expect(e.model).toBe("test-embed");
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: "POST",
      url: "/v1/embeddings",
      authorization: "Bearer sk-secret",
      body: { model: "test-embed", input: ["a", "bbb", "cc"] },
    });
  });

  it("sends no authorization header without a key, and accepts a base URL ending in /v1", async () => {
    await embedder({ url: `${base}/v1/` }).embed(["x"]);
    expect(seen[0].url).toBe("/v1/embeddings");
    expect(seen[0].authorization).toBeUndefined();
  });

  it("splits large inputs into batches and keeps the order", async () => {
    const texts = ["1", "22", "333", "4444", "55555"];
    const vectors = await embedder({ batchSize: 2 }).embed(texts);
    expect(seen.map((s) => s.body.input)).toEqual([["1", "22"], ["333", "4444"], ["55555"]]);
    expect(vectors.map((v) => v[0])).toEqual([1, 2, 3, 4, 5]);
  });

  it("answers empty texts with zero vectors without sending them", async () => {
    const e = embedder();
    const vectors = await e.embed(["", "abc", "  "]);
    expect(seen.map((s) => s.body.input)).toEqual([["abc"]]);
    expect(Array.from(vectors[0])).toEqual([0, 0, 0]);
    expect(vectors[1][0]).toBe(3);
    expect(Array.from(vectors[2])).toEqual([0, 0, 0]);
    // Only empty texts and no dimension known yet: one probe request learns it.
    const fresh = embedder();
    expect((await fresh.embed([""]))[0]).toHaveLength(3);
    expect(await fresh.embed([])).toEqual([]);
  });

  it("retries after a 503 and succeeds", async () => {
    handler = (req, res, body, n) => (n === 1 ? answer(res, 503, { error: "warming up" }) : ok(req, res, body, n));
    const vectors = await embedder().embed(["hello"]);
    expect(vectors[0][0]).toBe(5);
    expect(seen).toHaveLength(2);
  });

  it("follows Retry-After on 429", async () => {
    handler = (req, res, body, n) =>
      n === 1 ? answer(res, 429, { error: "slow down" }, { "retry-after": "0.05" }) : ok(req, res, body, n);
    const started = Date.now();
    await embedder({ retryBaseMs: 0 }).embed(["x"]);
    expect(seen).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it("gives up after the retry budget with EmbedderUnavailableError (502 category)", async () => {
    handler = (_req, res) => answer(res, 500, "boom");
    const err = await embedder({ maxRetries: 2, apiKey: "sk-secret" }).embed(["x"]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmbedderUnavailableError);
    const error = err as EmbedderUnavailableError;
    expect(error.code).toBe("EMBEDDER_UNAVAILABLE");
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/3 attempt\(s\): HTTP 500/);
    expect(error.details).toMatchObject({ status: 500, attempts: 3, model: "test-embed" });
    expect(JSON.stringify(error.details) + error.message).not.toContain("sk-secret");
    expect(seen).toHaveLength(3);
  });

  it("does not retry a 400", async () => {
    handler = (_req, res) => answer(res, 400, { error: { message: "input too long" } });
    await expect(embedder().embed(["x"])).rejects.toThrow(/HTTP 400: .*input too long/);
    expect(seen).toHaveLength(1);
  });

  it("times out a request that never answers, retrying within the budget", async () => {
    handler = () => {}; // Never answers.
    const started = Date.now();
    const err = await embedder({ timeoutMs: 150, maxRetries: 1 }).embed(["x"]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EmbedderUnavailableError);
    expect((err as Error).message).toMatch(/no answer within 150 ms/);
    expect(seen).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    ["not JSON", "<html>bad gateway</html>", /answer is not JSON/],
    ["no data", { object: "list" }, /no data array/],
    ["too few vectors", { data: [] }, /0 embeddings for 1 inputs/],
    ["non-numeric values", { data: [{ index: 0, embedding: ["a", "b"] }] }, /non-numeric/],
    ["bad index", { data: [{ index: 7, embedding: [1, 2] }] }, /invalid index/],
  ])("rejects a malformed answer (%s) without retrying", async (_name, body, message) => {
    handler = (_req, res) => answer(res, 200, body);
    await expect(embedder().embed(["x"])).rejects.toThrow(message);
    expect(seen).toHaveLength(1);
  });

  it("rejects vectors of another length than configured or first seen", async () => {
    await expect(embedder({ dimension: 5 }).embed(["x"])).rejects.toThrow(/3 entries, expected 5/);
    const e = embedder();
    await e.embed(["x"]);
    handler = (_req, res) => answer(res, 200, { data: [{ index: 0, embedding: [1, 2] }] });
    await expect(e.embed(["y"])).rejects.toThrow(/2 entries, expected 3/);
  });

  it("reports a network error after retries", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const e = embedder({ url: `http://127.0.0.1:${port}`, maxRetries: 1 });
    await expect(e.embed(["x"])).rejects.toThrow(/2 attempt\(s\): network error/);
    await expect(e.ping()).rejects.toBeInstanceOf(EmbedderUnavailableError);
  });

  it("pings with GET /v1/models and fails on 5xx or a rejected key", async () => {
    await expect(embedder().ping()).resolves.toBeUndefined();
    expect(seen[0]).toMatchObject({ method: "GET", url: "/v1/models" });
    handler = (_req, res) => answer(res, 404, { error: "no such route" });
    await expect(embedder().ping()).resolves.toBeUndefined();
    handler = (_req, res) => answer(res, 401, { error: "bad key" });
    await expect(embedder().ping()).rejects.toThrow(/HTTP 401/);
    handler = (_req, res) => answer(res, 503, "down");
    await expect(embedder().ping()).rejects.toThrow(/HTTP 503/);
  });
});
