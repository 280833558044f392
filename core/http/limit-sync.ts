import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { CollectionSpec, DocumentStore, StoreScope } from "../ports/document-store.ts";
import type { Claim, RateLimiter } from "./rate-limiter.ts";
import type { SharedGauge } from "./shared-gauge.ts";

/** One instance's count of one caller's window (`slot`: policy, window start, caller), and its claim on it. */
interface CountDoc {
  slot: string;
  instance: string;
  count: number;
  /** What the instance may admit in all until it writes again (absent: its count). */
  held?: number;
  expires_at: number;
}

/** One instance's count of what one caller holds open now (`slot`: gauge and caller); deleted at 0. */
interface GaugeDoc {
  slot: string;
  instance: string;
  count: number;
}

/** An instance that counted anything lately: how many share each budget. */
interface InstanceDoc {
  expires_at: number;
}

/** Outside both worlds, like API keys: a key's budget is counted wherever it is spent. */
const COUNTS: CollectionSpec = { name: "rate_limit_counts", indexes: [{ fields: ["slot"] }, { fields: ["expires_at"] }] };
const INSTANCES: CollectionSpec = { name: "rate_limit_instances", indexes: [{ fields: ["expires_at"] }] };
const GAUGES: CollectionSpec = { name: "rate_limit_gauges", indexes: [{ fields: ["slot"] }, { fields: ["instance"] }] };

/**
 * An instance says it is there every HEARTBEAT_MS, busy or idle (two tiny writes a minute), and
 * counts as sharing budgets until INSTANCE_TTL_MS after it last said so (or until it stops: a
 * drain removes it at once). An idle instance must count: it may get requests at any moment.
 */
const INSTANCE_TTL_MS = 90_000;
const HEARTBEAT_MS = 30_000;
/** A count document outlives its window by this much, for instances whose clocks differ a little. */
const COUNT_GRACE_MS = 5_000;
/** An instance counting nothing for this long stops its clean-up rounds. */
const ACTIVE_MS = 10_000;
/** How old the instance count may be when a request needs it: older, the request reads it first. */
const LIVE_FRESH_MS = 1_000;
/** A claim not drawn on for this long gives back what it holds beyond its count, for the other instances. */
const RELEASE_IDLE_MS = 1_000;
/** Most callers written and read in one sync; the rest wait for the next ones. */
const MAX_CALLERS_PER_SYNC = 500;
/** Expired documents deleted per sync, at most every CLEANUP_MS. */
const CLEANUP_BATCH = 200;
const CLEANUP_MS = 5_000;
/** A warning about a store that does not answer, at most this often. */
const WARN_EVERY_MS = 60_000;
/** Longest a request waits for its caller's counts, and start-up for the instance count: then fail open. */
const READ_DEADLINE_MS = 500;
/** Longest close waits for a sync under way (a store that hangs must not hold the shutdown). */
const CLOSE_WAIT_MS = 2_000;

/** Rejects once `ms` pass: a store that hangs makes a request wait this long at most. */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer from the store within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

type Touched = Map<RateLimiter, Set<string>>;
/** Where a claim is written: the caller's window's document of this instance. */
type ClaimWrite = Claim & { slot: string; expiresAt: number };
type TouchedGauges = Map<SharedGauge, Set<string>>;
/** A read that never led to a count is forgotten after this long. */
const GAUGE_READ_TTL_MS = 10_000;

export interface LimitSyncOptions {
  intervalMs: number;
  log: Logger;
  /** Counts of store failures, for /metrics. */
  onFailure?: () => void;
}

/**
 * The `cluster` policy of rate limits: every instance sharing the store (worker processes of one
 * Berth, Berths on one SQLite file, Berths on one MongoDB) counts in memory and admits a caller only
 * up to what it has *claimed* for the window in the store.
 *
 * - A claim is one transaction: read what the other instances hold of the caller's window (each
 *   live one's claim, a stopped one's count), write this instance's count and its new claim — its
 *   count plus 1/N of what is left (N: the instances there, this one included: each says so every
 *   30 s, busy or idle, and a drain takes it out at once). A caller's first request of a window
 *   here waits for one claim, and so does a request that finds the claim spent while the others
 *   may have left some; every `intervalMs` the callers counted since are claimed again in one
 *   transaction, and a claim idle for a second gives back what it holds beyond its count.
 * - Overshoot: with a store that runs these transactions one at a time (SQLite) the claims never
 *   add up to more than the limit, however late any instance syncs. With one that runs them side by
 *   side (MongoDB), claims computed from the same moment can overlap: at most limit × (N−1)/N over.
 *   While an instance joins, for one sync interval the others may still admit their share as if it
 *   were not there. Alone (N = 1) an instance admits exactly the limit, with no write per request.
 * - Undershoot: shares are rounded down, so up to N−1 units may go unused; a claim is given back
 *   after a second idle, and a killed instance's claims count until it is taken for dead (90 s)
 *   or the window ends.
 * - The store down: each instance goes on counting locally with what it last knew (fail open, each
 *   admitting its share of the remainder, a first-seen caller 1/N of the limit) and warns once a
 *   minute; the sync catches up when the store is back.
 */
