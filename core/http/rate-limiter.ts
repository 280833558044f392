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
  /**
   * Units the other instances hold of the window, as last read: each live one's claim (what it may
   * admit before it next writes, never less than it counted), a stopped one's count.
   */
  others: number;
  /** Highest `mine` this process admits before it hears from the store again; never above `held` while others count too. */
  allow: number;
  /** The allowance this process last claimed in the store (its `allow` there; 0: none). */
  held: number;
  /** Claims begun for this entry: only the latest one's answer is applied. */
  claims: number;
  /** When `others` was last read (0: never). */
  readAt: number;
  /** When this process last admitted the caller (an idle claim is given back, limit-sync.ts). */
  takenAt: number;
}

/** A claim begun in a store transaction: what to write, and what to apply once it commits. */
export interface Claim {
  limiter: RateLimiter;
  caller: string;
  entry: LimitEntry;
  seq: number;
  /** `mine` when the claim was made: the count written. */
  count: number;
  /** The allowance claimed: written, and this process's `allow` once committed. */
  held: number;
  /** Instances sharing the budget when the claim was made. */
  live: number;
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
 * a LimitSync and other instances, a process admits a caller only up to what it has *claimed* in
 * the store: a claim (its count, plus its share — 1/N — of what the others' claims and counts
 * leave) is written in the same transaction that reads the others', so with a store that runs
 * those transactions one at a time (SQLite) the claims never add up to more than the limit.
 * What that leaves unused, and what MongoDB can overshoot, is in limit-sync.ts and
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

  windowOf(now: number): number {
    return now - (now % this.windowMs);
  }

  /** The caller's entry of the current window, or undefined when it has none yet. */
  current(caller: string, now: number): LimitEntry | undefined {
    const e = this.entries.get(caller);
    return e && e.window === this.windowOf(now) ? e : undefined;
  }

  private entry(caller: string, now: number, allow?: number): LimitEntry {
    if (now >= this.sweepAt) this.sweep(now);
    let e = this.current(caller, now);
    if (!e) {
      const live = this.sync?.live ?? 1;
      // First sight without a claim. Alone: the whole window. With others, nothing until claimed
      // (a request's own claim comes first; work charged after a window ended waits for the next
      // sync's), else this process would admit a share the others cannot see.
      e = { window: this.windowOf(now), mine: 0, others: 0, allow: allow ?? (live > 1 ? 0 : this.max), held: 0, claims: 0, readAt: 0, takenAt: 0 };
      this.entries.set(caller, e);
    }
    return e;
  }

  /**
   * Before `take`, when other instances count too: resolves once this process holds a claim for the
   * caller (its first request of a window here, or one that finds the claim spent while the others
   * may have left some). Undefined when there is nothing to wait for, so the usual request pays no promise.
   */
  prepare(caller: string, now = Date.now()): Promise<void> | undefined {
    return this.sync?.prepare(this, caller, now);
  }

  /** Whether what the others hold leaves this process a share of at least one unit (a claim would get something). */
  hasShareLeft(e: LimitEntry): boolean {
    return this.max - e.mine - e.others >= (this.sync?.live ?? 1);
  }

  /** What this process may admit in all: what it counted plus its share of what is left in the window. */
  private fair(e: LimitEntry, live: number): number {
    return e.mine + Math.floor(Math.max(0, this.max - e.mine - e.others) / live);
  }

  /**
   * Inside a store transaction that has just read what the others hold (`others`): the claim to
   * write — what this process counted plus its fair share, 1/N of what is left (the same allowance
   * the counts-only scheme gave, so one large charge of work fits as before). The allowance shrinks
   * to it at once; it grows to it only once the claim is committed (`claimed`), so this process
   * never admits more than the store says it holds. Alone, the count is written as the claim: an
   * instance that joins must not find the whole budget held.
   */
  claim(caller: string, now: number, others: number, live: number): Claim {
    const e = this.entry(caller, now, 0);
    e.others = others;
    const held = live > 1 ? Math.max(e.mine, this.fair(e, live)) : e.mine;
    if (live > 1) e.allow = Math.min(e.allow, held);
    return { limiter: this, caller, entry: e, seq: ++e.claims, count: e.mine, held, live };
  }

  /** A claim committed: its allowance is this process's (unless a later claim was begun since). */
  claimed(c: Claim, readAt: number): void {
    const e = c.entry;
    if (e.claims !== c.seq) return;
    e.held = c.held;
    e.readAt = readAt;
    e.allow = c.live > 1 ? c.held : this.fair(e, 1);
  }

  /** A claim the store did not answer in time: fail open, with this process's share of what it last knew was left. */
  unclaimed(c: Claim | undefined, caller: string, now: number): void {
    const e = c?.entry ?? this.entry(caller, now, 0);
    if (c && e.claims !== c.seq) return;
    e.allow = Math.max(e.allow, this.fair(e, this.sync?.live ?? 1));
  }

  /**
   * The number of instances changed (`live`): alone, the whole remainder is this process's at once;
   * with others, the allowance only shrinks here, and a larger one waits for the next claim.
   */
  reshare(e: LimitEntry, live: number): void {
    e.allow = live > 1 ? Math.min(e.allow, this.fair(e, live)) : this.fair(e, 1);
  }

  /** Gives back what the caller's claim holds beyond its count (begun in a transaction; `claimed` applies it). */
  release(caller: string, now: number, live: number): Claim | undefined {
    const e = this.current(caller, now);
    if (!e || e.held <= e.mine) return undefined;
    e.allow = e.mine;
    return { limiter: this, caller, entry: e, seq: ++e.claims, count: e.mine, held: e.mine, live };
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
      // Its claim here is spent while the others may have left some: the next sync claims again.
      if (this.hasShareLeft(e)) this.sync?.touched(this, caller);
      throw this.refuse({ ...q, remaining: 0 }, what);
    }
    e.mine += cost;
    e.takenAt = now;
    this.sync?.touched(this, caller);
    return this.quota(e, now);
  }

  private sweep(now: number): void {
    const window = this.windowOf(now);
    for (const [k, e] of this.entries) if (e.window !== window) this.entries.delete(k);
    this.sweepAt = window + this.windowMs;
  }
}
