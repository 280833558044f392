import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { createRun, EVM, run } from "./payout-helpers.ts";

describe("who may do what with payouts, and test and live never mix", () => {
  let b: TestBerth;
  let mine: string;
  let theirs: string;
  let testAgent: string;
  let runId: string;
  beforeAll(async () => {
    b = await startBerth();
    mine = (await b.key("agent", { passports: ["agent-1"] })).token;
    theirs = (await b.key("agent", { passports: ["agent-2"] })).token;
    testAgent = (await b.key("agent", { passports: ["agent-1"], mode: "test" })).token;
    runId = (await run(b)).run_id;
  });
  afterAll(() => b.stop());

  const reads = () => [`/v1/agents/agent-1/revenue/history`, `/v1/payouts/${runId}`, `/v1/payouts/${runId}/verify`, `/v1/payouts/${runId}/proof/${EVM[0]}`];

  it("every payout route needs a key", async () => {
    for (const path of reads()) {
      expect((await b.request("GET", path)).body.error_code, path).toBe("API_KEY_MISSING");
      expect((await b.request("GET", path, { key: "bk_live_" + "A".repeat(43) })).body.error_code, path).toBe("API_KEY_UNKNOWN");
    }
    expect((await createRun(b, {}, "nope")).status).toBe(401);
  });

  it("only an admin creates runs", async () => {
    const a = await createRun(b, {}, mine);
    expect(a.status).toBe(403);
    expect(a.body).toMatchObject({ error: "forbidden", error_code: "ADMIN_REQUIRED" });
  });

  it("history, runs, verify and proofs: admin and the agent's own key, not another agent's", async () => {
    for (const path of reads()) {
      expect((await b.request("GET", path, { key: b.adminKey })).status, path).toBe(200);
      expect((await b.request("GET", path, { key: mine })).status, path).toBe(200);
      const other = await b.request("GET", path, { key: theirs });
      expect(other.status, path).toBe(403);
      expect(other.body.error_code).toBe("PASSPORT_NOT_ALLOWED");
    }
  });

  it("a test key sees no live run, and test runs stay out of live history", async () => {
    for (const path of reads().slice(1)) expect((await b.request("GET", path, { key: testAgent })).body.error_code, path).toBe("PAYOUT_RUN_NOT_FOUND");
    expect((await b.request("GET", "/v1/agents/agent-1/revenue/history", { key: testAgent })).body.history).toEqual([]);
    const testRun = await createRun(b, {}, b.testAdminKey);
    expect(testRun.status).toBe(201);
    const testHistory = await b.request("GET", "/v1/agents/agent-1/revenue/history", { key: testAgent });
    expect(testHistory.body.history.map((r: { run_id: string }) => r.run_id)).toEqual([testRun.body.run.run_id]);
    expect((await b.request("GET", `/v1/payouts/${testRun.body.run.run_id}/verify`, { key: mine })).status).toBe(404);
    const live = await b.request("GET", "/v1/agents/agent-1/revenue/history", { key: mine });
    expect(live.body.history.map((r: { run_id: string }) => r.run_id)).toEqual([runId]);
  });
});

describe("PAYOUT_ADDRESS_FAMILIES", () => {
  it("accepts only the configured families, and verify follows the configuration", async () => {
    const both = await startBerth();
    const mixed = await run(both);
    await both.stop();
    // The same data folder, now accepting EVM addresses only: the run's Solana recipients fail.
    const b = await startBerth({ env: { PAYOUT_ADDRESS_FAMILIES: "evm" }, dataDir: both.dataDir });
    try {
      const v = await b.request("GET", `/v1/payouts/${mixed.run_id}/verify`, { key: b.adminKey });
      expect(v.body).toMatchObject({ valid: false, total_matches: true, recipients_valid: false, hash_valid: true, merkle_root_valid: true });
      const refused = await createRun(b, {});
      expect(refused.body.error_code).toBe("INVALID_RECIPIENT_ADDRESS");
      expect(refused.body.details.map((d: { field: string }) => d.field)).toEqual(["recipients.0.address", "recipients.2.address"]);
      const ok = await createRun(b, { recipients: [{ address: EVM[0], role: "compute", bps: 10000 }] });
      expect(ok.status).toBe(201);
    } finally {
      await b.stop();
    }
    await expect(startBerth({ env: { PAYOUT_ADDRESS_FAMILIES: "evm,bitcoin" } })).rejects.toThrow(/PAYOUT_ADDRESS_FAMILIES: bitcoin/);
  });
});
