/**
 * A calibrated similarity: a piecewise-linear, non-decreasing map from an embedder's cosine to
 * [0, 1], through knots (cosine, similarity). Cosine scales differ by model (a hashing embedder
 * rates a good paraphrase 0.3, a neural model 0.8), while recall's min_similarity (default 0.5)
 * means one thing to the user; the scale is what makes 0.5 mean "relevant" for each model. Order
 * is preserved (monotone), so ranking by similarity is ranking by cosine.
 */
export class SimilarityScale {
  /** Plain cosine, clamped to [0, 1]. */
  static readonly COSINE = new SimilarityScale([]);

  private readonly xs: number[];
  private readonly ys: number[];

  /** Knots inside (0, 1); (0, 0) and (1, 1) are implied. Throws RangeError on a non-monotone or out-of-range knot. */
  constructor(knots: readonly (readonly [number, number])[]) {
    const points: [number, number][] = [[0, 0], ...knots.map(([x, y]) => [x, y] as [number, number]), [1, 1]];
    for (let i = 1; i < points.length; i++) {
      const [x0, y0] = points[i - 1];
      const [x, y] = points[i];
      if (!(Number.isFinite(x) && Number.isFinite(y)) || x <= x0 || y < y0 || y > 1) {
        throw new RangeError(`similarity scale knots must have increasing cosines in (0, 1) and non-decreasing similarities in [0, 1], got ${JSON.stringify(knots)}`);
      }
    }
    this.xs = points.map((p) => p[0]);
    this.ys = points.map((p) => p[1]);
  }

  /** `0.3=0.2,0.45=0.5` → knots; an empty text is plain cosine; throws RangeError when malformed. */
  static parse(text: string): SimilarityScale {
    const trimmed = text.trim();
    if (trimmed === "") return SimilarityScale.COSINE;
    const knots = trimmed.split(",").map((pair) => {
      const m = /^\s*([0-9.]+)\s*=\s*([0-9.]+)\s*$/.exec(pair);
      if (!m) throw new RangeError(`"${pair.trim()}" is not cosine=similarity`);
      return [Number(m[1]), Number(m[2])] as const;
    });
    return new SimilarityScale(knots);
  }

  /** The calibrated similarity of a cosine; cosines outside [0, 1] are clamped first. */
  map(cosine: number): number {
    if (!Number.isFinite(cosine) || cosine <= 0) return 0;
    if (cosine >= 1) return 1;
    let i = 1;
    while (this.xs[i] < cosine) i++;
    const x0 = this.xs[i - 1];
    const y0 = this.ys[i - 1];
    return y0 + ((this.ys[i] - y0) * (cosine - x0)) / (this.xs[i] - x0);
  }

  /** The knots between (0, 0) and (1, 1), in the form parse reads. */
  toString(): string {
    return this.xs
      .slice(1, -1)
      .map((x, i) => `${x}=${this.ys[i + 1]}`)
      .join(",");
  }
}
