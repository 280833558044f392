import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { newAgent, type AgentClient } from "../memory/memory-helpers.ts";

/**
 * Finding 1 of issue 13: inputs that passed validation and then threw inside the shared group
 * commit failed every other agent's write in the same batch. Now they are refused with a 400 and
 * a field path, and an entry that fails inside a batch is answered alone.
 */
let b: TestBerth;
let victim: AgentClient;
let attacker: AgentClient;

beforeAll(async () => {
  b = await startBerth();
  victim = await newAgent(b, "agent-victim");
  attacker = await newAgent(b, "agent-attacker");
});
afterAll(() => b.stop());

const POISON: { name: string; raw: string; field: string }[] = [
  { name: "1e400 in an integer field", raw: '{"content":"x","occurred_at":1e400}', field: "occurred_at" },
  { name: "an escaped lone surrogate in text", raw: '{"content":"a\\ud800b"}', field: "content" },
  { name: "a lone surrogate in a metadata key", raw: '{"content":"x","metadata":{"k\\udc00":1}}', field: "metadata" },
  { name: "metadata nested 1,000 levels", raw: `{"content":"x","metadata":${'{"a":'.repeat(1000)}1${"}".repeat(1000)}}`, field: "metadata" },
];

describe("poisoned memory writes", () => {
  for (const p of POISON) {
    it(`refuses ${p.name} with a 400 and a field path`, async () => {
      const res = await b.request("POST", "/v1/memory/episodic", { key: attacker.key, headers: { "x-agent-passport-id": attacker.passport }, rawBody: p.raw });
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe("VALIDATION_FAILED");
      expect(res.body.details.map((d: { field: string }) => d.field).some((f: string) => f.startsWith(p.field))).toBe(true);
    });
  }

  it("another agent loses no write while one agent sends poisoned writes concurrently", async () => {
    let stop = false;
    const poisonAnswers: number[] = [];
    const poisoner = (async () => {
      let i = 0;
      while (!stop) {
        const p = POISON[i++ % POISON.length]!;
        const res = await b.request("POST", "/v1/memory/episodic", { key: attacker.key, headers: { "x-agent-passport-id": attacker.passport }, rawBody: p.raw });
        poisonAnswers.push(res.status);
      }
    })();
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 16 }, async (_, w) => {
        for (let i = 0; i < 25; i++) {
          const res = await victim.store("episodic", { content: `victim write ${w}-${i}` });
          statuses.push(res.status);
        }
      }),
    );
    stop = true;
    await poisoner;
    expect(poisonAnswers.length).toBeGreaterThan(0);
    expect(new Set(poisonAnswers)).toEqual(new Set([400]));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const verify = await victim.verify();
    expect(verify.body.data).toMatchObject({ valid: true, length: 400 });
  });

  it("refuses a lone surrogate in an idempotent agent registration with a 400, not a 500", async () => {
    const res = await b.request("POST", "/v2/agents/register", {
      key: b.adminKey,
      headers: { "idempotency-key": "reg-surrogate-1" },
      rawBody: '{"name":"\\ud800"}',
    });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe("VALIDATION_FAILED");
    expect(res.body.details).toContainEqual(expect.objectContaining({ field: "name" }));
  });
});
