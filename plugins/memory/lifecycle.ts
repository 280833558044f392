import type { MemoryRecord } from "./memory-record.ts";

/**
 * Where a memory stands at a time t (world time, Unix ms):
 * - current: valid at t (valid_from ≤ t < valid_to), not retracted, not expired;
 * - upcoming: its validity starts after t (a scheduled period, a fact dated ahead);
 * - superseded: a later fact of the same key closed its validity at or before t;
 * - ended: its own period (a temporal memory's valid_to) ended at or before t;
 * - expired: its expires_at is at or before t;
 * - retracted: retracted or corrected (whenever that happened: it was wrong all along).
 */
export type MemoryStatus = "current" | "upcoming" | "superseded" | "ended" | "expired" | "retracted";

export const MEMORY_STATUSES: readonly MemoryStatus[] = ["current", "upcoming", "superseded", "ended", "expired", "retracted"];

type Lifecycle = Pick<MemoryRecord, "type" | "fields" | "created_at" | "valid_from" | "valid_to" | "superseded_by" | "retracted_at" | "expires_at">;

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * Where validity starts when the record does not say (entries written before lifecycles): a
 * temporal memory's valid_from, an episodic memory's occurred_at, else when it was stored.
 */
export function typeStart(type: MemoryRecord["type"], fields: Record<string, unknown>): number | null {
  if (type === "temporal") return num(fields.valid_from);
  if (type === "episodic") return num(fields.occurred_at);
  return null;
}

export function validFrom(r: Lifecycle): number {
  return r.valid_from ?? typeStart(r.type, r.fields) ?? r.created_at;
}

/** Exclusive end; null: open. A temporal memory's own valid_to is its end until a later fact closes it earlier. */
export function validTo(r: Lifecycle): number | null {
  if (r.valid_to !== undefined) return r.valid_to;
  return r.type === "temporal" ? num(r.fields.valid_to) : null;
}

export function statusAt(r: Lifecycle, t: number): MemoryStatus {
  if ((r.retracted_at ?? null) !== null) return "retracted";
  const expires = r.expires_at ?? null;
  if (expires !== null && expires <= t) return "expired";
  const end = validTo(r);
  if (end !== null && end <= t) return r.superseded_by ? "superseded" : "ended";
  if (validFrom(r) > t) return "upcoming";
  return "current";
}

/** Still true now or later: what a write may fold onto and what holds the exact-duplicate fingerprint. */
export function isLive(r: Lifecycle, now: number): boolean {
  const s = statusAt(r, now);
  return s === "current" || s === "upcoming";
}
