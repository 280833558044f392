import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { anchored, b64, sha256 } from "./anchor-helpers.ts";

for (const engine of ["mercurius", "yoga"] as const) {
  describe(`anchors in GraphQL on ${engine}`, () => {
    let b: TestBerth;
    let agentKey: string;
    beforeAll(async () => {
      b = await startBerth({ env: { GRAPHQL_ENGINE: engine } });
      agentKey = (await b.key("agent", { passports: ["agent-1"] })).token;
    });
    afterAll(() => b.stop());

    it("creates, reads, walks and verifies the same records REST does", async () => {
      const made = await b.graphql(
        `mutation($c: String!) { createAnchor(artifactType: "epoch_bundle", artifactId: "g-1", agentPassportId: "agent-1", contentBase64: $c, chainTx: {base: "0x1"}) { created anchor { anchorId cid contentHash sizeBytes status chainTx } } }`,
        { c: b64("graphql bytes") },
        agentKey,
      );
      expect(made.body.errors).toBeUndefined();
      const root = made.body.data.createAnchor.anchor;
      expect(made.body.data.createAnchor.created).toBe(true);
      expect(root).toMatchObject({ contentHash: sha256("graphql bytes"), sizeBytes: 13, status: "uploaded", chainTx: { base: "0x1" } });
      const rest = await b.request("GET", `/v1/anchors/${root.anchorId}`, { key: agentKey });
      expect(rest.body.anchor.cid).toBe(root.cid);

      const child = await b.graphql(
        `mutation($p: ID!) { createAnchor(artifactType: "epoch_proof", artifactId: "g-1-proof", agentPassportId: "agent-1", content: {proof: [1, 2]}, parentAnchorId: $p) { anchor { anchorId parentAnchorId parent { anchorId } } } }`,
        { p: root.anchorId },
        agentKey,
      );
      expect(child.body.errors).toBeUndefined();
      const childId = child.body.data.createAnchor.anchor.anchorId;
      expect(child.body.data.createAnchor.anchor.parent).toEqual({ anchorId: root.anchorId });

      const read = await b.graphql(
        `query($id: ID!) { anchor(id: $id) { artifactType createdAt verifiedAt lastVerification { result } } anchorLineage(id: $id) { truncated data { anchorId } } agent(passportId: "agent-1") { anchors(limit: 1) { nextCursor anchors { anchorId } } } }`,
        { id: childId },
        agentKey,
      );
      expect(read.body.errors).toBeUndefined();
      expect(read.body.data.anchor).toMatchObject({ artifactType: "epoch_proof", verifiedAt: null, lastVerification: null });
      expect(read.body.data.anchorLineage).toEqual({ truncated: false, data: [{ anchorId: childId }, { anchorId: root.anchorId }] });
      expect(read.body.data.agent.anchors.anchors).toEqual([{ anchorId: childId }]);
      expect(read.body.data.agent.anchors.nextCursor).toEqual(expect.any(String));

      const verified = await b.graphql(`mutation($id: ID!) { verifyAnchor(id: $id) { anchor { status verifiedAt } verification { result source actualHash } } }`, { id: root.anchorId }, agentKey);
      expect(verified.body.errors).toBeUndefined();
      expect(verified.body.data.verifyAnchor.verification).toEqual({ result: "verified", source: "local", actualHash: sha256("graphql bytes") });
      expect(verified.body.data.verifyAnchor.anchor.status).toBe("verified");
    });

    it("answers the REST error codes", async () => {
      const other = await anchored(b, { agent_passport_id: "agent-2", artifact_id: "g-other", content_base64: b64("other") });
      const cases: [string, string][] = [
        [`{ anchor(id: "00000000-0000-4000-8000-000000000000") { anchorId } }`, "ANCHOR_NOT_FOUND"],
        [`{ anchor(id: "not-a-uuid") { anchorId } }`, "VALIDATION_FAILED"],
        [`{ anchorLineage(id: "00000000-0000-4000-8000-000000000000") { truncated } }`, "ANCHOR_NOT_FOUND"],
        [`{ anchorLineage(id: "${other.anchor_id}", maxDepth: 0) { truncated } }`, "VALIDATION_FAILED"],
        [`mutation { createAnchor(artifactType: "selfie", artifactId: "x", agentPassportId: "agent-1", contentBase64: "") { created } }`, "VALIDATION_FAILED"],
        [`mutation { createAnchor(artifactType: "epoch_bundle", artifactId: "x", agentPassportId: "agent-2", contentBase64: "") { created } }`, "PASSPORT_NOT_ALLOWED"],
        [`mutation { verifyAnchor(id: "${other.anchor_id}") { anchor { status } } }`, "PASSPORT_NOT_ALLOWED"],
      ];
      for (const [query, code] of cases) {
        const a = await b.graphql(query, {}, agentKey);
        expect(a.body.errors?.[0]?.extensions?.error_code, query).toBe(code);
      }
    });
  });
}
