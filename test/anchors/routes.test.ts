import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { anchored, b64, contentPath, createAnchor, sha256, UUID } from "./anchor-helpers.ts";

// CIDv1 (raw, sha2-256) that `ipfs add --cid-version 1 --raw-leaves` prints for these bytes.
const CID_OF_EMPTY = "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku";
const CID_OF_HELLO = "bafkreifjjcie6lypi6ny7amxnfftagclbuxndqonfipmb64f2km2devei4";

describe("anchors over real HTTP", () => {
  let b: TestBerth;
  beforeAll(async () => {
    b = await startBerth({ env: { ANCHOR_MAX_CONTENT_BYTES: "4096" } });
  });
  afterAll(() => b.stop());

  it("anchors content sent as base64: Berth keeps the bytes under their SHA-256 and computes the CIDv1 any IPFS tool would", async () => {
    const a = await createAnchor(b, { artifact_id: "epoch-1", content_base64: b64("hello world\n"), producer: "epoch-builder", metadata: { epoch: 1 }, chain_tx: { base: "0xabc" } });
    expect(a.status, a.text).toBe(201);
    const anchor = a.body.anchor;
    expect(a.body).toMatchObject({ success: true, created: true });
    expect(anchor).toEqual({
      anchor_id: expect.stringMatching(UUID),
      artifact_type: "epoch_bundle",
      artifact_id: "epoch-1",
      agent_passport_id: "agent-1",
      producer: "epoch-builder",
      provider: "berth",
      storage_tier: "permanent",
      cid: CID_OF_HELLO,
      content_hash: sha256("hello world\n"),
      url: `/v1/anchors/${anchor.anchor_id}/content`,
      size_bytes: 12,
      status: "uploaded",
      parent_anchor_id: null,
      chain_tx: { base: "0xabc" },
      metadata: { epoch: 1 },
      content_stored: true,
      created_at: expect.any(Number),
      verified_at: null,
      last_verification: null,
    });
    expect(Number.isInteger(anchor.created_at)).toBe(true);
    expect(readFileSync(contentPath(b, anchor.content_hash), "utf8")).toBe("hello world\n");
    const content = await b.request("GET", `/v1/anchors/${anchor.anchor_id}/content`, { key: b.adminKey });
    expect(content.status).toBe(200);
    expect(content.headers.get("content-type")).toBe("application/octet-stream");
    expect(content.text).toBe("hello world\n");
    const empty = await anchored(b, { artifact_id: "empty", content_base64: "" });
    expect(empty).toMatchObject({ cid: CID_OF_EMPTY, size_bytes: 0, content_hash: sha256("") });
  });

  it("hashes JSON content as its RFC 8785 canonical form", async () => {
    const anchor = await anchored(b, { artifact_type: "passport_metadata", artifact_id: "p-1", content: { name: "Ada", caps: ["plan", 1e21], a: null } });
    const canonical = '{"a":null,"caps":["plan",1e+21],"name":"Ada"}';
    expect(anchor.content_hash).toBe(sha256(canonical));
    expect(readFileSync(contentPath(b, anchor.content_hash), "utf8")).toBe(canonical);
    // The same value written in another key order is the same content: the existing record.
    const again = await createAnchor(b, { artifact_type: "passport_metadata", artifact_id: "p-1", content: { a: null, name: "Ada", caps: ["plan", 1e21] } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, anchor: { anchor_id: anchor.anchor_id } });
  });

  it("describes content kept elsewhere: content_hash required, a raw CID must commit to it", async () => {
    const hash = sha256("elsewhere");
    const anchor = await anchored(b, { artifact_id: "ext-1", content_hash: hash, url: "https://arweave.net/abc", provider: "arweave", size_bytes: 9, storage_tier: "evolving" });
    expect(anchor).toMatchObject({ content_hash: hash, cid: null, url: "https://arweave.net/abc", provider: "arweave", size_bytes: 9, content_stored: false, storage_tier: "evolving" });
    const dagPb = await anchored(b, { artifact_id: "ext-2", content_hash: hash, cid: "QmdfTbBqBPQ7VNxZEYEj14VmRuZBkqFbiwReogJgS1zR1n" });
    expect(dagPb.cid).toBe("QmdfTbBqBPQ7VNxZEYEj14VmRuZBkqFbiwReogJgS1zR1n");
    const wrongCid = await createAnchor(b, { artifact_id: "ext-3", content_hash: hash, cid: CID_OF_HELLO });
    expect(wrongCid.status).toBe(400);
    expect(wrongCid.body).toMatchObject({ error_code: "ANCHOR_CONTENT_MISMATCH", details: [{ field: "cid" }] });
    const noContent = await b.request("GET", `/v1/anchors/${anchor.anchor_id}/content`, { key: b.adminKey });
    expect(noContent.status).toBe(404);
    expect(noContent.body.error_code).toBe("ANCHOR_CONTENT_NOT_STORED");
  });

  it("refuses every broken body with a clear 4xx, and writes no record for it", async () => {
    const agent = "agent-refused";
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ artifact_type: "selfie", content_base64: "" }, 400, "VALIDATION_FAILED", "artifact_type"],
      [{ storage_tier: "forever", content_base64: "" }, 400, "VALIDATION_FAILED", "storage_tier"],
      [{}, 400, "VALIDATION_FAILED", "content_hash"],
      [{ content: 1, content_base64: "" }, 400, "VALIDATION_FAILED", "content"],
      [{ content_base64: "aGVsbG8" }, 400, "VALIDATION_FAILED", "content_base64"],
      [{ content_base64: "not base64!" }, 400, "VALIDATION_FAILED", "content_base64"],
      [{ content_hash: "ABC" }, 400, "VALIDATION_FAILED", "content_hash"],
      [{ content_base64: b64("x"), content_hash: sha256("y") }, 400, "ANCHOR_CONTENT_MISMATCH", "content_hash"],
      [{ content_base64: b64("x"), size_bytes: 2 }, 400, "ANCHOR_CONTENT_MISMATCH", "size_bytes"],
      [{ content_base64: b64("x"), cid: CID_OF_HELLO }, 400, "ANCHOR_CONTENT_MISMATCH", "cid"],
      [{ content_hash: sha256("x"), cid: "not-a-cid" }, 400, "VALIDATION_FAILED", "cid"],
      [{ content_hash: sha256("x"), url: "not a url" }, 400, "VALIDATION_FAILED", "url"],
      [{ content_hash: sha256("x"), chain_tx: { "Bad Key": "0x1" } }, 400, "VALIDATION_FAILED", "chain_tx.Bad Key"],
      [{ content_hash: sha256("x"), chain_tx: { base: 12 } }, 400, "VALIDATION_FAILED", "chain_tx.base"],
      [{ content_hash: sha256("x"), metadata: { blob: "m".repeat(20_000) } }, 400, "VALIDATION_FAILED", "metadata"],
      [{ content_hash: sha256("x"), parent_anchor_id: "not-a-uuid" }, 400, "VALIDATION_FAILED", "parent_anchor_id"],
      [{ content_hash: sha256("x"), parent_anchor_id: "00000000-0000-4000-8000-000000000000" }, 400, "PARENT_ANCHOR_NOT_FOUND", "parent_anchor_id"],
      [{ content_hash: sha256("x"), status: "verified" }, 400, "VALIDATION_FAILED", "status"],
      [{ content_base64: b64("z".repeat(5000)) }, 413, "ANCHOR_CONTENT_TOO_LARGE"],
    ];
    for (const [body, status, code, field] of cases) {
      const a = await createAnchor(b, { artifact_id: "refused", agent_passport_id: agent, ...body });
      expect(a.status, `${JSON.stringify(body).slice(0, 80)}: ${a.text}`).toBe(status);
      expect(a.body).toMatchObject({ success: false, error_code: code });
      if (field) expect(a.body.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const list = await b.request("GET", `/v1/anchors?agent_passport_id=${agent}`, { key: b.adminKey });
    expect(list.body.anchors).toEqual([]);
    // Refused content is not written either.
    const orphan = await createAnchor(b, { artifact_id: "orphan", agent_passport_id: agent, content_base64: b64("orphan bytes"), parent_anchor_id: "00000000-0000-4000-8000-000000000000" });
    expect(orphan.body.error_code).toBe("PARENT_ANCHOR_NOT_FOUND");
    expect(existsSync(contentPath(b, sha256("orphan bytes")))).toBe(false);
    expect(existsSync(contentPath(b, sha256("z".repeat(5000))))).toBe(false);
    const notJson = await b.request("POST", "/v1/anchors", { key: b.adminKey, rawBody: "{", contentType: "application/json" });
    expect(notJson.body.error_code).toBe("MALFORMED_JSON");
  });

  it("answers the existing record for a repeat, and 409 when another agent anchored the same artifact and content", async () => {
    const first = await anchored(b, { artifact_id: "dup", content_base64: b64("dup") });
    const repeat = await createAnchor(b, { artifact_id: "dup", content_base64: b64("dup"), metadata: { ignored: true } });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual({ success: true, created: false, anchor: first });
    // Same artifact id, other content: a new record (a new version of the artifact).
    const next = await anchored(b, { artifact_id: "dup", content_base64: b64("dup v2") });
    expect(next.anchor_id).not.toBe(first.anchor_id);
    const other = await createAnchor(b, { artifact_id: "dup", content_base64: b64("dup"), agent_passport_id: "agent-2" });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: "conflict", error_code: "ANCHOR_EXISTS" });
    // Concurrent repeats make one record.
    const racing = await Promise.all(Array.from({ length: 8 }, () => createAnchor(b, { artifact_id: "race", content_base64: b64("race") })));
    expect(new Set(racing.map((a) => a.body.anchor.anchor_id)).size).toBe(1);
    expect(racing.filter((a) => a.status === 201)).toHaveLength(1);
  });

  it("replays a create with the same Idempotency-Key and refuses the key with another body", async () => {
    const headers = { "idempotency-key": "anchor-idem-1" };
    const one = await createAnchor(b, { artifact_id: "idem", content_base64: b64("idem") }, b.adminKey, headers);
    const two = await createAnchor(b, { artifact_id: "idem", content_base64: b64("idem") }, b.adminKey, headers);
    expect(one.status).toBe(201);
    expect(two.status).toBe(201);
    expect(two.headers.get("idempotent-replayed")).toBe("true");
    expect(two.body).toEqual(one.body);
    const other = await createAnchor(b, { artifact_id: "idem-2", content_base64: b64("idem") }, b.adminKey, headers);
    expect(other.status).toBe(409);
    expect(other.body.error_code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("reads one anchor: 404 for an unknown id, 400 for a non-UUID", async () => {
    const anchor = await anchored(b, { artifact_id: "read-1", content_base64: b64("read") });
    const a = await b.request("GET", `/v1/anchors/${anchor.anchor_id}`, { key: b.adminKey });
    expect(a.body).toEqual({ success: true, anchor });
    const unknown = await b.request("GET", "/v1/anchors/00000000-0000-4000-8000-000000000000", { key: b.adminKey });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error: "not_found", error_code: "ANCHOR_NOT_FOUND" });
    for (const path of ["/v1/anchors/nope", "/v1/anchors/nope/lineage", "/v1/anchors/nope/content"]) {
      const bad = await b.request("GET", path, { key: b.adminKey });
      expect(bad.status, path).toBe(400);
      expect(bad.body.details).toEqual([{ field: "params.anchor_id", problem: 'must match format "uuid"' }]);
    }
    expect((await b.request("POST", "/v1/anchors/nope/verify", { key: b.adminKey })).status).toBe(400);
  });

  it("lists an agent's anchors newest first, page by page", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await anchored(b, { agent_passport_id: "lister", artifact_id: `l-${i}`, content_base64: b64(`list ${i}`) })).anchor_id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await b.request("GET", `/v1/anchors?agent_passport_id=lister&limit=2${cursor ? `&cursor=${cursor}` : ""}`, { key: b.adminKey });
      expect(page.status).toBe(200);
      expect(page.body.anchors.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.anchors.map((a: { anchor_id: string }) => a.anchor_id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    expect((await b.request("GET", "/v1/anchors", { key: b.adminKey })).body.details).toEqual([{ field: "query.agent_passport_id", problem: "is required" }]);
    expect((await b.request("GET", "/v1/anchors?agent_passport_id=lister&cursor=garbage", { key: b.adminKey })).body.error_code).toBe("INVALID_CURSOR");
    expect((await b.request("GET", "/v1/anchors?agent_passport_id=lister&limit=0", { key: b.adminKey })).status).toBe(400);
  });

  it("reads the lineage of an artifact with two descendants: target first, root last", async () => {
    const root = await anchored(b, { artifact_type: "epoch_bundle", artifact_id: "e-1", content_base64: b64("epoch 1") });
    const child = await anchored(b, { artifact_type: "epoch_proof", artifact_id: "e-1-proof", content_base64: b64("proof 1"), parent_anchor_id: root.anchor_id });
    const grandchild = await anchored(b, { artifact_type: "mmr_checkpoint", artifact_id: "mmr-1", content_base64: b64("mmr 1"), parent_anchor_id: child.anchor_id });
    const a = await b.request("GET", `/v1/anchors/${grandchild.anchor_id}/lineage`, { key: b.adminKey });
    expect(a.status).toBe(200);
    expect(a.body).toEqual({ success: true, data: [grandchild, child, root], truncated: false });
    const capped = await b.request("GET", `/v1/anchors/${grandchild.anchor_id}/lineage?max_depth=2`, { key: b.adminKey });
    expect(capped.body.data.map((r: { anchor_id: string }) => r.anchor_id)).toEqual([grandchild.anchor_id, child.anchor_id]);
    expect(capped.body.truncated).toBe(true);
    const exact = await b.request("GET", `/v1/anchors/${grandchild.anchor_id}/lineage?max_depth=3`, { key: b.adminKey });
    expect(exact.body.truncated).toBe(false);
    const ofRoot = await b.request("GET", `/v1/anchors/${root.anchor_id}/lineage`, { key: b.adminKey });
    expect(ofRoot.body).toEqual({ success: true, data: [root], truncated: false });
    const unknown = await b.request("GET", "/v1/anchors/00000000-0000-4000-8000-000000000000/lineage", { key: b.adminKey });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe("ANCHOR_NOT_FOUND");
    expect((await b.request("GET", `/v1/anchors/${root.anchor_id}/lineage?max_depth=0`, { key: b.adminKey })).status).toBe(400);
  });

  it("appends anchor.created with the record, subject = the agent passport", async () => {
    const anchor = await anchored(b, { agent_passport_id: "evented", artifact_id: "ev-1", content_base64: b64("event me") });
    const events = await b.request("GET", "/v1/events?subject=evented&type=anchor", { key: b.adminKey });
    expect(events.body.events).toHaveLength(1);
    expect(events.body.events[0]).toMatchObject({ type: "anchor.created", source: "/berth/anchors", subject: "evented", world: "live", data: { anchor } });
  });
});
