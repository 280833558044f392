import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toState } from "../plugins/compute/node-state.ts";
import { startBerth, tempDir, type TestBerth } from "./support/test-berth.ts";

describe("compute node heartbeats and health over real HTTP", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth({ env: { COMPUTE_HEARTBEAT_EXPIRY_MS: "400" } });
  });
  afterAll(() => b.stop());

  it("records a heartbeat and answers it as the node's state", async () => {
    const before = Date.now();
    const beat = await b.request("POST", "/v1/compute/nodes/gpu-7/heartbeat", {
      key: b.adminKey,
      body: { status: "degraded", queue_depth: 4, price_per_1k_tokens_estimate: 0.002, p95_ms_estimate: 850 },
    });
    expect(beat.status).toBe(200);
    expect(beat.body.success).toBe(true);
    const health = await b.request("GET", "/v1/compute/nodes/gpu-7/health", { key: b.adminKey });
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({
      success: true,
      state: {
        compute_passport_id: "gpu-7",
        status: "degraded",
        queue_depth: 4,
        price_per_1k_tokens_estimate: 0.002,
        p95_ms_estimate: 850,
        heartbeat_count: 1,
        expired: false,
      },
    });
    expect(health.body.state.last_heartbeat_at).toBeGreaterThanOrEqual(before);
    expect(Number.isInteger(health.body.state.last_heartbeat_at)).toBe(true);
  });

  it("answers 404 COMPUTE_NODE_NOT_FOUND for a node never seen", async () => {
    const a = await b.request("GET", "/v1/compute/nodes/never-seen/health", { key: b.adminKey });
    expect(a.status).toBe(404);
    expect(a.body).toMatchObject({ success: false, error: "not_found", error_code: "COMPUTE_NODE_NOT_FOUND" });
  });

  it("answers 503 COMPUTE_NODE_EXPIRED with the last state once the heartbeat is too old, and 200 again after a new one", async () => {
    await b.request("POST", "/v1/compute/nodes/slow-1/heartbeat", { key: b.adminKey, body: { status: "healthy" } });
    await new Promise((r) => setTimeout(r, 600));
    const expired = await b.request("GET", "/v1/compute/nodes/slow-1/health", { key: b.adminKey });
    expect(expired.status).toBe(503);
    expect(expired.body).toMatchObject({ success: false, error: "not_ready", error_code: "COMPUTE_NODE_EXPIRED" });
    expect(expired.body.details.state).toMatchObject({ compute_passport_id: "slow-1", status: "healthy", expired: true });
    await b.request("POST", "/v1/compute/nodes/slow-1/heartbeat", { key: b.adminKey, body: { status: "healthy" } });
    expect((await b.request("GET", "/v1/compute/nodes/slow-1/health", { key: b.adminKey })).status).toBe(200);
  });

  it("rejects a body passport that differs from the path, and bad values, with 400", async () => {
    const a = await b.request("POST", "/v1/compute/nodes/n1/heartbeat", { key: b.adminKey, body: { compute_passport_id: "n2", status: "healthy" } });
    expect(a.status).toBe(400);
    expect(a.body.details).toEqual([{ field: "compute_passport_id", problem: "must equal the path's computePassportId (n1)" }]);
    const same = await b.request("POST", "/v1/compute/nodes/n1/heartbeat", { key: b.adminKey, body: { compute_passport_id: "n1", status: "down" } });
    expect(same.status).toBe(200);
    for (const body of [{}, { status: "HEALTHY" }, { status: "healthy", queue_depth: 1.5 }, { status: "healthy", price_per_1k_tokens_estimate: -1 }]) {
      const bad = await b.request("POST", "/v1/compute/nodes/n1/heartbeat", { key: b.adminKey, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error_code).toBe("VALIDATION_FAILED");
    }
  });

  it("counts every one of 40 concurrent heartbeats", async () => {
    await Promise.all(
      Array.from({ length: 40 }, () => b.request("POST", "/v1/compute/nodes/busy/heartbeat", { key: b.adminKey, body: { status: "healthy" } })),
    );
    const a = await b.request("GET", "/v1/compute/nodes/busy/health", { key: b.adminKey });
    expect(a.body.state.heartbeat_count).toBe(40);
  });
});

describe("compute heartbeats survive a restart", () => {
  it("a node's state is still there after Berth stops and starts on the same data folder", async () => {
    const dataDir = tempDir();
    const first = await startBerth({ dataDir });
    await first.request("POST", "/v1/compute/nodes/durable/heartbeat", { key: first.adminKey, body: { status: "healthy", queue_depth: 9 } });
    await first.stop();
    const second = await startBerth({ dataDir });
    try {
      const a = await second.request("GET", "/v1/compute/nodes/durable/health", { key: second.adminKey });
      expect(a.status).toBe(200);
      expect(a.body.state).toMatchObject({ compute_passport_id: "durable", queue_depth: 9, heartbeat_count: 1 });
      // The first instance's key is still valid too: keys live in the same store.
      expect((await second.request("GET", "/v2/reputation/algorithms", { key: first.adminKey })).status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});

describe("expiry boundary (spec: more than 30 s)", () => {
  const record = { status: "healthy" as const, queue_depth: null, price_per_1k_tokens_estimate: null, p95_ms_estimate: null, last_heartbeat_at: 1_000_000, first_seen_at: 1_000_000, heartbeat_count: 1 };
  it("is alive at exactly 30 s and expired 1 ms later", () => {
    expect(toState("n", record, 1_030_000, 30_000).expired).toBe(false);
    expect(toState("n", record, 1_030_001, 30_000).expired).toBe(true);
  });
});
