import type { Static, Stored } from "berth/plugin";
import type { AnchorSchema, VerificationSchema } from "./schemas.ts";

export type AnchorView = Static<typeof AnchorSchema>;
export type Verification = Static<typeof VerificationSchema>;

/** What is stored per anchor: the view without its id (the document id). */
export type AnchorRecord = Omit<AnchorView, "anchor_id">;

/**
 * The anchors collection, in each world. (artifact_type, artifact_id, content_hash) is unique:
 * the same artifact with the same content is one record, however often it is sent.
 */
export const ANCHORS = {
  name: "anchors",
  indexes: [{ fields: ["artifact_type", "artifact_id", "content_hash"], unique: true }, { fields: ["agent_passport_id", "created_at"] }],
};

export function toView(stored: Stored<AnchorRecord>): AnchorView {
  const { id, version: _version, ...record } = stored;
  return { anchor_id: id, ...record };
}
