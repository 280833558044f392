import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { anchored } from "../anchors/anchor-helpers.ts";
import { newAgent } from "../memory/memory-helpers.ts";
import { randomSolana } from "../payouts/payout-helpers.ts";

/**
 * Finding 3 of issue 25: expensive reads cost 1. verifyPayout and payoutProof over a 10,000-recipient
 * run, 20 aliases in one GraphQL request, stalled every other client for seconds inside the
 * default budget; over REST, 4 clients under the limit pushed others' latency to 0.65 s. Now each
 * operation is charged by its work on REST and GraphQL alike (payout verify and proofs: 1 unit
 * per 100 recipients; chain verify: per 100 entries; lineage: per 10 records) and the payout
 * work runs in slices with the event loop served in between.
 */
const remaining = (headers: Headers) => Number(headers.get("x-ratelimit-remaining"));

describe("expensive reads are charged by their work (issue 25, finding 3)", () => {
  let b: TestBerth;
  let runId: string;
  let address: string;
  beforeAll(async () => {
    // Windows are aligned to the clock: an hour-long one is not crossed while the budget is counted down.
    b = await startBerth({ env: { BODY_LIMIT_BYTES: String(4 * 1024 * 1024), RATE_LIMIT_MAX: "1200", RATE_LIMIT_WINDOW_MS: String(100 * 365 * 24 * 3600 * 1000) } });
    const recipients = Array.from({ length: 10_000 }, () => ({ address: randomSolana(), role: "compute", bps: 1 }));
    const made = await b.request("POST", "/v1/payouts", { key: b.adminKey, body: { agent_id: "agent-cost", total_amount_lamports: "1000000000000", recipients } });
    expect(made.status).toBe(201);
    runId = made.body.run.run_id;
    address = made.body.run.recipients[1234].address;
  }, 120_000);
  afterAll(() => b.stop());

  it("charges a 10,000-recipient verify and proof 100 units each over REST, and refuses them past the budget", async () => {
    const { token } = await b.key("agent", { passports: ["agent-cost"] });
    const verify = await b.request("GET", `/v1/payouts/${runId}/verify`, { key: token });
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ valid: true });
    expect(remaining(verify.headers)).toBe(1100);
    const proof = await b.request("GET", `/v1/payouts/${runId}/proof/${address}`, { key: token });
    expect(proof.status).toBe(200);
    expect(remaining(proof.headers)).toBe(1000);
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await b.request("GET", `/v1/payouts/${runId}/verify`, { key: token }));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers[10]!.status).toBe(429);
    expect(answers[10]!.body).toMatchObject({ error_code: "RATE_LIMITED" });
    expect(Number(answers[10]!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("charges the same over GraphQL: 20 aliases of verifyPayout cannot pass for 20 units", async () => {
    const { token } = await b.key("agent", { passports: ["agent-cost"] });
    const one = await b.graphql(`query { verifyPayout(runId: "${runId}") { valid } }`, undefined, token);
    expect(one.body.data.verifyPayout.valid).toBe(true);
    expect(remaining(one.headers)).toBe(1100);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const twenty = await b.graphql(`query { ${Array.from({ length: 20 }, (_, i) => `v${i}: verifyPayout(runId: "${runId}") { valid }`).join(" ")} }`, undefined, token);
    delay.disable();
    // 20 units for the document, then 99 more per alias: 10 of them fit in what is left, the rest are
    // refused (a refused non-null root field nulls the whole answer).
    expect(twenty.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ extensions: expect.objectContaining({ error_code: "RATE_LIMITED" }) })]));
    expect(twenty.body.data).toBeNull();
    // What is left cannot pay for another verify (a refused charge is not counted, so a little may remain).
    const after = await b.graphql(`query { verifyPayout(runId: "${runId}") { valid } }`, undefined, token);
    expect(after.status === 429 ? after.body.error_code : after.body.errors?.[0]?.extensions?.error_code).toBe("RATE_LIMITED");
    expect(remaining(after.headers)).toBeLessThan(99);
    // Sliced: no client waits behind a whole verify, let alone twenty.
    expect(delay.max / 1e6, "longest event-loop stall, ms").toBeLessThan(500);
  });

  it("charges a chain verify by its entries and a lineage by its depth", async () => {
    const agent = await newAgent(b, "agent-chain-cost");
    let before = 0;
    for (let i = 0; i < 250; i++) {
      const stored = await agent.store("episodic", { content: `entry ${i}` });
      expect(stored.status).toBe(200);
      before = remaining(stored.headers);
    }
    const full = await b.request("GET", "/v1/memory/chain/verify?full=true", { key: agent.key, headers: { "x-agent-passport-id": agent.passport } });
    expect(full.body.data).toMatchObject({ valid: true, length: 250 });
    // 250 entries: 3 units in all, the request's own one and 2 more.
    expect(remaining(full.headers)).toBe(before - 3);
    // Verified once, an incremental verify recomputes nothing and costs the request's unit only.
    const again = await b.request("GET", "/v1/memory/chain/verify", { key: agent.key, headers: { "x-agent-passport-id": agent.passport } });
    expect(remaining(again.headers)).toBe(before - 4);

    let parent: string | undefined;
    for (let i = 0; i < 35; i++) parent = (await anchored(b, { artifact_id: `link-${i}`, agent_passport_id: "agent-chain-cost", content: { i }, ...(parent ? { parent_anchor_id: parent } : {}) })).anchor_id;
    const lineage = await b.request("GET", `/v1/anchors/${parent}/lineage`, { key: agent.key });
    expect(lineage.body.data).toHaveLength(35);
    // 35 records: 4 units in all.
    expect(remaining(lineage.headers)).toBe(before - 8);
  }, 120_000);
});
