import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { DuplicateKeyError, type CollectionSpec, type DocumentStore } from "../ports/document-store.ts";
import type { Clock } from "../scheduler/clock.ts";
import type { JobHandle, JobSpec } from "../scheduler/scheduler.ts";

/**
 * What a claim writes for this instance in a caller's window, and what the limiter applies once it
 * is written: the instance's count, and its *hold*, what it may admit in all before it writes again.
 */
export interface ClaimPlan {
  caller: string;
  /** The limiter's claim sequence number: only the latest claim's answer is applied. */
  seq: number;
  window: number;
  count: number;
  held: number;
  live: number;
}

/** A rate limit as the ledger sees it (implemented by RateLimiter): the ledger imports no limiter. */
export interface CountedLimit {
  readonly policy: string;
  readonly max: number;
  readonly windowMs: number;
  windowOf(now: number): number;
  /** Inside a claim: what the others hold is `others`; answers what to write (and shrinks the allowance to it). */
  plan(caller: string, now: number, others: number, live: number): ClaimPlan;
  /** Giving back an idle claim's spare: what to write, or undefined when it holds nothing spare. */
  releasePlan(caller: string, now: number, live: number): ClaimPlan | undefined;
  /** A claim written: its hold is this process's allowance (unless a later claim began). */
  claimed(plan: ClaimPlan): void;
  /** A claim the store did not take (unreachable, too slow): fail open, within the documented bound. */
  unclaimed(caller: string, now: number, live: number): void;
  /** The instance count changed: every allowance of the window is shared again. */
  reshare(now: number, live: number): void;
  /** Callers of the current window with what they counted and hold here. */
  active(now: number): IterableIterator<[string, { mine: number; held: number; allow: number; takenAt: number; others: number; readAt: number }]>;
}

/** A cap on what callers hold open at once (implemented by SharedGauge). */
export interface CountedGauge {
  readonly name: string;
  readonly holding: boolean;
  slot(caller: string): string;
  /** What this process holds open for the caller, and what it last wrote (undefined: nothing known). */
  current(caller: string): { mine: number; written: number; readAt: number; others: number } | undefined;
  learn(caller: string, others: number, readAt: number, written?: number): void;
  reshareAll(live: number): void;
  sweep(now: number, olderThanMs: number): void;
}

/**
 * One caller's window of one policy (`<policy>:<window start>:<caller>`): every instance's count and
 * hold in one document, so that every claim is a compare-and-set of this one document. Two claims
 * never both succeed on what the same earlier state left, whatever the store: SQLite runs writers
 * one at a time, MongoDB fails the second writer of one document (a version that moved).
 */
interface LedgerDoc {
  expires_at: number;
  by: Record<string, { count: number; held: number }>;
}

/** One instance's count of what one caller holds open now (`slot`: gauge and caller); deleted at 0. */
interface GaugeDoc {
  slot: string;
  instance: string;
  count: number;
}

/** An instance counting: how many share each budget. */
interface InstanceDoc {
  expires_at: number;
}

/** Outside both worlds, like API keys: a key's budget is counted wherever it is spent. */
export const LEDGER: CollectionSpec = { name: "rate_limit_ledger", indexes: [{ fields: ["expires_at"] }] };
const INSTANCES: CollectionSpec = { name: "rate_limit_instances", indexes: [{ fields: ["expires_at"] }] };
const GAUGES: CollectionSpec = { name: "rate_limit_gauges", indexes: [{ fields: ["slot"] }, { fields: ["instance"] }] };

/**
 * An instance says it is there every HEARTBEAT_MS, busy or idle, and counts as sharing budgets
 * until INSTANCE_TTL_MS after it last said so (or until it stops: a drain removes it at once).
 */
