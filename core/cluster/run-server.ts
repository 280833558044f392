import cluster from "node:cluster";
import type { Composition } from "../host/composition.ts";
import { planHost } from "../host/plan-host.ts";
import { drainOnSignals, exitOnConfigError, startHost, startupSummary } from "../host/start-host.ts";

/**
 * `npm start` and `berth start`: Berth on HOST:PORT until SIGTERM or SIGINT. WORKERS=1 runs it in
 * this process; WORKERS > 1 makes this process the primary of a cluster (primary.ts) whose
 * workers each run a whole Berth host on the same port and store.
 */
export async function runServer(env: Record<string, string | undefined>, composition: Composition): Promise<void> {
  try {
    const plan = await planHost({ env, composition }).catch(exitOnConfigError);
    if (plan.config.WORKERS > 1 && cluster.isPrimary) {
      const { runPrimary } = await import("./primary.ts");
      await runPrimary(plan, env, composition.workerEntry);
      return;
    }
    const { host, url } = await startHost({ env, composition, plan });
    host.log.info({ url, plugins: host.plugins, store: host.store.kind, graphql: host.config.GRAPHQL_ENGINE }, `Berth listening on ${url}`);
    host.log.info(startupSummary(url, host), "ready");
    host.log.flush();
    drainOnSignals(host);
  } catch (err) {
    process.stderr.write(`Berth failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  }
}
