import cluster, { type Worker } from "node:cluster";
import { AggregatorRegistry } from "prom-client";
import { makeLogger } from "../host/make-logger.ts";
import type { HostPlan } from "../host/plan-host.ts";
import { isClusterMessage, type ClusterMessage, type ListeningMessage } from "./messages.ts";

/** A worker that dies sooner than this after starting is restarted after a growing pause. */
const STABLE_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** How long a new worker may take to listen (it loads every plugin and opens every port). */
const START_TIMEOUT_MS = 120_000;
/** How long a scrape waits for each worker's metrics. */
const METRICS_WAIT_MS = 2_000;

interface Slot {
  id: number;
  worker: Worker;
  startedAt: number;
  /** Quick deaths in a row: the next restart waits 2^n seconds (capped). */
  crashes: number;
}

function exitCodeOf(code: number | null, signal: string | null): number {
  return code ?? (signal ? 1 : 0);
}

/**
 * The primary of a cluster (WORKERS > 1). It serves no request: it opens what must exist once for
 * all workers (the adapters' `primary` hook: the local devnet), forks WORKERS worker processes
 * that each run a whole Berth host on the same port (Node's cluster module shares the listening
 * socket and hands connections out round-robin), and supervises them:
 *
 * - a worker that dies is restarted (a worker that keeps dying, with a growing pause);
 * - SIGTERM or SIGINT: every worker drains (readiness 503, requests in flight finish), then the
 *   primary closes the devnet and exits;
 * - SIGHUP: a rolling restart, one worker at a time: its replacement listens first, then it drains,
 *   so the port always has a worker and no request is lost;
 * - a scrape of /metrics on any worker answers the sum of every worker's metrics.
 *
 * Everything else that must be single is single through the store, as it is across instances:
 * event consumers and the Kafka relay hold leases, background jobs take a lease per round, chain
 * signers take turns, and rate limits count across processes (core/http/limit-ledger.ts).
 */
