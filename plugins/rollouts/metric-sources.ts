import type { Mode } from "berth/plugin";
import type { Reading } from "./analysis-engine.ts";
import type { HttpClient } from "./http-client.ts";
import type { PlaceholderValues } from "./placeholders.ts";
import type { RunMetric } from "./run-record.ts";
import type { BerthSource } from "./source-berth.ts";
import { measurePrometheus } from "./source-prometheus.ts";
import { measureWeb } from "./source-web.ts";

/** The three sources behind one call: every failure, whatever its kind, is an error reading. */
export class MetricSources {
  constructor(
    private readonly berth: BerthSource,
    private readonly http: HttpClient,
  ) {}

  async measure(mode: Mode, metric: RunMetric, target: PlaceholderValues, now: number): Promise<Reading> {
    try {
      const { berth, web, prometheus } = metric.provider;
      if (berth) return await this.berth.measure(mode, berth, metric.interval, target, now);
      if (web) return await measureWeb(this.http, web, target);
      if (prometheus) return await measurePrometheus(this.http, prometheus, target);
      return { error: "the metric names no source" };
    } catch (err) {
      // A store that did not answer is the source being down, as for the others.
      return { error: `measuring failed: ${(err as Error).message}` };
    }
  }
}
