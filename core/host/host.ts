import type { FastifyInstance } from "fastify";
import type { GraphQLSchema } from "graphql";
import type { Logger } from "pino";
import type { BerthPlugin } from "../plugin/define-plugin.ts";
import type { PortDefinition } from "../ports/define-port.ts";
import { Readiness } from "../plugin/readiness.ts";
import { apiKeysPort, type ApiKeys } from "../ports/api-keys.ts";
import type { Composition } from "./composition.ts";
import { storePort, type DocumentStore } from "../ports/document-store.ts";
import { composeSchema } from "./compose-schema.ts";
import { planHost, REPO_ROOT, type HostConfig, type HostPlan } from "./plan-host.ts";
import { makeLogger } from "./make-logger.ts";
import { PortSet, type PortDescription } from "./port-set.ts";
import { removeServerFile, writeServerFile } from "./server-file.ts";
import { serveHttp } from "./serve-http.ts";
import { drainHttp } from "./drain-http.ts";
import { setupPlugins } from "./setup-plugins.ts";
import { systemClock, type Clock } from "../scheduler/clock.ts";
import { Scheduler } from "../scheduler/scheduler.ts";

export { REPO_ROOT, type HostConfig };

export interface HostOptions {
  /** The adapters and plugins Berth is made of (app/composition.ts: BERTH). */
  composition: Composition;
  /** Environment to read config from; default process.env. */
  env?: Record<string, string | undefined>;
  /** Plugins given as values (tests); they join the loaded ones. */
  extraPlugins?: BerthPlugin[];
  /** Use this logger instead of making one from LOG_LEVEL. */
  logger?: Logger;
  /** Added to every log line (a cluster worker's number). */
  logBindings?: Record<string, unknown>;
  /** What `/metrics` answers instead of this process's own metrics (a cluster worker: the whole cluster's). */
  clusterMetrics?: () => Promise<string>;
  /** Where background work reads the time and waits (tests pass a ManualClock); default the system's. */
  clock?: Clock;
  /** The config phase's result, when the caller already planned (`npm start`): not planned again. */
  plan?: HostPlan;
}

export interface Host {
  readonly app: FastifyInstance;
  readonly config: HostConfig;
  readonly log: Logger;
  readonly keys: ApiKeys;
  readonly schema: GraphQLSchema;
  /** The store adapter itself (both worlds), for tests and tools. */
  readonly store: DocumentStore;
  readonly plugins: readonly string[];
  /** Runs every background job of this process (tests: `settle()` after advancing a ManualClock). */
  readonly scheduler: Scheduler;
  /** Absolute BERTH_DATA_DIR. */
  readonly dataDir: string;
  /** Each opened port, its adapter and where it keeps its data (startup summary). */
  ports(): PortDescription[];
  /** What a plugin listing `port` receives (tests and tools). */
  port<P>(port: PortDefinition<unknown, P>): P;
  /** This process's metrics as prom-client JSON (a cluster's primary merges its workers'). */
  metrics(): Promise<unknown[]>;
  /** Starts listening on HOST:PORT; answers the base URL. */
  listen(): Promise<string>;
  /** Stops taking requests, lets the ones in flight finish, closes plugins and ports. Idempotent. */
  close(): Promise<void>;
  /**
   * The orderly stop of SIGTERM (see drain-http.ts): readiness answers 503 draining, new
   * connections are still accepted for SHUTDOWN_DELAY_MS, then none; requests in flight finish
   * with `Connection: close`; idle connections close; after SHUTDOWN_TIMEOUT_MS the rest are
   * closed; then `close()`. Idempotent.
   */
  drain(): Promise<void>;
}

/**
 * Builds a Berth host, phase by phase: config (plan-host.ts: every problem at once, nothing
 * opened when one is found), ports (port-set.ts), plugins (setup-plugins.ts), schema
 * (compose-schema.ts) and HTTP (serve-http.ts). It names no port, adapter or area itself.
 */
