import { open, type FileHandle } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * Makes committed WAL frames durable with an fsync on libuv's thread pool instead of inside
 * COMMIT. With synchronous=FULL the fsync runs in COMMIT, on the event loop: at ~2 ms per fsync
 * the process serves nothing while it waits, and the next group cannot gather. The writer runs
 * synchronous=NORMAL instead (SQLite still syncs around checkpoints, so the file stays consistent)
 * and each committed group is answered only after a sync that started after its COMMIT: the
 * promise a client gets is the same as with FULL.
 *
 * Syncs coalesce: while one runs, every group that commits waits for one more, which starts when
 * the running one ends and covers them all. Promises resolve in the order they were asked for.
 */
export class WalSync {
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private wal: FileHandle | null = null;
  private folderSynced = false;
  /** `mark()` as taken before the last sync that ended, once it ended (null: none yet). */
  private synced: string | null = null;

  /**
   * `mark`: something that moves with every commit to the file, by any process (the store's
   * data_version and its own commit count): a sync covers every commit made before its mark was
   * taken, so `durable` need not start another while the mark has not moved.
   */
  constructor(
    private readonly databaseFile: string,
    private readonly mark: () => string = () => "",
  ) {}

  /** Resolves once everything committed before this call is on disk. */
  sync(): Promise<void> {
    if (this.next) return this.next;
    if (!this.running) return this.start();
    const after = this.running.catch(() => undefined).then(() => {
      this.next = null;
      return this.start();
    });
    this.next = after;
    return after;
  }

  /**
   * Resolves once everything committed before this call is on disk, without a sync when nothing
   * was committed since the last one began. The event log's readers ask this before handing events
   * out; most often what they read was committed by this process and answered after its sync, and
   * a sync per read (an fsync with nothing to write) was one in two of a busy worker's.
   */
  durable(): Promise<void> {
    if (this.next) return this.next;
    if (this.synced !== null && this.synced === this.mark()) return Promise.resolve();
    return this.sync();
  }

  private start(): Promise<void> {
    const run = this.flush().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async flush(): Promise<void> {
    // Before the sync: every commit that moved the mark so far is in the WAL it syncs.
    const mark = this.mark();
    // The file stays open: the writer's connection keeps the WAL from being deleted while it lives.
    this.wal ??= await open(`${this.databaseFile}-wal`, "r");
    await this.wal.sync();
    if (!this.folderSynced) {
      // Once: the directory entries of a new database file and its WAL.
      const folder = await open(dirname(this.databaseFile), "r");
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
      this.folderSynced = true;
    }
    this.synced = mark;
  }

  /** Waits for the syncs asked for, then closes the file. */
  async close(): Promise<void> {
    await (this.next ?? this.running)?.catch(() => undefined);
    await this.wal?.close();
    this.wal = null;
  }
}
