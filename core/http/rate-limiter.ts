import type { FastifyReply } from "fastify";
import { RateLimited } from "../errors/berth-error.ts";
import { systemClock, type Clock } from "../scheduler/clock.ts";
import { slotOf, type ClaimPlan, type CountedLimit, type LimitLedger } from "./limit-ledger.ts";

/** The 429 of the per-key (per-IP without a key) budget. */
export const RATE_LIMITED = "RATE_LIMITED";
/** The 429 of the failed-authentication budget of a client IP. */
export const AUTH_RATE_LIMITED = "AUTH_RATE_LIMITED";

/** One caller's count in the current window, here and (as last read from the ledger) elsewhere. */
export interface LimitEntry {
  /** Start of the window, ms: windows are aligned to multiples of the window length, so every instance counts the same one. */
  window: number;
  /** Units counted by this process in the window. */
  mine: number;
  /** Units the other instances hold of the window, as last read (a live one's hold, a stopped one's count). */
  others: number;
  /** Highest `mine` this process admits before it hears from the ledger again; never above `held` while others count too, unless failing open. */
  allow: number;
  /** What this process last holds in the ledger (0: nothing written). */
  held: number;
  /** Claims begun for this entry: only the latest one's answer is applied. */
  claims: number;
  /** When `others` was last read (0: never). */
  readAt: number;
  /** When this process last admitted the caller (an idle hold is given back). */
  takenAt: number;
}

/** How `admit` is asked. */
export interface AdmitOptions {
  /** Names what is counted in the 429's message: "requests" (default), "request units", "failed authentications". */
  what?: string;
  /**
   * false: decide now with what this process holds, never waiting for a claim (work charged from
   * inside a request that was admitted already); a claim it would need is made in the background.
   */
  wait?: boolean;
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
 * One entry point: `admit`. The counts live in this process's memory, so admitting usually costs no
 * I/O and no promise. Alone (no ledger, or the only live instance), that is the whole story and the
 * limit is exact. With a ledger and other instances, this process admits a caller only up to what
 * it holds in the ledger, and `admit` itself waits for the claim when one is needed (a caller's
 * first request of a window here, a hold spent while others may have left a share): no caller can
 * forget to claim. What that leaves unused, and the bounds on every store, are in limit-ledger.ts
 * and docs/several-processes.md ("Shared limits").
 */
export class RateLimiter implements CountedLimit {
  private readonly entries = new Map<string, LimitEntry>();
  private sweepAt = 0;
  private ledger: LimitLedger | null = null;
  /** `RateLimit-Policy`, the same on every answer. */
  readonly policyHeader: string;
  readonly limitHeader: string;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    /** Named in the headers, the 429's details and the ledger's documents. */
    readonly policy = "default",
    /** The 429's error_code. */
    readonly code = RATE_LIMITED,
    private readonly clock: Clock = systemClock,
  ) {
    this.policyHeader = `"${policy}";q=${max};w=${Math.ceil(windowMs / 1000)}`;
    this.limitHeader = String(max);
  }

  /** Counts across instances through `ledger` from now on. */
  share(ledger: LimitLedger): void {
    this.ledger = ledger;
    ledger.register(this);
  }

  windowOf(now: number): number {
    return now - (now % this.windowMs);
  }

  /** The caller's entry of the current window, or undefined when it has none yet. */
  current(caller: string, now = this.clock.now()): LimitEntry | undefined {
    const e = this.entries.get(caller);
    return e && e.window === this.windowOf(now) ? e : undefined;
  }

  private live(): number {
    return this.ledger?.live ?? 1;
  }

  private entry(caller: string, now: number, allow?: number): LimitEntry {
    if (now >= this.sweepAt) this.sweep(now);
    let e = this.current(caller, now);
    if (!e) {
      // First sight without a claim. Alone: the whole window. With others, nothing until claimed
      // (admit claims first; work charged without waiting is refused until a claim is in), else
      // this process would admit a share the others cannot see.
      e = { window: this.windowOf(now), mine: 0, others: 0, allow: allow ?? (this.live() > 1 ? 0 : this.max), held: 0, claims: 0, readAt: 0, takenAt: 0 };
      this.entries.set(caller, e);
    }
    return e;
  }

