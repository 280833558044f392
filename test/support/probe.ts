import { percentile } from "../../bench/support/berth-process.ts";

export interface ProbeFigures {
  n: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers other than 200, and requests that failed or timed out. */
  failed: number;
}

/**
 * GET /health/ready one after another (`gapMs` apart) until stopped: what any client waits while
 * something else runs on the same Berth. A request that gets no answer within `timeoutMs` counts
 * at that latency (a frozen server still shows up as one).
 */
export function startProbe(url: string, options: { gapMs?: number; timeoutMs?: number } = {}): { stop(): Promise<ProbeFigures> } {
  const gapMs = options.gapMs ?? 10;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const latencies: number[] = [];
  let failed = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      const ok = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(timeoutMs) }).then(
        async (r) => {
          await r.arrayBuffer();
          return r.status === 200;
        },
        () => false,
      );
      latencies.push(performance.now() - t0);
      if (!ok) failed++;
      await new Promise((r) => setTimeout(r, gapMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      const sorted = [...latencies].sort((a, b) => a - b);
      return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? 0, failed };
    },
  };
}
