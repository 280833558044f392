import type { PortMetric } from "../ports/port.ts";

/**
 * Events this process committed, by type: `berth_events_appended_total` at /metrics (a cluster
 * answers the sum of its workers'). Counted once the append's transaction is durable, so a change
 * that rolled back counts nothing.
 */
export class EventAppends {
  private readonly counts = new Map<string, number>();

  add(type: string): void {
    this.counts.set(type, (this.counts.get(type) ?? 0) + 1);
  }

  metric(): PortMetric {
    return {
      name: "berth_events_appended_total",
      help: "Events appended to the event log by this process, by type, counted when their transaction committed.",
      type: "counter",
      samples: () => [...this.counts].map(([type, value]) => ({ labels: { type }, value })),
    };
  }
}
