import { Conflict, InvalidRequest, NotFound, PayloadTooLarge, type FieldProblem } from "berth/plugin";

/** The anchors plugin's own error codes, each with a row in the error table (docs/errors.md). */
export const anchorNotFound = (id: string) => new NotFound("ANCHOR_NOT_FOUND", `anchor ${id} not found`);

export const parentNotFound = (id: string) =>
  new InvalidRequest("PARENT_ANCHOR_NOT_FOUND", `parent anchor ${id} does not exist in this world`, [{ field: "parent_anchor_id", problem: "names no anchor of this world" }]);

export const contentMismatch = (problems: FieldProblem[]) =>
  new InvalidRequest("ANCHOR_CONTENT_MISMATCH", `the record does not describe its content: ${problems.map((p) => `${p.field} ${p.problem}`).join("; ")}`, problems);

export const contentTooLarge = (size: number, max: number) =>
  new PayloadTooLarge("ANCHOR_CONTENT_TOO_LARGE", `the content is ${size} bytes; at most ${max} may be sent with a record (ANCHOR_MAX_CONTENT_BYTES)`, { size_bytes: size, max_bytes: max });

export const anchorExists = (fields: Record<string, string>) =>
  new Conflict("ANCHOR_EXISTS", "this artifact with this content is already anchored for another agent passport", fields);

export const contentNotStored = (id: string) => new NotFound("ANCHOR_CONTENT_NOT_STORED", `Berth does not keep the content of anchor ${id}`);

export const contentCorrupted = (id: string, actual: string | null) =>
  new Conflict("ANCHOR_CONTENT_CORRUPTED", `the stored bytes of anchor ${id} no longer hash to its content_hash`, { actual_hash: actual });