const INSTANCE_TTL_MS = 90_000;
const HEARTBEAT_MS = 30_000;
/** A window's document outlives the window by this much (instances' clocks differ a little). */
const LEDGER_GRACE_MS = 5_000;
/** An instance counting nothing for this long stops its clean-up rounds. */
const ACTIVE_MS = 10_000;
/** How old the instance count may be when a request needs it: older, it is read first. */
const LIVE_FRESH_MS = 1_000;
/** A claim not drawn on for this long gives back what it holds beyond its count. */
const RELEASE_IDLE_MS = 1_000;
/** Most callers claimed in one sync; the rest wait for the next. */
const MAX_CALLERS_PER_SYNC = 500;
/** Claims of one sync under way at once: each is one document's compare-and-set, no transaction. */
const SYNC_PARALLEL = 16;
/** Compare-and-set attempts of one claim (others claiming the same caller at the same moment). */
const CAS_ATTEMPTS = 8;
const CLEANUP_BATCH = 200;
const CLEANUP_MS = 5_000;
const WARN_EVERY_MS = 60_000;
/** Longest a request waits for its caller's claim: then it fails open (within the bound). */
const CLAIM_DEADLINE_MS = 500;
const CLOSE_WAIT_MS = 2_000;
/** A read of a gauge that never led to a count is forgotten after this long. */
const GAUGE_READ_TTL_MS = 10_000;

export interface LimitLedgerOptions {
  intervalMs: number;
  log: Logger;
  clock: Clock;
  /** Where the sync runs (the host's scheduler): an unleased job every `intervalMs`. */
  schedule(spec: JobSpec): JobHandle;
  /** Counts store failures, for /metrics. */
  onFailure?: () => void;
}

/** Rejects once `ms` pass on `clock`: a store that hangs makes a request wait this long at most. */
function within<T>(work: Promise<T>, ms: number, clock: Clock, what: string): Promise<T> {
  let cancel: (() => void) | undefined;
  const timeout = new Promise<never>((_, reject) => {
    cancel = clock.after(ms, () => reject(new Error(`${what}: no answer from the store within ${ms} ms`)));
  });
  return Promise.race([work, timeout]).finally(() => cancel?.());
}

class Contended extends Error {}

/**
 * The `cluster` policy of rate limits: a ledger in the store of what every instance counted and
 * holds of each caller's window. Each instance counts in memory (admitting never waits for I/O)
 * and admits a caller only up to what it holds in the ledger.
 *
 * - A claim is one compare-and-set of the caller's window document: read what the others hold (a
 *   live instance's hold, a stopped one's count), write this instance's count and its new hold —
 *   its count plus 1/N of what is left (N: the instances there). No transaction, and nothing else
 *   written: a claim never waits behind other work, and on a store whose transactions run side by
 *   side (MongoDB) two claims on one window cannot both succeed on the same state, so the holds
 *   never add up to more than the limit, on SQLite and MongoDB alike.
 * - A caller's first request of a window here waits for one claim (at most CLAIM_DEADLINE_MS), as
 *   does one that finds the hold spent while the others may have left a share; every `intervalMs`
 *   the callers counted since are claimed again, and a hold idle for a second gives back its spare.
 * - Alone (N = 1) an instance admits exactly the limit and writes only its count (no hold beyond
 *   it: an instance that joins must find a share).
 * - Fail open, bounded: a claim the store does not answer lets the instance admit up to
 *   max(its last hold, limit/N) in that window, and no further however often claims fail (never
 *   raised from stale figures), so N instances cut off together admit at most limit × (2N−1)/N.
 */
export class LimitLedger {
  readonly instance = randomUUID();
  /** Instances counting, this one included, as last read. */
  live = 1;
  private liveIds = new Set<string>();
  private readonly limits: CountedLimit[] = [];
  private readonly gauges: CountedGauge[] = [];
  private readonly touchedCallers = new Map<CountedLimit, Set<string>>();
  private readonly touchedGauges = new Map<CountedGauge, Set<string>>();
  /** Claims under way, per slot: a request joins the one in flight. */
  private readonly claims = new Map<string, Promise<void>>();
  private job: JobHandle | null = null;
  private lastHeartbeat = 0;
  private liveReadAt = 0;
  private liveRead: Promise<void> | null = null;
  private lastActivity = 0;
  private lastCleanup = 0;
  private lastWarning = -Infinity;
  private closed = false;

