import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDocumentStore } from "../../adapters/sqlite/sqlite-document-store.ts";
import { StoreApiKeys } from "../../adapters/store-api-keys/store-api-keys.ts";
import { worldStores } from "../../core/ports/document-store.ts";
import { MEMORIES } from "../../plugins/memory/collections.ts";
import type { MemoryRecord } from "../../plugins/memory/memory-record.ts";
import { spawnBerth } from "../support/spawn-berth.ts";
import { send, startBerth, tempDir, type TestBerth } from "../support/test-berth.ts";
import { agentClient, newAgent } from "./memory-helpers.ts";

describe("the hash chain under concurrency", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth();
  });
  afterAll(() => b.stop());

  it("64 concurrent writers into one chain make one linear chain, no fork", async () => {
    const agent = await newAgent(b, "crowd");
    const answers = await Promise.all(
      Array.from({ length: 64 }, (_, i) => agent.store(i % 2 ? "semantic" : "episodic", i % 2 ? { fact: `fact number ${i}`, confidence: 0.5 } : { content: `episode number ${i}` })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const hashes = new Set(answers.map((a) => a.body.data.content_hash));
    expect(hashes.size).toBe(64);
    // Exactly one first entry, and every other entry's prev_hash is some other entry's hash, each used once.
    const prevs = answers.map((a) => a.body.data.prev_hash);
    expect(prevs.filter((p) => p === null)).toHaveLength(1);
    const linked = prevs.filter((p): p is string => p !== null);
    expect(new Set(linked).size).toBe(63);
    expect(linked.every((p) => hashes.has(p))).toBe(true);
    const v = await agent.verify();
    expect(v.body.data).toMatchObject({ valid: true, length: 64, first_broken: null });
    // The head is the one hash nobody links to.
    expect([...hashes].filter((h) => !linked.includes(h))).toEqual([v.body.data.head_hash]);
  });

  it("verify reports the first broken link when a stored entry is tampered with", async () => {
    const agent = await newAgent(b, "tampered");
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await agent.store("semantic", { fact: `original fact ${i}`, confidence: 0.5 })).body.data.memory_id);
    expect((await agent.verify()).body.data.valid).toBe(true);
    const memories = worldStores(b.host.store).world("live").collection<MemoryRecord>(MEMORIES);

    // An edit in place, behind Berth's back, is caught by a full verification (full=true, or the
    // next one after MEMORY_VERIFY_RECHECK_MS): an incremental one trusts the prefix it verified.
    const full = () => b.request("GET", "/v1/memory/chain/verify?full=true", { key: agent.key, headers: { "x-agent-passport-id": agent.passport } });

    // 1. Rewrite entry 3's fact, keeping its stored hash: its own hash no longer matches.
    const third = (await memories.get(ids[2]))!;
    const { id: _i, version, ...record } = third;
    await memories.update(ids[2], version, { ...record, fields: { ...record.fields, fact: "rewritten history" } });
    const broken = await full();
    expect(broken.status).toBe(200);
    expect(broken.body.data).toMatchObject({ valid: false, length: 2, first_broken: { seq: 3, memory_id: ids[2], problem: "content_hash_mismatch", actual: third.content_hash } });

    // 2. A careful forger also recomputes entry 3's hash: entry 4's prev_hash now gives it away.
    const { contentHash } = await import("../../plugins/memory/content-hash.ts");
    const forged = { ...record, fields: { ...record.fields, fact: "rewritten history" } };
    const now = (await memories.get(ids[2]))!;
    await memories.update(ids[2], now.version, { ...forged, content_hash: contentHash("live", ids[2], forged) });
    const again = await full();
    expect(again.body.data.first_broken).toMatchObject({ seq: 4, memory_id: ids[3], problem: "prev_hash_mismatch" });

    // 3. Dropping the last entry is caught by the chain head.
    await memories.update(ids[2], (await memories.get(ids[2]))!.version, record as MemoryRecord);
    await b.host.store.collection({ name: `live_${MEMORIES.name}` }).delete(ids[4]);
    const cut = await agent.verify();
    expect(cut.body.data).toMatchObject({ valid: false, length: 4, first_broken: { seq: 5, problem: "head_mismatch" } });
  });

  it("memories and their chain survive a restart", async () => {
    const dataDir = tempDir();
    const first = await startBerth({ dataDir });
    const agent = await newAgent(first, "durable");
    const one = await agent.store("semantic", { fact: "The Tokyo flight leaves at 9pm", confidence: 0.8 });
    await first.stop();
    const second = await startBerth({ dataDir });
    try {
      const again = agentClient(second, "durable", agent.key);
      expect((await again.get(one.body.data.memory_id)).body.data.fields.fact).toBe("The Tokyo flight leaves at 9pm");
      const recalled = await again.recall({ query: "when does the Tokyo flight leave", min_similarity: 0.2 });
      expect(recalled.body.data.memories[0].memory_id).toBe(one.body.data.memory_id);
      const two = await again.store("semantic", { fact: "The hotel is near Shinjuku", confidence: 0.8 });
      expect(two.body.data.prev_hash).toBe(one.body.data.content_hash);
      expect((await again.verify()).body.data).toMatchObject({ valid: true, length: 2 });
    } finally {
      await second.stop();
    }
  });
});


async function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return spawnBerth({ CHAINS: "none", RATE_LIMIT_MAX: "100000", ...env });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.on("exit", r));
  child.kill("SIGTERM");
  await exited;
}

describe("two Berth processes on one store", () => {
  it("write concurrently into one chain without forking it", async () => {
    const dataDir = tempDir();
    const store = new SqliteDocumentStore({ file: join(dataDir, "berth.sqlite") });
    const { token } = await new StoreApiKeys(store, "bk").create({ role: "agent", mode: "live", passports: ["shared-agent"] });
    await store.close();
    const [p1, p2] = await Promise.all([startProcess({ BERTH_DATA_DIR: dataDir }), startProcess({ BERTH_DATA_DIR: dataDir })]);
    try {
      const headers = { "x-agent-passport-id": "shared-agent" };
      const write = (url: string, i: number) => send(url, "POST", "/v1/memory/semantic", { key: token, headers, body: { fact: `fact ${i} from ${url}`, confidence: 0.5 } });
      const answers = await Promise.all(Array.from({ length: 160 }, (_, i) => write(i % 2 ? p1.url : p2.url, i)));
      expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
      const prevs = answers.map((a) => a.body.data.prev_hash);
      expect(prevs.filter((p) => p === null)).toHaveLength(1);
      expect(new Set(prevs).size).toBe(160);
      for (const url of [p1.url, p2.url]) {
        const v = await send(url, "GET", "/v1/memory/chain/verify", { key: token, headers });
        expect(v.body.data).toMatchObject({ valid: true, length: 160, first_broken: null });
      }
      const recalled = await send(p1.url, "POST", "/v1/memory/recall", { key: token, headers, body: { query: `fact 7 from ${p2.url}`, min_similarity: 0 } });
      expect(recalled.status).toBe(200);
      expect(recalled.body.data.memories.length).toBeGreaterThan(0);
    } finally {
      await Promise.all([stopProcess(p1.child), stopProcess(p2.child)]);
    }
  });
});
