import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HashingEmbedder } from "../../adapters/hashing-embedder/hashing-embedder.ts";
import { loadLexicon } from "../../adapters/wordnet-embedder/load-lexicon.ts";
import { WordNetEmbedder } from "../../adapters/wordnet-embedder/wordnet-embedder.ts";
import { indexText } from "../../plugins/memory/memory-text.ts";
import { SimilarityScale } from "../../core/ports/similarity-scale.ts";
import { startBerth } from "../support/test-berth.ts";
import { newAgent } from "./memory-helpers.ts";

const FACT = "The user plays the cello in a community orchestra";
const QUERY = "Which musical instrument does the user play?";
const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i], 0);

/** Stores FACT as a new agent and answers the similarity recall gives it for QUERY. */
async function recalledSimilarity(env: Record<string, string> = {}): Promise<{ similarity: number; model: string }> {
  const b = await startBerth({ env });
  try {
    const agent = await newAgent(b, "scaled-agent");
    expect((await agent.store("semantic", { fact: FACT, confidence: 0.8 })).status).toBe(200);
    const a = await agent.recall({ query: QUERY, min_similarity: 0 });
    expect(a.body.data.stage_one).toBe("vector");
    return { similarity: a.body.data.memories[0].similarity, model: a.body.data.query_embedding_model };
  } finally {
    await b.stop();
  }
}

describe("recall's similarity is the embedder's rerank, or its calibrated scale of the cosine", () => {
  it("the default WordNet embedder reranks the candidate against the memory's indexed text", async () => {
    const embedder = new WordNetEmbedder(loadLexicon().lexicon);
    const text = indexText({ type: "semantic", content: null, fields: { fact: FACT, confidence: 0.8 } });
    const cosine = dot(embedder.embedOne(QUERY), embedder.embedOne(text));
    const r = await recalledSimilarity();
    expect(r.model).toBe("berth-wordnet-v2-384");
    expect(r.similarity).toBeCloseTo((await embedder.rerank(QUERY, [{ text, cosine }]))[0], 4);
    expect(r.similarity).toBeGreaterThanOrEqual(0.5);
  });

  describe("the OpenAI-compatible embedder", () => {
    const hashing = new HashingEmbedder();
    let server: Server;
    let url: string;
    beforeAll(async () => {
      // Answers with the hashing embedder's vectors, so the expected cosine can be computed here.
      server = createServer((req, res) => {
        let raw = "";
        req.on("data", (d: Buffer) => (raw += d.toString()));
        req.on("end", () => {
          const input = req.url === "/v1/embeddings" ? (JSON.parse(raw) as { input: string[] }).input : [];
          const data = input.map((text, index) => ({ index, embedding: Array.from(hashing.embedOne(text)) }));
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => server.close());
    const env = (extra: Record<string, string> = {}) => ({ EMBEDDER: "openai", EMBEDDINGS_URL: url, EMBEDDINGS_MODEL: "fake-embed", ...extra });
    const cosine = () => dot(hashing.embedOne(QUERY), hashing.embedOne(FACT));

    it("keeps plain cosine unless configured", async () => {
      const r = await recalledSimilarity(env());
      expect(r.model).toBe("fake-embed");
      expect(r.similarity).toBeCloseTo(cosine(), 4);
    });

    it("applies EMBEDDINGS_SIMILARITY_SCALE", async () => {
      const r = await recalledSimilarity(env({ EMBEDDINGS_SIMILARITY_SCALE: "0.2=0.5" }));
      expect(r.similarity).toBeCloseTo(new SimilarityScale([[0.2, 0.5]]).map(cosine()), 4);
      expect(r.similarity).toBeGreaterThan(cosine());
    });

    it("refuses a malformed scale at start, naming the variable", async () => {
      await expect(startBerth({ env: env({ EMBEDDINGS_SIMILARITY_SCALE: "0.6=0.5,0.4=0.7" }) })).rejects.toThrow(/EMBEDDINGS_SIMILARITY_SCALE/);
    });
  });
});