  constructor(
    private readonly store: DocumentStore,
    private readonly o: LimitLedgerOptions,
  ) {}

  private get now(): number {
    return this.o.clock.now();
  }

  register(limit: CountedLimit): void {
    this.limits.push(limit);
  }

  registerGauge(gauge: CountedGauge): void {
    this.gauges.push(gauge);
  }

  /**
   * Says this instance is there and learns how many others are, before the first request (a new
   * instance must not think it is alone, nor let the others think so); then syncs every interval.
   */
  async start(): Promise<void> {
    try {
      await within(this.heartbeat(this.now), CLAIM_DEADLINE_MS, this.o.clock, "rate limits");
      await within(this.readLive(), CLAIM_DEADLINE_MS, this.o.clock, "rate limits");
    } catch (err) {
      this.warn(err);
    }
    this.job = this.o.schedule({
      name: `rate-limits:sync:${this.instance}`,
      everyMs: this.o.intervalMs,
      runAtStart: false,
      backoff: { initialMs: this.o.intervalMs, maxMs: 5_000 },
      round: () => this.sync(),
    });
  }

  /** A caller counted (or was refused) here: claimed again at the next sync. */
  touched(limit: CountedLimit, caller: string): void {
    this.lastActivity = this.now;
    let callers = this.touchedCallers.get(limit);
    if (!callers) this.touchedCallers.set(limit, (callers = new Set()));
    callers.add(caller);
  }

  gaugeTouched(gauge: CountedGauge, caller: string): void {
    this.lastActivity = this.now;
    let callers = this.touchedGauges.get(gauge);
    if (!callers) this.touchedGauges.set(gauge, (callers = new Set()));
    callers.add(caller);
  }

  private async heartbeat(now: number): Promise<void> {
    await this.store.collection<InstanceDoc>(INSTANCES).upsert(this.instance, { expires_at: now + INSTANCE_TTL_MS });
    this.lastHeartbeat = now;
  }

  private async readLive(): Promise<void> {
    const at = this.now;
    const page = await this.store.collection<InstanceDoc>(INSTANCES).find({ where: { expires_at: { gt: at } }, limit: 1000 });
    this.setLive(new Set(page.items.map((d) => d.id)), at);
  }

  private setLive(ids: Set<string>, at: number): void {
    this.liveIds = ids;
    this.liveReadAt = at;
    const live = ids.size + (ids.has(this.instance) ? 0 : 1);
    if (live === this.live) return;
    this.live = live;
    // Shares shrink at once; every caller is claimed again at the next sync (a larger share, or what a gone instance left).
    for (const limit of this.limits) {
      limit.reshare(at, live);
      for (const [caller] of limit.active(at)) this.touched(limit, caller);
    }
    for (const gauge of this.gauges) gauge.reshareAll(live);
  }

