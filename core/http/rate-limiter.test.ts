import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limiter.ts";

const WINDOW = 60_000;
const NOW = WINDOW * 1000 + 10;

describe("RateLimiter claims", () => {
  it("grows its allowance only once a claim is committed, and shrinks it at once", () => {
    const limiter = new RateLimiter(100, WINDOW);
    const first = limiter.claim("key", NOW, 0, 2);
    expect(first.held).toBe(50);
    // Not committed yet: nothing is admitted on the strength of it.
    expect(() => limiter.take("key", 1, NOW)).toThrow(/rate limit/);
    limiter.claimed(first, NOW);
    for (let i = 0; i < 50; i++) limiter.take("key", 1, NOW);
    expect(() => limiter.take("key", 1, NOW)).toThrow(/rate limit/);
    // The other instance holds 40 now: the claim is 50 + (100 - 50 - 40) / 2.
    const second = limiter.claim("key", NOW, 40, 2);
    expect(second.held).toBe(55);
    limiter.claimed(second, NOW);
    expect(limiter.take("key", 5, NOW).remaining).toBe(100 - 55 - 40);
    expect(() => limiter.take("key", 1, NOW)).toThrow(/rate limit/);
  });

  it("applies only the latest claim begun: an earlier one answering late changes nothing", () => {
    const limiter = new RateLimiter(100, WINDOW);
    const early = limiter.claim("key", NOW, 0, 2);
    const late = limiter.claim("key", NOW, 90, 2);
    limiter.claimed(late, NOW);
    limiter.claimed(early, NOW);
    expect(limiter.current("key", NOW)!.allow).toBe(5);
  });

  it("never claims less than it has counted, and gives back the rest when released", () => {
    const limiter = new RateLimiter(100, WINDOW);
    limiter.claimed(limiter.claim("key", NOW, 0, 2), NOW);
    for (let i = 0; i < 30; i++) limiter.take("key", 1, NOW);
    // The others say they hold everything: the claim is what was counted.
    expect(limiter.claim("key", NOW, 100, 2).held).toBe(30);
    limiter.claimed(limiter.claim("key", NOW, 10, 2), NOW);
    const released = limiter.release("key", NOW, 2)!;
    expect(released.held).toBe(30);
    expect(() => limiter.take("key", 1, NOW)).toThrow(/rate limit/);
  });

  it("alone, writes its count as its claim and admits the whole remainder", () => {
    const limiter = new RateLimiter(100, WINDOW);
    const alone = limiter.claim("key", NOW, 20, 1);
    expect(alone.held).toBe(0);
    limiter.claimed(alone, NOW);
    expect(limiter.current("key", NOW)!.allow).toBe(80);
  });
});
