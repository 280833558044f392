import { defineEventType, Type, UuidSchema, type Static } from "berth/plugin";
import { ANCHOR_STATUSES, AnchorSchema, VERIFICATION_RESULTS, VerificationSchema } from "./schemas.ts";

// The events the anchors service appends (anchors-service.ts, publish), in the transaction of the
// change. Subject: the agent passport the artifact belongs to.

const EXAMPLE_ANCHOR: Static<typeof AnchorSchema> = {
  anchor_id: "0199a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a60",
  artifact_type: "epoch_bundle",
  artifact_id: "epoch-42",
  agent_passport_id: "agent-7",
  producer: null,
  provider: "berth",
  storage_tier: "permanent",
  cid: "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku",
  content_hash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
  url: "https://berth.example.com/v1/anchors/0199a3c4-5b6d-7e8f-9a0b-1c2d3e4f5a60/content",
  size_bytes: 0,
  status: "uploaded",
  parent_anchor_id: null,
  chain_tx: {},
  metadata: {},
  content_stored: true,
  created_at: 1760000000000,
  verified_at: null,
  last_verification: null,
};

export const anchorCreated = defineEventType({
  type: "anchor.created",
  description: "An anchored artifact was recorded (POST /v1/anchors). Subject: the agent passport it belongs to.",
  data: Type.Object({ anchor: AnchorSchema }, { additionalProperties: false }),
  example: { anchor: EXAMPLE_ANCHOR },
});

export const anchorVerified = defineEventType({
  type: "anchor.verified",
  description: "An anchor's content was read again and re-hashed (POST /v1/anchors/{anchor_id}/verify): `result` says whether it still matches. Subject: the agent passport it belongs to.",
  data: Type.Object(
    {
      anchor_id: UuidSchema,
      result: Type.Enum([...VERIFICATION_RESULTS]),
      status: Type.Enum([...ANCHOR_STATUSES], { description: "The anchor's status after this verification." }),
      content_hash: VerificationSchema.properties.actual_hash.anyOf[0],
      actual_hash: VerificationSchema.properties.actual_hash,
      source: VerificationSchema.properties.source,
    },
    { additionalProperties: false },
  ),
  example: { anchor_id: EXAMPLE_ANCHOR.anchor_id, result: "verified", status: "verified", content_hash: EXAMPLE_ANCHOR.content_hash, actual_hash: EXAMPLE_ANCHOR.content_hash, source: "local" },
});

export const ANCHOR_EVENTS = [anchorCreated, anchorVerified];
