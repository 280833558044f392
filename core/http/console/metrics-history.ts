/** What the console's overview charts: totals read from the /metrics exposition at one moment. */
export interface MetricTotals {
  requests: number;
  /** Answers with a 5xx status. */
  server_errors: number;
  /** Answers with a 4xx status. */
  client_errors: number;
  events: number;
  deliveries_delivered: number;
  deliveries_failed: number;
}

/** One interval of the history: what happened between the sample before it and `at`. */
export interface HistoryPoint extends MetricTotals {
  at: number;
}

const LINE = /^(berth_http_requests_total|berth_events_appended_total|berth_webhook_attempts_total)(?:\{([^}]*)\})?\s+([0-9.eE+-]+)\s*$/;

/** Sums the counters the overview charts from a Prometheus text exposition (a process's, or a cluster's merged one). */
export function totalsOf(exposition: string): MetricTotals {
  const t: MetricTotals = { requests: 0, server_errors: 0, client_errors: 0, events: 0, deliveries_delivered: 0, deliveries_failed: 0 };
  for (const line of exposition.split("\n")) {
    const m = LINE.exec(line);
    if (!m) continue;
    const value = Number(m[3]);
    if (!Number.isFinite(value)) continue;
    const labels = m[2] ?? "";
    if (m[1] === "berth_http_requests_total") {
      t.requests += value;
      const status = /status="(\d)\d\d"/.exec(labels)?.[1];
      if (status === "5") t.server_errors += value;
      else if (status === "4") t.client_errors += value;
    } else if (m[1] === "berth_events_appended_total") t.events += value;
    else if (labels.includes('status="delivered"')) t.deliveries_delivered += value;
    else if (labels.includes('status="failed"')) t.deliveries_failed += value;
  }
  return t;
}

const KEYS: (keyof MetricTotals)[] = ["requests", "server_errors", "client_errors", "events", "deliveries_delivered", "deliveries_failed"];

/**
 * The last hour of what /metrics counts, for the console's overview: a sample every `intervalMs`,
 * kept as the difference from the one before. Kept in this process's memory (a cluster worker
 * samples the whole cluster's metrics, so any worker answers the same); another instance on the
 * same store keeps its own, and a restart starts an empty hour. Nothing else reads it, so losing it
 * loses nothing but the chart's past.
 */
export class MetricsHistory {
  private readonly points: HistoryPoint[] = [];
  private last: MetricTotals | undefined;

  constructor(
    private readonly read: () => Promise<string>,
    readonly intervalMs: number,
    private readonly windowMs = 3_600_000,
  ) {}

  async sample(at: number): Promise<void> {
    const now = totalsOf(await this.read());
    if (this.last) {
      const point = { at } as HistoryPoint;
      // A counter that went down was reset (a worker restarted): what it counts since is the delta.
      for (const k of KEYS) point[k] = now[k] >= this.last[k] ? now[k] - this.last[k] : now[k];
      this.points.push(point);
      while (this.points.length > 0 && this.points[0]!.at <= at - this.windowMs) this.points.shift();
    }
    this.last = now;
  }

  history(): HistoryPoint[] {
    return [...this.points];
  }
}
