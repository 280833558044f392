import type { Logger } from "pino";
import type { Mode } from "../../core/auth/principal.ts";
import { DuplicateKeyError, type Collection, type CollectionSpec, type DocumentStore, type Stored } from "../../core/ports/document-store.ts";
import { typeMatches, type BerthEvent } from "../../core/ports/event-log.ts";
import type { JobHandle, JobSpec, RoundContext, RoundResult } from "../../core/scheduler/scheduler.ts";
import type { Clock } from "../../core/scheduler/clock.ts";
import { MODES, toEvent, type Outbox } from "./outbox.ts";

/** One event and its position, as a consumer's `deliver` receives it. */
export interface Positioned {
  seq: number;
  event: BerthEvent;
}

export interface ConsumerOptions {
  /** Unique per consumer across processes: the lease and the saved positions are keyed by it. */
  name: string;
  /**
   * Hands over a batch, oldest first. Answers how many of them (a prefix) are acknowledged; a
   * throw acknowledges none. What is not acknowledged is offered again later, after a backoff.
   */
  deliver(mode: Mode, batch: Positioned[]): Promise<number>;
  /** Only events of these types or families; the others are passed over. */
  types?: readonly string[];
  store: DocumentStore;
  outbox: Outbox;
  /** How often to look for events committed by other processes, ms. */
  pollMs: number;
  leaseMs: number;
  /** Most events per batch. */
  batch: number;
  log: Logger;
  /** The host's scheduler: the consumer is a leased job on it. */
  schedule(spec: JobSpec): JobHandle;
  clock: Clock;
}

interface CursorDoc {
  seq: number;
  updated_at: number;
}

const CURSORS: CollectionSpec = { name: "event_log_cursors" };
const FIRST_BACKOFF_MS = 200;
const MAX_BACKOFF_MS = 30_000;

/** Another process moved this consumer's position: it holds the lease now. */
class PositionTaken extends Error {}

/** `deliver` acknowledged only part of a batch (it said why itself): back off and retry the rest. */
class NotAcknowledged extends Error {}

/**
 * A durable consumer of the outbox: the process holding the consumer's lease hands it every
 * event of both worlds in log order and saves its position (compare-and-set) after each
 * acknowledged batch, so a restart resumes where the last acknowledgement left off and two
 * processes never deliver the same consumer's events at once. A leased job on the core scheduler
 * (lease `consumer:<name>`): a round every `pollMs` for other processes' commits, woken at once by
 * this process's, the lease renewed while a long round runs and checked before each batch.
 *
 * A position is saved beside the next batch, not before it: the save's commit and the next
 * batch's commits share a group (one fsync, not two in a row per batch). One save at a time: a
 * batch's position is saved only once the save before it is done, so the saved position is never
 * more than one batch behind, and a save that failed (another process moved the position) stops
 * delivery before the next batch is handed over, or at the latest after it. At stop the last save
 * ends before the lease is given up. What it costs: a crash can hand the last acknowledged batch
 * over again, which a crash between a delivery and its save could always do (at least once).
 */
export class Consumer {
  private readonly cursors: Collection<CursorDoc>;
  /** Saved positions as last read or written; dropped whenever the lease is (re)taken. */
  private readonly positions = new Map<Mode, Stored<CursorDoc> | null>();
  /** How far this process's deliveries were acknowledged, saved or not yet; dropped with `positions`. */
  private readonly acknowledged = new Map<Mode, number>();
  private job: JobHandle | null = null;
  private closed = false;
  /** Set when the lease is (re)taken or lost: positions are read again before the next batch. */
  private fresh = true;
  /** Batches handed over and not acknowledged in a row: the next round waits longer. */
  private refusals = 0;
  /** The store's change token when the last drain found nothing new. */
  private idleToken: string | undefined;
  /** The position save under way (at most one; null: none). */
  private saving: Promise<void> | null = null;
  /** Why a save failed: delivery stops at the next batch. */
  private saveFailure: { err: unknown } | null = null;

  constructor(private readonly o: ConsumerOptions) {
    this.cursors = o.store.collection<CursorDoc>(CURSORS);
  }

  start(): void {
    this.job = this.o.schedule({
      name: `consumer:${this.o.name}`,
      everyMs: this.o.pollMs,
      lease: { store: this.o.store, ttlMs: this.o.leaseMs },
      backoff: { initialMs: FIRST_BACKOFF_MS, maxMs: MAX_BACKOFF_MS },
      onTakeOver: () => void (this.fresh = true),
      onRelease: () => void (this.fresh = true),
      round: (ctx) => this.round(ctx),
      // The last acknowledged position is saved before another process may take over.
      finish: () => this.saving ?? Promise.resolve(),
    });
  }

