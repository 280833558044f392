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
});
