import { spawnSync } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BatchedLogStream } from "../core/host/batched-log-stream.ts";
import { HttpMetrics } from "../core/http/metrics.ts";
import { tempDir } from "./support/test-berth.ts";
import { REPO_ROOT } from "../core/host/host.ts";

describe("BatchedLogStream", () => {
  it("writes a tick's lines together, in order, once the tick ends; flushSync writes at once", async () => {
    const file = join(tempDir(), "log.ndjson");
    const fd = openSync(file, "w");
    try {
      const stream = new BatchedLogStream(fd);
      stream.write("a\n");
      stream.write("b\n");
      expect(readFileSync(file, "utf8")).toBe("");
      await new Promise((r) => setImmediate(r));
      expect(readFileSync(file, "utf8")).toBe("a\nb\n");
      stream.write("c\n");
      stream.flushSync();
      expect(readFileSync(file, "utf8")).toBe("a\nb\nc\n");
      // A tick that writes more than the batch limit does not hold it all in memory.
      const line = `${"x".repeat(1023)}\n`;
      for (let i = 0; i < 1100; i++) stream.write(line);
      expect(readFileSync(file, "utf8").length).toBeGreaterThanOrEqual(1 << 20);
      await new Promise<void>((resolve, reject) => stream.flush((err) => (err ? reject(err) : resolve())));
      expect(readFileSync(file, "utf8").length).toBe(6 + 1100 * 1024);
    } finally {
      closeSync(fd);
    }
  });

  it("writes pending lines when the process exits before the tick ends", () => {
    const file = join(tempDir(), "exit.ndjson");
    const script = [
      `import { openSync } from "node:fs";`,
      `import { BatchedLogStream } from ${JSON.stringify(join(REPO_ROOT, "core", "host", "batched-log-stream.ts"))};`,
      `const stream = new BatchedLogStream(openSync(${JSON.stringify(file)}, "w"));`,
      `stream.write("last words\\n");`,
      `process.exit(3);`,
    ].join("\n");
    const r = spawnSync(process.execPath, ["--import", import.meta.resolve("tsx"), "--input-type=module", "-e", script], { encoding: "utf8", timeout: 30_000 });
    expect(r.status, r.stderr).toBe(3);
    expect(readFileSync(file, "utf8")).toBe("last words\n");
  });
});

describe("HttpMetrics", () => {
  it("renders counts per status and a cumulative duration histogram per method and route", async () => {
    const metrics = new HttpMetrics();
    const route = metrics.route("/v2/things/:id");
    route.observe("GET", 200, 0.0005);
    route.observe("GET", 200, 0.003);
    route.observe("GET", 404, 20);
    route.observe("POST", 201, 0.04);
    const text = await metrics.registry.metrics();
    expect(text).toContain('berth_http_requests_total{method="GET",route="/v2/things/:id",status="200"} 2');
    expect(text).toContain('berth_http_requests_total{method="GET",route="/v2/things/:id",status="404"} 1');
    expect(text).toContain('berth_http_requests_total{method="POST",route="/v2/things/:id",status="201"} 1');
    const bucket = (le: string, method = "GET") => `berth_http_request_duration_seconds_bucket{le="${le}",method="${method}",route="/v2/things/:id"}`;
    expect(text).toContain(`${bucket("0.001")} 1`);
    expect(text).toContain(`${bucket("0.0025")} 1`);
    expect(text).toContain(`${bucket("0.005")} 2`);
    expect(text).toContain(`${bucket("10")} 2`);
    expect(text).toContain(`${bucket("+Inf")} 3`);
    expect(text).toContain(`${bucket("0.025", "POST")} 0`);
    expect(text).toContain(`${bucket("0.05", "POST")} 1`);
    expect(text).toContain('berth_http_request_duration_seconds_count{method="GET",route="/v2/things/:id"} 3');
    expect(text).toMatch(/berth_http_request_duration_seconds_sum\{method="GET",route="\/v2\/things\/:id"\} 20\.0035/);
    expect(text).toContain("# TYPE berth_http_request_duration_seconds histogram");
  });
});