export async function runPrimary(plan: HostPlan, env: Record<string, string | undefined>, workerFile: string): Promise<void> {
  const { config } = plan;
  const { log } = makeLogger(config, { role: "primary" });
  const count = config.WORKERS;
  const closers: (() => Promise<void>)[] = [];
  for (const p of plan.ports) {
    const opened = await p.adapter.primary?.({ config: p.config as never, settings: p.settings, dataDir: plan.dataDir, log: log.child({ port: p.port.name }) });
    if (opened) {
      closers.unshift(opened.close);
      log.info({ port: p.port.name, adapter: p.adapter.name }, `primary: ${opened.describe}`);
    }
  }
  const closeShared = async () => {
    for (const close of closers) await close().catch((err: unknown) => log.error({ err }, "primary: closing a shared resource failed"));
  };

  cluster.setupPrimary({ exec: workerFile, execArgv: ["--import", import.meta.resolve("tsx")] });
  const slots = new Map<number, Slot>();
  /** Workers asked to drain: their exit is expected, never restarted. */
  const retiring = new Set<Worker>();
  const listening = new Map<Worker, ListeningMessage>();
  const waiters = new Map<Worker, (m: ListeningMessage | Error) => void>();
  let stopping = false;
  let started = false;

  const fork = (id: number, crashes = 0): Worker => {
    const worker = cluster.fork({ ...env, BERTH_WORKER_ID: String(id) });
    slots.set(id, { id, worker, startedAt: Date.now(), crashes });
    worker.on("message", (message: unknown) => onMessage(worker, message));
    worker.on("exit", (code, signal) => onExit(id, worker, code, signal));
    return worker;
  };

  const ready = (worker: Worker): Promise<ListeningMessage> =>
    new Promise((resolve, reject) => {
      const known = listening.get(worker);
      if (known) return resolve(known);
      const timer = setTimeout(() => reject(new Error(`worker did not listen within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      waiters.set(worker, (m) => {
        clearTimeout(timer);
        if (m instanceof Error) reject(m);
        else resolve(m);
      });
    });

  const metricsWaits = new Map<number, { expected: number; got: unknown[][]; done: () => void }>();
  let nextScrape = 0;
  const scrape = async (): Promise<string> => {
    const workers = [...slots.values()].map((s) => s.worker).filter((w) => w.isConnected());
    const id = ++nextScrape;
    const got: unknown[][] = [];
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, METRICS_WAIT_MS);
      metricsWaits.set(id, {
        expected: workers.length,
        got,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      });
      for (const w of workers) w.send({ berth: "metrics-request", id } satisfies ClusterMessage);
    });
    metricsWaits.delete(id);
    return AggregatorRegistry.aggregate(got as object[]).metrics();
  };

  function onMessage(worker: Worker, message: unknown): void {
    if (!isClusterMessage(message)) return;
    if (message.berth === "listening") {
      listening.set(worker, message);
      waiters.get(worker)?.(message);
      waiters.delete(worker);
    } else if (message.berth === "metrics-request") {
      void scrape().then((text) => {
        if (worker.isConnected()) worker.send({ berth: "metrics-answer", id: message.id, text } satisfies ClusterMessage);
      });
    } else if (message.berth === "metrics") {
      const wait = metricsWaits.get(message.id);
      if (!wait) return;
      wait.got.push(message.metrics);
      if (wait.got.length >= wait.expected) wait.done();
    }
  }

  function onExit(id: number, worker: Worker, code: number | null, signal: string | null): void {
    listening.delete(worker);
    waiters.get(worker)?.(new Error(`worker ${id} exited (${signal ?? `code ${code}`}) before it listened`));
    waiters.delete(worker);
    if (retiring.delete(worker) || stopping) return;
    const slot = slots.get(id);
    if (!slot || slot.worker !== worker) return;
    if (!started) {
      // A worker that cannot start (a busy port, bad plugin) stops the start, with its exit code.
      log.error({ worker: id, code, signal }, "a worker failed to start; stopping");
      void shutdown(exitCodeOf(code, signal) || 1);
      return;
    }
    const quick = Date.now() - slot.startedAt < STABLE_MS;
    const crashes = quick ? slot.crashes + 1 : 0;
    const delay = quick ? Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (crashes - 1)) : 0;
    log.error({ worker: id, pid: worker.process.pid, code, signal, restart_in_ms: delay }, "a worker died; restarting it");
    setTimeout(() => {
      if (!stopping) fork(id, crashes);
    }, delay);
  }

  /** Asks a worker to drain and waits for it to exit; past the deadline it is killed. */
  const retire = (worker: Worker): Promise<void> =>
    new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      retiring.add(worker);
      const timer = setTimeout(() => worker.process.kill("SIGKILL"), config.SHUTDOWN_DELAY_MS + config.SHUTDOWN_TIMEOUT_MS + 15_000);
      worker.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      if (worker.isConnected()) worker.send({ berth: "drain" } satisfies ClusterMessage);
      else worker.process.kill("SIGTERM");
    });

  let rolling: Promise<void> | null = null;
  const rollingRestart = async (): Promise<void> => {
    log.info({ workers: count }, "rolling restart: one worker at a time, each replaced before it drains");
    for (const id of [...slots.keys()].sort((a, b) => a - b)) {
      if (stopping) return;
      const old = slots.get(id)!.worker;
      const fresh = fork(id);
      try {
        await ready(fresh);
      } catch (err) {
        log.error({ err, worker: id }, "rolling restart: the new worker did not start; keeping the old one, stopping the restart");
        retiring.add(fresh);
        fresh.process.kill("SIGKILL");
        slots.set(id, { id, worker: old, startedAt: Date.now(), crashes: 0 });
        return;
      }
      await retire(old);
      log.info({ worker: id, pid: fresh.process.pid }, "rolling restart: worker replaced");
    }
    log.info("rolling restart done");
  };

  let exiting: Promise<void> | null = null;
  const shutdown = (code: number): Promise<void> => {
    exiting ??= (async () => {
      stopping = true;
      log.info({ code }, "shutting down: every worker drains, then the primary closes what it holds");
      await Promise.all([...slots.values()].map((s) => retire(s.worker)));
      await closeShared();
      log.info("stopped");
      log.flush(() => process.exit(code));
    })();
    return exiting;
  };
  process.on("SIGTERM", () => void shutdown(0));
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGHUP", () => {
    if (!started || stopping) {
      log.warn("SIGHUP ignored: the workers are still starting (or stopping)");
      return;
    }
    rolling ??= rollingRestart()
      .catch((err: unknown) => log.error({ err }, "rolling restart failed"))
      .finally(() => {
        rolling = null;
      });
  });

  for (let id = 1; id <= count; id++) fork(id);
  let first: ListeningMessage;
  try {
    const all = await Promise.all([...slots.values()].map((s) => ready(s.worker)));
    first = all[0]!;
  } catch (err) {
    if (!stopping) {
      log.error({ err }, "the workers did not start");
      await shutdown(1);
    }
    return;
  }
  started = true;
  const url = first.url;
  log.info({ url, workers: count, pids: [...slots.values()].map((s) => s.worker.process.pid) }, `Berth listening on ${url}`);
  log.info({ ...first.summary, workers: count }, "ready");
  log.flush();
}
