import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { anchored, b64, createAnchor } from "./anchor-helpers.ts";

describe("who may do what with anchors, and test and live never mix", () => {
  let b: TestBerth;
  let mine: string;
  let theirs: string;
  let testAgent: string;
  let rootId: string;
  beforeAll(async () => {
    b = await startBerth();
    mine = (await b.key("agent", { passports: ["agent-1"] })).token;
    theirs = (await b.key("agent", { passports: ["agent-2"] })).token;
    testAgent = (await b.key("agent", { passports: ["agent-1"], mode: "test" })).token;
    rootId = (await anchored(b, { artifact_id: "access-root", content_base64: b64("root") })).anchor_id;
  });
  afterAll(() => b.stop());

  const routes = () => [
    { method: "POST", path: "/v1/anchors", body: { artifact_type: "epoch_bundle", artifact_id: "m", agent_passport_id: "agent-1", content_base64: b64("m") } },
    { method: "GET", path: "/v1/anchors?agent_passport_id=agent-1" },
    { method: "GET", path: `/v1/anchors/${rootId}` },
    { method: "GET", path: `/v1/anchors/${rootId}/lineage` },
    { method: "GET", path: `/v1/anchors/${rootId}/content` },
    { method: "POST", path: `/v1/anchors/${rootId}/verify` },
  ];

  it("every anchor route needs a key: 401 without, 401 for a malformed one", async () => {
    for (const r of routes()) {
      const none = await b.request(r.method, r.path, { body: r.body });
      expect(none.status, r.path).toBe(401);
      expect(none.body.error_code).toBe("API_KEY_MISSING");
      expect((await b.request(r.method, r.path, { body: r.body, key: "nope" })).body.error_code).toBe("API_KEY_MALFORMED");
    }
  });

  it("an admin and the agent's own key may create and verify; another agent's key may not; any key reads", async () => {
    for (const r of routes()) {
      expect((await b.request(r.method, r.path, { key: b.adminKey, body: r.body })).status, `admin ${r.path}`).toBeLessThan(300);
      expect((await b.request(r.method, r.path, { key: mine, body: r.body })).status, `own ${r.path}`).toBeLessThan(300);
      const other = await b.request(r.method, r.path, { key: theirs, body: r.body });
      if (r.method === "POST") {
        expect(other.status, `other ${r.path}`).toBe(403);
        expect(other.body.error_code).toBe("PASSPORT_NOT_ALLOWED");
      } else expect(other.status, `other ${r.path}`).toBe(200);
    }
  });

  it("a test key sees none of the live anchors, and its own are invisible to live keys", async () => {
    expect((await b.request("GET", `/v1/anchors/${rootId}`, { key: testAgent })).body.error_code).toBe("ANCHOR_NOT_FOUND");
    expect((await b.request("GET", `/v1/anchors/${rootId}/lineage`, { key: testAgent })).status).toBe(404);
    expect((await b.request("POST", `/v1/anchors/${rootId}/verify`, { key: testAgent })).status).toBe(404);
    // A live parent does not exist in the test world.
    const crossParent = await createAnchor(b, { artifact_id: "t-child", content_base64: b64("t"), parent_anchor_id: rootId }, testAgent);
    expect(crossParent.body.error_code).toBe("PARENT_ANCHOR_NOT_FOUND");
    // The same artifact and content in the test world is its own record.
    const same = await createAnchor(b, { artifact_id: "access-root", content_base64: b64("root") }, testAgent);
    expect(same.status).toBe(201);
    expect(same.body.anchor.anchor_id).not.toBe(rootId);
    expect((await b.request("GET", `/v1/anchors/${same.body.anchor.anchor_id}`, { key: b.adminKey })).status).toBe(404);
    const liveList = await b.request("GET", "/v1/anchors?agent_passport_id=agent-1", { key: b.adminKey });
    expect(liveList.body.anchors.map((a: { anchor_id: string }) => a.anchor_id)).not.toContain(same.body.anchor.anchor_id);
    const testList = await b.request("GET", "/v1/anchors?agent_passport_id=agent-1", { key: b.testAdminKey });
    expect(testList.body.anchors.map((a: { anchor_id: string }) => a.anchor_id)).toEqual([same.body.anchor.anchor_id]);
    const testEvents = await b.request("GET", "/v1/events?type=anchor", { key: b.testAdminKey });
    expect(testEvents.body.events.every((e: { world: string }) => e.world === "test")).toBe(true);
  });
});
