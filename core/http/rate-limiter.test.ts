import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limiter.ts";

describe("RateLimiter.learn", () => {
  it("never lowers what it knows of other instances' counts in a window: a late, older read changes nothing", () => {
    const limiter = new RateLimiter(100, 60_000);
    const now = 60_000 * 1000 + 10;
    const window = now - (now % 60_000);
    limiter.take("key", 1, now);
    limiter.learn("key", window, 50, now + 5);
    // A read that saw the others at 0 (started before the learn above) answers late.
    limiter.learn("key", window, 0, now + 3);
    const quota = limiter.take("key", 1, now + 6);
    expect(quota.remaining).toBe(100 - 2 - 50);
  });

  it("ignores what a sync learned of a window that has ended meanwhile: this window's counts stay", () => {
    const limiter = new RateLimiter(100, 60_000);
    const start = 60_000 * 1000;
    const before = start - 60_000;
    // The sync began in the last window (readAt) and answers after this one began, with 10 taken here.
    for (let i = 0; i < 10; i++) limiter.take("key", 1, start + 5);
    limiter.learn("key", before, 80, before + 59_990, 0);
    expect(limiter.take("key", 1, start + 6).remaining).toBe(100 - 11);
  });
});
