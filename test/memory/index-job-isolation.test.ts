import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HashingEmbedder } from "../../adapters/hashing-embedder/hashing-embedder.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { eventually, newAgent, sleep } from "./memory-helpers.ts";

/**
 * Issue 25, finding 1 (its background half): the index job took a page of waiting memories as one
 * batch, so one memory the embedder could not take held back every other one, round after round,
 * and on every restart. Now a refused batch is taken apart: the memory the embedder fails on is
 * backed off alone (with the error), the others are indexed.
 */
function embeddingsRefusing(marker: string): Promise<{ server: Server; url: string; state: { down: boolean } }> {
  const state = { down: true };
  const hashing = new HashingEmbedder({ dimension: 384 });
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (d: Buffer) => (raw += d.toString()));
    req.on("end", () => {
      const input = raw ? ((JSON.parse(raw) as { input?: string[] }).input ?? []) : [];
      // Retry-After 0: the embedder's retries of a call (its backoff is tested in adapters/openai-embedder) follow at once.
      if (state.down) return res.writeHead(503, { "content-type": "application/json", "retry-after": "0" }).end('{"error":"overloaded"}');
      // An input this model will not take (too long for it, say): the whole request is refused, as real APIs do.
      if (input.some((t) => t.includes(marker))) return res.writeHead(400, { "content-type": "application/json" }).end('{"error":"input refused"}');
      const data = input.map((text, index) => ({ index, embedding: Array.from(hashing.embedOne(text)) }));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data, model: "fake-embed" }));
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state })));
}

describe("the index job and a memory the embedder refuses", () => {
  let fake: Awaited<ReturnType<typeof embeddingsRefusing>>;
  let b: TestBerth;
  beforeAll(async () => {
    fake = await embeddingsRefusing("POISON");
    b = await startBerth({
      env: {
        EMBEDDER: "openai",
        EMBEDDINGS_URL: fake.url,
        EMBEDDINGS_MODEL: "fake-embed",
        EMBEDDINGS_TIMEOUT_MS: "500",
        MEMORY_INDEX_INTERVAL_MS: "100",
        MEMORY_INDEX_LEASE_MS: "200",
        MEMORY_EMBEDDER_COOLDOWN_MS: "300",
      },
    });
  });
  afterAll(async () => {
    await b.stop();
    fake.server.close();
  });

  it("backs off that memory alone and indexes the others of its batch", async () => {
    const agent = await newAgent(b, "agent-isolation");
    const ids: string[] = [];
    for (const content of ["The user prefers tea", "POISON that the embedder refuses", "The deploy finished on Monday", "Invoices are due on the first"]) {
      const a = await agent.store("episodic", { content });
      expect(a.status).toBe(200);
      ids.push(a.body.data.memory_id);
    }
    // The service was down for all four: they wait in the queue together, one page for the job.
    for (const id of ids) expect((await agent.get(id)).body.data.embedding_pending).toBe(true);
    fake.state.down = false;
    const good = ids.filter((_, i) => i !== 1);
    await eventually(async () => {
      for (const id of good) if ((await agent.get(id)).body.data.embedding_pending) return false;
      return true;
    }, 20_000);
    await sleep(500);
    expect((await agent.get(ids[1]!)).body.data.embedding_pending).toBe(true);
    const recalled = await agent.recall({ query: "which drink does the user like", min_similarity: 0 });
    expect(recalled.body.data.stage_one).toBe("vector");
  });
});
