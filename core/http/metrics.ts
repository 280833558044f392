import { Counter, Gauge, Registry, collectDefaultMetrics, type Metric } from "prom-client";
import type { PortMetric } from "../ports/port.ts";

/** One exposition line, in the shape prom-client's registry renders. */
interface Sample {
  metricName?: string;
  labels: Record<string, string | number>;
  value: number;
}

const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface MethodStats {
  statuses: Map<number, number>;
  /** Per bucket, not cumulative: summed up at scrape time. The last slot is +Inf. */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * Counts and timings of one route pattern. Each route finds its RouteStats once, when it is
 * registered, so answering a request only bumps a few numbers: prom-client's labelled metrics
 * hash their labels on every call, which was a visible share of a fast request's cost.
 */
export class RouteStats {
  private readonly byMethod = new Map<string, MethodStats>();

  /** `route` is the route pattern (never the raw URL, which would explode label cardinality). */
  constructor(readonly route: string) {}

  observe(method: string, status: number, seconds: number): void {
    let stats = this.byMethod.get(method);
    if (!stats) {
      stats = { statuses: new Map(), buckets: new Array<number>(DURATION_BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      this.byMethod.set(method, stats);
    }
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket++;
    stats.buckets[bucket]!++;
    stats.sum += seconds;
    stats.count++;
  }

  requestValues(): Sample[] {
    const values: Sample[] = [];
    for (const [method, stats] of this.byMethod) {
      for (const [status, count] of stats.statuses) values.push({ labels: { method, route: this.route, status }, value: count });
    }
    return values;
  }

  durationValues(name: string): Sample[] {
    const values: Sample[] = [];
    for (const [method, stats] of this.byMethod) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((le, i) => {
        cumulative += stats.buckets[i]!;
        values.push({ metricName: `${name}_bucket`, labels: { le, method, route: this.route }, value: cumulative });
      });
      values.push({ metricName: `${name}_bucket`, labels: { le: "+Inf", method, route: this.route }, value: stats.count });
      values.push({ metricName: `${name}_sum`, labels: { method, route: this.route }, value: stats.sum });
      values.push({ metricName: `${name}_count`, labels: { method, route: this.route }, value: stats.count });
    }
    return values;
  }
}

/** Prometheus metrics of one host (its own registry, so several hosts can share a process in tests). */
export class HttpMetrics {
  readonly registry = new Registry();
  private readonly routes = new Map<string, RouteStats>();
  /** Shared rate-limit syncs that the store did not answer (limits then count locally). */
  readonly limitSyncFailures: Counter;

  constructor() {
    this.limitSyncFailures = new Counter({
      name: "berth_rate_limit_sync_failures_total",
      help: "Syncs of the shared rate-limit counts (and first reads of a caller's counts) that failed; limits count locally meanwhile.",
      registers: [this.registry],
    });
    collectDefaultMetrics({ register: this.registry, prefix: "berth_" });
    this.register("berth_http_requests_total", "counter", "HTTP requests answered, by method, route pattern and status.", (r) => r.requestValues());
    this.register("berth_http_request_duration_seconds", "histogram", "Time to answer HTTP requests, by method and route pattern.", (r, name) =>
      r.durationValues(name),
    );
  }

  /**
   * The instances this process counts for shared rate limits, itself included, as its last sync
   * read them (RATE_LIMIT_POLICY=cluster). An instance that joined is counted by the others at their
   * next sync; until then they may admit their share as if it were not there (docs/several-processes.md).
   */
  countInstances(live: () => number): void {
    new Gauge({
      name: "berth_rate_limit_instances",
      help: "Instances this process counts for shared rate limits, itself included, as last read from the store.",
      registers: [this.registry],
      collect() {
        this.set(live());
      },
    });
  }

  /** The stats of one route pattern; unrouted requests (404s, bad URLs) share "unmatched". */
  route(pattern: string): RouteStats {
    let stats = this.routes.get(pattern);
    if (!stats) {
      stats = new RouteStats(pattern);
      this.routes.set(pattern, stats);
    }
    return stats;
  }

  /** An adapter's metric (core/ports/port.ts), read when /metrics is scraped. */
  addPortMetric(m: PortMetric): void {
    const { name, help, type } = m;
    const metric = {
      name,
      help,
      type,
      aggregator: "sum",
      get: async () => ({ name, help, type, aggregator: "sum", values: m.samples().map((s) => ({ labels: s.labels ?? {}, value: s.value })) }),
    };
    this.registry.registerMetric(metric as unknown as Metric<string>);
  }

  /** A metric rendered from the route stats at scrape time, in prom-client's own exposition code. */
  private register(name: string, type: "counter" | "histogram", help: string, values: (r: RouteStats, name: string) => Sample[]): void {
    const metric = {
      name,
      help,
      type,
      aggregator: "sum",
      get: async () => ({ name, help, type, aggregator: "sum", values: [...this.routes.values()].flatMap((r) => values(r, name)) }),
    };
    this.registry.registerMetric(metric as unknown as Metric<string>);
  }
}
