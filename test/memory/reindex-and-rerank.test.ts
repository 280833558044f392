import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../core/host/host.ts";
import { queryIntents } from "../../plugins/memory/intent-keywords.ts";
import { quality, recency, RECENCY_WINDOW_MS, score, typeBonus } from "../../plugins/memory/rerank.ts";
import { startBerth, tempDir } from "../support/test-berth.ts";
import { agentClient, newAgent } from "./memory-helpers.ts";

const BIN = join(REPO_ROOT, "bin", "berth.js");

function cli(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [BIN, ...args], { env: { ...process.env, LOG_LEVEL: "silent", ...env }, encoding: "utf8", timeout: 60_000 });
}

describe("berth memory reindex", () => {
  it("rebuilds a lost vector index from the store", async () => {
    const dataDir = tempDir();
    const first = await startBerth({ dataDir });
    const agent = await newAgent(first, "reindexed");
    const stored = await agent.store("semantic", { fact: "The database backup runs nightly at two", confidence: 0.9 });
    await agent.store("episodic", { content: "The user visited the aquarium", namespace: "family" });
    const testAgent = await newAgent(first, "reindexed", "test");
    await testAgent.store("episodic", { content: "A test-world memory" });
    await first.stop();
    for (const suffix of ["", "-wal", "-shm"]) rmSync(join(dataDir, `vectors.sqlite${suffix}`), { force: true });

    const r = cli(["memory", "reindex"], { BERTH_DATA_DIR: dataDir });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("live: 2 memories reindexed");
    expect(r.stdout).toContain("test: 1 memories reindexed");

    const second = await startBerth({ dataDir });
    try {
      const again = agentClient(second, "reindexed", agent.key);
      const a = await again.recall({ query: "when does the database backup run" });
      expect(a.body.data.stage_one).toBe("vector");
      expect(a.body.data.memories[0].memory_id).toBe(stored.body.data.memory_id);
    } finally {
      await second.stop();
    }
    expect(cli(["memory", "reindex", "--fresh"], { BERTH_DATA_DIR: dataDir }).status).toBe(0);
  });

  it("upgrades an index made by the hashing embedder: refused at start with the remedy, rebuilt by reindex --fresh", async () => {
    const dataDir = tempDir();
    const old = await startBerth({ dataDir, env: { EMBEDDER: "hashing" } });
    const agent = await newAgent(old, "upgraded");
    const stored = await agent.store("semantic", { fact: "The user's car is a 2019 Subaru Outback", confidence: 0.9 });
    await old.stop();

    // Vectors of two models are never mixed: the default embedder refuses the old index.
    await expect(startBerth({ dataDir })).rejects.toThrow(/model berth-hashing-v1-384, opened with berth-wordnet-v2-384.*berth memory reindex --fresh/);
    const r = cli(["memory", "reindex", "--fresh"], { BERTH_DATA_DIR: dataDir });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("with berth-wordnet-v2-384 into sqlite-vec");

    const upgraded = await startBerth({ dataDir });
    try {
      const a = await agentClient(upgraded, "upgraded", agent.key).recall({ query: "What vehicle does the user drive?", min_similarity: 0 });
      expect(a.body.data).toMatchObject({ stage_one: "vector", query_embedding_model: "berth-wordnet-v2-384" });
      expect(a.body.data.memories[0].memory_id).toBe(stored.body.data.memory_id);
    } finally {
      await upgraded.stop();
    }
  });

  it("explains usage mistakes with exit code 64", () => {
    for (const args of [["memory"], ["memory", "frob"], ["memory", "reindex", "--nope"]]) {
      const r = cli(args, { BERTH_DATA_DIR: tempDir() });
      expect(r.status, args.join(" ")).toBe(64);
      expect(r.stderr).toContain("berth memory reindex");
    }
  });
});

describe("stage-two rerank terms", () => {
  const now = 1_800_000_000_000;
  it("recency falls linearly from 1 to 0 over 30 days and stays in [0, 1]", () => {
    expect(recency(now, now)).toBe(1);
    expect(recency(now - RECENCY_WINDOW_MS / 2, now)).toBeCloseTo(0.5, 10);
    expect(recency(now - RECENCY_WINDOW_MS, now)).toBe(0);
    expect(recency(now - 2 * RECENCY_WINDOW_MS, now)).toBe(0);
    expect(recency(now + 5000, now)).toBe(1);
  });

  it("type_bonus follows the query's intent keywords", () => {
    expect([...queryIntents("how should I rotate the keys")]).toContain("procedural");
    expect([...queryIntents("who is Dana")]).toEqual(["entity"]);
    expect([...queryIntents("what happened yesterday")]).toEqual(expect.arrayContaining(["episodic"]));
    expect([...queryIntents("is the source reliable")]).toContain("trust_weighted");
    expect([...queryIntents("until when is the office closed")]).toContain("temporal");
    expect(queryIntents("showhow").size).toBe(0); // whole words only
    expect(typeBonus("procedural", queryIntents("how to deploy"))).toBe(1);
    expect(typeBonus("semantic", queryIntents("how to deploy"))).toBe(0);
  });

  it("quality is confidence, else a trust-weighted memory's trust_score, else 0.5; the score is the spec's weighted sum", () => {
    expect(quality({ confidence: 0.9, type: "semantic", fields: {} })).toBe(0.9);
    expect(quality({ confidence: null, type: "trust_weighted", fields: { trust_score: 0.3 } })).toBe(0.3);
    expect(quality({ confidence: null, type: "episodic", fields: {} })).toBe(0.5);
    expect(score({ similarity: 1, recency: 1, type_bonus: 1, quality: 1 })).toBeCloseTo(1, 12);
    expect(score({ similarity: 0.6, recency: 0.5, type_bonus: 0, quality: 0.5 })).toBeCloseTo(0.55 * 0.6 + 0.2 * 0.5 + 0.1 * 0.5, 12);
  });
});
