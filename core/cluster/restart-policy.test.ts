import { describe, expect, it } from "vitest";
import { isPrimaryMessage, isWorkerMessage } from "./messages.ts";
import { MAX_RESTART_DELAY_MS, STABLE_MS, restartAfter } from "./restart-policy.ts";

describe("restarting a dead worker", () => {
  it("restarts a worker that ran a while at once, and one that keeps dying after 1, 2, 4 ... s, capped", () => {
    expect(restartAfter(STABLE_MS, 5)).toEqual({ delayMs: 0, crashes: 0 });
    let crashes = 0;
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const next = restartAfter(50, crashes);
      delays.push(next.delayMs);
      crashes = next.crashes;
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, MAX_RESTART_DELAY_MS, MAX_RESTART_DELAY_MS]);
  });
});

describe("cluster messages", () => {
  it("tells each side's messages apart, and refuses anything else", () => {
    expect(isWorkerMessage({ berth: "listening", url: "http://x", summary: {} })).toBe(true);
    expect(isWorkerMessage({ berth: "drain" })).toBe(false);
    expect(isPrimaryMessage({ berth: "drain" })).toBe(true);
    expect(isPrimaryMessage({ berth: "listening" })).toBe(false);
    for (const other of [null, "drain", 1, {}, { berth: 3 }, { berth: "unknown" }]) {
      expect(isWorkerMessage(other)).toBe(false);
      expect(isPrimaryMessage(other)).toBe(false);
    }
  });
});
