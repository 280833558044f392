import { defineRoute, Type, type RouteDefinition } from "berth/plugin";
import type { AnchorsService } from "./anchors-service.ts";
import { AnchorAnswer, AnchorParams, CreateAnchorBody, CreateAnswer, LineageAnswer, LineageQuery, ListAnchorsQuery, ListAnswer, VerifyAnswer } from "./schemas.ts";

const READ = "Any key of the world may read anchors: they are provenance records meant to be checked.";

export function anchorsRoutes(service: AnchorsService): RouteDefinition[] {
  return [
    defineRoute({
      method: "POST",
      url: "/v1/anchors",
      auth: "key",
      idempotent: true,
      summary: "Anchor an artifact",
      description:
        "Admin, or a key allowed to act for `agent_passport_id`. Send the content (`content_base64`, or `content` as JSON, hashed as its RFC 8785 form) and Berth keeps it and sets content_hash, cid (CIDv1, raw, sha2-256), url and size_bytes; or describe content kept elsewhere with `content_hash` (and cid, url, size_bytes). 201 with the new record; 200 with the existing one when the same artifact and content was anchored before.",
      tags: ["anchors"],
      body: CreateAnchorBody,
      response: { 201: CreateAnswer, 200: CreateAnswer },
      errors: [403, 409],
      handler: async (req, res) => {
        const made = await service.create(req.caller, req.body);
        // Status keys are listed in numeric order, so the default would be 200: say 201 explicitly.
        res.status(made.created ? 201 : 200);
        return { success: true, ...made };
      },
    }),
    defineRoute({
      method: "GET",
      url: "/v1/anchors",
      auth: "key",
      summary: "List an agent's anchors",
      description: `${READ} Newest first; page with \`cursor\`=\`next_cursor\`.`,
      tags: ["anchors"],
      querystring: ListAnchorsQuery,
      response: { 200: ListAnswer },
      handler: async (req) => ({ success: true, ...(await service.list(req.caller, req.query)) }),
    }),
    defineRoute({
      method: "GET",
      url: "/v1/anchors/:anchor_id",
      auth: "key",
      summary: "Read an anchor",
      description: READ,
      tags: ["anchors"],
      params: AnchorParams,
      response: { 200: AnchorAnswer },
      errors: [404],
      handler: async (req) => ({ success: true, anchor: await service.get(req.caller, req.params.anchor_id) }),
    }),
    defineRoute({
      method: "GET",
      url: "/v1/anchors/:anchor_id/lineage",
      auth: "key",
      summary: "Anchor lineage",
      description: `${READ} Walks parent_anchor_id from the target back to the root: target first, root last. At most \`max_depth\` records (default and ceiling ANCHOR_LINEAGE_MAX_DEPTH); \`truncated\` says the cap stopped the walk, and the last record's parent_anchor_id continues it.`,
      tags: ["anchors"],
      params: AnchorParams,
      querystring: LineageQuery,
      response: { 200: LineageAnswer },
      errors: [404],
      handler: async (req) => ({ success: true, ...(await service.lineage(req.caller, req.params.anchor_id, req.query.max_depth)) }),
    }),
    defineRoute({
      method: "GET",
      url: "/v1/anchors/:anchor_id/content",
      auth: "key",
      summary: "Read an anchor's content",
      description: `${READ} The bytes Berth keeps for the anchor, checked against its content_hash first (409 ANCHOR_CONTENT_CORRUPTED when they no longer match).`,
      tags: ["anchors"],
      params: AnchorParams,
      response: { 200: Type.String({ description: "The content's bytes, as anchored (application/octet-stream)." }) },
      errors: [404, 409],
      handler: async (req, res) => {
        const { bytes, anchor } = await service.content(req.caller, req.params.anchor_id);
        res.header("content-type", "application/octet-stream");
        res.header("etag", `"${anchor.content_hash}"`);
        return bytes;
      },
    }),
    defineRoute({
      method: "POST",
      url: "/v1/anchors/:anchor_id/verify",
      auth: "key",
      bodyOptional: true,
      summary: "Verify an anchor's content",
      description:
        "Admin, or a key allowed to act for the anchor's agent. Reads the content again (Berth's store, or `url` with ANCHOR_FETCH_TIMEOUT_MS and ANCHOR_FETCH_MAX_BYTES), re-hashes it and records the outcome: status verified, or unreachable (nothing could be read, or the bytes differ: `verification.result` is then `mismatch`). Sets verified_at.",
      tags: ["anchors"],
      params: AnchorParams,
      body: Type.Object({}, { additionalProperties: false }),
      response: { 200: VerifyAnswer },
      errors: [403, 404],
      handler: async (req) => ({ success: true, ...(await service.verify(req.caller, req.params.anchor_id)) }),
    }),
  ];
}
