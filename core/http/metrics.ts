import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** Prometheus metrics of one host (its own registry, so several hosts can share a process in tests). */
export class HttpMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<"method" | "route" | "status">;
  private readonly duration: Histogram<"method" | "route">;

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: "berth_" });
    this.requests = new Counter({
      name: "berth_http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status.",
      labelNames: ["method", "route", "status"],
      registers: [this.registry],
    });
    this.duration = new Histogram({
      name: "berth_http_request_duration_seconds",
      help: "Time to answer HTTP requests, by method and route pattern.",
      labelNames: ["method", "route"],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
  }

  // Label lookups hash their labels on every call; the bound children are cached instead.
  private readonly counters = new Map<string, { inc(): void }>();
  private readonly timers = new Map<string, { observe(v: number): void }>();

  /** `route` is the route pattern (never the raw URL, which would explode label cardinality). */
  observe(method: string, route: string, status: number, seconds: number): void {
    const routeKey = `${method} ${route}`;
    const countKey = `${routeKey} ${status}`;
    let counter = this.counters.get(countKey);
    if (!counter) {
      counter = this.requests.labels(method, route, String(status));
      this.counters.set(countKey, counter);
    }
    let timer = this.timers.get(routeKey);
    if (!timer) {
      timer = this.duration.labels(method, route);
      this.timers.set(routeKey, timer);
    }
    counter.inc();
    timer.observe(seconds);
  }
}