export class LimitSync {
  readonly instance = randomUUID();
  /** Instances counting, this one included, as last read. */
  live = 1;
  private readonly limiters: RateLimiter[] = [];
  private readonly gauges: SharedGauge[] = [];
  private touchedCallers: Touched = new Map();
  /** Callers whose claim holds more than their count: given back once idle. */
  private readonly spare: Touched = new Map();
  private readonly touchedGauges: TouchedGauges = new Map();
  /** Where the sweep of dead instances' gauge documents goes on (a page per cleanup). */
  private gaugeCleanupCursor: string | undefined;
  private readonly reads = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private lastHeartbeat = 0;
  /** When `live` was last read (by a sync, or a request after a quiet spell). */
  private liveReadAt = 0;
  private lastActivity = 0;
  private lastCleanup = 0;
  private lastWarning = 0;
  private closed = false;

  constructor(
    private readonly store: DocumentStore,
    private readonly options: LimitSyncOptions,
  ) {}

  register(limiter: RateLimiter): void {
    this.limiters.push(limiter);
  }

  registerGauge(gauge: SharedGauge): void {
    this.gauges.push(gauge);
  }

  /** A gauge's caller changed here (or was refused while others may hold less): written and re-read at the next sync. */
  gaugeTouched(gauge: SharedGauge, caller: string): void {
    this.lastActivity = Date.now();
    let callers = this.touchedGauges.get(gauge);
    if (!callers) this.touchedGauges.set(gauge, (callers = new Set()));
    callers.add(caller);
  }

  /** See SharedGauge.prepare: one read of the caller's counts in the other live instances, when this process's is old. */
  prepareGauge(gauge: SharedGauge, caller: string, now: number): Promise<void> | undefined {
    if (this.live <= 1) return undefined;
    const e = gauge.current(caller);
    if (e && now - e.readAt <= 2 * this.options.intervalMs) return undefined;
    const slot = gauge.slot(caller);
    let read = this.reads.get(slot);
    if (!read) {
      read = within(this.othersHolding(this.store, slot, now), READ_DEADLINE_MS, "subscription caps")
        .then(
          (others) => gauge.learn(caller, others, Date.now()),
          (err: unknown) => {
            this.warn(err);
            gauge.learn(caller, gauge.current(caller)?.others ?? 0, Date.now());
          },
        )
        .finally(() => this.reads.delete(slot));
      this.reads.set(slot, read);
    }
    return read;
  }

  /** What the other live instances hold of one gauge slot (a dead instance's documents do not count). */
  private async othersHolding(scope: StoreScope, slot: string, now: number, liveIds?: Set<string>): Promise<number> {
    const live = liveIds ?? (await this.liveInstances(scope, now));
    const page = await scope.collection<GaugeDoc>(GAUGES).find({ where: { slot }, limit: 1000 });
    let sum = 0;
    for (const d of page.items) if (d.instance !== this.instance && live.has(d.instance)) sum += d.count;
    return sum;
  }

  private async liveInstances(scope: StoreScope, now: number): Promise<Set<string>> {
    const page = await scope.collection<InstanceDoc>(INSTANCES).find({ where: { expires_at: { gt: now } }, limit: 1000 });
    return new Set(page.items.map((d) => d.id));
  }

  /**
   * Says this instance is there and learns how many others are, before the first request: a new
   * instance must not think it is alone, nor let the others think so.
   */
  async start(): Promise<void> {
    try {
      const now = Date.now();
      await within(this.store.collection<InstanceDoc>(INSTANCES).upsert(this.instance, { expires_at: now + INSTANCE_TTL_MS }), READ_DEADLINE_MS, "rate limits");
      this.lastHeartbeat = now;
      await this.readLive();
    } catch (err) {
      this.warn(err);
    }
    this.timer = setInterval(() => this.tick(), this.options.intervalMs);
    this.timer.unref();
  }

