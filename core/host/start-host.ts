import { ConfigError } from "../config/config-var.ts";
import { createHost, type Host, type HostOptions } from "./host.ts";

const EX_UNAVAILABLE = 69;
const EX_CONFIG = 78;

const LISTEN_PROBLEMS: Record<string, string> = {
  EADDRINUSE: "the port is already in use (another Berth, or `docker compose up`?). Stop it, or set PORT to another port (PORT=0 picks a free one).",
  EACCES: "permission denied (ports below 1024 need privileges). Set PORT to 1024 or above.",
  EADDRNOTAVAIL: "this machine has no such address. Set HOST to one of its addresses (127.0.0.1, 0.0.0.0).",
};

/** What a newcomer needs after start: where everything is, and what each port runs on. */
export function startupSummary(url: string, host: Host): Record<string, unknown> {
  return {
    api: url,
    docs: `${url}/docs`,
    openapi: `${url}/openapi.json`,
    graphiql: `${url}/graphiql`,
    graphql: `${url}/graphql (${host.config.GRAPHQL_ENGINE})`,
    metrics: `${url}/metrics`,
    data_dir: host.dataDir,
    startup_ms: host.startup,
    ports: Object.fromEntries(host.ports().map((p) => [p.port, `${p.adapter}${p.where ? `: ${p.where}` : ""}`])),
  };
}

/** A configuration problem: its message on stderr and exit 78 (EX_CONFIG), no stack trace. */
export function exitOnConfigError(err: unknown): never {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(EX_CONFIG);
  }
  throw err;
}

/** The process event startHost emits once this process serves. */
export const SERVING = "berth:serving";

/** Builds a host and listens; a setup mistake (config, a busy port) is one line on stderr and an exit code, no stack trace. */

export async function startHost(options: HostOptions): Promise<{ host: Host; url: string }> {
  const host = await createHost(options).catch(exitOnConfigError);
  try {
    const url = await host.listen();
    // This process serves now (npm start, berth start, a cluster's worker): what it loaded is what a
    // server needs, and the build's loader keeps it as the code cache for the next start (bin/load-bundle.cjs).
    process.emit(SERVING as never);
    return { host, url };
  } catch (err) {
    const problem = LISTEN_PROBLEMS[(err as NodeJS.ErrnoException).code ?? ""];
    if (!problem) throw err;
    process.stderr.write(`Berth cannot listen on ${host.config.HOST}:${host.config.PORT}: ${problem}\n`);
    await host.close().catch(() => undefined);
    process.exit(EX_UNAVAILABLE);
  }
}

/**
 * On SIGTERM or SIGINT: drain (readiness 503, requests in flight finish, then close), and exit.
 * A drain that overruns its own deadlines by far is cut short.
 */
export function drainOnSignals(host: Host, onDrained: () => void = () => undefined): (reason: string) => void {
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    host.log.info({ reason }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      host.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, host.config.SHUTDOWN_DELAY_MS + host.config.SHUTDOWN_TIMEOUT_MS + 10_000);
    force.unref();
    host.drain().then(
      () => {
        host.log.info("stopped");
        onDrained();
        // Logs are buffered: write the last lines out before leaving.
        host.log.flush(() => process.exit(0));
      },
      (err: unknown) => {
        host.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return stop;
}
