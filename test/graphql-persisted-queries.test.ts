import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "./support/test-berth.ts";

/**
 * Automatic Persisted Queries (Apollo's protocol, as Apollo Client, urql and graphql-request speak
 * it) and the cache of analysed documents behind them, on both engines.
 */
const READ = "{ reputationAlgorithms { id name version description } }";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });
const getUrl = (hash: string, extra = "") => `/graphql?extensions=${encodeURIComponent(JSON.stringify(persisted(hash)))}${extra}`;

async function analysed(b: TestBerth): Promise<number> {
  return Number(/^berth_graphql_documents_analysed_total (\d+)/m.exec((await b.request("GET", "/metrics")).text)?.[1] ?? NaN);
}

for (const engine of ["mercurius", "yoga"] as const) {
  describe(`persisted queries and the document cache on ${engine}`, () => {
    let b: TestBerth;
    beforeAll(async () => {
      b = await startBerth({ env: { GRAPHQL_ENGINE: engine, GRAPHQL_DOCUMENT_CACHE_ENTRIES: "3" } });
    });
    afterAll(() => b.stop());

    it("round trip: a miss, the document registered once, then hits by hash over POST and GET", async () => {
      // A document of its own (the other tests register READ): a miss first, whatever ran before.
      const doc = `${READ} # round trip`;
      const hash = sha256(doc);
      const miss = await b.request("POST", "/graphql", { key: b.adminKey, body: { extensions: persisted(hash) } });
      expect(miss.status).toBe(200);
      expect(miss.headers.get("cache-control")).toBe("private, no-cache, must-revalidate");
      expect(miss.body.errors).toEqual([
        { message: "PersistedQueryNotFound", extensions: expect.objectContaining({ code: "PERSISTED_QUERY_NOT_FOUND", error_code: "PERSISTED_QUERY_NOT_FOUND" }) },
      ]);
      expect(miss.body.data).toBeUndefined();

      const registered = await b.request("POST", "/graphql", { key: b.adminKey, body: { query: doc, extensions: persisted(hash) } });
      expect(registered.status).toBe(200);
      expect(registered.body.data.reputationAlgorithms).toHaveLength(3);

      const byPost = await b.request("POST", "/graphql", { key: b.adminKey, body: { extensions: persisted(hash) } });
      expect(byPost.status).toBe(200);
      expect(byPost.body).toEqual(registered.body);
      const byGet = await b.request("GET", getUrl(hash), { key: b.adminKey });
      expect(byGet.status).toBe(200);
      expect(byGet.body).toEqual(registered.body);
      expect(byGet.headers.get("x-graphql-cost")).toBe("1");
    });

    it("refuses a hash that is not the document's, a malformed extension, and a mutation by GET", async () => {
      const wrong = await b.request("POST", "/graphql", { key: b.adminKey, body: { query: READ, extensions: persisted(sha256("something else")) } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors[0].extensions).toMatchObject({ error_code: "PERSISTED_QUERY_HASH_MISMATCH", details: { expected: sha256(READ) } });
      const v2 = await b.request("POST", "/graphql", { key: b.adminKey, body: { extensions: { persistedQuery: { version: 2, sha256Hash: sha256(READ) } } } });
      expect(v2.status).toBe(400);
      expect(v2.body.errors[0].extensions.error_code).toBe("PERSISTED_QUERY_INVALID");
      const mutation = `mutation { sendHeartbeat(computePassportId: "apq-node", status: "healthy", queueDepth: 0) { status } }`;
      await b.request("POST", "/graphql", { key: b.adminKey, body: { query: mutation, extensions: persisted(sha256(mutation)) } });
      // Persisted queries are cacheable GETs for reads only: a mutation by GET runs nowhere.
      const byGet = await b.request("GET", getUrl(sha256(mutation)), { key: b.adminKey });
      expect(byGet.status).toBe(400);
      expect(byGet.body.errors[0]).toMatchObject({ message: expect.stringMatching(/GET|POST/), extensions: { error_code: "GRAPHQL_VALIDATION_FAILED" } });
    });

    it("analyses a repeated document once, keeps at most GRAPHQL_DOCUMENT_CACHE_ENTRIES, and a hash out of the cache is a miss again", async () => {
      const doc = (n: number) => `query Q${n} { reputationAlgorithms { id } }`;
      const start = await analysed(b);
      for (let i = 0; i < 5; i++) expect((await b.graphql(doc(1))).status).toBe(200);
      expect(await analysed(b)).toBe(start + 1);
      await b.request("POST", "/graphql", { key: b.adminKey, body: { query: doc(2), extensions: persisted(sha256(doc(2))) } });
      for (const n of [3, 4, 5]) await b.graphql(doc(n));
      expect(await analysed(b)).toBe(start + 5);
      const evicted = await b.request("POST", "/graphql", { key: b.adminKey, body: { extensions: persisted(sha256(doc(2))) } });
      expect(evicted.body.errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
      expect((await b.graphql(doc(1))).status).toBe(200);
      expect(await analysed(b)).toBe(start + 6);
    });

    it("answers a repeated query exactly as its first run: data, field errors and bad variables", async () => {
      const agent = (await b.key("agent", { passports: ["mine"] })).token;
      const cases: { query: string; variables?: Record<string, unknown> }[] = [
        { query: `query($id: ID!) { computeNodeHealth(computePassportId: $id) { status } reputationAlgorithms { name } }`, variables: { id: "never-seen" } },
        { query: `query($p: ID!) { agent(passportId: $p) { primaryDeployment { deploymentId } } }`, variables: { p: "not-mine" } },
        { query: `query($p: ID!) { agent(passportId: $p) { primaryDeployment { deploymentId } } }`, variables: { p: 42 } },
        { query: `query($p: ID!) { agent(passportId: $p) { primaryDeployment { deploymentId } } }` },
      ];
      for (const c of cases) {
        const answers = [];
        for (let i = 0; i < 3; i++) answers.push(await b.request("POST", "/graphql", { key: agent, body: c }));
        for (const a of answers.slice(1)) {
          expect({ status: a.status, type: a.headers.get("content-type"), body: a.body }).toEqual({
            status: answers[0]!.status,
            type: answers[0]!.headers.get("content-type"),
            body: answers[0]!.body,
          });
        }
      }
    });
  });
}
