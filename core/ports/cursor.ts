import { InvalidRequest } from "../errors/berth-error.ts";
import type { IndexValue } from "./document-store.ts";

/** Page cursors are the last item's sort value and id, base64url JSON: opaque to callers. */
export function encodeCursor(value: IndexValue, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString("base64url");
}

/** Cursors come from clients, so a bad one is their input error, not ours. */
export function decodeCursor(cursor: string): [IndexValue, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[1] === "string") {
      return [parsed[0] as IndexValue, parsed[1]];
    }
  } catch {
    // fall through: a cursor we did not make
  }
  throw new InvalidRequest("INVALID_CURSOR", "the cursor is not one this service issued");
}
