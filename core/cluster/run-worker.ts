import cluster from "node:cluster";
import type { Composition } from "../host/composition.ts";
import { drainOnSignals, startHost, startupSummary } from "../host/start-host.ts";
import { isPrimaryMessage, sendToPrimary, type PrimaryMessage } from "./messages.ts";

/**
 * A cluster worker (WORKERS > 1): one whole Berth host serving the port its primary shares out,
 * draining when the primary asks (a rolling restart, a stop) or when the primary is gone.
 */
async function serveAsWorker(composition: Composition): Promise<void> {
  if (!cluster.isWorker) throw new Error("a cluster worker runs only under a cluster's primary (WORKERS > 1)");
  const id = Number(process.env.BERTH_WORKER_ID ?? cluster.worker?.id);
  // The primary died while this worker was starting: nobody would ever stop it.
  const orphaned = () => process.exit(1);
  process.once("disconnect", orphaned);
  const pending = new Map<number, (text: string) => void>();
  let nextRequest = 0;
  const { host, url } = await startHost({
    env: process.env,
    composition,
    logBindings: { worker: id },
    // A scrape lands on one worker: it answers for the whole cluster, merged by the primary.
    clusterMetrics: () =>
      new Promise<string>((resolve) => {
        const requestId = ++nextRequest;
        pending.set(requestId, resolve);
        sendToPrimary({ berth: "metrics-request", id: requestId });
      }),
  });
  host.log.info({ url }, `worker ${id} serving ${url}`);
  sendToPrimary({ berth: "listening", url, summary: startupSummary(url, host) });
  const stop = drainOnSignals(host);
  // A hangup reaches the whole process group: the primary answers it with a rolling restart.
  process.on("SIGHUP", () => undefined);
  const onMessage = (message: PrimaryMessage): void => {
    switch (message.berth) {
      case "drain":
        stop("asked by the primary");
        return;
      case "metrics-request":
        void host.metrics().then((metrics) => sendToPrimary({ berth: "metrics", id: message.id, metrics }));
        return;
      case "metrics-answer":
        pending.get(message.id)?.(message.text);
        pending.delete(message.id);
        return;
      default:
        message satisfies never;
    }
  };
  process.on("message", (message: unknown) => {
    if (isPrimaryMessage(message)) onMessage(message);
  });
  // The primary is gone (killed): a worker alone would keep serving with nobody to restart or drain it.
  process.off("disconnect", orphaned);
  if (!process.connected) stop("the primary process is gone");
  process.on("disconnect", () => stop("the primary process is gone"));
}

export function runWorker(composition: Composition): Promise<void> {
  return serveAsWorker(composition).catch((err: unknown) => {
    process.stderr.write(`Berth worker failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
