import type { Logger } from "pino";
import type { StoreScope } from "../ports/document-store.ts";
import { Lease } from "../ports/lease.ts";
import type { Clock } from "./clock.ts";
import { ShardMembers } from "./shard-members.ts";

/**
 * Clocks of the processes sharing a store may differ by up to this much (NTP keeps them within
 * milliseconds; this is the margin): a holder stops acting this long before its lease expires on
 * its own clock, so a process whose clock runs this much ahead, taking the lease over at expiry on
 * its clock, never acts at the same time. A lease shorter than 4× this tolerates a quarter of its life.
 */
export const LEASE_CLOCK_SKEW_MS = 1_000;

/** The skew a lease of `ttlMs` tolerates: LEASE_CLOCK_SKEW_MS, or a quarter of a shorter lease. */
export function leaseMargin(ttlMs: number): number {
  return Math.min(LEASE_CLOCK_SKEW_MS, Math.floor(ttlMs / 4));
}

/** One process of all those sharing a store runs the job: the one holding its lease. */
export interface JobLease {
  /** Where the lease document lives (one collection for every lease of that store). */
  store: StoreScope;
  /** How long a holder that stops renewing keeps it, ms; another process takes over after that. */
  ttlMs: number;
  /**
   * `round` (default): taken or renewed before each round, and a round runs only in the holder.
   * `demand`: the round calls `ctx.hold()` once it knows it has work, so an idle Berth writes
   * nothing; a round that never calls it runs in every process (reading only).
   */
  take?: "round" | "demand";
  /**
   * Renew once this little of the lease is left (default: half its life): a job that must not start
   * work it cannot finish within its lease (an outbound request) renews earlier.
   */
  renewBeforeMs?: number;
}

export interface RoundContext {
  /** The clock's time when the round started. */
  readonly now: number;
  /** Which shard this round is for (a sharded job: 0 … shards − 1); 0 for a job of one. */
  readonly shard: number;
  readonly clock: Clock;
  /**
   * Takes or renews the job's lease (true: this process holds it). For `take: "round"` jobs it is
   * already held when the round starts; calling it again is cheap until half the lease has gone.
   */
  hold(): Promise<boolean>;
  /**
   * True once the lease may be another process's: a renewal failed, or it did not get through
   * before the lease expired (less the clock margin, `leaseMargin`). Checked before each step that
   * must not happen in two processes at once; no I/O.
   */
  lost(): boolean;
  /** True once the job or the scheduler is stopping: finish the step in hand and return. */
  stopping(): boolean;
}

export interface RoundResult {
  /** More work is waiting: the next round starts right after this one, not after `everyMs`. */
  again?: boolean;
  /** The next round starts after this many ms instead of `everyMs` (a known due time). */
  nextInMs?: number;
}

export interface JobSpec {
  /** Unique in the process; also the lease's name, so unique across everything sharing its store. */
  name: string;
  /** Time from the end of one round to the start of the next, ms (a `wake()` starts one sooner). */
  everyMs: number;
  /** Leased: one process at a time across the store. Absent: every process runs its own rounds. */
  lease?: JobLease;
  /**
   * A leased job split in this many shards, each with a lease of its own (`<name>#<shard>`), spread
   * over the processes running the job: each takes the shards the membership list gives it (shard
   * i goes to the (i mod M)-th of the M live members, by id), and gives up one it no longer should
   * have, so work divides across instances and worker processes, not one process per job. Rounds
   * run per shard (`ctx.shard`). Default 1.
   */
  shards?: number;
  /** The first round starts at `start()` (default) or after `everyMs`. */
  runAtStart?: boolean;
  /** One round of the work. A round that throws is logged and retried after a backoff. */
  round(ctx: RoundContext): Promise<RoundResult | void>;
  /** This process just took the lease (of `shard`): what is pending anywhere in the store is its work now. */
  onTakeOver?(shard: number): void;
  /**
   * This process no longer holds the lease (of `shard`): another took it, it expired while the store
   * was out of reach, the shard went to another member, or the job stopped. Drop what was in hand,
   * start nothing new.
   */
  onRelease?(shard: number): void;
  /**
   * At stop, after the last round and before the lease is given up: finishes what the job still has
   * under way (a position being saved, requests in flight and their outcomes), so the next holder
   * starts from it. Bounded by the job itself.
   */
  finish?(): Promise<void>;
  /** After failed rounds: waits `initialMs` × 2^(failures−1), at most `maxMs`, less up to half at random. */
  backoff?: { initialMs?: number; maxMs?: number };
}