  /** A caller counted (or was refused) here: written and re-read at the next sync. */
  touched(limiter: RateLimiter, caller: string): void {
    this.lastActivity = Date.now();
    let callers = this.touchedCallers.get(limiter);
    if (!callers) this.touchedCallers.set(limiter, (callers = new Set()));
    callers.add(caller);
  }

  private async readLive(): Promise<void> {
    const started = Date.now();
    const count = await within(this.store.collection<InstanceDoc>(INSTANCES).count({ expires_at: { gt: started } }), READ_DEADLINE_MS, "rate limits");
    this.setLive(count, started);
  }

  /** The instance count, as read at `at`; every share changes when it does. */
  private setLive(count: number, at: number): void {
    const live = Math.max(1, count);
    this.liveReadAt = at;
    if (live === this.live) return;
    this.live = live;
    // Shares shrink at once; every caller is claimed again at the next sync (a larger share, or what a gone instance left).
    for (const limiter of this.limiters) {
      for (const [caller, e] of limiter.active(at)) {
        limiter.reshare(e, live);
        this.touched(limiter, caller);
      }
    }
    for (const gauge of this.gauges) for (const [, e] of gauge.active()) gauge.reshare(e);
  }

  /** Instances sharing the budgets: the live ones read, this one always among them. */
  private liveCount(liveIds: Set<string>): number {
    return liveIds.size + (liveIds.has(this.instance) ? 0 : 1);
  }

  private liveRead: Promise<void> | null = null;

  /** See RateLimiter.prepare: a claim of the caller's window when this process needs one. */
  prepare(limiter: RateLimiter, caller: string, now: number): Promise<void> | undefined {
    // After a quiet spell (no sync lately), who else counts is read again before admitting anyone.
    if (now - this.liveReadAt > LIVE_FRESH_MS) {
      this.liveRead ??= this.readLive()
        .catch((err: unknown) => this.warn(err))
        .finally(() => {
          this.liveRead = null;
          this.liveReadAt = Math.max(this.liveReadAt, Date.now());
        });
      return this.liveRead.then(() => this.prepare(limiter, caller, Date.now()));
    }
    const e = limiter.current(caller, now);
    if (e) {
      if (e.mine < e.allow) return undefined;
      // Spent here: claim again if the others may have left a share, or if what they held was read
      // long ago (they give back idle claims). Alone, only what a gone instance held can change.
      const stale = e.others > 0 && now - e.readAt > 2 * this.options.intervalMs;
      if (this.live <= 1 ? !stale : !stale && !limiter.hasShareLeft(e)) return undefined;
    } else if (this.live <= 1) return undefined;
    const slot = limiter.slot(caller, limiter.windowOf(now));
    let claiming = this.reads.get(slot);
    if (!claiming) {
      claiming = this.claimNow(limiter, caller, now).finally(() => this.reads.delete(slot));
      this.reads.set(slot, claiming);
    }
    return claiming;
  }

  /** One claim of one caller's window, now; past READ_DEADLINE_MS the request goes on (fail open) and the claim applies when it commits. */
  private claimNow(limiter: RateLimiter, caller: string, now: number): Promise<void> {
    let begun: ClaimWrite | undefined;
    const committed = this.store
      .transaction(async (tx) => {
        const liveIds = await this.liveInstances(tx, now);
        this.setLive(this.liveCount(liveIds), now);
        begun = await this.claimIn(tx, limiter, caller, now, liveIds);
        return begun;
      })
      .then((c) => this.applied([c], Date.now()));
    return within(committed, READ_DEADLINE_MS, "rate limits").then(
      // The window ended while the claim was on its way: the request is counted in the new one, claimed first.
      () => (limiter.current(caller, Date.now()) ? undefined : this.prepare(limiter, caller, Date.now())),
      (err: unknown) => {
        this.warn(err);
        limiter.unclaimed(begun, caller, now);
      },
    );
  }

  /** Inside a transaction: reads what the others hold of the caller's window and writes this instance's count and claim. */
  private async claimIn(tx: StoreScope, limiter: RateLimiter, caller: string, now: number, liveIds: Set<string>): Promise<ClaimWrite> {
    const slot = limiter.slot(caller, limiter.windowOf(now));
    const claim = located(limiter.claim(caller, now, await this.othersClaimed(tx, slot, liveIds), this.live));
    await this.write(tx, claim);
    return claim;
  }

