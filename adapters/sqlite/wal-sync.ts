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

  constructor(private readonly databaseFile: string) {}

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

  private start(): Promise<void> {
    const run = this.flush().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async flush(): Promise<void> {
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
  }

  /** Waits for the syncs asked for, then closes the file. */
  async close(): Promise<void> {
    await (this.next ?? this.running)?.catch(() => undefined);
    await this.wal?.close();
    this.wal = null;
  }
}
