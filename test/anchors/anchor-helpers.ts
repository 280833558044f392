import { createHash } from "node:crypto";
import { join } from "node:path";
import type { Answer, TestBerth } from "../support/test-berth.ts";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const sha256 = (bytes: string | Buffer) => createHash("sha256").update(bytes).digest("hex");
export const b64 = (text: string | Buffer) => Buffer.from(text).toString("base64");

/** Where Berth keeps an anchor's bytes: `<BERTH_DATA_DIR>/anchors/sha256/<2 hex>/<hash>`. */
export const contentPath = (b: TestBerth, hash: string) => join(b.dataDir, "anchors", "sha256", hash.slice(0, 2), hash);

export function createAnchor(b: TestBerth, body: Record<string, unknown>, key = b.adminKey, headers: Record<string, string> = {}): Promise<Answer> {
  return b.request("POST", "/v1/anchors", { key, body: { artifact_type: "epoch_bundle", agent_passport_id: "agent-1", ...body }, headers });
}

/** Anchors one artifact with content and answers its record; fails the test when refused. */
export async function anchored(b: TestBerth, body: Record<string, unknown>, key = b.adminKey): Promise<Record<string, any>> {
  const a = await createAnchor(b, body, key);
  if (a.status !== 201) throw new Error(`anchor refused: ${a.status} ${a.text}`);
  return a.body.anchor;
}
