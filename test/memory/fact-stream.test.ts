import { join } from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HashingEmbedder } from "../../adapters/hashing-embedder/hashing-embedder.ts";
import { openSqliteVecIndex, type SqliteVecIndex } from "../../adapters/sqlite-vec/sqlite-vec-index.ts";
import { SqliteDocumentStore } from "../../adapters/sqlite/sqlite-document-store.ts";
import type { Principal } from "../../core/auth/principal.ts";
import { worldStores } from "../../core/ports/document-store.ts";
import { factStream, YEAR_MS, YEAR_START, type Attribute, type FactStream } from "../../bench/memory/fact-stream.ts";
import { prng } from "../../bench/memory/synthetic-texts.ts";
import { MEMORIES } from "../../plugins/memory/collections.ts";
import { createMemory } from "../../plugins/memory/memory-module.ts";
import type { MemoryWriteResult } from "../../plugins/memory/memory-record.ts";
import type { RecallInput } from "../../plugins/memory/recall.ts";
import { tempDir } from "../support/test-berth.ts";

/**
 * The stream: 10,000 keyed facts about 1,000 subjects (a city and an employer each,
 * five values of each over a simulated year), a tenth of them arriving late, stored through the
 * memory service (group commit, hash chain, index) in process, with the hashing embedder for
 * speed. Recall runs at its defaults (limit 10, min_similarity 0.5).
 */
const AGENT = "stream-agent";
const admin: Principal = { keyId: "test", role: "admin", mode: "live", passports: [] };
const settings = {
  MEMORY_INDEX_INTERVAL_MS: 60_000,
  MEMORY_INDEX_LEASE_MS: 60_000,
  MEMORY_EMBEDDER_COOLDOWN_MS: 5000,
  MEMORY_MAX_BATCH: 256,
  MEMORY_RECALL_CANDIDATE_FACTOR: 5,
  MEMORY_VERIFY_SLICE: 1000,
  MEMORY_VERIFY_DEADLINE_MS: 60_000,
  MEMORY_VERIFY_RECHECK_MS: 600_000,
  MEMORY_GRAPH_MAX_EDGES: 20_000,
};

describe("a year of changing facts, stored and recalled", () => {
  let store: SqliteDocumentStore;
  let index: SqliteVecIndex;
  let memory: ReturnType<typeof createMemory>;
  let stream: FactStream;
  const ids = new Map<string, string>();

  const storeAll = async (): Promise<MemoryWriteResult[]> => {
    const answers: MemoryWriteResult[] = [];
    // In waves, in arrival order: the appender keeps the order of writes within its queue.
    for (let i = 0; i < stream.facts.length; i += 1000) {
      const wave = stream.facts.slice(i, i + 1000);
      answers.push(
        ...(await Promise.all(
          wave.map((f) => memory.service.store(admin, AGENT, { type: "semantic", body: { fact: f.fact, confidence: 0.9, key: f.key, valid_from: f.valid_from } })),
        )),
      );
    }
    // The queue entries of the last writes are cleared once the writer is idle: recall then finds
    // nothing waiting for a vector (a loop of in-process recalls never lets it run otherwise).
    await memory.idle();
    return answers;
  };
  const ask = (subject: string, attribute: Attribute, extra: Partial<RecallInput> = {}) =>
    memory.service.recall(admin, AGENT, { query: stream.question(subject, attribute), types: [], lanes: [], limit: 10, min_similarity: 0.5, include_archived: false, include_superseded: false, ...extra });

  beforeAll(async () => {
    const dir = tempDir();
    store = new SqliteDocumentStore({ file: join(dir, "berth.sqlite") });
    const embedder = new HashingEmbedder({ dimension: 384 });
    index = await openSqliteVecIndex({ file: join(dir, "vectors.sqlite"), dimension: 384, model: embedder.model });
    memory = createMemory(worldStores(store), embedder, index, settings, pino({ level: "silent" }), null);
    stream = factStream({ subjects: 1000, factsPerSubject: 10 });
    const answers = await storeAll();
    answers.forEach((a, i) => ids.set(`${stream.facts[i]!.key}@${stream.facts[i]!.valid_from}`, a.memory_id));
  }, 120_000);
  afterAll(async () => {
    await memory.close();
    await index.close();
    await store.close();
  });

  it("the stream is what the issue asks for: 10,000 facts, 1,000 subjects, a year, late arrivals", () => {
    expect(stream.facts).toHaveLength(10_000);
    expect(stream.subjects).toHaveLength(1000);
    // A late fact: one arriving after a fact of its key dated later than it.
    const latest = new Map<string, number>();
    let late = 0;
    for (const f of stream.facts) {
      if ((latest.get(f.key) ?? -Infinity) > f.valid_from) late++;
      latest.set(f.key, Math.max(latest.get(f.key) ?? -Infinity, f.valid_from));
    }
    expect(late).toBeGreaterThan(50);
    expect(ids.size).toBe(10_000);
  });

  it("recalls the current value at rank 1 for at least 99% of subjects, and never a superseded fact", async () => {
    let right = 0;
    const superseded: string[] = [];
    for (const [n, subject] of stream.subjects.entries()) {
      // One question per subject, about its city or its employer in turn.
      const attribute = n % 2 === 0 ? "city" : "employer";
      const key = `${subject}/${attribute}`;
      const truth = stream.truthAt(key, Date.now())!;
      const { memories } = await ask(subject, attribute);
      if (memories[0]?.memory_id === ids.get(`${key}@${truth.valid_from}`)) right++;
      for (const m of memories) {
        // Every fact returned is its key's current one, and says so.
        const current = stream.truthAt(m.key!, Date.now())!;
        if (m.status !== "current" || m.memory_id !== ids.get(`${m.key}@${current.valid_from}`)) superseded.push(`${m.key}: ${m.content} (${m.status})`);
      }
    }
    expect(superseded).toEqual([]);
    expect(right / stream.subjects.length).toBeGreaterThanOrEqual(0.99);
  });

  it("as_of a random past time recalls the fact valid then, for at least 99%", async () => {
    const random = prng(7);
    let asked = 0;
    let right = 0;
    for (const subject of stream.subjects) {
      const attribute = random() < 0.5 ? "city" : "employer";
      const key = `${subject}/${attribute}`;
      const at = YEAR_START + Math.floor(random() * YEAR_MS);
      const truth = stream.truthAt(key, at);
      if (!truth) continue; // before its first fact: nothing held then
      asked++;
      const { memories } = await ask(subject, attribute, { as_of: at });
      if (memories[0]?.memory_id === ids.get(`${key}@${truth.valid_from}`)) right++;
      expect(memories.every((m) => m.valid_from <= at && (m.valid_to === null || m.valid_to > at))).toBe(true);
    }
    expect(asked).toBeGreaterThan(800);
    expect(right / asked).toBeGreaterThanOrEqual(0.99);
  });

  it("storing the whole stream again adds no memory", async () => {
    const memories = worldStores(store).world("live").collection(MEMORIES);
    const before = await memories.count();
    expect(before).toBe(10_000);
    const again = await storeAll();
    expect(again.filter((a) => a.outcome !== "repeated")).toEqual([]);
    expect(await memories.count()).toBe(before);
    const verified = await memory.service.verify(admin, AGENT, null, true);
    expect(verified).toMatchObject({ valid: true, length: 10_000 });
  });
});
