import type { Worker } from "node:cluster";

/** What a cluster's primary and its workers say to each other over the IPC channel, each way typed. */

/** Worker → primary: listening (with the summary the primary logs once all are up). */
export interface ListeningMessage {
  berth: "listening";
  url: string;
  summary: Record<string, unknown>;
}

/** Primary → worker: drain (finish requests in flight, take no more) and exit. */
export interface DrainMessage {
  berth: "drain";
}

/** Worker → primary: this worker's metrics, answering the primary's request for them. */
export interface MetricsReply {
  berth: "metrics";
  id: number;
  metrics: unknown[];
}

/** Either way: a worker asks the primary for the cluster's metrics; the primary asks each worker for its own. */
export interface MetricsRequest {
  berth: "metrics-request";
  id: number;
}

/** Primary → worker: the cluster's metrics, merged, answering the worker's request. */
export interface MetricsAnswer {
  berth: "metrics-answer";
  id: number;
  text: string;
}

/** What a worker sends its primary. */
export type WorkerMessage = ListeningMessage | MetricsReply | MetricsRequest;
/** What the primary sends a worker. */
export type PrimaryMessage = DrainMessage | MetricsRequest | MetricsAnswer;

const FROM_WORKER: ReadonlySet<string> = new Set<WorkerMessage["berth"]>(["listening", "metrics", "metrics-request"]);
const FROM_PRIMARY: ReadonlySet<string> = new Set<PrimaryMessage["berth"]>(["drain", "metrics-request", "metrics-answer"]);

function kindOf(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const kind = (value as { berth?: unknown }).berth;
  return typeof kind === "string" ? kind : undefined;
}

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  return FROM_WORKER.has(kindOf(value) ?? "");
}

export function isPrimaryMessage(value: unknown): value is PrimaryMessage {
  return FROM_PRIMARY.has(kindOf(value) ?? "");
}

/** Sends a worker a message, if its channel is still open. */
export function sendToWorker(worker: Worker, message: PrimaryMessage): void {
  if (worker.isConnected()) worker.send(message);
}

/** Sends this worker's primary a message (no-op outside a cluster). */
export function sendToPrimary(message: WorkerMessage): void {
  process.send?.(message);
}
