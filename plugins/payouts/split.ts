/**
 * Splits `total` in proportion to `weights` (which sum to `weightSum`) so that the parts sum to
 * `total` exactly: each part is first rounded down, then the units left over go one each to
 * the parts with the largest remainders (Hamilton's largest-remainder method); equal remainders
 * go to the earlier part. BigInt throughout: amounts of any size, no float ever.
 */
export function largestRemainder(total: bigint, weights: readonly bigint[], weightSum: bigint): bigint[] {
  const parts = weights.map((w) => (total * w) / weightSum);
  const order = weights.map((w, i) => ({ i, remainder: (total * w) % weightSum }));
  order.sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  let left = total - parts.reduce((sum, p) => sum + p, 0n);
  // Each remainder is below weightSum, so fewer than weights.length units are left over.
  for (let k = 0; left > 0n; k++, left--) parts[order[k]!.i]! += 1n;
  return parts;
}
