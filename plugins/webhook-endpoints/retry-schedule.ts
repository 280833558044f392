import type { ConfigVar } from "berth/plugin";

/**
 * The delays between attempts at one message: the first retries within seconds, so a brief outage
 * recovers at once, then longer and longer, over about three days (70.7 h, 12 attempts in all).
 */
export const DEFAULT_RETRY_SCHEDULE = "5s,30s,2m,10m,30m,1h,3h,6h,12h,24h,24h";

/** Each delay is drawn from ±JITTER of its nominal value, so endpoints that failed together do not retry in lockstep. */
export const JITTER = 0.2;

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const MAX_DELAY_MS = 7 * 86_400_000;
const MAX_RETRIES = 30;

/** `5s,30s,2m,1h` → delays in ms, or what is wrong. */
export function parseSchedule(text: string): { ok: true; value: number[] } | { ok: false; problem: string } {
  const items = text.split(",").map((s) => s.trim());
  if (items.length > MAX_RETRIES) return { ok: false, problem: `at most ${MAX_RETRIES} delays` };
  const delays: number[] = [];
  for (const item of items) {
    const m = /^(\d{1,9})(ms|s|m|h|d)$/.exec(item);
    if (!m) return { ok: false, problem: `${JSON.stringify(item)} is not a duration such as 500ms, 5s, 2m, 1h or 1d` };
    const ms = Number(m[1]) * UNIT_MS[m[2]!]!;
    if (ms < 1 || ms > MAX_DELAY_MS) return { ok: false, problem: `${item}: each delay must be between 1ms and 7d` };
    delays.push(ms);
  }
  return { ok: true, value: delays };
}

/** WEBHOOK_ENDPOINTS_RETRY_SCHEDULE: a comma-separated list of durations. */
export function scheduleVar(description: string): ConfigVar<number[]> {
  return {
    kind: "comma-separated durations",
    description,
    secret: false,
    defaultText: DEFAULT_RETRY_SCHEDULE,
    parse: (raw) => parseSchedule(raw === undefined || raw.trim() === "" ? DEFAULT_RETRY_SCHEDULE : raw),
  };
}

/** When the retry after `failures` failed attempts is due, or null when the schedule is spent (the message failed). */
export function nextRetryAt(schedule: readonly number[], failures: number, now: number, random: () => number = Math.random): number | null {
  const delay = schedule[failures - 1];
  if (delay === undefined) return null;
  return now + Math.round(delay * (1 - JITTER + 2 * JITTER * random()));
}