export interface JobHandle {
  readonly name: string;
  /** Starts a round as soon as possible (joined to the one running: one more follows it). */
  wake(): void;
  /** Starts a round as soon as possible and answers when a round begun after this call has ended. */
  runNow(): Promise<void>;
  /**
   * Whether this process holds the job's lease (of `shard`, or of any shard when none is named) and it
   * has not run out on this process's clock, less the clock margin; always true for unleased jobs
   * once started. No I/O: checked before each step that must not happen in two processes at once.
   */
  holding(shard?: number): boolean;
  /** Stops: no new round, waits for the one running, gives the lease up. Idempotent. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  clock: Clock;
  log: Logger;
  /** For backoff jitter; tests pass a fixed one. */
  random?: () => number;
}

/**
 * The one place background work is scheduled: every leased or periodic job (the outbound webhook
 * dispatcher, event-log consumers and relays, the memory index job, sweeps, indexers, rollout
 * runners) says what one round does and how often; the scheduler owns the timing, one round at a
 * time per job (single flight), the backoff after failures, the lease (taken before acting,
 * renewed while a round runs, checked by `ctx.lost()`, given up at stop) and the clock, which
 * tests replace with a ManualClock.
 *
 * Per process: the timers and which round runs. Across processes only the lease counts, so two
 * instances never run a leased job's rounds at once, and when one dies another takes over once
 * its lease expires. Lease expiry is judged on each holder's own clock: instances need clocks in
 * step (NTP) to well within a lease's life.
 */
export class Scheduler {
  private readonly jobs = new Map<string, Job>();
  private started = false;
  private stopped = false;

  constructor(private readonly o: SchedulerOptions) {}

  get clock(): Clock {
    return this.o.clock;
  }

  /** Adds a job; it starts with the scheduler (at once when the scheduler runs already). */
  add(spec: JobSpec): JobHandle {
    if (this.stopped) throw new Error(`scheduler stopped: cannot add job ${spec.name}`);
    if (this.jobs.has(spec.name)) throw new Error(`job ${spec.name} is scheduled twice`);
    if (!(spec.everyMs > 0)) throw new RangeError(`job ${spec.name}: everyMs must be positive`);
    if (spec.lease && !(spec.lease.ttlMs > 0)) throw new RangeError(`job ${spec.name}: lease ttlMs must be positive`);
    const shards = spec.shards ?? 1;
    if (!Number.isInteger(shards) || shards < 1) throw new RangeError(`job ${spec.name}: shards must be a positive integer`);
    if (shards > 1) return this.addSharded(spec, shards);
    const job = new Job(spec, this.o, () => this.jobs.delete(spec.name));
    this.jobs.set(spec.name, job);
    if (this.started) job.start();
    return job.handle;
  }