  /**
   * The caller's window's document of this instance, always: what this process last wrote is not
   * known here for sure (a claim superseded before it committed never updates the entry), and a
   * write skipped on a stale guess left the store saying less than this process allowed itself.
   */
  private async write(tx: StoreScope, c: ClaimWrite): Promise<void> {
    await tx.collection<CountDoc>(COUNTS).upsert(`${c.slot}|${this.instance}`, { slot: c.slot, instance: this.instance, count: c.count, held: c.held, expires_at: c.expiresAt });
  }

  /** Claims committed: each limiter takes its allowance; those holding more than they counted are watched for idleness. */
  private applied(claims: ClaimWrite[], now: number): void {
    for (const c of claims) {
      c.limiter.claimed(c, now);
      let spare = this.spare.get(c.limiter);
      if (c.held > c.count && c.entry.claims === c.seq) {
        if (!spare) this.spare.set(c.limiter, (spare = new Set()));
        spare.add(c.caller);
      } else spare?.delete(c.caller);
    }
  }

  /** What the other instances hold of one window: a live one's claim (at least its count), a gone one's count. */
  private async othersClaimed(scope: StoreScope, slot: string, liveIds: Set<string>): Promise<number> {
    const page = await scope.collection<CountDoc>(COUNTS).find({ where: { slot }, limit: 1000 });
    let sum = 0;
    for (const d of page.items) {
      if (d.instance === this.instance) continue;
      sum += liveIds.has(d.instance) ? Math.max(d.count, d.held ?? 0) : d.count;
    }
    return sum;
  }

  /** Callers whose claim holds more than their count, not admitted here for RELEASE_IDLE_MS and not about to be claimed again. */
  private idleClaims(now: number, room: number): { limiter: RateLimiter; caller: string }[] {
    const out: { limiter: RateLimiter; caller: string }[] = [];
    for (const [limiter, callers] of this.spare) {
      const touched = this.touchedCallers.get(limiter);
      for (const caller of callers) {
        if (out.length >= room) return out;
        const e = limiter.current(caller, now);
        if (!e || e.held <= e.mine) callers.delete(caller);
        else if (now - e.takenAt >= RELEASE_IDLE_MS && !touched?.has(caller)) out.push({ limiter, caller });
      }
    }
    return out;
  }

  /** Runs a sync now (after the one under way): tests drive instances' syncs in an order of their choosing. */
  async syncNow(): Promise<void> {
    await this.running;
    await this.sync(true);
  }

  private tick(): void {
    if (this.closed || this.running) return;
    this.running = this.sync()
      .catch((err: unknown) => this.warn(err))
      .finally(() => {
        this.running = null;
      });
  }

  /** One sync: claims again for the callers counted since the last, gives back idle claims, writes the gauges. */
  private async sync(force = false): Promise<void> {
    const now = Date.now();
    // Holding subscriptions open counts as activity: the clean-up rounds (dead instances' gauges) go on.
    const active = now - this.lastActivity < ACTIVE_MS || this.gauges.some((g) => g.holding);
    const idle = this.idleClaims(now, MAX_CALLERS_PER_SYNC);
    const batch = this.takeTouched();
    const gaugeBatch = this.takeTouchedGauges();
    const heartbeat = now - this.lastHeartbeat >= HEARTBEAT_MS;
    const cleanup = active && now - this.lastCleanup >= CLEANUP_MS;
    if (!force && batch.length === 0 && idle.length === 0 && gaugeBatch.length === 0 && !heartbeat && !cleanup) return;
    let claims: ClaimWrite[];
    let learnedGauges: { gauge: SharedGauge; caller: string; others: number; written: number }[];
    try {
      ({ claims, learnedGauges } = await this.store.transaction(async (tx) => {
        if (heartbeat) await tx.collection<InstanceDoc>(INSTANCES).upsert(this.instance, { expires_at: now + INSTANCE_TTL_MS });
        const liveIds = await this.liveInstances(tx, now);
        // Instances came or went: every caller's share changes at once, not at its next request.
        this.setLive(this.liveCount(liveIds), now);
        const out: ClaimWrite[] = [];
        for (const { limiter, caller } of batch) {
          if (!limiter.current(caller, now)) continue;
          // A request's claim of this caller is on its way: it is the latest, and what its requests wait for.
          if (this.reads.has(limiter.slot(caller, limiter.windowOf(now)))) this.touched(limiter, caller);
          else out.push(await this.claimIn(tx, limiter, caller, now, liveIds));
        }
        for (const { limiter, caller } of idle) {
          if (this.reads.has(limiter.slot(caller, limiter.windowOf(now)))) continue;
          const released = limiter.release(caller, now, this.live);
          if (!released) continue;
          const claim = located(released);
          await this.write(tx, claim);
          out.push(claim);
        }
        const outGauges: typeof learnedGauges = [];
        if (gaugeBatch.length > 0) {
          const gauges = tx.collection<GaugeDoc>(GAUGES);
          for (const { gauge, caller } of gaugeBatch) {
            const e = gauge.current(caller);
            const count = e?.mine ?? 0;
            const slot = gauge.slot(caller);
            if (count !== (e?.written ?? 0)) {
              if (count > 0) await gauges.upsert(`${slot}|${this.instance}`, { slot, instance: this.instance, count });
              else await gauges.delete(`${slot}|${this.instance}`);
            }
            outGauges.push({ gauge, caller, others: await this.othersHolding(tx, slot, now, liveIds), written: count });
          }
        }
        if (cleanup) await this.deleteExpired(tx, now);
        return { claims: out, learnedGauges: outGauges };
      }));
    } catch (err) {
      // Fail open: count on locally; these callers are claimed with the next sync that works.
      for (const { limiter, caller } of batch) this.touched(limiter, caller);
      for (const { gauge, caller } of gaugeBatch) this.gaugeTouched(gauge, caller);
      throw err;
    }
    if (heartbeat) this.lastHeartbeat = now;
    if (cleanup) this.lastCleanup = now;
    this.applied(claims, now);
    for (const g of learnedGauges) g.gauge.learn(g.caller, g.others, now, g.written);
    for (const gauge of this.gauges) gauge.sweep(now, GAUGE_READ_TTL_MS);
  }

