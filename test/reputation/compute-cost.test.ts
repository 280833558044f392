// Computing a score is charged by every document it reads, not only the agent's registry events:
// the escrows of its wallets and its payout and deployment events too, a unit per 1,000 as they
// are read. No chain: the receipts come from the event log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storePort } from "../../core/ports/document-store.ts";
import { eventLogPort } from "../../core/ports/event-log.ts";
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
