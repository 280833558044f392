// A cluster worker (WORKERS > 1): one whole Berth host serving the port its primary shares out.
// Started by the primary (core/cluster/primary.ts) with cluster.fork(), never by hand.
import cluster from "node:cluster";
import { drainOnSignals, startHost, startupSummary } from "../host/run-server.ts";
import { isClusterMessage, type ClusterMessage } from "./messages.ts";

function send(message: ClusterMessage): void {
  process.send?.(message);
}

async function runWorker(): Promise<void> {
  if (!cluster.isWorker) throw new Error("core/cluster/worker.ts runs only as a cluster worker (WORKERS > 1)");
  const id = Number(process.env.BERTH_WORKER_ID ?? cluster.worker?.id);
  // The primary died while this worker was starting: nobody would ever stop it.
  const orphaned = () => process.exit(1);
  process.once("disconnect", orphaned);
  const pending = new Map<number, (text: string) => void>();
  let nextRequest = 0;
  const { host, url } = await startHost({
    env: process.env,
    logBindings: { worker: id },
    // A scrape lands on one worker: it answers for the whole cluster, merged by the primary.
    clusterMetrics: () =>
      new Promise<string>((resolve) => {
        const requestId = ++nextRequest;
        pending.set(requestId, resolve);
        send({ berth: "metrics-request", id: requestId });
      }),
  });
  host.log.info({ url }, `worker ${id} serving ${url}`);
  send({ berth: "listening", url, summary: startupSummary(url, host) });
  const stop = drainOnSignals(host);
  // A hangup reaches the whole process group: the primary answers it with a rolling restart.
  process.on("SIGHUP", () => undefined);
  process.on("message", (message: unknown) => {
    if (!isClusterMessage(message)) return;
    if (message.berth === "drain") stop("asked by the primary");
    else if (message.berth === "metrics-request") {
      void host.metrics().then((metrics) => send({ berth: "metrics", id: message.id, metrics }));
    } else if (message.berth === "metrics-answer") {
      pending.get(message.id)?.(message.text);
      pending.delete(message.id);
    }
  });
  // The primary is gone (killed): a worker alone would keep serving with nobody to restart or drain it.
  process.off("disconnect", orphaned);
  if (!process.connected) stop("the primary process is gone");
  process.on("disconnect", () => stop("the primary process is gone"));
}

runWorker().catch((err: unknown) => {
  process.stderr.write(`Berth worker failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
