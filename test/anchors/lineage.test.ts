import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { worldStores } from "../../core/ports/document-store.ts";
import { ANCHORS, type AnchorRecord } from "../../plugins/anchors/anchor-record.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { anchored, b64, sha256 } from "./anchor-helpers.ts";

const LENGTH = 10_000;

describe("a lineage of 10,000 records", () => {
  let b: TestBerth;
  let ids: string[];
  beforeAll(async () => {
    // A lineage costs a unit of the rate limit per 10 records (test/abuse/work-cost.test.ts): these walks of 10,000 need more than the default budget.
    b = await startBerth({ env: { ANCHOR_LINEAGE_MAX_DEPTH: String(LENGTH), RATE_LIMIT_MAX: "1000000" } });
    // 10,000 chained records written straight into the store in one transaction (through HTTP
    // each would wait for its parent's answer); the reads below go through HTTP.
    ids = Array.from({ length: LENGTH }, () => randomUUID());
    const now = Date.now();
    await worldStores(b.host.store).world("live").transaction(async (tx) => {
      const anchors = tx.collection<AnchorRecord>(ANCHORS);
      for (let i = 0; i < LENGTH; i++) {
        await anchors.insert(ids[i]!, {
          artifact_type: "mmr_checkpoint",
          artifact_id: `cp-${i}`,
          content_hash: sha256(`checkpoint ${i}`),
          agent_passport_id: "deep",
          producer: null,
          provider: null,
          storage_tier: "evolving",
          cid: null,
          url: null,
          size_bytes: null,
          status: "uploaded",
          parent_anchor_id: i === 0 ? null : ids[i - 1]!,
          chain_tx: {},
          metadata: { i },
          content_stored: false,
          created_at: now + i,
          verified_at: null,
          last_verification: null,
        });
      }
    });
  }, 120_000);
  afterAll(() => b.stop());

  it("walks all 10,000 from the newest to the root, without recursion", async () => {
    const started = Date.now();
    const a = await b.request("GET", `/v1/anchors/${ids[LENGTH - 1]}/lineage`, { key: b.adminKey });
    const took = Date.now() - started;
    expect(a.status).toBe(200);
    expect(a.body.truncated).toBe(false);
    expect(a.body.data).toHaveLength(LENGTH);
    expect(a.body.data[0].anchor_id).toBe(ids[LENGTH - 1]);
    expect(a.body.data[LENGTH - 1]).toMatchObject({ anchor_id: ids[0], parent_anchor_id: null, metadata: { i: 0 } });
    expect(a.body.data.every((r: { anchor_id: string }, k: number) => r.anchor_id === ids[LENGTH - 1 - k])).toBe(true);
    expect(took).toBeLessThan(10_000);
  });

  it("stops at the depth cap with truncated, and the last record's parent continues the walk", async () => {
    // One more generation over HTTP makes the lineage one longer than the cap.
    const top = await anchored(b, { agent_passport_id: "deep", artifact_type: "mmr_checkpoint", artifact_id: "cp-top", content_base64: b64("top"), parent_anchor_id: ids[LENGTH - 1] });
    const capped = await b.request("GET", `/v1/anchors/${top.anchor_id}/lineage`, { key: b.adminKey });
    expect(capped.body.data).toHaveLength(LENGTH);
    expect(capped.body.truncated).toBe(true);
    const last = capped.body.data[LENGTH - 1];
    expect(last.anchor_id).toBe(ids[1]);
    const rest = await b.request("GET", `/v1/anchors/${last.parent_anchor_id}/lineage`, { key: b.adminKey });
    expect(rest.body).toMatchObject({ truncated: false, data: [{ anchor_id: ids[0] }] });
    // A max_depth above the configured cap is held to the cap.
    const asked = await b.request("GET", `/v1/anchors/${top.anchor_id}/lineage?max_depth=50000`, { key: b.adminKey });
    expect(asked.body.data).toHaveLength(LENGTH);
    const small = await b.request("GET", `/v1/anchors/${top.anchor_id}/lineage?max_depth=3`, { key: b.adminKey });
    expect(small.body.data.map((r: { anchor_id: string }) => r.anchor_id)).toEqual([top.anchor_id, ids[LENGTH - 1], ids[LENGTH - 2]]);
    expect(small.body.truncated).toBe(true);
  });
});
