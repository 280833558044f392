import { describe, expect, it } from "vitest";
import { ManualClock } from "../scheduler/manual-clock.ts";
import { RateLimiter, type Quota } from "./rate-limiter.ts";

const WINDOW = 60_000;
const NOW = WINDOW * 1000 + 10;

function limiter(max = 100): RateLimiter {
  return new RateLimiter(max, WINDOW, "default", undefined, new ManualClock(NOW));
}

/** Admits without a ledger: always a Quota now, never a promise. */
function admit(l: RateLimiter, cost = 1): Quota {
  const q = l.admit("key", cost);
  if (q instanceof Promise) throw new Error("no ledger: admit must not wait");
  return q;
}

describe("RateLimiter: claims and admission", () => {
  it("grows its allowance only once a claim is written, and shrinks it at once", () => {
    const l = limiter();
    const first = l.plan("key", NOW, 0, 2);
    expect(first.held).toBe(50);
    // Not written yet: nothing is admitted on the strength of it.
    expect(() => l.admit("key", 1, { wait: false })).toThrow(/rate limit/);
    l.claimed(first);
    for (let i = 0; i < 50; i++) l.admit("key", 1, { wait: false });
    expect(() => l.admit("key", 1, { wait: false })).toThrow(/rate limit/);
    // The other instance holds 40 now: the claim is 50 + (100 - 50 - 40) / 2.
    const second = l.plan("key", NOW, 40, 2);
    expect(second.held).toBe(55);
    l.claimed(second);
    expect((l.admit("key", 5, { wait: false }) as Quota).remaining).toBe(100 - 55 - 40);
    expect(() => l.admit("key", 1, { wait: false })).toThrow(/rate limit/);
  });

  it("applies only the latest claim begun: an earlier one answering late changes nothing", () => {
    const l = limiter();
    const early = l.plan("key", NOW, 0, 2);
    const late = l.plan("key", NOW, 90, 2);
    l.claimed(late);
    l.claimed(early);
    expect(l.current("key", NOW)!.allow).toBe(5);
  });

  it("never holds less than it has counted, and gives back the rest when released", () => {
    const l = limiter();
    l.claimed(l.plan("key", NOW, 0, 2));
    for (let i = 0; i < 30; i++) l.admit("key", 1, { wait: false });
    // The others say they hold everything: the hold is what was counted.
    expect(l.plan("key", NOW, 100, 2).held).toBe(30);
    l.claimed(l.plan("key", NOW, 10, 2));
    const released = l.releasePlan("key", NOW, 2)!;
    expect(released.held).toBe(30);
    expect(() => l.admit("key", 1, { wait: false })).toThrow(/rate limit/);
  });

  it("alone, writes its count as its hold and admits the whole remainder", () => {
    const l = limiter();
    const alone = l.plan("key", NOW, 20, 1);
    expect(alone.held).toBe(0);
    l.claimed(alone);
    expect(l.current("key", NOW)!.allow).toBe(80);
  });

  it("fails open to a fixed figure: max(its hold, limit/N), never raised by failing again (finding 4's ratchet)", () => {
    const l = limiter();
    // Two instances; this one never reached the ledger for this caller.
    l.unclaimed("key", NOW, 2);
    expect(l.current("key", NOW)!.allow).toBe(50);
    for (let i = 0; i < 50; i++) l.admit("key", 1, { wait: false });
    // Every later failure gives the same figure: the count does not raise it.
    for (let i = 0; i < 10; i++) l.unclaimed("key", NOW, 2);
    expect(() => l.admit("key", 1, { wait: false })).toThrow(/rate limit/);
    // A hold larger than limit/N is kept, not grown.
    const m = limiter();
    m.claimed(m.plan("key", NOW, 0, 2));
    for (let i = 0; i < 10; i++) m.admit("key", 1, { wait: false });
    m.claimed(m.plan("key", NOW, 0, 2));
    expect(m.current("key", NOW)!.held).toBe(55);
    m.unclaimed("key", NOW, 2);
    m.unclaimed("key", NOW, 2);
    expect(m.current("key", NOW)!.allow).toBe(55);
  });

  it("without a ledger counts exactly, answering at once", () => {
    const l = limiter(3);
    expect(admit(l).remaining).toBe(2);
    expect(admit(l, 2).remaining).toBe(0);
    expect(() => admit(l)).toThrow(/rate limit of 3 requests/);
  });
});