  /**
   * Before admitting: a claim when this process needs one (its first request of the caller's
   * window here, or a hold spent while the others may have left a share). Undefined when there is
   * nothing to wait for, so the usual request pays no promise. Never rejects: a claim that fails
   * fails open (CountedLimit.unclaimed).
   */
  needsClaim(limit: CountedLimit, caller: string, cost: number, entry: { mine: number; allow: number; others: number; readAt: number } | undefined, now: number): Promise<void> | undefined {
    if (this.closed) return undefined;
    // After a quiet spell, who else counts is read again before admitting anyone.
    if (now - this.liveReadAt > LIVE_FRESH_MS) {
      this.liveRead ??= within(this.readLive(), CLAIM_DEADLINE_MS, this.o.clock, "rate limits")
        .catch((err: unknown) => this.warn(err))
        .finally(() => {
          this.liveRead = null;
          this.liveReadAt = Math.max(this.liveReadAt, this.now);
        });
      return this.liveRead.then(() => this.needsClaim(limit, caller, cost, entry, this.now));
    }
    if (entry) {
      if (entry.mine + cost <= entry.allow) return undefined;
      // Spent here: claim again if the others may have left a share, or if what they held was read long ago.
      const stale = entry.others > 0 && now - entry.readAt > 2 * this.o.intervalMs;
      const shareLeft = limit.max - entry.mine - entry.others >= this.live;
      if (this.live <= 1 ? !stale : !stale && !shareLeft) return undefined;
    } else if (this.live <= 1) return undefined;
    return this.claimSoon(limit, caller, now);
  }

  /** One claim of the caller's window, joined by every request that needs it meanwhile. */
  private claimSoon(limit: CountedLimit, caller: string, now: number): Promise<void> {
    const slot = slotOf(limit, caller, limit.windowOf(now));
    let claiming = this.claims.get(slot);
    if (!claiming) {
      const work = this.claim(limit, caller);
      claiming = within(work, CLAIM_DEADLINE_MS, this.o.clock, "rate limits").then(
        () => undefined,
        (err: unknown) => {
          this.warn(err);
          limit.unclaimed(caller, this.now, this.live);
          // Claimed again at the next sync; the claim still under way applies if it commits.
          this.touched(limit, caller);
        },
      );
      this.claims.set(slot, claiming);
      void work.catch(() => undefined).finally(() => this.claims.delete(slot));
    }
    return claiming;
  }

