// Computing a score is charged by every document it reads, not only the agent's registry events:
// the escrows of its wallets and its payout and deployment events too, a unit per 1,000 as they
// are read. No chain: the receipts come from the event log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storePort } from "../../core/ports/document-store.ts";
import { eventLogPort } from "../../core/ports/event-log.ts";
import { CHAIN_EVENTS, type ChainEventDoc } from "../../plugins/reputation/chain-events.ts";
import { ScoreLoader } from "../../plugins/reputation/score-loader.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";

const remaining = (headers: Headers) => Number(headers.get("x-ratelimit-remaining"));
const EVENTS = 2_100;

let b: TestBerth;
beforeAll(async () => {
  // Windows are aligned to the clock: an hour-long one is not crossed while the budget is counted down.
  b = await startBerth({ env: { RATE_LIMIT_MAX: "1200", RATE_LIMIT_WINDOW_MS: "3600000" } });
  const events = b.host.port(eventLogPort);
  const deployment = { slot: "primary", actual_state: "running", health: "healthy" };
  await b.host.port(storePort).world("test").transaction(async (tx) => {
    for (let i = 0; i < EVENTS; i++) await events.append(tx, { type: "deployment.reported", source: "/test", subject: "busy-agent", data: { deployment_id: `dep-${i % 3}`, deployment } });
  });
}, 60_000);
afterAll(() => b?.stop());

describe("computing a score", () => {
  it("is charged for the receipts it reads from the event log, a unit per 1,000", async () => {
    const { token } = await b.key("agent", { mode: "test", passports: ["someone"] });
    const scored = await b.request("POST", "/v2/reputation/busy-agent/compute", { key: token, body: { algorithm: "receipt-volume-v1", as_of: Date.now() + 60_000 } });
    expect(scored.status, scored.text).toBe(200);
    expect(scored.body.components.deployment_receipts).toBe(3);
    // Its own unit and 2 more for 2,100 events read.
    expect(remaining(scored.headers)).toBe(1200 - 1 - 2);
  });
});

describe("the inputs a process keeps for the next compute", () => {
  it("hold what scores read, not the URIs and hashes only events carry", async () => {
    const stores = b.host.port(storePort);
    const col = stores.world("test").collection<ChainEventDoc>(CHAIN_EVENTS);
    const uri = `ipfs://${"u".repeat(2_000)}`;
    for (let i = 0; i < 20; i++) {
      await col.insert(`ghost:${i}:000000`, {
        chain_id: "ghost", kind: "feedback", block_number: i, block_hash: `0x${"11".repeat(32)}`, log_index: 0, tx_hash: `0x${"22".repeat(32)}`, block_time: 1_000 + i,
        agent_id: "1", client: `0x${String(i).padStart(40, "0")}`, beneficiary: null, escrow_id: null, feedback_index: 1, request_hash: null,
        value: "90", value_decimals: 0, tag1: "starred", tag2: "", extra: { endpoint: uri, feedback_uri: uri, feedback_hash: `0x${"33".repeat(32)}` },
      });
    }
    const loader = new ScoreLoader(stores, b.host.port(eventLogPort));
    const loaded = await loader.load("test", "ghost:1", [{ chain_id: "ghost", agent_id: "1" }], { from: 0, asOf: 10_000 });
    expect(loaded.inputs.feedback).toHaveLength(20);
    const kept = [...(loader as unknown as { kept: Map<string, { docs: ChainEventDoc[] }> }).kept.values()].flatMap((k) => k.docs);
    expect(kept).toHaveLength(20);
    expect(kept.every((d) => Object.keys(d.extra).length === 0)).toBe(true);
  });
});
