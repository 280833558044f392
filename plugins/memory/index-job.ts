import type { JobHandle, JobSpec, Mode, RoundContext, WorldStores } from "berth/plugin";
import type { Logger } from "pino";
import { INDEX_OUTBOX } from "./collections.ts";
import type { IndexSync } from "./index-sync.ts";
import type { OutboxEntry } from "./outbox.ts";

const MODES: readonly Mode[] = ["live", "test"];
/** Entries per round and world; a round repeats while full pages come back. */
const PAGE = 256;

/**
 * The background job: every `intervalMs` it drains due outbox entries of both worlds through
 * IndexSync (embedding what the inline path could not). A leased job on the core scheduler, its
 * lease taken only when a round finds work (an idle Berth writes nothing): one process of all
 * those sharing the store runs it, so a backlog is embedded once, not once per process; another
 * takes over when it stops.
 */
export class IndexJob {
  private job: JobHandle | null = null;

  constructor(
    private readonly stores: WorldStores,
    private readonly sync: IndexSync,
    private readonly intervalMs: number,
    private readonly log: Logger,
  ) {}

  /** Schedules the job (the plugin's `ctx.schedule`). */
  start(schedule: (spec: JobSpec) => JobHandle): void {
    this.job = schedule({
      name: "job:memory-index",
      everyMs: this.intervalMs,
      runAtStart: false,
      // The lease outlives a few rounds, and is renewed while a round runs, so a long backlog keeps it.
      lease: { store: this.stores.world("live"), ttlMs: Math.max(10_000, 5 * this.intervalMs), take: "demand" },
      round: (ctx) => this.drain(ctx),
    });
  }

  /** Runs one round now (joined to the one running): tests and tools. */
  async runOnce(): Promise<void> {
    await this.job?.runNow();
  }

  private async drain(ctx: RoundContext): Promise<void> {
    for (const mode of MODES) {
      for (let pages = 0; pages < 40 && !ctx.stopping(); pages++) {
        const outbox = this.stores.world(mode).collection<OutboxEntry>(INDEX_OUTBOX);
        const due = await outbox.find({ where: { next_attempt_at: { lte: ctx.clock.now() } }, sort: { field: "next_attempt_at", direction: "asc" }, limit: PAGE });
        if (due.items.length === 0) break;
        // Taken only when there is work.
        if (!(await ctx.hold())) return;
        if (ctx.lost()) return;
        await this.sync.syncIds(mode, due.items, { background: true, intervalMs: this.intervalMs });
        if (due.items.length < PAGE) break;
      }
    }
  }

  async stop(): Promise<void> {
    await this.job?.stop().catch((err: unknown) => this.log.warn({ err }, "memory index job did not stop cleanly"));
  }
}
