import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { agentClient, newAgent, type AgentClient } from "./memory-helpers.ts";

const HEX64 = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const VALID: Record<string, Record<string, unknown>> = {
  semantic: { fact: "The user prefers dark roast coffee", confidence: 0.9, content: "coffee preference", metadata: { source: "chat" } },
  episodic: { content: "Yesterday the staging deployment failed twice", session_id: "s-1", role: "user", occurred_at: 1_700_000_000_000 },
  procedural: { rule: "Retry the payout with a higher fee", trigger: "when a Solana payout times out", priority: 7 },
  entity: { entity_name: "Acme Corp", entity_type: "organization", attributes: { country: "PT" }, relationships: [{ type: "customer_of", target: "Berth" }] },
  "trust-weighted": { content: "Oracle-7 reported the ETH price at 3100", source_agent_passport_id: "oracle-7", trust_score: 0.7, decay_factor: 0.1 },
  temporal: { content: "The Lisbon office is closed for renovation", valid_from: 1_700_000_000_000, valid_to: 1_710_000_000_000 },
};

describe("memory routes over real HTTP", () => {
  let b: TestBerth;
  let alice: AgentClient;
  let bob: AgentClient;
  beforeAll(async () => {
    b = await startBerth();
    alice = await newAgent(b, "alice");
    bob = await newAgent(b, "bob");
  });
  afterAll(() => b.stop());

  it("stores all six types into one chain, each linking to the previous entry", async () => {
    const who = await newAgent(b, "six-types");
    let prev: string | null = null;
    for (const [path, body] of Object.entries(VALID)) {
      const a = await who.store(path, body);
      expect(a.status, `${path}: ${a.text}`).toBe(200);
      expect(a.body.success).toBe(true);
      expect(a.body.data.memory_id).toMatch(UUID);
      expect(a.body.data.content_hash).toMatch(HEX64);
      expect(a.body.data.prev_hash).toBe(prev);
      prev = a.body.data.content_hash;
    }
    const v = await who.verify();
    expect(v.body.data).toEqual({ valid: true, namespace: null, length: 6, head_hash: prev, first_broken: null });
  });

  it("reads a memory back with its type fields, and answers 404 for unknown ids and other agents' memories", async () => {
    const stored = await alice.store("procedural", { ...VALID.procedural, namespace: "ops", lane: "shared", confidence: 0.6 });
    const id = stored.body.data.memory_id;
    const a = await alice.get(id);
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({
      memory_id: id,
      agent_passport_id: "alice",
      type: "procedural",
      lane: "shared",
      namespace: "ops",
      content: null,
      text: "Retry the payout with a higher fee",
      fields: { rule: "Retry the payout with a higher fee", trigger: "when a Solana payout times out", priority: 7 },
      confidence: 0.6,
      quality: 0.6,
      seq: 1,
      prev_hash: null,
      content_hash: stored.body.data.content_hash,
      archived: false,
      archived_at: null,
      embedding_pending: false,
    });
    expect(Number.isInteger(a.body.data.created_at)).toBe(true);
    const unknown = await alice.get("00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error: "not_found", error_code: "MEMORY_NOT_FOUND" });
    // Bob acting as himself cannot see Alice's memory: same answer as an unknown id.
    expect((await bob.get(id)).body.error_code).toBe("MEMORY_NOT_FOUND");
    const notUuid = await alice.get("not-a-uuid");
    expect(notUuid.status).toBe(400);
    expect(notUuid.body.details).toEqual([{ field: "params.memory_id", problem: 'must match format "uuid"' }]);
  });

  it("rejects each broken store body with 400 VALIDATION_FAILED and details", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["semantic", { confidence: 0.5 }, "fact"],
      ["semantic", { fact: "x" }, "confidence"],
      ["semantic", { fact: "x", confidence: 1.5 }, "confidence"],
      ["semantic", { fact: "x", confidence: -0.1 }, "confidence"],
      ["semantic", { fact: "   ", confidence: 0.5 }, "fact"],
      ["semantic", { fact: "x", confidence: 0.5, source_memory_ids: ["nope"] }, "source_memory_ids.0"],
      ["semantic", { fact: "x", confidence: 0.5, surprise: 1 }, "surprise"],
      ["semantic", { fact: "x", confidence: 0.5, lane: "private" }, "lane"],
      ["semantic", { fact: "x", confidence: 0.5, metadata: "text" }, "metadata"],
      ["semantic", { fact: "x", confidence: 0.5, metadata: { big: "y".repeat(17_000) } }, "metadata"],
      ["semantic", { fact: "x".repeat(8001), confidence: 0.5 }, "fact"],
      ["semantic", { fact: "x", confidence: 0.5, namespace: "" }, "namespace"],
      ["episodic", {}, "content"],
      ["episodic", { content: "x", role: "robot" }, "role"],
      ["episodic", { content: "x", occurred_at: 1.5 }, "occurred_at"],
      ["procedural", { rule: "r" }, "trigger"],
      ["procedural", { rule: "r", trigger: "t", priority: 101 }, "priority"],
      ["procedural", { rule: "r", trigger: "t", priority: 2.5 }, "priority"],
      ["entity", { entity_name: "n" }, "entity_type"],
      ["entity", { entity_name: "n", entity_type: "t", relationships: [{ type: "x" }] }, "relationships.0.target"],
      ["entity", { entity_name: "n", entity_type: "t", attributes: { big: "y".repeat(17_000) } }, "attributes"],
      ["trust-weighted", { content: "c", trust_score: 0.5 }, "source_agent_passport_id"],
      ["trust-weighted", { content: "c", source_agent_passport_id: "o", trust_score: 2 }, "trust_score"],
      ["trust-weighted", { content: "c", source_agent_passport_id: "bad id!", trust_score: 0.2 }, "source_agent_passport_id"],
      ["trust-weighted", { content: "c", source_agent_passport_id: "o", trust_score: 0.2, decay_factor: 3 }, "decay_factor"],
      ["temporal", { content: "c" }, "valid_from"],
      ["temporal", { content: "c", valid_from: 10, valid_to: 5 }, "valid_to"],
      ["temporal", { content: "c", valid_from: -1 }, "valid_from"],
    ];
    for (const [path, body, field] of cases) {
      const a = await alice.store(path, body);
      expect(a.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(a.body.error_code).toBe("VALIDATION_FAILED");
      expect(a.body.details.map((d: { field: string }) => d.field), `${path} ${JSON.stringify(body).slice(0, 80)}`).toContain(field);
    }
    const noBody = await b.request("POST", "/v1/memory/semantic", { key: alice.key, headers: { "x-agent-passport-id": "alice" } });
    expect(noBody.status).toBe(400);
  });

  it("checks that source_memory_ids are memories of the same agent", async () => {
    const own = await alice.store("episodic", { content: "The user said they love espresso" });
    const other = await bob.store("episodic", { content: "Bob's own episode" });
    const ok = await alice.store("semantic", { fact: "The user loves espresso", confidence: 0.8, source_memory_ids: [own.body.data.memory_id] });
    expect(ok.status).toBe(200);
    const bad = await alice.store("semantic", { fact: "x", confidence: 0.8, source_memory_ids: [own.body.data.memory_id, other.body.data.memory_id] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error_code: "SOURCE_MEMORY_NOT_FOUND", details: { missing: [other.body.data.memory_id] } });
  });

  it("recalls with the spec's defaults, filters and score, and validates every recall input", async () => {
    const who = await newAgent(b, "recaller");
    const coffee = await who.store("semantic", { fact: "The user prefers dark roast coffee every morning", confidence: 1 });
    await who.store("semantic", { fact: "The user prefers dark roast coffee beans from Brazil", confidence: 0.2, lane: "user", namespace: "prefs" });
    await who.store("episodic", { content: "The staging cluster deployment failed after the migration" });
    const a = await who.recall({ query: "dark roast coffee preferences" });
    expect(a.status).toBe(200);
    expect(a.body.data.query_embedding_model).toBe("berth-wordnet-v2-384");
    expect(a.body.data.stage_one).toBe("vector");
    expect(a.body.data.total_candidates).toBe(3);
    const top = a.body.data.memories[0];
    expect(top.memory_id).toBe(coffee.body.data.memory_id);
    expect(Object.keys(top).sort()).toEqual([
      "archived",
      "content",
      "content_hash",
      "created_at",
      "expires_at",
      "key",
      "lane",
      "memory_id",
      "namespace",
      "near_duplicates",
      "repeat_count",
      "score",
      "similarity",
      "status",
      "superseded_by",
      "type",
      "valid_from",
      "valid_to",
    ]);
    for (const m of a.body.data.memories) {
      expect(m.similarity).toBeGreaterThanOrEqual(0.5);
      // "preferences" is a semantic intent word: type_bonus 1 for semantic memories.
      const recency = Math.max(0, 1 - (Date.now() - m.created_at) / (30 * 86_400_000));
      const quality = m.memory_id === coffee.body.data.memory_id ? 1 : 0.2;
      expect(m.score).toBeCloseTo(0.55 * m.similarity + 0.2 * recency + 0.15 * 1 + 0.1 * quality, 3);
    }
    const filtered = await who.recall({ query: "dark roast coffee", lanes: ["user"], min_similarity: 0 });
    expect(filtered.body.data.memories.map((m: { lane: string }) => m.lane)).toEqual(["user"]);
    const byNamespace = await who.recall({ query: "dark roast coffee", namespace: "prefs", min_similarity: 0 });
    expect(byNamespace.body.data.memories).toHaveLength(1);
    const byType = await who.recall({ query: "deployment failed", types: ["episodic"], min_similarity: 0 });
    expect(byType.body.data.memories.map((m: { type: string }) => m.type)).toEqual(["episodic"]);
    const limited = await who.recall({ query: "the user", limit: 1, min_similarity: 0 });
    expect(limited.body.data.memories).toHaveLength(1);

    const bad: [Record<string, unknown>, string][] = [
      [{}, "query"],
      [{ query: "" }, "query"],
      [{ query: "   " }, "query"],
      [{ query: "x", limit: 0 }, "limit"],
      [{ query: "x", limit: 101 }, "limit"],
      [{ query: "x", limit: 2.5 }, "limit"],
      [{ query: "x", min_similarity: 1.01 }, "min_similarity"],
      [{ query: "x", min_similarity: -0.5 }, "min_similarity"],
      [{ query: "x", types: ["dream"] }, "types.0"],
      [{ query: "x", lanes: ["private"] }, "lanes.0"],
      [{ query: "x", include_archived: "yes" }, "include_archived"],
      [{ query: "x", namespace: 5 }, "namespace"],
      [{ query: "x", extra: true }, "extra"],
      [{ query: 42 }, "query"],
    ];
    for (const [body, field] of bad) {
      const r = await who.recall(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error_code).toBe("VALIDATION_FAILED");
      expect(r.body.details.map((d: { field: string }) => d.field), JSON.stringify(body)).toContain(field);
    }
  });

  it("archives: recall leaves archived memories out unless include_archived; archiving twice is harmless", async () => {
    const who = await newAgent(b, "archiver");
    const m = await who.store("semantic", { fact: "The violin recital is on Friday evening", confidence: 0.9 });
    const id = m.body.data.memory_id;
    const first = await who.archive(id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ memory_id: id, archived: true });
    expect(first.body.data.archived_at).toBeGreaterThan(0);
    const again = await who.archive(id);
    expect(again.body.data.archived_at).toBe(first.body.data.archived_at);
    const hidden = await who.recall({ query: "violin recital Friday", min_similarity: 0 });
    expect(hidden.body.data.memories).toEqual([]);
    const shown = await who.recall({ query: "violin recital Friday", min_similarity: 0, include_archived: true });
    expect(shown.body.data.memories.map((x: { memory_id: string; archived: boolean }) => [x.memory_id, x.archived])).toEqual([[id, true]]);
    // Archiving is not a rewrite: the chain still verifies.
    expect((await who.verify()).body.data.valid).toBe(true);
    expect((await who.archive("00000000-0000-4000-8000-000000000000")).body.error_code).toBe("MEMORY_NOT_FOUND");
    expect((await bob.archive(id)).body.error_code).toBe("MEMORY_NOT_FOUND");
  });

  it("keeps one chain per namespace and verifies each; an empty chain is valid", async () => {
    const who = await newAgent(b, "namespaced");
    const a1 = await who.store("semantic", { fact: "fact one", confidence: 0.5, namespace: "work" });
    const d1 = await who.store("semantic", { fact: "fact two", confidence: 0.5 });
    const a2 = await who.store("semantic", { fact: "fact three", confidence: 0.5, namespace: "work" });
    expect(d1.body.data.prev_hash).toBeNull();
    expect(a2.body.data.prev_hash).toBe(a1.body.data.content_hash);
    expect((await who.verify("work")).body.data).toMatchObject({ valid: true, namespace: "work", length: 2, head_hash: a2.body.data.content_hash });
    expect((await who.verify()).body.data).toMatchObject({ valid: true, namespace: null, length: 1 });
    expect((await who.verify("nothing-here")).body.data).toEqual({ valid: true, namespace: "nothing-here", length: 0, head_hash: null, first_broken: null });
    const bad = await who.verify("");
    expect(bad.status).toBe(400);
  });

  it("folds identical content while it is current, and gives it a distinct link once it is stored again after a retraction", async () => {
    const who = await newAgent(b, "twice");
    const x = await who.store("semantic", { fact: "same", confidence: 0.5 });
    const y = await who.store("semantic", { fact: " Same. ", confidence: 0.7 });
    expect(y.body.data).toMatchObject({ memory_id: x.body.data.memory_id, content_hash: x.body.data.content_hash, outcome: "repeated", repeat_count: 1 });
    const retracted = await b.request("POST", `/v1/memory/${x.body.data.memory_id}/retract`, { key: who.key, headers: { "x-agent-passport-id": who.passport }, body: {} });
    expect(retracted.status).toBe(200);
    const z = await who.store("semantic", { fact: "same", confidence: 0.5 });
    expect(z.body.data.outcome).toBe("stored");
    expect(z.body.data.memory_id).not.toBe(x.body.data.memory_id);
    expect(z.body.data.content_hash).not.toBe(x.body.data.content_hash);
    expect((await who.verify()).body.data).toMatchObject({ valid: true, length: 3 });
  });

  it("never lets /recall, /semantic or /chain/verify be shadowed by /{memory_id}", async () => {
    const recall = await alice.recall({ query: "anything" });
    expect(recall.status).toBe(200);
    expect(recall.body.data).toHaveProperty("memories");
    const verify = await alice.verify();
    expect(verify.status).toBe(200);
    expect(verify.body.data).toHaveProperty("valid");
    const semantic = await alice.store("semantic", { fact: "not an id", confidence: 0.5 });
    expect(semantic.status).toBe(200);
    expect(semantic.body.data).toHaveProperty("content_hash");
    // GET on a POST-only path is the wrong method (405 with Allow), not a malformed id for the read-by-id route.
    const wrong = await b.request("GET", "/v1/memory/recall", { key: alice.key, headers: { "x-agent-passport-id": "alice" } });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
  });

  it("replays a store retried with the same Idempotency-Key, and refuses a different body with 409", async () => {
    const body = { fact: "idempotent fact", confidence: 0.5 };
    const first = await alice.store("semantic", body, { "idempotency-key": "mem-1" });
    const retry = await alice.store("semantic", body, { "idempotency-key": "mem-1" });
    expect(retry.status).toBe(200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    const other = await alice.store("semantic", { ...body, confidence: 0.6 }, { "idempotency-key": "mem-1" });
    expect(other.status).toBe(409);
    expect(other.body.error_code).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});

describe("memory auth", () => {
  let b: TestBerth;
  let alice: AgentClient;
  let stored: string;
  beforeAll(async () => {
    b = await startBerth();
    alice = await newAgent(b, "alice");
    stored = (await alice.store("semantic", { fact: "Alice's secret: the vault code is in the blue folder", confidence: 0.9 })).body.data.memory_id;
  });
  afterAll(() => b.stop());

  const calls = (c: AgentClient): [string, () => Promise<{ status: number; body: { error_code?: string } }>][] => [
    ["store", () => c.store("semantic", { fact: "x", confidence: 0.5 })],
    ["store episodic", () => c.store("episodic", { content: "x" })],
    ["recall", () => c.recall({ query: "vault code" })],
    ["get", () => c.get(stored)],
    ["archive", () => c.archive(stored)],
    ["verify", () => c.verify()],
  ];

  it("refuses a request without a key (401) and without X-Agent-Passport-Id (400)", async () => {
    for (const [name, call] of calls(agentClient(b, "alice", undefined as unknown as string))) {
      const a = await call();
      expect(a.status, name).toBe(401);
      expect(a.body.error_code, name).toBe("API_KEY_MISSING");
    }
    const a = await b.request("POST", "/v1/memory/recall", { key: alice.key, body: { query: "vault" } });
    expect(a.status).toBe(400);
    expect(a.body.details).toEqual([{ field: "headers.x-agent-passport-id", problem: "is required" }]);
    const bad = await b.request("POST", "/v1/memory/recall", { key: alice.key, body: { query: "vault" }, headers: { "x-agent-passport-id": "bad id!" } });
    expect(bad.status).toBe(400);
  });

  it("refuses another agent's key acting as Alice with 403 PASSPORT_NOT_ALLOWED", async () => {
    const mallory = await newAgent(b, "mallory");
    for (const [name, call] of calls(agentClient(b, "alice", mallory.key))) {
      const a = await call();
      expect(a.status, name).toBe(403);
      expect(a.body.error_code, name).toBe("PASSPORT_NOT_ALLOWED");
    }
    // Acting as herself, Mallory finds nothing of Alice's.
    const own = await mallory.recall({ query: "vault code blue folder", min_similarity: 0 });
    expect(own.body.data.memories).toEqual([]);
  });

  it("lets an admin key act for any passport", async () => {
    const admin = agentClient(b, "alice", b.adminKey);
    expect((await admin.get(stored)).status).toBe(200);
  });

  it("keeps test and live memories apart", async () => {
    const testAlice = await newAgent(b, "alice", "test");
    for (const [name, call] of calls(testAlice).filter(([n]) => n === "get" || n === "archive")) {
      expect((await call()).body.error_code, name).toBe("MEMORY_NOT_FOUND");
    }
    expect((await testAlice.recall({ query: "vault code blue folder", min_similarity: 0 })).body.data.memories).toEqual([]);
    const t = await testAlice.store("semantic", { fact: "A test-mode fact about the vault", confidence: 0.5 });
    // The test world has its own chain: its first entry links to nothing.
    expect(t.body.data.prev_hash).toBeNull();
    expect((await alice.get(t.body.data.memory_id)).body.error_code).toBe("MEMORY_NOT_FOUND");
    expect((await testAlice.verify()).body.data.length).toBe(1);
  });
});