  private takeTouchedGauges(): { gauge: SharedGauge; caller: string }[] {
    return takeSome(this.touchedGauges).map(([gauge, caller]) => ({ gauge, caller }));
  }

  private takeTouched(): { limiter: RateLimiter; caller: string }[] {
    return takeSome(this.touchedCallers).map(([limiter, caller]) => ({ limiter, caller }));
  }

  private async deleteExpired(tx: StoreScope, now: number): Promise<void> {
    for (const spec of [COUNTS, INSTANCES]) {
      const c = tx.collection<{ expires_at: number }>(spec);
      const old = await c.find({ where: { expires_at: { lt: now } }, limit: CLEANUP_BATCH });
      for (const d of old.items) await c.delete(d.id);
    }
    // Gauge documents carry no expiry (an instance writes a count only when it changes): those of
    // instances no longer alive go, a page per cleanup.
    const gauges = tx.collection<GaugeDoc>(GAUGES);
    const page = await gauges.find({ limit: CLEANUP_BATCH, cursor: this.gaugeCleanupCursor });
    if (page.items.length > 0) {
      const live = await this.liveInstances(tx, now);
      for (const d of page.items) if (d.instance !== this.instance && !live.has(d.instance)) await gauges.delete(d.id);
    }
    this.gaugeCleanupCursor = page.nextCursor;
  }

  private warn(err: unknown): void {
    this.options.onFailure?.();
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.options.log.warn({ err }, "rate limits: the store did not answer; counting locally until it does");
  }

  /** Stops syncing and says this instance no longer counts, so the others' shares grow at once. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await within(Promise.allSettled([this.running, ...this.reads.values()]), CLOSE_WAIT_MS, "rate limits").catch(() => undefined);
    // Gone at once from the others' count, so their shares grow now, not when this one would expire.
    if (this.lastHeartbeat > 0) {
      // A store already closed throws at once: nothing to tell the others then.
      const gone = Promise.resolve().then(() => this.store.collection<InstanceDoc>(INSTANCES).delete(this.instance));
      await within(gone, CLOSE_WAIT_MS, "rate limits").catch(() => undefined);
    }
    if (this.gauges.length > 0) await within(Promise.resolve().then(() => this.deleteOwnGauges()), CLOSE_WAIT_MS, "subscription caps").catch(() => undefined);
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

/** A claim with where it is written: its window's document, kept a little past the window's end. */
function located(c: Claim): ClaimWrite {
  const { limiter, caller, entry } = c;
  return { ...c, slot: limiter.slot(caller, entry.window), expiresAt: entry.window + limiter.windowMs + COUNT_GRACE_MS };
}

/** Up to MAX_CALLERS_PER_SYNC touched (owner, caller) pairs, taken out of `touched`; the rest wait for the next sync. */
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