  /**
   * Counts `cost` units for the caller, or refuses them: answers the quota left (a Quota now, or a
   * promise of one when a claim must be made first), and throws (or rejects with) RateLimited, with
   * Retry-After and the rate-limit headers, when they do not fit. A refused attempt is not counted:
   * with several instances, counting refusals would spend the shares other instances still hold.
   */
  admit(caller: string, cost = 1, o: AdmitOptions = {}): Quota | Promise<Quota> {
    const what = o.what ?? "requests";
    const ledger = this.ledger;
    if (ledger) {
      const claiming = ledger.needsClaim(this, caller, cost, this.current(caller), this.clock.now());
      if (claiming) {
        if (o.wait !== false) return claiming.then(() => this.take(caller, cost, what));
        void claiming;
      }
    }
    return this.take(caller, cost, what);
  }

  private fair(e: LimitEntry, live: number): number {
    return e.mine + Math.floor(Math.max(0, this.max - e.mine - e.others) / live);
  }

  /**
   * Inside a claim that has just read what the others hold (`others`): what to write — the count
   * and the hold, the count plus 1/N of what is left. The allowance shrinks to it at once; it
   * grows to it only once written (`claimed`), so this process never admits more than the ledger
   * says it holds. Alone, the count is written as the hold: an instance that joins must not find
   * the whole budget held.
   */
  plan(caller: string, now: number, others: number, live: number): ClaimPlan {
    // Alone, a window's first sight through a claim admits as without a ledger: with 0, a request
    // arriving while this claim is written was refused (a 429 at each window's turn).
    const e = this.entry(caller, now, live > 1 ? 0 : this.max);
    e.others = others;
    const held = live > 1 ? Math.max(e.mine, this.fair(e, live)) : e.mine;
    if (live > 1) e.allow = Math.min(e.allow, held);
    return { caller, seq: ++e.claims, window: e.window, count: e.mine, held, live };
  }

  releasePlan(caller: string, now: number, live: number): ClaimPlan | undefined {
    const e = this.current(caller, now);
    if (!e || e.held <= e.mine) return undefined;
    e.allow = Math.min(e.allow, e.mine);
    return { caller, seq: ++e.claims, window: e.window, count: e.mine, held: e.mine, live };
  }

  claimed(p: ClaimPlan): void {
    const e = this.entries.get(p.caller);
    if (!e || e.window !== p.window || e.claims !== p.seq) return;
    e.held = p.held;
    e.readAt = this.clock.now();
    e.allow = p.live > 1 ? p.held : this.fair(e, 1);
  }

  /**
   * A claim the store did not take: fail open, with what this process may admit in the window
   * without the ledger — its last hold or 1/N of the limit, whichever is more. Fixed figures, not
   * this process's count plus a share of stale remainders: however often claims fail, the
   * allowance does not grow, so N instances cut off at once admit at most limit × (2N−1)/N.
   * Alone, what is left of the window, as without a ledger.
   */
  unclaimed(caller: string, now: number, live: number): void {
    const e = this.entry(caller, now, 0);
    const open = live > 1 ? Math.max(e.held, Math.floor(this.max / live)) : this.fair(e, 1);
    e.allow = Math.max(e.allow, open);
  }

  reshare(now: number, live: number): void {
    for (const [, e] of this.active(now)) e.allow = live > 1 ? Math.min(e.allow, this.fair(e, live)) : this.fair(e, 1);
  }

  /** Every entry of the current window (the ledger's view). */
  *active(now: number): IterableIterator<[string, LimitEntry]> {
    const window = this.windowOf(now);
    for (const [caller, e] of this.entries) if (e.window === window) yield [caller, e];
  }

  /** The ledger document of a caller's window (tests read it). */
  slot(caller: string, window: number): string {
    return slotOf(this, caller, window);
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

  private take(caller: string, cost: number, what: string): Quota {
    const now = this.clock.now();
    const e = this.entry(caller, now);
    if (e.mine + cost > e.allow) {
      const q = this.quota(e, now);
      // Its hold here is spent while the others may have left some: the next sync claims again.
      if (this.max - e.mine - e.others >= this.live()) this.ledger?.touched(this, caller);
      throw this.refuse({ ...q, remaining: 0 }, what);
    }
    e.mine += cost;
    e.takenAt = now;
    this.ledger?.touched(this, caller);
    return this.quota(e, now);
  }

  private sweep(now: number): void {
    const window = this.windowOf(now);
    for (const [k, e] of this.entries) if (e.window !== window) this.entries.delete(k);
    this.sweepAt = window + this.windowMs;
  }
}