  /** Runs a delivery round now, or right after the one running. `committed`: this process just appended. */
  wake(committed = true): void {
    if (this.closed) return;
    if (committed) this.idleToken = undefined;
    this.job?.wake();
  }

  private async round(ctx: RoundContext): Promise<RoundResult | void> {
    if (this.fresh) {
      // Taken (again): another process may have moved the positions meanwhile. A save still under
      // way from the last time would move them under this process's feet: it ends first.
      await this.saving;
      this.saveFailure = null;
      this.forgetPositions();
      this.idleToken = undefined;
      this.fresh = false;
    }
    const token = this.o.store.changeToken?.();
    if (token !== undefined && token === this.idleToken) return;
    let delivered = false;
    try {
      for (const mode of MODES) delivered = (await this.drain(mode, ctx)) || delivered;
    } catch (err) {
      if (err instanceof PositionTaken) {
        this.fresh = true;
        return;
      }
      if (err instanceof NotAcknowledged) {
        // `deliver` said why itself: back off without a second warning.
        this.refusals++;
        return { nextInMs: Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.min(this.refusals - 1, 16)) };
      }
      throw err;
    }
    this.refusals = 0;
    this.idleToken = delivered ? undefined : token;
  }

  /** Delivers what is new in one world; answers whether anything was. */
  private async drain(mode: Mode, ctx: RoundContext): Promise<boolean> {
    const id = `${this.o.name}:${mode}`;
    if (!this.positions.has(mode)) this.positions.set(mode, await this.cursors.get(id));
    let seq = this.acknowledged.get(mode) ?? this.positions.get(mode)?.seq ?? 0;
    let any = false;
    for (;;) {
      if (this.closed || ctx.stopping()) return any;
      // Renewal failed: another process may hold it now; stop before handing out more.
      if (ctx.lost()) throw new PositionTaken();
      this.throwSaveFailure();
      const items = await this.o.outbox.after(mode, seq, this.o.batch);
      if (items.length === 0) return any;
      any = true;
      const batch = items.filter((i) => typeMatches(i.type, this.o.types)).map((i) => ({ seq: i.seq, event: toEvent(i) }));
      const acked = batch.length > 0 ? await this.o.deliver(mode, batch) : 0;
      // Everything up to the first unacknowledged event is done, the events passed over included.
      const next = acked >= batch.length ? items[items.length - 1]!.seq : batch[acked]!.seq - 1;
      if (next > seq) {
        this.acknowledged.set(mode, next);
        // The save before this one first (it shared this batch's group, so it is usually done):
        // a position taken meanwhile stops delivery here.
        await this.saving;
        this.throwSaveFailure();
        this.saveSoon(mode, id, next);
      }
      seq = next;
      if (acked < batch.length) throw new NotAcknowledged();
      if (items.length < this.o.batch) return any;
    }
  }

  /**
   * Saves a position without waiting for it (none is under way). A failure is kept for the next
   * batch to stop on, and the consumer looks again at once: idle, it would otherwise not notice
   * until something else is written.
   */
  private saveSoon(mode: Mode, id: string, seq: number): void {
    const run: Promise<void> = this.save(mode, id, seq)
      .catch((err: unknown) => {
        this.saveFailure ??= { err };
        this.idleToken = undefined;
        if (!this.closed) this.wake(false);
      })
      .finally(() => {
        if (this.saving === run) this.saving = null;
      });
    this.saving = run;
  }

  private throwSaveFailure(): void {
    const failure = this.saveFailure;
    if (!failure) return;
    this.saveFailure = null;
    // What was acknowledged since is not saved: the next holder (this process too) delivers it again.
    this.forgetPositions();
    throw failure.err;
  }

  private forgetPositions(): void {
    this.positions.clear();
    this.acknowledged.clear();
  }

  private async save(mode: Mode, id: string, seq: number): Promise<void> {
    const current = this.positions.get(mode) ?? null;
    const doc = { seq, updated_at: this.o.clock.now() };
    let saved: Stored<CursorDoc> | null;
    try {
      saved = current ? await this.cursors.update(id, current.version, doc) : await this.cursors.insert(id, doc);
    } catch (err) {
      if (err instanceof DuplicateKeyError) throw new PositionTaken();
      throw err;
    }
    if (!saved) throw new PositionTaken();
    this.positions.set(mode, saved);
  }

  /** Stops delivering; the batch in hand finishes, then its position's save; the lease is given up for another process. */
  async close(): Promise<void> {
    this.closed = true;
    await this.job?.stop();
    await this.saving;
    if (this.saveFailure) this.o.log.warn({ err: this.saveFailure.err, consumer: this.o.name }, "the event consumer's last position could not be saved; its last batch will be delivered again");
  }
}
