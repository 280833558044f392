import { RateLimited } from "../errors/berth-error.ts";

/** The 429 of the per-key (per-IP without a key) budget. */
export const RATE_LIMITED = "RATE_LIMITED";
/** The 429 of the failed-authentication budget of a client IP. */
export const AUTH_RATE_LIMITED = "AUTH_RATE_LIMITED";

interface Window {
  count: number;
  resetAt: number;
}

export interface Quota {
  /** The policy's name in the `RateLimit` headers. */
  policy: string;
  limit: number;
  remaining: number;
  resetSeconds: number;
  windowSeconds: number;
}

/**
 * The headers of every limited answer, 429 included: the IETF draft's `RateLimit-Policy` and
 * `RateLimit` (draft-ietf-httpapi-ratelimit-headers, structured fields) and the widespread
 * `x-ratelimit-limit/remaining/reset`.
 */
export function rateLimitHeaders(q: Quota): Record<string, string> {
  return {
    "ratelimit-policy": `"${q.policy}";q=${q.limit};w=${q.windowSeconds}`,
    ratelimit: `"${q.policy}";r=${q.remaining};t=${q.resetSeconds}`,
    "x-ratelimit-limit": String(q.limit),
    "x-ratelimit-remaining": String(q.remaining),
    "x-ratelimit-reset": String(q.resetSeconds),
  };
}

/**
 * Fixed-window request counting per caller (API key id, or client IP without a key), in this
 * process's memory: each Berth instance limits on its own. Old windows are swept as they expire.
 * A request usually costs 1; a GraphQL document costs what its fields cost (graphql-limits.ts).
 */
export class RateLimiter {
  private windows = new Map<string, Window>();
  private sweepAt = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    /** Named in the headers and in the 429's details. */
    readonly policy = "default",
    /** The 429's error_code. */
    readonly code = RATE_LIMITED,
  ) {}

  private window(caller: string, now: number): Window {
    if (now >= this.sweepAt) this.sweep(now);
    let w = this.windows.get(caller);
    if (!w || now >= w.resetAt) {
      w = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(caller, w);
    }
    return w;
  }

  private quota(w: Window, now: number): Quota {
    return {
      policy: this.policy,
      limit: this.max,
      remaining: Math.max(0, this.max - w.count),
      resetSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)),
      windowSeconds: Math.ceil(this.windowMs / 1000),
    };
  }

  private refuse(q: Quota, what: string): RateLimited {
    const err = new RateLimited(this.code, `rate limit of ${this.max} ${what} per ${this.windowMs / 1000} s exceeded`, q.resetSeconds, {
      policy: this.policy,
      limit: this.max,
      window_ms: this.windowMs,
      retry_after_s: q.resetSeconds,
    });
    Object.assign(err.headers, rateLimitHeaders(q));
    return err;
  }

  /**
   * Counts `cost` units; returns the quota left, or throws RateLimited (with Retry-After and the
   * rate-limit headers) once the window's budget is spent.
   */
  take(caller: string, cost = 1, now = Date.now(), what = "requests"): Quota {
    const w = this.window(caller, now);
    w.count += cost;
    const q = this.quota(w, now);
    if (w.count > this.max) throw this.refuse(q, what);
    return q;
  }

  /** Throws RateLimited when the caller's budget is already spent, without counting anything. */
  check(caller: string, now = Date.now(), what = "requests"): void {
    const w = this.windows.get(caller);
    if (w && now < w.resetAt && w.count >= this.max) throw this.refuse(this.quota(w, now), what);
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (now >= w.resetAt) this.windows.delete(k);
    this.sweepAt = now + this.windowMs;
  }
}
