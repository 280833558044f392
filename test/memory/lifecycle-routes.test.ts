import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type Answer, type TestBerth } from "../support/test-berth.ts";
import { newAgent, type AgentClient } from "./memory-helpers.ts";

const DAY = 86_400_000;
const T0 = Date.UTC(2025, 0, 1);

/** Memory over time through real HTTP and GraphQL: the routes, their errors, and what they append. */
describe("memory lifecycle routes", () => {
  let b: TestBerth;
  let n = 0;
  const agent = () => newAgent(b, `lifecycle-route-${++n}`);
  const call = (who: AgentClient, method: string, path: string, body?: unknown): Promise<Answer> =>
    b.request(method, path, { key: who.key, headers: { "x-agent-passport-id": who.passport }, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    b = await startBerth();
  });
  afterAll(() => b.stop());

  it("a fact changing over time: store, supersede, recall now and as_of, history, events", async () => {
    const who = await agent();
    const paris = await who.store("semantic", { fact: "The user's timezone is Europe/Paris", confidence: 0.9, key: "user/timezone", valid_from: T0 });
    expect(paris.body.data).toMatchObject({ outcome: "stored", repeat_count: 0, superseded_memory_ids: [] });
    const ny = await who.store("semantic", { fact: "The user moved; their timezone is America/New_York", confidence: 0.9, key: "user/timezone", valid_from: T0 + 60 * DAY });
    expect(ny.body.data.superseded_memory_ids).toEqual([paris.body.data.memory_id]);

    const now = await who.recall({ query: "what is the user's timezone" });
    expect(now.body.data.memories.map((m: { memory_id: string; status: string }) => [m.memory_id, m.status])).toEqual([[ny.body.data.memory_id, "current"]]);
    const then = await who.recall({ query: "what is the user's timezone", as_of: T0 + DAY });
    expect(then.body.data.memories.map((m: { memory_id: string }) => m.memory_id)).toEqual([paris.body.data.memory_id]);
    const both = await who.recall({ query: "what is the user's timezone", include_superseded: true });
    expect(both.body.data.memories.map((m: { status: string }) => m.status).sort()).toEqual(["current", "superseded"]);

    const history = await call(who, "GET", `/v1/memory/${paris.body.data.memory_id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.data.events).toEqual([
      { event: "stored", at: expect.any(Number), actor: expect.stringMatching(/^key:/), related_memory_id: null, details: {} },
      { event: "superseded", at: expect.any(Number), actor: expect.stringMatching(/^key:/), related_memory_id: ny.body.data.memory_id, details: { valid_to: T0 + 60 * DAY } },
    ]);
    expect(history.body.data.next_cursor).toBeNull();
    const page = await call(who, "GET", `/v1/memory/${paris.body.data.memory_id}/history?limit=1`);
    expect(page.body.data.events.map((e: { event: string }) => e.event)).toEqual(["stored"]);
    const rest = await call(who, "GET", `/v1/memory/${paris.body.data.memory_id}/history?limit=1&after=${page.body.data.next_cursor}`);
    expect(rest.body.data.events.map((e: { event: string }) => e.event)).toEqual(["superseded"]);
    expect((await call(who, "GET", `/v1/memory/${paris.body.data.memory_id}/history?after=nonsense`)).body.error_code).toBe("INVALID_CURSOR");

    const events = await call(who, "GET", `/v1/events?subject=${who.passport}&type=memory`);
    expect(events.body.events.map((e: { type: string; source: string; data: { memory_id: string } }) => [e.type, e.source, e.data.memory_id])).toEqual([
      ["memory.superseded", "/berth/memory", paris.body.data.memory_id],
    ]);
  });

  it("retract and correct over REST: new chain entries, verify valid, the errors they answer", async () => {
    const who = await agent();
    const other = await agent();
    const wrong = await who.store("semantic", { fact: "The user's favourite colour is green", confidence: 0.6, key: "user/colour" });
    const id = wrong.body.data.memory_id;
    expect((await call(other, "POST", `/v1/memory/${id}/retract`, {})).body.error_code).toBe("MEMORY_NOT_FOUND");
    const corrected = await call(who, "POST", `/v1/memory/${id}/correct`, { fact: "The user's favourite colour is blue", confidence: 0.9 });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({ outcome: "stored" });
    expect((await who.get(id)).body.data).toMatchObject({ status: "retracted", retracted_by: corrected.body.data.memory_id });
    expect((await who.get(corrected.body.data.memory_id)).body.data).toMatchObject({ corrects: id, key: "user/colour", status: "current" });
    const again = await call(who, "POST", `/v1/memory/${id}/correct`, { fact: "The user's favourite colour is red", confidence: 0.9 });
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe("MEMORY_RETRACTED");
    const bad = await call(who, "POST", `/v1/memory/${corrected.body.data.memory_id}/correct`, { fact: "x", confidence: 7, surprise: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(["confidence", "surprise"]);

    const retracted = await call(who, "POST", `/v1/memory/${corrected.body.data.memory_id}/retract`, { reason: "the user never said" });
    expect(retracted.status).toBe(200);
    expect(retracted.body.data).toMatchObject({ status: "retracted", op: "store" });
    const entry = await who.get(retracted.body.data.retracted_by);
    expect(entry.body.data).toMatchObject({ op: "retract", fields: { target_memory_id: corrected.body.data.memory_id, reason: "the user never said" } });
    expect((await who.recall({ query: "favourite colour of the user", min_similarity: 0 })).body.data.memories).toEqual([]);
    const v = await b.request("GET", "/v1/memory/chain/verify?full=true", { key: who.key, headers: { "x-agent-passport-id": who.passport } });
    expect(v.body.data).toMatchObject({ valid: true, length: 3, first_broken: null });
    expect((await call(who, "POST", `/v1/memory/00000000-0000-4000-8000-000000000000/retract`, {})).status).toBe(404);
    expect((await call(who, "POST", `/v1/memory/${id}/retract`, { reason: "" })).status).toBe(400);
  });

  it("expires_at is accepted on every type and hides the memory from recall", async () => {
    const who = await agent();
    const past = Date.now() - 1000;
    const stored = await who.store("episodic", { content: "The visitor badge code for today is 5512", expires_at: past, occurred_at: past - 60_000 });
    expect(stored.status).toBe(200);
    expect((await who.recall({ query: "visitor badge code", min_similarity: 0 })).body.data.memories).toEqual([]);
    expect((await who.get(stored.body.data.memory_id)).body.data).toMatchObject({ status: "expired", expires_at: past });
    expect((await who.store("episodic", { content: "x", expires_at: -5 })).status).toBe(400);
  });

  it("near-duplicates come back once, naming the other", async () => {
    const who = await agent();
    const a = await who.store("episodic", { content: "The staging deployment failed after the database migration" });
    const c = await who.store("episodic", { content: "After the database migration, the staging deployment failed!" });
    expect(c.body.data.outcome).toBe("stored");
    const distinct = await who.store("episodic", { content: "The production deployment failed after the database migration" });
    const recalled = await who.recall({ query: "did the staging deployment fail after the migration", min_similarity: 0 });
    const ids = recalled.body.data.memories.map((m: { memory_id: string }) => m.memory_id);
    expect(ids.filter((x: string) => x === a.body.data.memory_id || x === c.body.data.memory_id)).toHaveLength(1);
    expect(ids).toContain(distinct.body.data.memory_id);
    const kept = recalled.body.data.memories.find((m: { memory_id: string }) => m.memory_id === a.body.data.memory_id || m.memory_id === c.body.data.memory_id);
    expect(kept.near_duplicates).toEqual([kept.memory_id === a.body.data.memory_id ? c.body.data.memory_id : a.body.data.memory_id]);
  });

  it("graph queries over REST: neighbours and paths, bounded depth, charged by edges read", async () => {
    const who = await agent();
    await who.store("entity", { entity_name: "Rita", entity_type: "person", relationships: [{ type: "manages", target: "Sam" }] });
    await who.store("entity", { entity_name: "Sam", entity_type: "person", relationships: [{ type: "works_with", target: "Tom" }] });
    await who.store("entity", { entity_name: "Tom", entity_type: "person", relationships: [{ type: "reports_to", target: "Rita" }] });
    const around = await call(who, "POST", "/v1/memory/graph/neighbors", { entity: "sam" });
    expect(around.status).toBe(200);
    expect(around.body.data.edges.map((e: { relation: string }) => e.relation).sort()).toEqual(["manages", "works_with"]);
    const paths = await call(who, "POST", "/v1/memory/graph/paths", { from: "Rita", to: "Tom", direction: "out" });
    expect(paths.body.data.paths.map((p: { entities: string[] }) => p.entities)).toEqual([["Rita", "Sam", "Tom"]]);
    expect(paths.body.data).toMatchObject({ truncated: false, edges_read: expect.any(Number) });
    // A hub of 250 edges: reading them costs 2 units beyond the request's own (100 edges a unit).
    for (let i = 0; i < 3; i++) {
      const relationships = Array.from({ length: i < 2 ? 100 : 50 }, (_, j) => ({ type: "knows", target: `Person ${i}-${j}` }));
      await who.store("entity", { entity_name: "Hub", entity_type: "person", relationships, content: `hub part ${i}` });
    }
    const remaining = (a: Answer) => Number(a.headers.get("x-ratelimit-remaining"));
    const cheap = await call(who, "POST", "/v1/memory/graph/neighbors", { entity: "Rita" });
    const hub = await call(who, "POST", "/v1/memory/graph/neighbors", { entity: "Hub", limit: 1000 });
    expect(hub.body.data).toMatchObject({ edges_read: 250, truncated: false });
    expect(hub.body.data.edges).toHaveLength(250);
    expect(remaining(cheap) - remaining(hub)).toBe(3);
    const tooDeep = await call(who, "POST", "/v1/memory/graph/paths", { from: "Rita", to: "Tom", max_depth: 4 });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.details[0].field).toBe("max_depth");
  });

  it("GraphQL: keyed stores, recall as_of, history, retraction and paths", async () => {
    const who = await agent();
    const q = (query: string, variables: Record<string, unknown> = {}) => b.graphql(query, variables, who.key);
    const store = `mutation($f: String!, $v: Float) { storeSemanticMemory(passportId: "${who.passport}", fact: $f, confidence: 0.9, key: "team/lead", validFrom: $v) { memoryId outcome supersededMemoryIds } }`;
    const first = await q(store, { f: "The team lead is Uma", v: T0 });
    const second = await q(store, { f: "The team lead is Vic", v: T0 + 10 * DAY });
    const firstId = first.body.data.storeSemanticMemory.memoryId;
    expect(second.body.data.storeSemanticMemory.supersededMemoryIds).toEqual([firstId]);
    const read = await q(
      `query($id: ID!) {
        then: recallMemories(passportId: "${who.passport}", query: "who is the team lead", asOf: ${T0 + DAY}, minSimilarity: 0) { memories { memoryId status validTo } }
        memoryHistory(passportId: "${who.passport}", id: $id) { events { event relatedMemoryId actor } nextCursor }
      }`,
      { id: firstId },
    );
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data.then.memories).toEqual([{ memoryId: firstId, status: "current", validTo: T0 + 10 * DAY }]);
    expect(read.body.data.memoryHistory.events.map((e: { event: string }) => e.event)).toEqual(["stored", "superseded"]);
    const retracted = await q(`mutation($id: ID!) { retractMemory(passportId: "${who.passport}", id: $id, reason: "wrong team") { status retractedBy } }`, {
      id: second.body.data.storeSemanticMemory.memoryId,
    });
    expect(retracted.body.data.retractMemory.status).toBe("retracted");
    const corrected = await q(`mutation($id: ID!) { correctMemory(passportId: "${who.passport}", id: $id, memory: { fact: "The team lead is Wes", confidence: 0.8 }) { memoryId outcome } }`, { id: firstId });
    expect(corrected.body.data.correctMemory.outcome).toBe("stored");
    await who.store("entity", { entity_name: "Uma", entity_type: "person", relationships: [{ type: "mentors", target: "Vic" }] });
    const graph = await q(`{ memoryPaths(passportId: "${who.passport}", from: "Uma", to: "Vic") { paths { length entities edges { relation memoryIds } } truncated } }`);
    expect(graph.body.data.memoryPaths.paths).toEqual([{ length: 1, entities: ["Uma", "Vic"], edges: [{ relation: "mentors", memoryIds: [expect.any(String)] }] }]);
  });
});
