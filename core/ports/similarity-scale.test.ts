import { describe, expect, it } from "vitest";
import { SimilarityScale } from "./similarity-scale.ts";

describe("SimilarityScale", () => {
  it("is plain cosine, clamped to [0, 1], without knots", () => {
    const s = SimilarityScale.COSINE;
    expect([-0.3, 0, 0.25, 0.7, 1, 1.2, Number.NaN].map((c) => s.map(c))).toEqual([0, 0, 0.25, 0.7, 1, 1, 0]);
    expect(SimilarityScale.parse("  ")).toBe(SimilarityScale.COSINE);
  });

  it("maps a knot's cosine to its similarity and interpolates linearly between knots", () => {
    const s = new SimilarityScale([[0.32, 0.5]]);
    expect(s.map(0.32)).toBeCloseTo(0.5, 10);
    expect(s.map(0.16)).toBeCloseTo(0.25, 10);
    expect(s.map(0.66)).toBeCloseTo(0.75, 10);
    expect(s.map(1)).toBe(1);
    expect(s.map(0)).toBe(0);
  });

  it("is non-decreasing and stays in [0, 1]", () => {
    const s = SimilarityScale.parse("0.2=0.1, 0.45=0.5,0.8=0.95");
    let previous = -1;
    for (let c = -0.5; c <= 1.5; c += 0.01) {
      const y = s.map(c);
      expect(y).toBeGreaterThanOrEqual(previous);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(1);
      previous = y;
    }
    expect(s.toString()).toBe("0.2=0.1,0.45=0.5,0.8=0.95");
  });

  it.each(["0.5", "a=b", "0.5=0.6,0.4=0.7", "0.4=0.6,0.5=0.5", "0.5=1.2", "1.5=0.5"])("refuses %s", (text) => {
    expect(() => SimilarityScale.parse(text)).toThrow(RangeError);
  });
});
