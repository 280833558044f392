import type { DependencyStatus, Readiness } from "berth/plugin";

export type ReadinessAnswer =
  | { status: "ready"; timestamp: string; dependencies: Record<string, DependencyStatus> }
  | {
      success: false;
      status: "not_ready" | "draining";
      timestamp: string;
      error: string;
      message: string;
      error_code: "NOT_READY" | "SERVER_DRAINING";
      details: { down: string[] };
      dependencies: Record<string, DependencyStatus>;
    };

/** Runs every registered dependency check (each bounded by READY_TIMEOUT_MS) and shapes the answer. */
export class HealthService {
  constructor(private readonly readiness: Readiness) {}

  async check(): Promise<ReadinessAnswer> {
    if (this.readiness.draining) {
      // Said at once, without running the checks: the point is that a load balancer stops sending here.
      return {
        success: false,
        status: "draining",
        timestamp: new Date().toISOString(),
        error: "not_ready",
        message: "draining: this process is shutting down; it finishes the requests it has and takes no more",
        error_code: "SERVER_DRAINING",
        details: { down: [] },
        dependencies: {},
      };
    }
    const report = await this.readiness.run();
    const timestamp = new Date().toISOString();
    if (report.ready) return { status: "ready", timestamp, dependencies: report.dependencies };
    const down = Object.entries(report.dependencies)
      .filter(([, d]) => d.status === "down")
      .map(([name]) => name);
    return {
      success: false,
      status: "not_ready",
      timestamp,
      error: "not_ready",
      message: `not ready: ${down.map((n) => `${n} (${report.dependencies[n]!.error ?? "down"})`).join(", ")}`,
      error_code: "NOT_READY",
      details: { down },
      dependencies: report.dependencies,
    };
  }
}
