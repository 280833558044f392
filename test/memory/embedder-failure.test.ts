import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HashingEmbedder } from "../../adapters/hashing-embedder/hashing-embedder.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { eventually, newAgent, sleep, type AgentClient } from "./memory-helpers.ts";

/**
 * An OpenAI-compatible /v1/embeddings server that answers 503 while `down`, with `Retry-After: 0`:
 * the embedder's retries of each call (adapters/openai-embedder tests their backoff) follow at once.
 */
function fakeEmbeddings(): Promise<{ server: Server; url: string; state: { down: boolean; calls: number } }> {
  const state = { down: true, calls: 0 };
  const hashing = new HashingEmbedder({ dimension: 384 });
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (d: Buffer) => (raw += d.toString()));
    req.on("end", () => {
      state.calls++;
      if (state.down) {
        res.writeHead(503, { "content-type": "application/json", "retry-after": "0" }).end('{"error":"overloaded"}');
        return;
      }
      if (req.url === "/v1/models") {
        res.writeHead(200, { "content-type": "application/json" }).end('{"data":[]}');
        return;
      }
      const { input } = JSON.parse(raw) as { input: string[] };
      const data = input.map((text, index) => ({ index, embedding: Array.from(hashing.embedOne(text)) }));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data, model: "fake-embed" }));
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state })));
}

const env = (url: string, extra: Record<string, string>) => ({
  EMBEDDER: "openai",
  EMBEDDINGS_URL: url,
  EMBEDDINGS_MODEL: "fake-embed",
  EMBEDDINGS_TIMEOUT_MS: "500",
  ...extra,
});

describe("when the embeddings service fails", () => {
  let fake: Awaited<ReturnType<typeof fakeEmbeddings>>;
  let b: TestBerth;
  let agent: AgentClient;
  beforeAll(async () => {
    fake = await fakeEmbeddings();
    b = await startBerth({ env: env(fake.url, { MEMORY_INDEX_INTERVAL_MS: "100", MEMORY_INDEX_LEASE_MS: "200", MEMORY_EMBEDDER_COOLDOWN_MS: "300" }) });
    agent = await newAgent(b, "offline-agent");
  });
  afterAll(async () => {
    await b.stop();
    fake.server.close();
  });

  it("writes succeed, recall falls back to BM25, and the background job embeds them once the service is back", async () => {
    const texts = ["The user prefers dark roast coffee in the morning", "The quarterly report is due before the deadline", "Retry the Solana payout when it times out"];
    const ids: string[] = [];
    for (const fact of texts) {
      const a = await agent.store("semantic", { fact, confidence: 0.8 });
      expect(a.status).toBe(200);
      ids.push(a.body.data.memory_id);
    }
    for (const id of ids) expect((await agent.get(id)).body.data.embedding_pending).toBe(true);

    const lexical = await agent.recall({ query: "which coffee roast does the user like" });
    expect(lexical.status).toBe(200);
    expect(lexical.body.data).toMatchObject({ query_embedding_model: "lexical-bm25", stage_one: "lexical" });
    expect(lexical.body.data.memories[0].memory_id).toBe(ids[0]);
    // Whole words only: a fragment of a word matches nothing.
    const fragment = await agent.recall({ query: "coff roa", min_similarity: 0 });
    expect(fragment.body.data.memories).toEqual([]);
    expect((await agent.verify()).body.data).toMatchObject({ valid: true, length: 3 });

    fake.state.down = false;
    await eventually(async () => {
      for (const id of ids) if ((await agent.get(id)).body.data.embedding_pending) return false;
      return true;
    }, 15_000);
    await sleep(350); // past the breaker's cooldown
    const vector = await agent.recall({ query: "dark roast coffee in the morning" });
    expect(vector.body.data).toMatchObject({ query_embedding_model: "fake-embed", stage_one: "vector" });
    expect(vector.body.data.memories[0].memory_id).toBe(ids[0]);
  });
});

describe("memories still waiting for a vector", () => {
  it("are found by their words even when the query itself is embedded", async () => {
    const fake = await fakeEmbeddings();
    // The job never runs during this test: the memory stays in the queue.
    const b = await startBerth({ env: env(fake.url, { MEMORY_INDEX_INTERVAL_MS: "600000", MEMORY_INDEX_LEASE_MS: "600000", MEMORY_EMBEDDER_COOLDOWN_MS: "100" }) });
    try {
      const agent = await newAgent(b, "late-vector");
      const stored = await agent.store("episodic", { content: "The staging cluster migration finished without errors" });
      expect(stored.status).toBe(200);
      // BM25 needs a corpus: in a one-document corpus every word is as common as can be.
      for (const content of ["The user likes jazz", "Invoice 42 was paid late", "Bob asked about Spanish lessons"]) await agent.store("episodic", { content });
      // A recall waits for the inline index attempt of earlier writes, which fails while the service is down.
      expect((await agent.recall({ query: "staging" })).body.data.stage_one).toBe("lexical");
      fake.state.down = false;
      await sleep(150);
      const a = await agent.recall({ query: "staging cluster migration" });
      expect(a.body.data.stage_one).toBe("vector");
      expect(a.body.data.memories.map((m: { memory_id: string }) => m.memory_id)).toEqual([stored.body.data.memory_id]);
      expect((await agent.get(stored.body.data.memory_id)).body.data.embedding_pending).toBe(true);
    } finally {
      await b.stop();
      fake.server.close();
    }
  });
});
