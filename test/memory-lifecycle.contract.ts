import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HashingEmbedder } from "../adapters/hashing-embedder/hashing-embedder.ts";
import { OutboxEventLog } from "../adapters/outbox-event-log/outbox-event-log.ts";
import type { Principal } from "../core/auth/principal.ts";
import type { DocumentStore } from "../core/ports/document-store.ts";
import type { EventLog } from "../core/ports/event-log.ts";
import type { VectorIndex } from "../core/ports/vector-index.ts";
import { worldStores } from "../core/ports/document-store.ts";
import { MEMORIES } from "../plugins/memory/collections.ts";
import { createMemory, type MemorySettings } from "../plugins/memory/memory-module.ts";
import type { RecallInput } from "../plugins/memory/recall.ts";

/**
 * Memory over time, on a store and a vector index: supersession, late facts, as_of, folding
 * (also by two instances at once), retraction and correction keeping the chain valid, expiry,
 * histories, CloudEvents and the entity graph. Run through the memory service on every adapter
 * pair (memory-lifecycle.*.test.ts); MongoDB and Elasticsearch when their URLs are set.
 */
export interface LifecycleBackend {
  store: DocumentStore;
  index: VectorIndex;
  /** A second handle on the same store and index: another Berth instance. */
  second(): Promise<{ store: DocumentStore; index: VectorIndex; close(): Promise<void> }>;
  cleanup(): Promise<void>;
}

export const LIFECYCLE_DIMENSION = 384;

const SETTINGS: MemorySettings = {
  MEMORY_INDEX_INTERVAL_MS: 60_000,
  MEMORY_INDEX_LEASE_MS: 60_000,
  MEMORY_EMBEDDER_COOLDOWN_MS: 5000,
  MEMORY_MAX_BATCH: 256,
  MEMORY_RECALL_CANDIDATE_FACTOR: 5,
  MEMORY_VERIFY_SLICE: 200,
  MEMORY_VERIFY_DEADLINE_MS: 60_000,
  MEMORY_VERIFY_RECHECK_MS: 600_000,
  MEMORY_GRAPH_MAX_EDGES: 20_000,
};

const log = pino({ level: "silent" });
const DAY = 86_400_000;
const T0 = Date.UTC(2025, 0, 1);

