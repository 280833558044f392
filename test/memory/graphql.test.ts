import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { newAgent } from "./memory-helpers.ts";

for (const engine of ["mercurius", "yoga"] as const) {
  describe(`memory over GraphQL on ${engine}`, () => {
    let b: TestBerth;
    let key: string;
    let otherKey: string;
    beforeAll(async () => {
      b = await startBerth({ env: { GRAPHQL_ENGINE: engine } });
      key = (await b.key("agent", { passports: ["gql-agent"] })).token;
      otherKey = (await b.key("agent", { passports: ["someone-else"] })).token;
    });
    afterAll(() => b.stop());

    it("stores every type, recalls, reads, archives and verifies, agreeing with REST", async () => {
      const p = `passportId: "gql-agent"`;
      const stored = await b.graphql(
        `mutation {
          s: storeSemanticMemory(${p}, fact: "The user prefers green tea in the afternoon", confidence: 0.9, metadata: {source: "chat"}) { memoryId contentHash prevHash }
          e: storeEpisodicMemory(${p}, content: "The user ordered green tea yesterday", role: "user", occurredAt: 1700000000000) { memoryId prevHash }
          r: storeProceduralMemory(${p}, rule: "Offer tea first", trigger: "when the user asks for a drink", priority: 3) { memoryId }
          n: storeEntityMemory(${p}, entityName: "Tea House", entityType: "organization", relationships: [{type: "supplier_of", target: "user"}]) { memoryId }
          t: storeTrustWeightedMemory(${p}, content: "Oracle says tea prices rise", sourceAgentPassportId: "oracle-1", trustScore: 0.6) { memoryId }
          m: storeTemporalMemory(${p}, content: "Tea shop closed for holidays", validFrom: 1700000000000, validTo: 1700100000000) { memoryId }
        }`,
        {},
        key,
      );
      expect(stored.body.errors).toBeUndefined();
      const d = stored.body.data;
      expect(d.s.prevHash).toBeNull();
      expect(d.e.prevHash).toBe(d.s.contentHash);
      const recalled = await b.graphql(
        `{ recallMemories(${p}, query: "green tea preference", minSimilarity: 0.2, limit: 3) { queryEmbeddingModel totalCandidates stageOne memories { memoryId type content similarity score createdAt lane } }
           agent(passportId: "gql-agent") { memories(query: "green tea preference", minSimilarity: 0.2, limit: 3) { memoryId } } }`,
        {},
        key,
      );
      expect(recalled.body.errors).toBeUndefined();
      const r = recalled.body.data.recallMemories;
      expect(r).toMatchObject({ queryEmbeddingModel: "berth-wordnet-v2-384", stageOne: "vector" });
      expect(r.memories[0]).toMatchObject({ memoryId: d.s.memoryId, type: "semantic", content: "The user prefers green tea in the afternoon", lane: "self" });
      expect(recalled.body.data.agent.memories.map((m: { memoryId: string }) => m.memoryId)).toEqual(r.memories.map((m: { memoryId: string }) => m.memoryId));
      const rest = await b.request("POST", "/v1/memory/recall", { key, headers: { "x-agent-passport-id": "gql-agent" }, body: { query: "green tea preference", min_similarity: 0.2, limit: 3 } });
      expect(rest.body.data.memories.map((m: { memory_id: string }) => m.memory_id)).toEqual(r.memories.map((m: { memoryId: string }) => m.memoryId));

      const read = await b.graphql(`query($id: ID!) { memory(${p}, id: $id) { memoryId type text fields metadata confidence quality seq archived } }`, { id: d.s.memoryId }, key);
      expect(read.body.data.memory).toMatchObject({ memoryId: d.s.memoryId, type: "semantic", metadata: { source: "chat" }, confidence: 0.9, seq: 1, archived: false });
      const archived = await b.graphql(`mutation($id: ID!) { archiveMemory(${p}, id: $id) { archived archivedAt } }`, { id: d.s.memoryId }, key);
      expect(archived.body.data.archiveMemory.archived).toBe(true);
      const verify = await b.graphql(`{ verifyMemoryChain(${p}) { valid length headHash firstBroken { seq } } }`, {}, key);
      expect(verify.body.data.verifyMemoryChain).toMatchObject({ valid: true, length: 6, firstBroken: null });
    });

    it("answers the REST error codes", async () => {
      const forbidden = await b.graphql(`{ recallMemories(passportId: "gql-agent", query: "tea") { totalCandidates } }`, {}, otherKey);
      expect(forbidden.body.errors[0].extensions.error_code).toBe("PASSPORT_NOT_ALLOWED");
      const badLimit = await b.graphql(`{ recallMemories(passportId: "gql-agent", query: "tea", limit: 101) { totalCandidates } }`, {}, key);
      expect(badLimit.body.errors[0].extensions).toMatchObject({ error_code: "VALIDATION_FAILED", details: [{ field: "limit", problem: "must be <= 100" }] });
      const badType = await b.graphql(`{ recallMemories(passportId: "gql-agent", query: "tea", types: ["dream"]) { totalCandidates } }`, {}, key);
      expect(badType.body.errors[0].extensions.details[0].field).toBe("types.0");
      const badConfidence = await b.graphql(`mutation { storeSemanticMemory(passportId: "gql-agent", fact: "x", confidence: 2) { memoryId } }`, {}, key);
      expect(badConfidence.body.errors[0].extensions.details).toEqual([{ field: "confidence", problem: "must be <= 1" }]);
      const missing = await b.graphql(`{ memory(passportId: "gql-agent", id: "00000000-0000-4000-8000-000000000000") { memoryId } }`, {}, key);
      expect(missing.body.errors[0].extensions).toMatchObject({ error_code: "MEMORY_NOT_FOUND", status: 404 });
      const agentField = await b.graphql(`{ agent(passportId: "gql-agent") { memories(query: "tea") { memoryId } } }`, {}, otherKey);
      expect(agentField.body.errors[0].extensions.error_code).toBe("PASSPORT_NOT_ALLOWED");
      const other = await newAgent(b, "other-gql");
      const cross = await b.graphql(`{ recallMemories(passportId: "other-gql", query: "green tea", minSimilarity: 0) { memories { memoryId } } }`, {}, other.key);
      expect(cross.body.data.recallMemories.memories).toEqual([]);
    });
  });
}
