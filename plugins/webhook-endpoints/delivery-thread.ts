import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import { systemClock, type Clock } from "berth/plugin";
import { AddressPolicy, type AddressPolicyOptions } from "berth/plugin/net";
import { Sender, type DeliveryPoster, type DeliveryResult } from "./send-delivery.ts";

/** What the thread is started with: plain data (the policy is made again there). */
export interface ThreadData {
  policy: Omit<AddressPolicyOptions, "resolve">;
  timeoutMs: number;
}

export interface PostRequest {
  id: number;
  url: string;
  body: Uint8Array;
  headers: Record<string, string>;
}

export interface PostReply {
  id: number;
  result: DeliveryResult;
}

/**
 * The thread's first code. As TypeScript (tests, tsx), Berth is loaded through tsx's loader (as
 * bin/berth.js does), which a thread must register for itself; from the build (`npm start`) the
 * compiled file is imported as it is (tsx's hooks cost the thread ~0.6 s of CPU at every start).
 */
const BOOT = `const { workerData } = require("node:worker_threads");
(workerData.tsx ? import(workerData.tsx).then((tsx) => tsx.register()) : Promise.resolve()).then(() => import(workerData.entry));`;
// In the build (bin/build.js), import.meta.url names this file's source, and BERTH_BUILD_DIR where
// its compiled files are.
declare const BERTH_BUILD_DIR: string | undefined;
const ENTRY =
  typeof BERTH_BUILD_DIR === "string"
    ? pathToFileURL(join(BERTH_BUILD_DIR, "plugins", "webhook-endpoints", "delivery-thread-worker.js")).href
    : new URL("./delivery-thread-worker.ts", import.meta.url).href;
const TSX_API = import.meta.resolve("tsx/esm/api");

/**
 * An attempt the thread has not answered this long past the attempt's own deadline (which the
 * thread enforces) means the thread is stuck: it is stopped, as if it had died.
 */
export const STUCK_AFTER_MS = 5_000;
/** How often the watchdog looks at the thread's oldest attempt. */
export const WATCH_EVERY_MS = 1_000;

/** A running delivery thread: the attempts handed to it and not answered yet, and when it said it was ready. */
interface Thread {
  worker: Worker;
  sent: Set<number>;
  readyAt: number | null;
  /** Resolves when the thread says it is ready (tests wait on it). */
  ready: Promise<void>;
}

/**
 * Sends deliveries from a worker thread of their own. The HTTP work of an attempt (undici's
 * request, the socket's reads and writes, the answer parsed) was a third of the dispatching
 * process's main thread at 2,000 deliveries/s (measured with bench/webhook-endpoints and a CPU
 * profile), on the thread that also serves the API and writes to the store; on a thread of its
 * own it runs beside them, on another core. Requests and answers cross in batches, one message per
 * turn of each thread's event loop.
 *
 * Per process: the thread starts when this process takes a dispatcher lease, or at its first
 * attempt (a process that never dispatches has none), and holds the process's keep-alive
 * connections. It loads only what sending needs (undici and berth/plugin/net: about 0.3 s, where
 * berth/plugin would take 1.7). Should it stop, the attempts it had are failed attempts ("not
 * sent: ...", retried on the schedule like any other: at least once) and the next attempt starts
 * a new one; one that stops before it said it was ready could not start (a broken install), and
 * this process sends in its own thread from then on. One that does not answer an attempt
 * STUCK_AFTER_MS past its deadline is stopped.
 */
export class ThreadedSender implements DeliveryPoster {
  private current: Thread | null = null;
  /** Attempts handed over and not answered yet, oldest first, with when (the clock's time, as readyAt). */
  private readonly pending = new Map<number, { resolve: (result: DeliveryResult) => void; at: number }>();
  private outgoing: PostRequest[] = [];
  private nextId = 1;
  private closed = false;
  /** Sends in this thread once a delivery thread could not start. */
  private inProcess: Sender | null = null;

  constructor(
    private readonly data: ThreadData,
    private readonly log: Logger,
    /** The thread's code (a test gives one that cannot start). */
    private readonly entry: string = ENTRY,
    /** Where the watchdog reads the time and waits (a test's ManualClock). */
    private readonly clock: Clock = systemClock,
  ) {}

