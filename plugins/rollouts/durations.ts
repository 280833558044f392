/**
 * Durations as Argo Rollouts writes them: `500ms`, `10s`, `5m`, `1h`, or several parts in
 * decreasing order (`1m30s`). Stored as written (what the operator sees again) and read as ms.
 */
export const DURATION_PATTERN = "^([0-9]{1,7}h)?([0-9]{1,7}m)?([0-9]{1,7}s)?([0-9]{1,9}ms)?$";

const DURATION_RE = /^(?:(\d{1,7})h)?(?:(\d{1,7})m)?(?:(\d{1,7})s)?(?:(\d{1,9})ms)?$/;

/** The longest duration anything of a rollout may wait: a week. */
export const MAX_DURATION_MS = 7 * 86_400_000;

/** Milliseconds of a duration, or null when it is not one (empty, unknown unit, over a week). */
export function durationMs(text: string): number | null {
  const m = DURATION_RE.exec(text);
  if (!m || text === "") return null;
  const [h, min, s, ms] = m.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  const total = h! * 3_600_000 + min! * 60_000 + s! * 1000 + ms!;
  return total <= MAX_DURATION_MS ? total : null;
}

/** Milliseconds of a duration already validated (schemas check the pattern, services the bound). */
export function ms(text: string): number {
  const value = durationMs(text);
  if (value === null) throw new Error(`not a duration: ${text}`);
  return value;
}
