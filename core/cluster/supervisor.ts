import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import { AggregatorRegistry, Counter, Gauge, Registry } from "prom-client";
import { isWorkerMessage, sendToWorker, type ListeningMessage, type MetricsReply, type WorkerMessage } from "./messages.ts";
import { restartAfter } from "./restart-policy.ts";

/** How long a new worker may take to listen (it loads every plugin and opens every port). */
const START_TIMEOUT_MS = 120_000;
/** How long a scrape waits for each worker's metrics. */
const METRICS_WAIT_MS = 2_000;

export interface SupervisorOptions {
  /** How many workers. */
  count: number;
  /** The environment each worker starts with (plus BERTH_WORKER_ID). */
  env: Record<string, string | undefined>;
  log: Logger;
  /** How long a draining worker may take before it is killed, ms. */
  drainDeadlineMs: number;
  /** A worker died before every worker first listened: the start failed, with this exit code. */
  onStartFailure(code: number): void;
}

interface Slot {
  id: number;
  worker: Worker;
  startedAt: number;
  /** Quick deaths in a row (restart-policy.ts). */
  crashes: number;
}

interface Scrape {
  expected: number;
  got: unknown[][];
  done(): void;
}

function exitCodeOf(code: number | null, signal: string | null): number {
  return code ?? (signal ? 1 : 0);
}

/**
 * Keeps `count` workers running (cluster.setupPrimary must have named their entry): starts them,
 * restarts one that dies (restart-policy.ts), replaces them one at a time (a rolling restart),
 * drains them all on stop, and answers a worker's request for the cluster's metrics with every
 * worker's, merged, plus its own (workers listening, restarts).
 */
export class Supervisor {
  private readonly slots = new Map<number, Slot>();
  /** Workers asked to drain: their exit is expected, never restarted. */
  private readonly retiring = new Set<Worker>();
  private readonly listening = new Map<Worker, ListeningMessage>();
  private readonly waiters = new Map<Worker, (m: ListeningMessage | Error) => void>();
  private readonly scrapes = new Map<number, Scrape>();
  private nextScrape = 0;
  private started = false;
  private stopping = false;
  private readonly registry = new Registry();
  private readonly restarts: Counter;
  private readonly rollingRestarts: Counter;

  constructor(private readonly o: SupervisorOptions) {
    const listening = this.listening;
    new Gauge({
      name: "berth_cluster_workers_listening",
      help: "Worker processes of this cluster serving the port.",
      registers: [this.registry],
      collect() {
        this.set(listening.size);
      },
    });
    this.restarts = new Counter({ name: "berth_cluster_worker_restarts_total", help: "Workers restarted after they died.", registers: [this.registry] });
    this.rollingRestarts = new Counter({ name: "berth_cluster_rolling_restarts_total", help: "Rolling restarts (SIGHUP) completed.", registers: [this.registry] });
  }

  /** The workers' process ids, by worker number. */
  pids(): number[] {
    return [...this.slots.values()].sort((a, b) => a.id - b.id).map((s) => s.worker.process.pid!);
  }

  /** Starts every worker; resolves with the first one's listening message once all listen. */
  async start(): Promise<ListeningMessage> {
    for (let id = 1; id <= this.o.count; id++) this.fork(id);
    const all = await Promise.all([...this.slots.values()].map((s) => this.whenListening(s.worker)));
    this.started = true;
    return all[0]!;
  }

  get isStarted(): boolean {
    return this.started;
  }

  /** Replaces the workers one at a time: each replacement listens before the worker it replaces drains. */
  async rollingRestart(): Promise<void> {
    const { log } = this.o;
    log.info({ workers: this.o.count }, "rolling restart: one worker at a time, each replaced before it drains");
    for (const id of [...this.slots.keys()].sort((a, b) => a - b)) {
      if (this.stopping) return;
      const old = this.slots.get(id)!.worker;
      const fresh = this.fork(id);
      try {
        await this.whenListening(fresh);
      } catch (err) {
        log.error({ err, worker: id }, "rolling restart: the new worker did not start; keeping the old one, stopping the restart");
        this.retiring.add(fresh);
        fresh.process.kill("SIGKILL");
        this.slots.set(id, { id, worker: old, startedAt: Date.now(), crashes: 0 });
        return;
      }
      await this.retire(old);
      log.info({ worker: id, pid: fresh.process.pid }, "rolling restart: worker replaced");
    }
    this.rollingRestarts.inc();
    log.info("rolling restart done");
  }

