import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, tempDir, type TestBerth } from "../support/test-berth.ts";
import { agentClient } from "./memory-helpers.ts";

/**
 * Two Berth instances on one data folder (one SQLite file, one vector index file), as two hosts
 * behind a load balancer: the same fact sent to both at the same moment is stored once, the other
 * write counted on it, and the chain stays linear. (MongoDB: test/memory-lifecycle.mongodb.test.ts.)
 */
describe("two instances on one SQLite file", () => {
  let one: TestBerth;
  let two: TestBerth;
  beforeAll(async () => {
    const dataDir = tempDir();
    one = await startBerth({ dataDir, env: { RATE_LIMIT_MAX: "100000" } });
    two = await startBerth({ dataDir, env: { RATE_LIMIT_MAX: "100000" } });
  });
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
  });

  it("store the same fact sent to both at the same moment once", async () => {
    const { token } = await one.key("agent", { passports: ["twin-agent"] });
    const a = agentClient(one, "twin-agent", token);
    const b = agentClient(two, "twin-agent", token);
    for (let round = 0; round < 10; round++) {
      const body = { fact: `The warehouse alarm code is ${1000 + round}`, confidence: 0.9 };
      const answers = await Promise.all([a.store("semantic", body), b.store("semantic", body), a.store("semantic", body), b.store("semantic", body)]);
      expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((x) => x.body.data.memory_id)).size).toBe(1);
      expect(answers.filter((x) => x.body.data.outcome === "stored")).toHaveLength(1);
      expect((await b.get(answers[0]!.body.data.memory_id)).body.data.repeat_count).toBe(3);
    }
    const verified = await two.request("GET", "/v1/memory/chain/verify?full=true", { key: token, headers: { "x-agent-passport-id": "twin-agent" } });
    expect(verified.body.data).toMatchObject({ valid: true, length: 10 });
    const recalled = await a.recall({ query: "what is the warehouse alarm code", min_similarity: 0 });
    expect(recalled.body.data.memories).toHaveLength(10);
  });
});
