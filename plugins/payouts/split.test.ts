import { describe, expect, it } from "vitest";
import { largestRemainder } from "./split.ts";

describe("largestRemainder", () => {
  it("splits so the parts sum exactly to the total, each within one unit of its exact share", () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 500; round++) {
      const n = 1 + next(40);
      const weights: bigint[] = Array.from({ length: n }, () => BigInt(next(1000)));
      // At least one non-zero weight, or there is nothing to split by.
      weights[0] = weights[0]! + 1n;
      const weightSum = weights.reduce((a, b) => a + b, 0n);
      const total = BigInt(`${1 + next(9)}${"0".repeat(next(30))}`) + BigInt(next(1000));
      const parts = largestRemainder(total, weights, weightSum);
      expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
      parts.forEach((p, i) => {
        const floor = (total * weights[i]!) / weightSum;
        expect(p === floor || p === floor + 1n).toBe(true);
      });
    }
  });

  it("hands the leftover to the largest remainders, ties to the earlier part", () => {
    // 100 / 3 each: 33.33.. three times, one unit left: the first part gets it.
    expect(largestRemainder(100n, [1n, 1n, 1n], 3n)).toEqual([34n, 33n, 33n]);
    // 10 split 1:2:3:4 of 10 is exact.
    expect(largestRemainder(10n, [1n, 2n, 3n, 4n], 10n)).toEqual([1n, 2n, 3n, 4n]);
    // 7 lamports at 7000/2000/1000/0 bps: 4.9, 1.4, 0.7, 0 → 4, 1, 0, 0 plus 2 left: 4.9 and 0.7 win.
    expect(largestRemainder(7n, [7000n, 2000n, 1000n, 0n], 10_000n)).toEqual([5n, 1n, 1n, 0n]);
  });
});
