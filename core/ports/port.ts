/** One value of a metric, with its labels. */
export interface MetricSample {
  labels?: Record<string, string>;
  value: number;
}

/** A Prometheus metric an adapter keeps (the Kafka relay's failures), read at scrape time. */
export interface PortMetric {
  /** `berth_`-prefixed, Prometheus style: `berth_event_relay_failures_total`. */
  name: string;
  help: string;
  type: "counter" | "gauge";
  samples(): MetricSample[];
}

/**
 * What every port adapter offers the host: a liveness probe for readiness and a clean close
 * for shutdown. Ports add their own operations on top.
 */
export interface PortAdapter {
  /** Resolves when the backing system answers; rejects (or hangs, the caller times out) when it does not. */
  ping(): Promise<void>;
  /** Releases connections, files and child processes. Safe to call twice. */
  close(): Promise<void>;
  /**
   * Readiness checks by name, when one `ping` would say too little (one per configured chain).
   * Without it the host registers `ping` as `<port>:<adapter>`.
   */
  readinessChecks?(): Record<string, () => Promise<unknown>>;
  /** Metrics of its own, served at /metrics with the host's. */
  metrics?(): PortMetric[];
}