export async function createHost(options: HostOptions): Promise<Host> {
  const plan = options.plan ?? (await planHost({ env: options.env ?? process.env, composition: options.composition, extraPlugins: options.extraPlugins }));
  const { config } = plan;
  const made = options.logger ? undefined : makeLogger(config, options.logBindings);
  const logDestination = made?.destination;
  const log = options.logger ?? made!.log;
  const readiness = new Readiness(config.READY_TIMEOUT_MS);
  const scheduler = new Scheduler({ clock: options.clock ?? systemClock, log });
  scheduler.start();
  const ports = new PortSet(plan.ports, { dataDir: plan.dataDir, log, readiness, scheduler });
  const closePorts = async () => {
    // Jobs their owners did not stop yet (each plugin and adapter stops its own at close).
    await scheduler.stop();
    await ports.close((port, err) => log.error({ err, port }, "port close failed"));
  };
  let closePlugins: (() => Promise<void>)[] = [];
  try {
    await ports.openAll();
    const { outputs, closers } = await setupPlugins(plan, ports, log, readiness, scheduler);
    closePlugins = closers;
    const schema = composeSchema(outputs);
    const keys = ports.adapter(apiKeysPort);
    const http = await serveHttp({ config, log, keys, store: ports.adapter(storePort), stores: ports.exposed(storePort), outputs, schema, eventTypes: plan.eventTypes, clusterMetrics: options.clusterMetrics, portMetrics: ports.metrics(), scheduler });
    const { app } = http;

    let closing: Promise<void> | undefined;
    let draining: Promise<void> | undefined;
    let serverFile: string | undefined;
    const close = (): Promise<void> => {
      closing ??= (async () => {
        // Fastify stops accepting, answers 503 to new requests on open sockets, and waits for
        // the ones in flight; only then do plugins and ports close under them.
        // Connections whose request was in flight at close() turn idle only after answering;
        // closing them as they do lets server.close() finish instead of waiting out keep-alive.
        if (serverFile) removeServerFile(serverFile);
        const reaper = setInterval(() => app.server.closeIdleConnections(), 20);
        try {
          await app.close();
        } finally {
          clearInterval(reaper);
        }
        await http.closeLimits().catch((err: unknown) => log.error({ err }, "rate-limit sync close failed"));
        for (const close of closePlugins) await close().catch((err: unknown) => log.error({ err }, "plugin close failed"));
        await closePorts();
        logDestination?.close();
      })();
      return closing;
    };
    return {
      app,
      config,
      log,
      keys,
      schema,
      store: ports.adapter(storePort),
      plugins: outputs.map((c) => c.plugin),
      scheduler,
      dataDir: plan.dataDir,
      ports: () => ports.describe(),
      port: (port) => ports.exposed(port),
      metrics: () => http.metrics.registry.getMetricsAsJSON(),
      listen: async () => {
        await app.listen({ host: config.HOST, port: config.PORT });
        const address = app.server.address();
        const port = typeof address === "object" && address ? address.port : config.PORT;
        const hostName = config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;
        logDestination?.flushSync();
        const url = `http://${hostName}:${port}`;
        try {
          serverFile = writeServerFile(plan.dataDir, { pid: process.pid, url, started_at: Date.now(), ports: ports.describe() });
        } catch (err) {
          log.warn({ err }, "could not note this server in the data folder; `berth` commands will not see it");
        }
        return url;
      },
      close,
      drain: () => {
        draining ??= (async () => {
          readiness.startDraining();
          http.draining.active = true;
          log.info({ delay_ms: config.SHUTDOWN_DELAY_MS, deadline_ms: config.SHUTDOWN_TIMEOUT_MS }, "draining: readiness answers 503, finishing requests in flight");
          const result = await drainHttp(app.server, http.tracker, {
            delayMs: config.SHUTDOWN_DELAY_MS,
            deadlineMs: config.SHUTDOWN_TIMEOUT_MS,
            closeWebSockets: () => http.graphql.closeWebSockets(),
            onStopAccepting: () => {
              if (serverFile) removeServerFile(serverFile);
              log.info("draining: no new connections taken");
            },
          });
          if (result.forced > 0) log.warn({ connections: result.forced, ms: result.ms }, "draining: closed connections still open at SHUTDOWN_TIMEOUT_MS");
          else log.info({ ms: result.ms }, "drained: every connection closed");
          await close();
        })();
        return draining;
      },
    };
  } catch (err) {
    for (const close of closePlugins) await close().catch(() => undefined);
    await closePorts();
    throw err;
  }
}
