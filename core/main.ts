import { ConfigError } from "./config/config-var.ts";
import { createHost } from "./host/host.ts";

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
  const url = await host.listen();
  host.log.info({ url, plugins: host.plugins, store: host.store.kind, graphql: host.config.GRAPHQL_ENGINE }, `Berth listening on ${url}`);
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