export function memoryLifecycleContract(name: string, open: () => Promise<LifecycleBackend>): void {
  describe(`memory over time on ${name}`, () => {
    let backend: LifecycleBackend;
    let events: EventLog;
    let memory: ReturnType<typeof createMemory>;
    let n = 0;
    // Each test acts for an agent of its own.
    const agent = () => `lifecycle-${name}-${++n}-${Math.random().toString(36).slice(2, 8)}`;
    const caller: Principal = { keyId: "contract", role: "admin", mode: "live", passports: [] };
    const fact = (agentId: string, text: string, extra: Record<string, unknown> = {}) =>
      memory.service.store(caller, agentId, { type: "semantic", body: { fact: text, confidence: 0.8, ...extra } });
    const ask = (agentId: string, query: string, extra: Partial<RecallInput> = {}) =>
      memory.service.recall(caller, agentId, { query, types: [], lanes: [], limit: 10, min_similarity: 0, include_archived: false, include_superseded: false, ...extra });
    const history = async (agentId: string, id: string) => (await memory.service.history(caller, agentId, id, {})).events.map((e) => [e.event, e.related_memory_id]);

    beforeAll(async () => {
      backend = await open();
      events = new OutboxEventLog(backend.store, { pollMs: 25, leaseMs: 10_000, log });
      memory = createMemory(worldStores(backend.store), new HashingEmbedder({ dimension: LIFECYCLE_DIMENSION }), backend.index, SETTINGS, log, events);
    });
    afterAll(async () => {
      await memory?.close();
      await backend?.cleanup();
    });

    it("a fact with the key of a current one closes it where the new one begins; recall, as_of and include_superseded see that", async () => {
      const a = agent();
      const paris = await fact(a, "The user's timezone is Europe/Paris", { key: "user/timezone", valid_from: T0 });
      const ny = await fact(a, "The user moved; timezone is America/New_York", { key: "user/timezone", valid_from: T0 + 100 * DAY });
      expect(ny).toMatchObject({ outcome: "stored", superseded_memory_ids: [paris.memory_id] });
      const old = await memory.service.get(caller, a, paris.memory_id);
      expect(old).toMatchObject({ status: "superseded", valid_from: T0, valid_to: T0 + 100 * DAY, superseded_by: ny.memory_id, key: "user/timezone" });

      const now = await ask(a, "what is the user's timezone");
      expect(now.memories.map((m) => [m.memory_id, m.status])).toEqual([[ny.memory_id, "current"]]);
      const both = await ask(a, "what is the user's timezone", { include_superseded: true });
      expect(new Map(both.memories.map((m) => [m.memory_id, m.status]))).toEqual(new Map([[ny.memory_id, "current"], [paris.memory_id, "superseded"]]));
      const then = await ask(a, "what is the user's timezone", { as_of: T0 + 50 * DAY });
      expect(then.memories.map((m) => [m.memory_id, m.status])).toEqual([[paris.memory_id, "current"]]);
      expect((await ask(a, "what is the user's timezone", { as_of: T0 - DAY })).memories).toEqual([]);

      expect(await history(a, paris.memory_id)).toEqual([
        ["stored", null],
        ["superseded", ny.memory_id],
      ]);
      const appended = await events.read("live", { subject: a, type: "memory" });
      expect(appended.events.map((e) => [e.type, (e.data as { memory_id: string }).memory_id])).toEqual([["memory.superseded", paris.memory_id]]);
    });

    it("a fact arriving late with an older valid_from does not close a newer one, and takes its place in the timeline", async () => {
      const a = agent();
      const key = { key: "acme/ceo" };
      const may = await fact(a, "Acme's CEO is Maria Santos", { ...key, valid_from: T0 + 120 * DAY });
      const sept = await fact(a, "Acme's CEO is Oliver Grant", { ...key, valid_from: T0 + 240 * DAY });
      // Reported late: the CEO before May.
      const jan = await fact(a, "Acme's CEO is Hannah Lee", { ...key, valid_from: T0 });
      expect(jan.superseded_memory_ids).toEqual([]);
      expect(await memory.service.get(caller, a, jan.memory_id)).toMatchObject({ status: "superseded", valid_to: T0 + 120 * DAY, superseded_by: may.memory_id });
      expect(await memory.service.get(caller, a, sept.memory_id)).toMatchObject({ status: "current", valid_to: null });
      // Reported late too: a CEO between May and September closes May's early, not September's.
      const july = await fact(a, "Acme's CEO is Pedro Alves", { ...key, valid_from: T0 + 180 * DAY });
      expect(july.superseded_memory_ids).toEqual([may.memory_id]);
      expect(await memory.service.get(caller, a, may.memory_id)).toMatchObject({ valid_to: T0 + 180 * DAY, superseded_by: july.memory_id });
      expect(await memory.service.get(caller, a, july.memory_id)).toMatchObject({ valid_to: T0 + 240 * DAY, superseded_by: sept.memory_id });
      expect(await memory.service.get(caller, a, sept.memory_id)).toMatchObject({ status: "current" });
      const at = async (day: number) => (await ask(a, "who is Acme's CEO", { as_of: T0 + day * DAY })).memories.map((m) => m.memory_id);
      expect([await at(10), await at(130), await at(200), await at(300)]).toEqual([[jan.memory_id], [may.memory_id], [july.memory_id], [sept.memory_id]]);
      expect((await ask(a, "who is Acme's CEO")).memories.map((m) => m.memory_id)).toEqual([sept.memory_id]);
      expect(await history(a, may.memory_id)).toEqual([
        ["stored", null],
        ["superseded", sept.memory_id],
        ["superseded", july.memory_id],
      ]);
    });

    it("the same memory stored again is counted on the first, not stored twice; replaying a dated fact too", async () => {
      const a = agent();
      const first = await fact(a, "The user prefers tea over coffee");
      const again = await fact(a, "  the user prefers TEA over coffee. ", { confidence: 0.3 });
      expect(again).toMatchObject({ memory_id: first.memory_id, outcome: "repeated", repeat_count: 1, content_hash: first.content_hash });
      const dated = { key: "user/drink", valid_from: T0 };
      const d1 = await fact(a, "The user drinks green tea", dated);
      await fact(a, "The user drinks black coffee", { key: "user/drink", valid_from: T0 + DAY });
      // The superseded fact, replayed with its date: a repeat of it, not a new fact.
      expect(await fact(a, "The user drinks green tea", dated)).toMatchObject({ memory_id: d1.memory_id, outcome: "repeated" });
      const count = await worldStores(backend.store).world("live").collection(MEMORIES).count({ agent_passport_id: a });
      expect(count).toBe(3);
      const viewed = await memory.service.get(caller, a, first.memory_id);
      expect(viewed).toMatchObject({ repeat_count: 1 });
      expect(viewed.last_seen_at).not.toBeNull();
      expect(await history(a, first.memory_id)).toEqual([
        ["stored", null],
        ["repeated", null],
      ]);
      expect((await memory.service.verify(caller, a, null, true)).length).toBe(3);
    });

    it("writes that arrive together (one group commit) fold onto each other and onto what is stored, and a retraction among them frees its content", async () => {
      const a = agent();
      const earlier = await fact(a, "The user lives in Lisbon");
      const wrong = await fact(a, "The user owns a red bicycle");
      const [x1, x2, y, z, retracted, freed] = await Promise.all([
        fact(a, "The user collects stamps"),
        fact(a, "the user collects STAMPS."),
        fact(a, "The user plays the cello"),
        fact(a, "The user lives in Lisbon"),
        memory.service.retract(caller, a, wrong.memory_id, "misread"),
        fact(a, "The user owns a red bicycle"),
      ]);
      expect([x1.outcome, x2.outcome, y.outcome, z.outcome]).toEqual(["stored", "repeated", "stored", "repeated"]);
      expect(x2.memory_id).toBe(x1.memory_id);
      expect(z.memory_id).toBe(earlier.memory_id);
      expect(retracted.retracted_at).not.toBeNull();
      // Retracted before the store in the same batch: the same content is a new memory, not a repeat of the retracted one.
      expect([freed.outcome, freed.memory_id === wrong.memory_id]).toEqual(["stored", false]);
      expect(await worldStores(backend.store).world("live").collection(MEMORIES).count({ agent_passport_id: a })).toBe(6); // five memories and the retraction's own entry
      expect((await memory.service.verify(caller, a, null, true)).valid).toBe(true);
    });

    it("two instances storing the same fact at the same moment store it once", async () => {
      const other = await backend.second();
      const twin = createMemory(worldStores(other.store), new HashingEmbedder({ dimension: LIFECYCLE_DIMENSION }), other.index, SETTINGS, log, null);
      try {
        for (let round = 0; round < 5; round++) {
          const a = agent();
          const body = { type: "semantic" as const, body: { fact: `The office door code is ${round}4${round}7`, confidence: 0.9 } };
          const answers = await Promise.all([memory.service.store(caller, a, body), twin.service.store(caller, a, body), memory.service.store(caller, a, body), twin.service.store(caller, a, body)]);
          expect(new Set(answers.map((x) => x.memory_id)).size).toBe(1);
          expect(answers.filter((x) => x.outcome === "stored")).toHaveLength(1);
          expect(await worldStores(backend.store).world("live").collection(MEMORIES).count({ agent_passport_id: a })).toBe(1);
          expect((await memory.service.get(caller, a, answers[0]!.memory_id)).repeat_count).toBe(3);
          // And two instances storing different facts of one key at once: one closes the other, never both current.
          const k = { key: "office/code" };
          const [x, y] = await Promise.all([
            memory.service.store(caller, a, { type: "semantic", body: { fact: "The office code is 1111", confidence: 0.9, ...k } }),
            twin.service.store(caller, a, { type: "semantic", body: { fact: "The office code is 2222", confidence: 0.9, ...k } }),
          ]);
          const statuses = [(await memory.service.get(caller, a, x.memory_id)).status, (await memory.service.get(caller, a, y.memory_id)).status].sort();
          expect(statuses).toEqual(["current", "superseded"]);
          expect((await memory.service.verify(caller, a, null, true)).valid).toBe(true);
        }
      } finally {
        await twin.close();
        await other.close();
      }
    });

    it("retract and correct are new chain entries: verify holds, nothing is erased, the fact before holds again", async () => {
      const a = agent();
      const k = { key: "user/city" };
      const lisbon = await fact(a, "The user lives in Lisbon", { ...k, valid_from: T0 });
      const porto = await fact(a, "The user lives in Porto", { ...k, valid_from: T0 + 10 * DAY });
      const retracted = await memory.service.retract(caller, a, porto.memory_id, "misheard: it was a trip");
      expect(retracted).toMatchObject({ status: "retracted", retracted_by: expect.any(String) });
      // Lisbon holds again; Porto stays readable, with why.
      expect(await memory.service.get(caller, a, lisbon.memory_id)).toMatchObject({ status: "current", valid_to: null, superseded_by: null });
      expect((await ask(a, "where does the user live")).memories.map((m) => m.memory_id)).toEqual([lisbon.memory_id]);
      const entry = await memory.service.get(caller, a, retracted.retracted_by!);
      expect(entry).toMatchObject({ op: "retract", fields: { target_memory_id: porto.memory_id, reason: "misheard: it was a trip" } });
      expect(await memory.service.retract(caller, a, porto.memory_id, null)).toMatchObject({ retracted_by: retracted.retracted_by });

      const corrected = await memory.service.correct(caller, a, lisbon.memory_id, { fact: "The user lives in Braga", confidence: 0.9 });
      expect(corrected.outcome).toBe("stored");
      const braga = await memory.service.get(caller, a, corrected.memory_id);
      expect(braga).toMatchObject({ corrects: lisbon.memory_id, key: "user/city", valid_from: T0, status: "current" });
      expect(await memory.service.get(caller, a, lisbon.memory_id)).toMatchObject({ status: "retracted", retracted_by: corrected.memory_id });
      expect((await ask(a, "where does the user live")).memories.map((m) => m.memory_id)).toEqual([corrected.memory_id]);
      const all = await ask(a, "where does the user live", { include_superseded: true });
      expect(new Map(all.memories.map((m) => [m.memory_id, m.status]))).toEqual(
        new Map([
          [corrected.memory_id, "current"],
          [lisbon.memory_id, "retracted"],
          [porto.memory_id, "retracted"],
        ]),
      );
      // Four entries: Lisbon, Porto, Porto's retraction, Braga; every hash still checks.
      expect(await memory.service.verify(caller, a, null, true)).toMatchObject({ valid: true, length: 4 });
      expect(await history(a, lisbon.memory_id)).toEqual([
        ["stored", null],
        ["superseded", porto.memory_id],
        ["reinstated", porto.memory_id],
        ["corrected", corrected.memory_id],
      ]);
      const types = (await events.read("live", { subject: a, type: "memory" })).events.map((e) => e.type);
      expect(types).toEqual(["memory.superseded", "memory.retracted", "memory.reinstated", "memory.corrected"]);
    });

    it("expires_at hides a memory from recall without deleting it; as_of before it still finds it", async () => {
      const a = agent();
      const expiresAt = Date.now() - 60_000;
      const gone = await fact(a, "The door code for the storage room is 4471", { valid_from: expiresAt - 600_000, expires_at: expiresAt });
      expect((await ask(a, "storage room door code")).memories).toEqual([]);
      const seen = await memory.service.get(caller, a, gone.memory_id);
      expect(seen).toMatchObject({ status: "expired", expires_at: expiresAt });
      expect((await ask(a, "storage room door code", { as_of: expiresAt - 1000 })).memories.map((m) => m.memory_id)).toEqual([gone.memory_id]);
      expect((await ask(a, "storage room door code", { include_superseded: true })).memories.map((m) => m.status)).toEqual(["expired"]);
      expect((await memory.service.history(caller, a, gone.memory_id, {})).events.map((e) => [e.event, e.at, e.actor])).toEqual([
        ["stored", seen.created_at, "key:contract"],
        ["expired", expiresAt, "system"],
      ]);
      // An expired memory holds its content no more: the same fact stored again is a new memory.
      expect((await fact(a, "The door code for the storage room is 4471")).outcome).toBe("stored");
    });

    it("entity relationships are edges: neighbours, paths up to depth 3 through a cycle, relation filters, closed with their memory", async () => {
      const a = agent();
      // All known since the start of the year, so as_of can look back.
      const entity = (name: string, relationships: { type: string; target: string }[], extra: Record<string, unknown> = {}) =>
        memory.service.store(caller, a, { type: "entity", body: { entity_name: name, entity_type: "person", relationships, valid_from: T0, ...extra } });
      // Ana manages Bo, Bo works with Cy, Cy reports to Ana: a cycle. Dee works with Cy.
      const ana = await entity("Ana", [{ type: "manages", target: "Bo" }]);
      const bo = await entity("Bo", [{ type: "works_with", target: "Cy" }], { key: "bo/profile" });
      const cy = await entity("Cy", [{ type: "reports_to", target: "Ana" }]);
      await entity("Dee", [{ type: "works_with", target: "cy" }]);

      const around = await memory.service.neighbors(caller, a, { entity: "cy" });
      expect(around.edges.map((e) => [e.from, e.relation, e.to, e.direction]).sort()).toEqual([
        ["Bo", "works_with", "Cy", "in"],
        ["Cy", "reports_to", "Ana", "out"],
        ["Dee", "works_with", "cy", "in"],
      ]);
      expect(around.edges.find((e) => e.from === "Cy")!.memory_ids).toEqual([cy.memory_id]);

      const paths = await memory.service.paths(caller, a, { from: "Ana", to: "Cy" });
      expect(paths.paths.map((p) => p.entities)).toEqual([
        ["Ana", "Cy"],
        ["Ana", "Bo", "Cy"],
      ]);
      expect(paths.paths[1]!.edges.map((e) => [e.relation, e.memory_ids])).toEqual([
        ["manages", [ana.memory_id]],
        ["works_with", [bo.memory_id]],
      ]);
      // Only following edges as asserted: Ana → Bo → Cy, not Cy → Ana backwards.
      expect((await memory.service.paths(caller, a, { from: "Ana", to: "Cy", direction: "out" })).paths.map((p) => p.entities)).toEqual([["Ana", "Bo", "Cy"]]);
      // Depth 3 to Dee, never through an entity twice.
      const toDee = await memory.service.paths(caller, a, { from: "Ana", to: "Dee", max_depth: 3 });
      expect(toDee.paths.map((p) => p.entities)).toEqual([
        ["Ana", "Cy", "Dee"],
        ["Ana", "Bo", "Cy", "Dee"],
      ]);
      for (const p of toDee.paths) expect(new Set(p.entities.map((e) => e.toLowerCase())).size).toBe(p.entities.length);
      expect((await memory.service.paths(caller, a, { from: "Ana", to: "Dee", max_depth: 2 })).paths).toHaveLength(1);
      expect((await memory.service.paths(caller, a, { from: "Ana", to: "Dee", relations: ["works_with", "manages"] })).paths.map((p) => p.entities)).toEqual([
        ["Ana", "Bo", "Cy", "Dee"],
      ]);

      // Bo's profile changes: Bo works with Dee now, no longer with Cy; the old edge is closed with its memory.
      const bo2 = await entity("Bo", [{ type: "works_with", target: "Dee" }], { key: "bo/profile", valid_from: T0 + 30 * DAY });
      expect(bo2.superseded_memory_ids).toEqual([bo.memory_id]);
      expect((await memory.service.paths(caller, a, { from: "Ana", to: "Cy", direction: "out" })).paths.map((p) => p.entities)).toEqual([["Ana", "Bo", "Dee", "cy"]]);
      expect((await memory.service.paths(caller, a, { from: "Ana", to: "Cy", direction: "out", as_of: T0 + DAY })).paths.map((p) => p.entities)).toEqual([["Ana", "Bo", "Cy"]]);
      const closed = (await memory.service.neighbors(caller, a, { entity: "Bo", include_superseded: true })).edges.find((e) => e.to === "Cy")!;
      expect(closed).toMatchObject({ status: "superseded", valid_to: T0 + 30 * DAY, memory_ids: [bo.memory_id] });
    });
  });
}
