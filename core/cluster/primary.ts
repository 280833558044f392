import cluster from "node:cluster";
import { makeLogger } from "../host/make-logger.ts";
import type { HostPlan } from "../host/plan-host.ts";
import { Supervisor } from "./supervisor.ts";

/** Opens what must exist once for all workers (the adapters' `primary` hook: the local devnet); answers how to close it all. */
async function openShared(plan: HostPlan, log: ReturnType<typeof makeLogger>["log"]): Promise<() => Promise<void>> {
  const closers: (() => Promise<void>)[] = [];
  for (const p of plan.ports) {
    const opened = await p.adapter.primary?.({ config: p.config as never, settings: p.settings, dataDir: plan.dataDir, log: log.child({ port: p.port.name }) });
    if (opened) {
      closers.unshift(opened.close);
      log.info({ port: p.port.name, adapter: p.adapter.name }, `primary: ${opened.describe}`);
    }
  }
  return async () => {
    for (const close of closers) await close().catch((err: unknown) => log.error({ err }, "primary: closing a shared resource failed"));
  };
}

/**
 * The primary of a cluster (WORKERS > 1). It serves no request: it opens what must exist once for
 * all workers, then a Supervisor (supervisor.ts) forks WORKERS worker processes from `workerEntry`
 * that each run a whole Berth host on the same port (Node's cluster module shares the listening
 * socket and hands connections out round-robin) and keeps them running. Signals:
 *
 * - SIGTERM or SIGINT: every worker drains (readiness 503, requests in flight finish), then the
 *   primary closes the devnet and exits;
 * - SIGHUP: a rolling restart, one worker at a time: its replacement listens first, then it drains,
 *   so the port always has a worker and no request is lost.
 *
 * Everything else that must be single is single through the store, as it is across instances:
 * event consumers and the Kafka relay hold leases, background jobs take a lease per round, chain
 * signers take turns, and rate limits count across processes (core/http/limit-ledger.ts).
 */
export async function runPrimary(plan: HostPlan, env: Record<string, string | undefined>, workerEntry: string): Promise<void> {
  const { config } = plan;
  const { log } = makeLogger(config, { role: "primary" });
  const closeShared = await openShared(plan, log);
  // A TypeScript entry runs through tsx; a compiled one needs no loader, but the primary's flags:
  // `--conditions=berth-build` (npm start) makes a third-party plugin's `berth/plugin` the build,
  // as in the primary (without it, every worker failed to load such a plugin).
  cluster.setupPrimary({ exec: workerEntry, execArgv: workerEntry.endsWith(".ts") ? ["--import", import.meta.resolve("tsx")] : process.execArgv });

  let exiting: Promise<void> | undefined;
  const shutdown = (code: number): Promise<void> => {
    exiting ??= (async () => {
      log.info({ code }, "shutting down: every worker drains, then the primary closes what it holds");
      await supervisor.stop();
      await closeShared();
      log.info("stopped");
      log.flush(() => process.exit(code));
    })();
    return exiting;
  };
  const supervisor = new Supervisor({
    count: config.WORKERS,
    env,
    log,
    drainDeadlineMs: config.SHUTDOWN_DELAY_MS + config.SHUTDOWN_TIMEOUT_MS + 15_000,
    onStartFailure: (code) => void shutdown(code),
  });

  let rolling: Promise<void> | undefined;
  process.on("SIGTERM", () => void shutdown(0));
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGHUP", () => {
    if (!supervisor.isStarted || exiting) {
      log.warn("SIGHUP ignored: the workers are still starting (or stopping)");
      return;
    }
    rolling ??= supervisor
      .rollingRestart()
      .catch((err: unknown) => log.error({ err }, "rolling restart failed"))
      .finally(() => {
        rolling = undefined;
      });
  });

  let first;
  try {
    first = await supervisor.start();
  } catch (err) {
    if (!exiting) {
      log.error({ err }, "the workers did not start");
      await shutdown(1);
    }
    return;
  }
  log.info({ url: first.url, workers: config.WORKERS, pids: supervisor.pids() }, `Berth listening on ${first.url}`);
  log.info({ ...first.summary, workers: config.WORKERS }, "ready");
  log.flush();
}
