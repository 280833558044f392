import { RateLimited } from "../errors/berth-error.ts";

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window request counting per caller (API key id, or client IP without a key), in this
 * process's memory: each Berth instance limits on its own. Old windows are swept as they expire.
 */
export class RateLimiter {
  private windows = new Map<string, Window>();
  private sweepAt = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts one request; returns the headers to send, or throws RateLimited with Retry-After. */
  take(caller: string, now = Date.now()): { limit: number; remaining: number; resetSeconds: number } {
    if (now >= this.sweepAt) this.sweep(now);
    let w = this.windows.get(caller);
    if (!w || now >= w.resetAt) {
      w = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(caller, w);
    }
    w.count++;
    const resetSeconds = Math.max(1, Math.ceil((w.resetAt - now) / 1000));
    if (w.count > this.max) {
      throw new RateLimited("RATE_LIMITED", `rate limit of ${this.max} requests per ${this.windowMs / 1000} s exceeded`, resetSeconds, {
        limit: this.max,
        window_ms: this.windowMs,
        retry_after_s: resetSeconds,
      });
    }
    return { limit: this.max, remaining: this.max - w.count, resetSeconds };
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (now >= w.resetAt) this.windows.delete(k);
    this.sweepAt = now + this.windowMs;
  }
}
