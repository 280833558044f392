import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injected, startBerth, type TestBerth } from "../support/test-berth.ts";
import { agentClient, newAgent, type AgentClient } from "../memory/memory-helpers.ts";

/**
 * Finding 2 of issue 13: chain verify recomputed the whole chain on the event loop, so a few
 * verifies of a big chain stalled every other client. Now it runs in bounded slices with a
 * deadline (its progress kept for the retry), trusts its verified prefix, and one run per chain
 * serves every concurrent caller.
 */
// The deadline is 10 ms: a full verify of 1,500 entries in slices of 10 takes longer than that on
// any machine we know (~50 ms on a fast, idle one), so the first full run answers 503.
const ENTRIES = 1500;
let b: TestBerth;
let agent: AgentClient;

beforeAll(async () => {
  b = await startBerth({ env: { MEMORY_VERIFY_SLICE: "10", MEMORY_VERIFY_DEADLINE_MS: "10", RATE_LIMIT_MAX: "100000" } });
  agent = await newAgent(b, "big-chain");
  // The chain is written through the memory route in process (the test is about reading it).
  const writer = agentClient({ request: injected(b) }, agent.passport, agent.key);
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < ENTRIES) {
        const i = next++;
        const res = await writer.store("semantic", { fact: `fact number ${i}`, confidence: 0.5 });
        if (res.status !== 200) throw new Error(`write ${i}: ${res.status} ${res.text}`);
      }
    }),
  );
}, 180_000);
afterAll(() => b.stop());

const full = () => b.request("GET", "/v1/memory/chain/verify?full=true", { key: agent.key, headers: { "x-agent-passport-id": agent.passport } });

describe("chain verify under load", () => {
  it("answers MEMORY_VERIFY_TIMEOUT past its deadline, keeps its progress, and the retries finish the chain", async () => {
    const first = await full();
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ error_code: "MEMORY_VERIFY_TIMEOUT", error: "not_ready" });
    expect(first.headers.get("retry-after")).toBe("1");
    expect(first.body.details.verified).toBeGreaterThan(0);
    expect(first.body.details.verified).toBeLessThan(ENTRIES);
    let verified = first.body.details.verified as number;
    for (let i = 0; i < 400; i++) {
      const again = await agent.verify();
      if (again.status === 200) {
        // ENTRIES, and one more when the incremental check ran first (--sequence.shuffle).
        expect(again.body.data).toMatchObject({ valid: true, first_broken: null });
        expect([ENTRIES, ENTRIES + 1]).toContain(again.body.data.length);
        return;
      }
      expect(again.body.error_code).toBe("MEMORY_VERIFY_TIMEOUT");
      expect(again.body.details.verified).toBeGreaterThan(verified);
      verified = again.body.details.verified;
    }
    throw new Error("verify never finished");
  });

  it("after that only new entries are recomputed: a verify after one more write answers at once", async () => {
    // The chain verified first (by the check above, or here when this one runs first).
    let before = await agent.verify();
    for (let i = 0; before.status !== 200 && i < 400; i++) before = await agent.verify();
    expect(before.status, before.text).toBe(200);
    await agent.store("semantic", { fact: "one more", confidence: 0.5 });
    const incremental = await agent.verify();
    expect(incremental.status).toBe(200);
    expect(incremental.body.data).toMatchObject({ valid: true, length: before.body.data.length + 1 });
  });

  it("a full run leaves the service answering: readiness is answered again and again while it runs", async () => {
    // A second instance on the same data folder, whose full run has no deadline to end it early and
    // yields after every 10 entries: ~150 turns of the event loop. Here about 80 readiness requests
    // are answered one after the other meanwhile; a run that held the loop would let at most the
    // first (sent before it started) through, and slices of 1,000 entries let about 9 through.
    const slow = await startBerth({ dataDir: b.dataDir, env: { MEMORY_VERIFY_SLICE: "10", MEMORY_VERIFY_DEADLINE_MS: "600000", RATE_LIMIT_MAX: "100000" } });
    try {
      let done = false;
      const running = slow.request("GET", "/v1/memory/chain/verify?full=true", { key: agent.key, headers: { "x-agent-passport-id": agent.passport } }).finally(() => (done = true));
      let answered = 0;
      while (!done) {
        const ready = await slow.request("GET", "/health/ready");
        expect(ready.status).toBe(200);
        if (!done) answered++;
      }
      expect((await running).body.data).toMatchObject({ valid: true, length: ENTRIES + 1 });
      expect(answered).toBeGreaterThanOrEqual(20);
    } finally {
      await slow.stop();
    }
  });

  it("serves concurrent callers with one run: 50 at once all get the same answer", async () => {
    // Finish what the last full run left (its progress is kept), then ask 50 times at once.
    for (let i = 0; i < 400 && (await agent.verify()).status !== 200; i++);
    const answers = await Promise.all(Array.from({ length: 50 }, () => agent.verify()));
    const bodies = new Set(answers.map((a) => a.text));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(bodies.size).toBe(1);
  });
});
