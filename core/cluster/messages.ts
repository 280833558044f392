/** What a cluster's primary and its workers say to each other over the IPC channel. */

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

/** Worker → primary: this worker's metrics, answering a scrape of the cluster's. */
export interface MetricsReply {
  berth: "metrics";
  id: number;
  metrics: unknown[];
}

/** Either way: a worker asks the primary for every worker's metrics; the primary asks each worker for its own. */
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

export type ClusterMessage = ListeningMessage | DrainMessage | MetricsReply | MetricsRequest | MetricsAnswer;

export function isClusterMessage(value: unknown): value is ClusterMessage {
  return typeof value === "object" && value !== null && typeof (value as { berth?: unknown }).berth === "string";
}
