import { Lease, type Mode, type WorldStores } from "berth/plugin";
import type { Logger } from "pino";
import { INDEX_OUTBOX } from "./collections.ts";
import type { IndexSync } from "./index-sync.ts";
import type { OutboxEntry } from "./outbox.ts";

const MODES: readonly Mode[] = ["live", "test"];
/** Entries per round and world; a round repeats while full pages come back. */
const PAGE = 256;

/**
 * The background job: every `intervalMs` it drains due outbox entries of both worlds through
 * IndexSync (embedding what the inline path could not). One round at a time, in one process of
 * all those sharing the store (a cluster's workers, several instances): the one holding the job's
 * lease, so a backlog is embedded once, not once per process. Another takes over when it stops.
 */
export class IndexJob {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | null = null;
  private stopped = false;
  private readonly lease: Lease;

  constructor(
    private readonly stores: WorldStores,
    private readonly sync: IndexSync,
    private readonly intervalMs: number,
    private readonly log: Logger,
  ) {
    // The lease outlives a few rounds, and is renewed before each page, so a long backlog keeps it.
    this.lease = new Lease(stores.world("live"), "job:memory-index", Math.max(10_000, 5 * intervalMs));
  }

  start(): void {
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    // The job never keeps a process alive on its own (CLI, tests).
    this.timer.unref();
  }

  /** Runs one round now (or joins the one running). */
  runOnce(): Promise<void> {
    this.round ??= this.drain()
      .catch((err: unknown) => this.log.error({ err }, "memory index job failed"))
      .finally(() => {
        this.round = null;
      });
    return this.round;
  }

  private async drain(): Promise<void> {
    for (const mode of MODES) {
      for (let pages = 0; pages < 40 && !this.stopped; pages++) {
        const outbox = this.stores.world(mode).collection<OutboxEntry>(INDEX_OUTBOX);
        const due = await outbox.find({ where: { next_attempt_at: { lte: Date.now() } }, sort: { field: "next_attempt_at", direction: "asc" }, limit: PAGE });
        if (due.items.length === 0) break;
        // Taken only when there is work: an idle Berth writes nothing.
        if (!(await this.lease.hold())) return;
        await this.sync.syncIds(mode, due.items, { background: true, intervalMs: this.intervalMs });
        if (due.items.length < PAGE) break;
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.round;
    await this.lease.release().catch(() => undefined);
  }
}
