/** A worker that dies sooner than this after starting counts as a quick death. */
export const STABLE_MS = 10_000;
export const MAX_RESTART_DELAY_MS = 30_000;

/**
 * When a dead worker is started again: at once after a worker that ran for a while; after a quick
 * death (a worker that keeps dying: a bad plugin, a full disk), after 1, 2, 4 ... seconds, capped
 * at 30 s. `crashes` is how many quick deaths in a row there were before this one.
 */
export function restartAfter(ranMs: number, crashes: number): { delayMs: number; crashes: number } {
  if (ranMs >= STABLE_MS) return { delayMs: 0, crashes: 0 };
  const next = crashes + 1;
  return { delayMs: Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (next - 1)), crashes: next };
}