  /** A job of several shards: one leased Job per shard, each taking its lease only while the membership list gives it the shard. */
  private addSharded(spec: JobSpec, shards: number): JobHandle {
    if (!spec.lease) throw new RangeError(`job ${spec.name}: only a leased job can be sharded`);
    const members = new ShardMembers(spec.lease.store, spec.name, spec.lease.ttlMs, this.o.clock);
    const parts: Job[] = [];
    for (let shard = 0; shard < shards; shard++) {
      const name = `${spec.name}#${shard}`;
      if (this.jobs.has(name)) throw new Error(`job ${name} is scheduled twice`);
      const job = new Job({ ...spec, name }, this.o, () => this.jobs.delete(name), { shard, mine: () => members.assigned(shard, shards) });
      parts.push(job);
      this.jobs.set(name, job);
    }
    // Membership is refreshed by the shards' rounds themselves (whoever comes first), so a process
    // that stops running the job also stops saying it is there.
    for (const job of parts) job.beforeRound = () => members.refresh();
    if (this.started) for (const job of parts) job.start();
    let stopped: Promise<void> | null = null;
    return {
      name: spec.name,
      wake: () => parts.forEach((j) => j.handle.wake()),
      runNow: async () => void (await Promise.all(parts.map((j) => j.handle.runNow()))),
      holding: (shard?: number) => (shard === undefined ? parts.some((j) => j.handle.holding()) : (parts[shard]?.handle.holding() ?? false)),
      stop: () =>
        (stopped ??= (async () => {
          await Promise.all(parts.map((j) => j.handle.stop()));
          await members.leave().catch((err: unknown) => this.o.log.warn({ err, job: spec.name }, "could not leave a sharded job's members at stop; the entry expires by itself"));
        })()),
    };
  }

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    for (const job of this.jobs.values()) job.start();
  }

  /** Waits until no round runs or is about to (tests: after advancing a ManualClock). */
  async settle(): Promise<void> {
    for (let i = 0; i < 10_000; i++) {
      const busy = [...this.jobs.values()].map((j) => j.busy()).filter((p): p is Promise<void> => p !== null);
      if (busy.length === 0) {
        // A round may be queued for right after the one that just ended.
        await new Promise<void>((resolve) => setImmediate(resolve));
        if ([...this.jobs.values()].every((j) => j.busy() === null)) return;
        continue;
      }
      await Promise.all(busy);
    }
    throw new Error("scheduler did not settle: a job keeps asking for another round");
  }

  /** Stops every job (each waits for its round and gives its lease up). Idempotent. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.jobs.values()].map((j) => j.handle.stop()));
  }
}

class Job {
  readonly handle: JobHandle;
  private readonly lease: Lease | undefined;
  private cancelTimer: (() => void) | null = null;
  private running: Promise<void> | null = null;
  /** A wake() came during a round: another follows it at once. */
  private again = false;
  private immediate: NodeJS.Immediate | null = null;
  private waiters: (() => void)[] = [];
  private failures = 0;
  private held = false;
  private lostFlag = false;
  private started = false;
  private stopping = false;
  private stopped: Promise<void> | null = null;

  /** Runs before each round (a sharded job: its membership list kept fresh). */
  beforeRound: (() => Promise<void>) | null = null;
  private readonly shard: number;
  private readonly margin: number;

  constructor(
    private readonly spec: JobSpec,
    private readonly o: SchedulerOptions,
    private readonly forget: () => void,
    /** A shard of a sharded job: its index, and whether the membership list gives it to this process now. */
    private readonly part?: { shard: number; mine: () => boolean },
  ) {
    this.shard = part?.shard ?? 0;
    this.lease = spec.lease ? new Lease(spec.lease.store, spec.name, spec.lease.ttlMs, () => o.clock.now(), { renewBeforeMs: spec.lease.renewBeforeMs }) : undefined;
    this.margin = spec.lease ? leaseMargin(spec.lease.ttlMs) : 0;
    this.handle = {
      name: spec.name,
      wake: () => this.wake(),
      runNow: () => this.runNow(),
      holding: () => (this.lease ? this.held && !this.lostFlag && o.clock.now() < this.lease.validUntil() - this.margin : this.started && !this.stopping),
      stop: () => this.stop(),
    };
  }

  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    if (this.spec.runAtStart === false) this.later(this.spec.everyMs);
    else this.wake();
  }

  busy(): Promise<void> | null {
    if (this.running) return this.running;
    if (this.immediate) return new Promise<void>((resolve) => setImmediate(resolve));
    return null;
  }

  private wake(): void {
    if (!this.started || this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.immediate) return;
    this.cancelTimer?.();
    this.cancelTimer = null;
    // Not in the caller's stack: a wake() from a request handler returns at once.
    this.immediate = setImmediate(() => {
      this.immediate = null;
      this.run();
    });
  }

  private runNow(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    const done = new Promise<void>((resolve) => this.waiters.push(resolve));
    // During a round, one more follows it (the waiters see to that).
    if (this.running) this.again = true;
    else if (this.started) this.wake();
    // Not started (tests, the CLI): one round on demand, nothing scheduled after it.
    else this.run();
    return done;
  }

  private later(ms: number): void {
    this.cancelTimer?.();
    this.cancelTimer = this.o.clock.after(ms, () => {
      this.cancelTimer = null;
      this.run();
    });
  }

  private run(): void {
    if (this.running || this.stopping) return;
    const waiters = this.waiters;
    this.waiters = [];
    this.again = false;
    this.running = this.round().then((next) => {
      this.running = null;
      for (const w of waiters) w();
      if (this.stopping) {
        for (const w of this.waiters.splice(0)) w();
        return;
      }
      if (!this.started) {
        if (this.waiters.length > 0) this.run();
        return;
      }
      if (this.again || this.waiters.length > 0) this.wake();
      else this.later(next);
    });
  }

  /** One round with its lease and error handling; answers the delay to the next. */
  private async round(): Promise<number> {
    const ctx = this.context();
    let stopRenewing = (): void => undefined;
    try {
      if (this.beforeRound) await this.beforeRound();
      if (this.part && !this.part.mine()) {
        // Not this process's shard (now): give it up if held, so its member takes it at once.
        if (this.held) await this.giveUp();
        return this.spec.everyMs;
      }
      if (this.lease && (this.spec.lease?.take ?? "round") === "round" && !(await ctx.hold())) return this.spec.everyMs;
      if (this.lease) stopRenewing = this.renewWhileRunning();
      const result = (await this.spec.round(ctx)) ?? {};
      this.failures = 0;
      if (result.again) {
        this.again = true;
        return 0;
      }
      return result.nextInMs !== undefined ? Math.max(0, result.nextInMs) : this.spec.everyMs;
    } catch (err) {
      this.failures++;
      this.o.log.warn({ err, job: this.spec.name, failures: this.failures }, "background job round failed; it is retried after a backoff");
      // A holder that cannot reach the store stands down once its lease has run out (less the
      // clock margin): another process may have taken it, and must not find this one still acting.
      if (this.held && this.lease && this.o.clock.now() >= this.lease.validUntil() - this.margin) this.release();
      return this.backoffMs();
    } finally {
      stopRenewing();
    }
  }

  private context(): RoundContext {
    this.lostFlag = false;
    const clock = this.o.clock;
    return {
      now: clock.now(),
      shard: this.shard,
      clock,
      hold: async () => {
        if (!this.lease) return true;
        const held = await this.lease.hold();
        if (held && !this.held) {
          this.held = true;
          this.lostFlag = false;
          this.spec.onTakeOver?.(this.shard);
        } else if (!held && this.held) {
          this.lostFlag = true;
          this.release();
        }
        return held;
      },
      lost: () => (this.lease ? !this.held || this.lostFlag || clock.now() >= this.lease.validUntil() - this.margin : false),
      stopping: () => this.stopping,
    };
  }

  /**
   * Looks at the lease every eighth of its life while a round runs, on the scheduler's clock: it is
   * renewed at half its life, so a renewal always lands well before the last quarter, where
   * `lost()` turns true (the clock margin).
   */
  private renewWhileRunning(): () => void {
    const lease = this.lease!;
    const every = Math.max(5, Math.floor(this.spec.lease!.ttlMs / 8));
    let cancel: (() => void) | null = null;
    const tick = () => {
      lease.hold().then(
        (held) => {
          if (!held) this.lostFlag = true;
        },
        // The store did not answer: still ours until it expires, which lost() sees.
        () => undefined,
      );
      cancel = this.o.clock.after(every, tick);
    };
    cancel = this.o.clock.after(every, tick);
    return () => cancel?.();
  }

  private release(): void {
    if (!this.held) return;
    this.held = false;
    this.spec.onRelease?.(this.shard);
  }

  /** Gives the lease up in the store (a shard that went to another member): released here first. */
  private async giveUp(): Promise<void> {
    this.release();
    await this.lease?.release();
  }

  private backoffMs(): number {
    const initial = this.spec.backoff?.initialMs ?? this.spec.everyMs;
    const max = this.spec.backoff?.maxMs ?? Math.max(initial, 60_000);
    const full = Math.min(max, initial * 2 ** Math.min(30, this.failures - 1));
    const random = this.o.random ?? Math.random;
    return Math.round(full * (0.5 + random() / 2));
  }

  private stop(): Promise<void> {
    this.stopped ??= (async () => {
      this.stopping = true;
      this.cancelTimer?.();
      this.cancelTimer = null;
      if (this.immediate) clearImmediate(this.immediate);
      this.immediate = null;
      await this.running;
      for (const w of this.waiters.splice(0)) w();
      await this.spec.finish?.().catch((err: unknown) => this.o.log.warn({ err, job: this.spec.name }, "a job could not finish what it had under way at stop"));
      if (this.lease && this.held) {
        this.release();
        await this.lease.release().catch((err: unknown) => this.o.log.warn({ err, job: this.spec.name }, "could not give a job's lease up at stop; it expires by itself"));
      }
      this.forget();
    })();
    return this.stopped;
  }
}
