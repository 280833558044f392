import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

const DRIVER = createRequire(import.meta.url).resolve("better-sqlite3");

/** A checkpoint is due after this many commits... */
const DUE_COMMITS = 32;
/**
 * ...or this long after the last one, if anything was committed since: a lightly used store
 * checkpoints about once a second (each checkpoint fsyncs the database file) instead of per commit.
 */
const DUE_MS = 1000;
/** WAL frames (4 KB pages) past which the writer pauses for a checkpoint that lets the WAL start over. */
export const RESET_FRAMES = 4096;

/**
 * The worker's code, plain CommonJS so it runs the same under tsx, vitest and a build: its own
 * connection to the file, and one checkpoint per request, answering how many WAL frames there
 * were: PASSIVE (never waits for the writer or readers), or RESTART, which takes the write lock
 * if it is free, copies every frame and starts the WAL over if no reader is in it. It never
 * waits (busy_timeout 0): with the lock taken or a reader in the WAL it does what a PASSIVE one
 * does, and a reader holding a snapshot never stalls the writer.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma("synchronous = NORMAL");
db.pragma("wal_autocheckpoint = 0");
db.pragma("busy_timeout = 0");
const checkpoint = db.prepare("PRAGMA wal_checkpoint(PASSIVE)");
const restart = db.prepare("PRAGMA wal_checkpoint(RESTART)");
parentPort.on("message", (m) => {
  if (m === "close") {
    db.close();
    parentPort.postMessage({ closed: true });
    return;
  }
  try {
    const { log } = (m === "restart" ? restart : checkpoint).get();
    parentPort.postMessage({ log });
  } catch (err) {
    parentPort.postMessage({ failed: String(err && err.message) });
  }
});
`;

interface Reply {
  /** Frames in the WAL when the checkpoint ran. */
  log?: number;
  failed?: string;
  closed?: boolean;
}

/**
 * Checkpoints the WAL (copies committed pages into the database file and fsyncs it) on a worker
 * thread instead of in COMMIT. SQLite's automatic checkpoint runs inside the COMMIT that crosses
 * 1,000 WAL pages, on the event loop, with two fsyncs: under a steady write load that was half of
 * COMMIT's time, and the process served nothing meanwhile.
 *
 * Checkpoints run alongside the writer's commits; now and then the writer's pipeline waits for one
 * before its next BEGIN (`settled`), so that BEGIN can start the WAL over from its first frame and
 * the WAL stays small. Meanwhile the event loop keeps serving; requests gather into the next
 * group. If the worker cannot start or fails, `onFailure` gives checkpoints back to SQLite.
 */
export class WalCheckpointer {
  private readonly worker: Worker;
  private failed = false;
  private commits = 0;
  private lastAt = Date.now();
  private running: Promise<void> | null = null;
  /** The running checkpoint is one the writer waits for. */
  private blocking = false;
  private answer: ((reply: Reply) => void) | null = null;

  constructor(
    file: string,
    private readonly onFailure: (reason: string) => void,
  ) {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver: DRIVER, file } });
    this.worker.on("message", (reply: Reply) => {
      if (reply.failed) this.fail(reply.failed);
      const answer = this.answer;
      this.answer = null;
      answer?.(reply);
    });
    this.worker.on("error", (err) => this.fail(err.message));
    this.worker.on("exit", () => this.fail("the checkpoint worker exited"));
    // Background work: it must not keep the process alive. After the listeners: adding a
    // "message" listener refs the worker again.
    this.worker.unref();
  }

  private fail(reason: string): void {
    // A request still waiting is answered even when closing (failed already set): the worker
    // will not answer it any more.
    const answer = this.answer;
    this.answer = null;
    if (!this.failed) {
      this.failed = true;
      this.onFailure(reason);
    }
    answer?.({ failed: reason });
  }

  /** While a request waits the process stays up: the writer or close() may be waiting for it. */
  private ask(message: string): Promise<Reply> {
    this.worker.ref();
    return new Promise<Reply>((resolve) => {
      this.answer = (reply) => {
        this.worker.unref();
        resolve(reply);
      };
      this.worker.postMessage(message);
    });
  }

  /** Called after each COMMIT: starts a checkpoint when one is due. */
  committed(): void {
    this.commits++;
    if (this.failed || this.running) return;
    if (this.commits < DUE_COMMITS && Date.now() - this.lastAt < DUE_MS) return;
    this.start(false);
  }

  /**
   * A checkpoint runs alongside the writer's commits; it copies every frame committed before it
   * began. The WAL starts over only after a checkpoint no commit followed, so when the WAL has
   * grown past RESET_FRAMES a second one runs at once while the writer waits: it has only the
   * frames of the first one's duration to copy, so the pause is short. That one is a RESTART: it
   * holds the write lock, so another process's writer cannot commit after it either (with two
   * writing processes the WAL otherwise never starts over), and starts the WAL over itself.
   */
  private start(blocking: boolean): void {
    this.commits = 0;
    this.lastAt = Date.now();
    this.blocking = blocking;
    this.running = this.ask(blocking ? "restart" : "checkpoint").then((reply) => {
      this.running = null;
      this.blocking = false;
      if (!blocking && !this.failed && (reply.log ?? 0) >= RESET_FRAMES) this.start(true);
    });
  }

  /** What the writer awaits before BEGIN: a checkpoint that lets the WAL start over, if one runs. */
  settled(): Promise<void> | null {
    return this.blocking ? this.running : null;
  }

  /** Closes the worker's connection (before the writer's, which may then checkpoint and remove the WAL). */
  async close(): Promise<void> {
    while (this.running) await this.running;
    if (!this.failed) {
      this.failed = true;
      await this.ask("close");
    }
    // Also after a failure: a worker whose checkpoint failed is still running, its connection open.
    await this.worker.terminate();
  }
}