  /** Drains every worker and waits for all to exit; no worker is restarted after this. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.slots.values()].map((s) => this.retire(s.worker)));
  }

  private fork(id: number, crashes = 0): Worker {
    const worker = cluster.fork({ ...this.o.env, BERTH_WORKER_ID: String(id) });
    this.slots.set(id, { id, worker, startedAt: Date.now(), crashes });
    worker.on("message", (message: unknown) => {
      if (isWorkerMessage(message)) this.onMessage(worker, message);
    });
    worker.on("exit", (code, signal) => this.onExit(id, worker, code, signal));
    return worker;
  }

  private whenListening(worker: Worker): Promise<ListeningMessage> {
    return new Promise((resolve, reject) => {
      const known = this.listening.get(worker);
      if (known) return resolve(known);
      const timer = setTimeout(() => reject(new Error(`worker did not listen within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      this.waiters.set(worker, (m) => {
        clearTimeout(timer);
        if (m instanceof Error) reject(m);
        else resolve(m);
      });
    });
  }

  private onMessage(worker: Worker, message: WorkerMessage): void {
    switch (message.berth) {
      case "listening":
        this.listening.set(worker, message);
        this.waiters.get(worker)?.(message);
        this.waiters.delete(worker);
        return;
      case "metrics-request":
        void this.scrape().then((text) => sendToWorker(worker, { berth: "metrics-answer", id: message.id, text }));
        return;
      case "metrics":
        this.onMetrics(message);
        return;
      default:
        message satisfies never;
    }
  }

  private onExit(id: number, worker: Worker, code: number | null, signal: string | null): void {
    this.listening.delete(worker);
    this.waiters.get(worker)?.(new Error(`worker ${id} exited (${signal ?? `code ${code}`}) before it listened`));
    this.waiters.delete(worker);
    if (this.retiring.delete(worker) || this.stopping) return;
    const slot = this.slots.get(id);
    if (!slot || slot.worker !== worker) return;
    if (!this.started) {
      // A worker that cannot start (a busy port, a bad plugin) stops the start, with its exit code.
      this.o.log.error({ worker: id, code, signal }, "a worker failed to start; stopping");
      this.o.onStartFailure(exitCodeOf(code, signal) || 1);
      return;
    }
    const next = restartAfter(Date.now() - slot.startedAt, slot.crashes);
    this.o.log.error({ worker: id, pid: worker.process.pid, code, signal, restart_in_ms: next.delayMs }, "a worker died; restarting it");
    setTimeout(() => {
      if (this.stopping) return;
      this.fork(id, next.crashes);
      this.restarts.inc();
    }, next.delayMs);
  }

  /** Asks a worker to drain and waits for it to exit; past the deadline it is killed. */
  private retire(worker: Worker): Promise<void> {
    return new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      this.retiring.add(worker);
      const timer = setTimeout(() => worker.process.kill("SIGKILL"), this.o.drainDeadlineMs);
      worker.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      if (worker.isConnected()) sendToWorker(worker, { berth: "drain" });
      else worker.process.kill("SIGTERM");
    });
  }

  /** Every connected worker's metrics (each waited for at most METRICS_WAIT_MS) and the supervisor's, merged. */
  private async scrape(): Promise<string> {
    const workers = [...this.slots.values()].map((s) => s.worker).filter((w) => w.isConnected());
    const id = ++this.nextScrape;
    const got: unknown[][] = [];
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, METRICS_WAIT_MS);
      this.scrapes.set(id, {
        expected: workers.length,
        got,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      });
      for (const w of workers) sendToWorker(w, { berth: "metrics-request", id });
    });
    this.scrapes.delete(id);
    got.push(await this.registry.getMetricsAsJSON());
    return AggregatorRegistry.aggregate(got as object[]).metrics();
  }

  private onMetrics(reply: MetricsReply): void {
    const wait = this.scrapes.get(reply.id);
    if (!wait) return;
    wait.got.push(reply.metrics);
    if (wait.got.length >= wait.expected) wait.done();
  }
}
