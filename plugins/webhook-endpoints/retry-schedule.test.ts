import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_SCHEDULE, nextRetryAt, parseSchedule } from "./retry-schedule.ts";

describe("the retry schedule", () => {
  it("spans about three days by default, its first retries within seconds", () => {
    const parsed = parseSchedule(DEFAULT_RETRY_SCHEDULE);
    if (!parsed.ok) throw new Error(parsed.problem);
    const hours = parsed.value.reduce((a, b) => a + b, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(66);
    expect(hours).toBeLessThan(78);
    expect(parsed.value.slice(0, 2)).toEqual([5000, 30_000]);
  });

  it("draws each delay within 20% of its nominal value, and ends when the schedule is spent", () => {
    const schedule = [1000, 60_000];
    expect(nextRetryAt(schedule, 1, 0, () => 0)).toBe(800);
    expect(nextRetryAt(schedule, 1, 0, () => 1)).toBe(1200);
    expect(nextRetryAt(schedule, 2, 10, () => 0.5)).toBe(60_010);
    expect(nextRetryAt(schedule, 3, 0)).toBeNull();
  });

  it("refuses what is not a list of durations", () => {
    expect(parseSchedule("100ms, 2s,1d")).toEqual({ ok: true, value: [100, 2000, 86_400_000] });
    expect(parseSchedule("5")).toMatchObject({ ok: false });
    expect(parseSchedule("8d")).toMatchObject({ ok: false });
    expect(parseSchedule("0s")).toMatchObject({ ok: false });
    expect(parseSchedule(Array(31).fill("1s").join(","))).toMatchObject({ ok: false });
  });
});