  post(url: string, body: Buffer, headers: Record<string, string>): Promise<DeliveryResult> {
    if (this.closed) return Promise.resolve(notSent("the sender is closed"));
    const id = this.nextId++;
    if (this.outgoing.length === 0) setImmediate(() => this.flush());
    this.outgoing.push({ id, url, body, headers });
    return new Promise((resolve) => this.pending.set(id, { resolve, at: this.clock.now() }));
  }

  /** Starts the thread ahead of the first attempt (it takes a few hundred ms to load). */
  warm(): void {
    if (!this.closed && !this.inProcess) this.thread();
  }

  private flush(): void {
    const batch = this.outgoing;
    this.outgoing = [];
    if (batch.length === 0) return;
    if (this.closed) {
      for (const r of batch) this.settle(r.id, notSent("the sender is closed"));
      return;
    }
    if (this.inProcess) {
      for (const r of batch) {
        // Sender.post never rejects: every failure is a result.
        void this.inProcess.post(r.url, Buffer.from(r.body), r.headers).then((result) => this.settle(r.id, result));
      }
      return;
    }
    const thread = this.thread();
    for (const r of batch) thread.sent.add(r.id);
    thread.worker.postMessage(batch);
  }

  /** The thread, started if none runs. */
  private thread(): Thread {
    if (this.current) return this.current;
    const worker = new Worker(BOOT, { eval: true, workerData: { ...this.data, tsx: this.entry.endsWith(".ts") ? TSX_API : null, entry: this.entry } });
    let markReady: () => void = () => undefined;
    const current: Thread = { worker, sent: new Set(), readyAt: null, ready: new Promise((resolve) => (markReady = resolve)) };
    let stopWatching = (): void => undefined;
    const watch = (): void => {
      this.watch(current);
      if (this.current === current) stopWatching = this.clock.after(WATCH_EVERY_MS, watch);
    };
    stopWatching = this.clock.after(WATCH_EVERY_MS, watch);
    worker.on("message", (message: PostReply[] | "ready") => {
      if (message === "ready") {
        current.readyAt = this.clock.now();
        markReady();
        return;
      }
      for (const r of message) {
        current.sent.delete(r.id);
        this.settle(r.id, r.result);
      }
    });
    const stopped = (why: string) => {
      if (this.current !== current) return;
      this.current = null;
      stopWatching();
      if (!this.closed && current.readyAt === null && !this.inProcess) {
        this.inProcess = new Sender({ policy: new AddressPolicy(this.data.policy), timeoutMs: this.data.timeoutMs });
        this.log.error({ why }, "webhook delivery thread could not start; this process sends deliveries from its event loop instead");
      } else if (!this.closed) this.log.error({ why }, "webhook delivery thread stopped; its attempts in flight count as failed, and a new thread starts at the next attempt");
      // What was handed to it will not be answered now (attempts still queued here go to the next).
      for (const id of current.sent) this.settle(id, notSent(`the delivery thread stopped (${why})`));
    };
    worker.on("error", (err) => stopped(err.message));
    worker.on("exit", (code) => stopped(`exit code ${code}`));
    this.current = current;
    return current;
  }

  /**
   * Stops a loaded thread that holds an attempt STUCK_AFTER_MS past its deadline (the thread
   * enforces the deadline itself, so only a thread that stopped running misses it), counted from
   * the later of the hand-over and the thread being ready.
   */
  private watch(current: Thread): void {
    if (current.readyAt === null) return;
    const oldest = current.sent.values().next().value;
    const at = oldest === undefined ? undefined : this.pending.get(oldest)?.at;
    if (at !== undefined && this.clock.now() - Math.max(at, current.readyAt) > this.data.timeoutMs + STUCK_AFTER_MS) void current.worker.terminate();
  }

  private settle(id: number, result: DeliveryResult): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    waiting.resolve(result);
  }

  /** Stops the thread. Attempts still in flight (there are none once the dispatchers closed) count as not sent. */
  async close(): Promise<void> {
    this.closed = true;
    this.flush();
    this.inProcess?.close();
    const worker = this.current?.worker;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    worker.postMessage("close");
    // The thread ends once its connections are closed; a stuck one is stopped.
    const timer = setTimeout(() => void worker.terminate(), 2000);
    await exited;
    clearTimeout(timer);
  }
}

function notSent(why: string): DeliveryResult {
  return { delivered: false, response_code: null, response_body: null, error: `not sent: ${why}`, latency_ms: 0 };
}
