import type { FastifyReply } from "fastify";
import { RateLimited } from "../errors/berth-error.ts";
import type { LimitSync } from "./limit-sync.ts";

/** The 429 of the per-key (per-IP without a key) budget. */
export const RATE_LIMITED = "RATE_LIMITED";
/** The 429 of the failed-authentication budget of a client IP. */
export const AUTH_RATE_LIMITED = "AUTH_RATE_LIMITED";

/** One caller's count in the current window, here and (as last read from the store) elsewhere. */
export interface LimitEntry {
  /** Start of the window, ms: windows are aligned to multiples of the window length, so every instance counts the same one. */
  window: number;
  /** Units counted by this process in the window. */
  mine: number;
  /** `mine` as last written to the store. */
  written: number;
  /** Units other instances had counted, as last read from the store. */
  others: number;
  /** Highest `mine` this process admits before it hears from the store again. */
  allow: number;
  /** When `others` was last read (0: never). */
  readAt: number;
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
 * The same headers set on an answer one by one: the policy and the limit are the limiter's own
 * (made once), so an admitted request builds only the three values that change.
 */
export function setRateLimitHeaders(reply: FastifyReply, limiter: RateLimiter, q: Quota): void {
  reply.header("ratelimit-policy", limiter.policyHeader);
  reply.header("ratelimit", `"${q.policy}";r=${q.remaining};t=${q.resetSeconds}`);
  reply.header("x-ratelimit-limit", limiter.limitHeader);
  reply.header("x-ratelimit-remaining", String(q.remaining));
  reply.header("x-ratelimit-reset", String(q.resetSeconds));
}

/**
 * Fixed-window counting per caller (API key id, or client IP without a key). A request usually
 * costs 1; a GraphQL document costs what its fields cost (graphql-limits.ts).
 *
 * The counts live in this process's memory, so admitting a request never waits for I/O. Alone
 * (no LimitSync, or the only live instance), that is the whole story and the limit is exact. With
 * a LimitSync, the counts of every instance sharing the store are summed (limit-sync.ts): each
 * process admits, until it next hears from the store, at most its share (1/N of what was left)
 * of the cluster-wide budget. What that can overshoot is written down in limit-sync.ts and the
 * docs/several-processes.md ("Shared limits").
 */
export class RateLimiter {
  private readonly entries = new Map<string, LimitEntry>();
  private sweepAt = 0;
  private sync: LimitSync | null = null;
  /** `RateLimit-Policy`, the same on every answer. */
  readonly policyHeader: string;
  readonly limitHeader: string;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    /** Named in the headers, the 429's details and the shared counters' slots. */
    readonly policy = "default",
    /** The 429's error_code. */
    readonly code = RATE_LIMITED,
  ) {
    this.policyHeader = `"${policy}";q=${max};w=${Math.ceil(windowMs / 1000)}`;
    this.limitHeader = String(max);
  }

  /** Counts across instances through `sync` from now on. */
  share(sync: LimitSync): void {
    this.sync = sync;
    sync.register(this);
  }

  /** The store slot of a caller's window: one document per instance counting it. */
  slot(caller: string, window: number): string {
    return `${this.policy}:${window}:${caller}`;
  }

  private windowOf(now: number): number {
    return now - (now % this.windowMs);
  }

  /** The caller's entry of the current window, or undefined when it has none yet. */
  current(caller: string, now: number): LimitEntry | undefined {
    const e = this.entries.get(caller);
    return e && e.window === this.windowOf(now) ? e : undefined;
  }

  private entry(caller: string, now: number): LimitEntry {
    if (now >= this.sweepAt) this.sweep(now);
    let e = this.current(caller, now);
    if (!e) {
      const live = this.sync?.live ?? 1;
      // First sight without a read (alone, or the read failed): this process's share of a fresh window.
      e = { window: this.windowOf(now), mine: 0, written: 0, others: 0, allow: Math.floor(this.max / live), readAt: 0 };
      this.entries.set(caller, e);
    }
    return e;
  }

  /**
   * Before `take`, when other instances count too: resolves once the caller's counts elsewhere are
   * known (its first request of a window here, or the first after a pause). Undefined when there is
   * nothing to wait for, so the usual request pays no promise.
   */
  prepare(caller: string, now = Date.now()): Promise<void> | undefined {
    return this.sync?.prepare(this, caller, now);
  }

  /** Sets the caller's counts elsewhere and its allowance here, from what the store said. */
  learn(caller: string, window: number, others: number, readAt: number, written?: number): void {
    let e = this.entries.get(caller);
    // A sync that began in the last window and answered in this one: its counts are of a window gone.
    if (e && e.window > window) return;
    if (!e || e.window !== window) {
      if (window !== this.windowOf(readAt)) return;
      e = { window, mine: 0, written: 0, others: 0, allow: 0, readAt: 0 };
      this.entries.set(caller, e);
    }
    // Other instances' counts of one window only grow: a read that started before a sync but
    // answered after it must not lower what the sync learned (that let two instances admit 128 of
    // a limit of 100 on a loaded machine, past the documented 125).
    e.others = Math.max(e.others, others);
    e.readAt = Math.max(e.readAt, readAt);
    if (written !== undefined) e.written = written;
    this.reshare(e);
  }

  /** This process's allowance: what it has counted plus its share of what is left in the window. */
  reshare(e: LimitEntry): void {
    const live = this.sync?.live ?? 1;
    e.allow = e.mine + Math.floor(Math.max(0, this.max - e.mine - e.others) / live);
  }

  /** Every entry of the current window (the sync's view, and re-sharing when instances come and go). */
  *active(now: number): IterableIterator<[string, LimitEntry]> {
    const window = this.windowOf(now);
    for (const [caller, e] of this.entries) if (e.window === window) yield [caller, e];
  }

  private quota(e: LimitEntry, now: number): Quota {
    return {
      policy: this.policy,
      limit: this.max,
      remaining: Math.max(0, this.max - e.mine - e.others),
      resetSeconds: Math.max(1, Math.ceil((e.window + this.windowMs - now) / 1000)),
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
   * Counts `cost` units and returns the quota left, or throws RateLimited (with Retry-After and the
   * rate-limit headers) when they do not fit. A refused attempt is not counted: with several
   * instances, counting refusals would spend the shares other instances still hold.
   */
  take(caller: string, cost = 1, now = Date.now(), what = "requests"): Quota {
    const e = this.entry(caller, now);
    if (e.mine + cost > e.allow) {
      const q = this.quota(e, now);
      // Its share here is spent while the cluster may have more: the next sync looks again soon.
      if (e.mine + e.others < this.max) this.sync?.touched(this, caller);
      throw this.refuse({ ...q, remaining: 0 }, what);
    }
    e.mine += cost;
    this.sync?.touched(this, caller);
    return this.quota(e, now);
  }

  private sweep(now: number): void {
    const window = this.windowOf(now);
    for (const [k, e] of this.entries) if (e.window !== window) this.entries.delete(k);
    this.sweepAt = window + this.windowMs;
  }
}
