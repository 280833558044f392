import { ConfigError } from "./config/config-var.ts";
import { createHost, type Host } from "./host/host.ts";

const EX_UNAVAILABLE = 69;

const LISTEN_PROBLEMS: Record<string, string> = {
  EADDRINUSE: "the port is already in use (another Berth, or `docker compose up`?). Stop it, or set PORT to another port (PORT=0 picks a free one).",
  EACCES: "permission denied (ports below 1024 need privileges). Set PORT to 1024 or above.",
  EADDRNOTAVAIL: "this machine has no such address. Set HOST to one of its addresses (127.0.0.1, 0.0.0.0).",
};

/** What a newcomer needs after start: where everything is, and what each port runs on. */
function startupSummary(url: string, host: Host): Record<string, unknown> {
  return {
    api: url,
    docs: `${url}/docs`,
    openapi: `${url}/openapi.json`,
    graphiql: `${url}/graphiql`,
    graphql: `${url}/graphql (${host.config.GRAPHQL_ENGINE})`,
    metrics: `${url}/metrics`,
    data_dir: host.dataDir,
    ports: Object.fromEntries(host.ports().map((p) => [p.port, `${p.adapter}${p.where ? `: ${p.where}` : ""}`])),
  };
}

/** `npm start`: run Berth on HOST:PORT until SIGTERM or SIGINT, then shut down cleanly. */
async function main(): Promise<void> {
  let host;
  try {
    host = await createHost();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  let url: string;
  try {
    url = await host.listen();
  } catch (err) {
    const problem = LISTEN_PROBLEMS[(err as NodeJS.ErrnoException).code ?? ""];
    if (!problem) throw err;
    // A setup mistake, not a crash: one line that says what to do, no stack trace.
    process.stderr.write(`Berth cannot listen on ${host.config.HOST}:${host.config.PORT}: ${problem}\n`);
    await host.close().catch(() => undefined);
    process.exit(EX_UNAVAILABLE);
  }
  host.log.info({ url, plugins: host.plugins, store: host.store.kind, graphql: host.config.GRAPHQL_ENGINE }, `Berth listening on ${url}`);
  host.log.info(startupSummary(url, host), "ready");
  host.log.flush();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    host.log.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      host.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, host.config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    host.close().then(
      () => {
        host.log.info("stopped");
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
}

main().catch((err: unknown) => {
  process.stderr.write(`Berth failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