  /**
   * One claim (or a release of an idle hold's spare) of one caller's window: a compare-and-set of
   * its document, tried again when another instance wrote it meanwhile.
   */
  private async claim(limit: CountedLimit, caller: string, release = false): Promise<void> {
    // The time of the claim itself, not of the sync or request that asked for it: a window may have
    // turned meanwhile, and a plan for the last one would replace the caller's entry of this one.
    const now = this.now;
    const window = limit.windowOf(now);
    const id = slotOf(limit, caller, window);
    const ledger = this.store.collection<LedgerDoc>(LEDGER);
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
      const doc = await ledger.get(id);
      let others = 0;
      for (const [instance, share] of Object.entries(doc?.by ?? {})) {
        if (instance === this.instance) continue;
        // A live instance's hold; a stopped one's count (a drained instance gives its spare back at once).
        others += this.liveIds.has(instance) ? Math.max(share.count, share.held) : share.count;
      }
      const plan = release ? limit.releasePlan(caller, now, this.live) : limit.plan(caller, now, others, this.live);
      if (!plan) return;
      const next: LedgerDoc = { expires_at: window + limit.windowMs + LEDGER_GRACE_MS, by: { ...doc?.by, [this.instance]: { count: plan.count, held: plan.held } } };
      const saved = doc ? await ledger.update(id, doc.version, next) : await ledger.insert(id, next).catch((err: unknown) => (err instanceof DuplicateKeyError ? null : Promise.reject(err)));
      if (saved) {
        limit.claimed(plan);
        return;
      }
    }
    throw new Contended(`rate limits: the claim of ${id} lost ${CAS_ATTEMPTS} compare-and-sets in a row`);
  }

  /** Runs a sync now: tests drive instances' syncs in an order of their choosing. */
  syncNow(): Promise<void> {
    this.forced = true;
    if (this.job) return this.job.runNow();
    return this.sync();
  }

  private forced = false;

  /** One sync: heartbeat, instances, claims of the callers counted since the last, idle holds given back, gauges, clean-up. */
  private async sync(): Promise<void> {
    const now = this.now;
    const gaugesHeld = this.gauges.some((g) => g.holding);
    const active = now - this.lastActivity < ACTIVE_MS || gaugesHeld;
    const batch = takeSome(this.touchedCallers);
    const idle = this.idleHolds(now, MAX_CALLERS_PER_SYNC - batch.length);
    const gaugeBatch = takeSome(this.touchedGauges);
    const heartbeat = now - this.lastHeartbeat >= HEARTBEAT_MS;
    const forced = this.forced;
    this.forced = false;
    if (heartbeat) await this.heartbeat(now).catch((err: unknown) => this.warn(err));
    if (heartbeat || active || forced || batch.length > 0) await this.readLive().catch((err: unknown) => this.warn(err));
    const work: (() => Promise<void>)[] = [];
    for (const [limit, caller] of batch) {
      // A request's claim is under way: it is the latest, and what its requests wait for.
      if (this.claims.has(slotOf(limit, caller, limit.windowOf(now)))) this.touched(limit, caller);
      else
        work.push(() =>
          this.claim(limit, caller).catch((err: unknown) => {
            this.warn(err);
            limit.unclaimed(caller, this.now, this.live);
            this.touched(limit, caller);
          }),
        );
    }
    for (const [limit, caller] of idle) {
      if (this.claims.has(slotOf(limit, caller, limit.windowOf(now)))) continue;
      work.push(() => this.claim(limit, caller, true).catch((err: unknown) => this.warn(err)));
    }
    for (const [gauge, caller] of gaugeBatch) work.push(() => this.syncGauge(gauge, caller, now));
    await inParallel(work, SYNC_PARALLEL);
    if (active && now - this.lastCleanup >= CLEANUP_MS) {
      this.lastCleanup = now;
      await this.cleanup(now).catch((err: unknown) => this.warn(err));
    }
    for (const gauge of this.gauges) gauge.sweep(now, GAUGE_READ_TTL_MS);
  }

  /** Holds of callers not admitted here for RELEASE_IDLE_MS that keep more than their count. */
  private idleHolds(now: number, room: number): [CountedLimit, string][] {
    const out: [CountedLimit, string][] = [];
    for (const limit of this.limits) {
      const touched = this.touchedCallers.get(limit);
      for (const [caller, e] of limit.active(now)) {
        if (out.length >= room) return out;
        if (e.held > e.mine && now - e.takenAt >= RELEASE_IDLE_MS && !touched?.has(caller)) out.push([limit, caller]);
      }
    }
    return out;
  }

  /** See SharedGauge.prepare: one read of the caller's counts in the other live instances, when this process's is old. */
  prepareGauge(gauge: CountedGauge, caller: string, now: number): Promise<void> | undefined {
    if (this.live <= 1 || this.closed) return undefined;
    const e = gauge.current(caller);
    if (e && now - e.readAt <= 2 * this.o.intervalMs) return undefined;
    const slot = gauge.slot(caller);
    let read = this.claims.get(slot);
    if (!read) {
      read = within(this.othersHolding(slot), CLAIM_DEADLINE_MS, this.o.clock, "subscription caps")
        .then(
          (others) => gauge.learn(caller, others, this.now),
          (err: unknown) => {
            this.warn(err);
            gauge.learn(caller, gauge.current(caller)?.others ?? 0, this.now);
          },
        )
        .finally(() => this.claims.delete(slot));
      this.claims.set(slot, read);
    }
    return read;
  }

  /** Writes this instance's count of one gauge slot when it changed, and reads the others'. */
  private async syncGauge(gauge: CountedGauge, caller: string, now: number): Promise<void> {
    const e = gauge.current(caller);
    const count = e?.mine ?? 0;
    const slot = gauge.slot(caller);
    const gauges = this.store.collection<GaugeDoc>(GAUGES);
    try {
      if (count !== (e?.written ?? 0)) {
        if (count > 0) await gauges.upsert(`${slot}|${this.instance}`, { slot, instance: this.instance, count });
        else await gauges.delete(`${slot}|${this.instance}`);
      }
      gauge.learn(caller, await this.othersHolding(slot), now, count);
    } catch (err) {
      this.warn(err);
      this.gaugeTouched(gauge, caller);
    }
  }

  /** What the other live instances hold of one gauge slot (a dead instance's documents do not count). */
  private async othersHolding(slot: string): Promise<number> {
    const page = await this.store.collection<GaugeDoc>(GAUGES).find({ where: { slot }, limit: 1000 });
    let sum = 0;
    for (const d of page.items) if (d.instance !== this.instance && this.liveIds.has(d.instance)) sum += d.count;
    return sum;
  }

  /** Expired windows and instances, and dead instances' gauge documents: a bounded page of each, one document at a time. */
  private async cleanup(now: number): Promise<void> {
    for (const spec of [LEDGER, INSTANCES]) {
      const c = this.store.collection<{ expires_at: number }>(spec);
      const old = await c.find({ where: { expires_at: { lt: now } }, limit: CLEANUP_BATCH });
      for (const d of old.items) await c.delete(d.id);
    }
    const gauges = this.store.collection<GaugeDoc>(GAUGES);
    const page = await gauges.find({ limit: CLEANUP_BATCH, cursor: this.gaugeCleanupCursor });
    for (const d of page.items) if (d.instance !== this.instance && !this.liveIds.has(d.instance)) await gauges.delete(d.id);
    this.gaugeCleanupCursor = page.nextCursor;
  }

  private gaugeCleanupCursor: string | undefined;

  private warn(err: unknown): void {
    this.o.onFailure?.();
    const now = this.now;
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.o.log.warn({ err }, "rate limits: the store did not answer; counting locally (within the documented bound) until it does");
  }

  /** Stops syncing and says this instance no longer counts: the others then count only what it admitted, not what it held. */
  async close(): Promise<void> {
    this.closed = true;
    const stopping = this.job?.stop() ?? Promise.resolve();
    await within(Promise.allSettled([stopping, ...this.claims.values()]), CLOSE_WAIT_MS, this.o.clock, "rate limits").catch(() => undefined);
    if (this.lastHeartbeat > 0) {
      const gone = Promise.resolve().then(() => this.store.collection<InstanceDoc>(INSTANCES).delete(this.instance));
      await within(gone, CLOSE_WAIT_MS, this.o.clock, "rate limits").catch(() => undefined);
    }
    if (this.gauges.length > 0) await within(Promise.resolve().then(() => this.deleteOwnGauges()), CLOSE_WAIT_MS, this.o.clock, "subscription caps").catch(() => undefined);
  }

  private async deleteOwnGauges(): Promise<void> {
    const gauges = this.store.collection<GaugeDoc>(GAUGES);
    for (;;) {
      const page = await gauges.find({ where: { instance: this.instance }, limit: CLEANUP_BATCH });
      for (const d of page.items) await gauges.delete(d.id);
      if (page.items.length < CLEANUP_BATCH) return;
    }
  }
}

/** The ledger document of a caller's window. */
export function slotOf(limit: { policy: string }, caller: string, window: number): string {
  return `${limit.policy}:${window}:${caller}`;
}

/** Up to MAX_CALLERS_PER_SYNC touched (owner, caller) pairs, taken out of `touched`. */
function takeSome<K>(touched: Map<K, Set<string>>): [K, string][] {
  const out: [K, string][] = [];
  for (const [owner, callers] of touched) {
    for (const caller of callers) {
      if (out.length >= MAX_CALLERS_PER_SYNC) return out;
      out.push([owner, caller]);
      callers.delete(caller);
    }
  }
  return out;
}

/** Runs `work` with at most `parallel` under way at once. */
async function inParallel(work: (() => Promise<void>)[], parallel: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, work.length) }, async () => {
      while (next < work.length) await work[next++]!();
    }),
  );
}
