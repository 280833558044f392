import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddressPolicy } from "../../core/net/address-policy.ts";
import { HttpClient } from "../../plugins/rollouts/http-client.ts";
import { measurePrometheus } from "../../plugins/rollouts/source-prometheus.ts";
import { freePort } from "../support/free-port.ts";
import { deploy, railway, rolloutBerth, type RolloutBerth } from "./rollout-helpers.ts";

const PROMETHEUS = process.env.PROMETHEUS_PATH ?? (spawnSync("sh", ["-c", "command -v prometheus"]).stdout?.toString().trim() || null);
if (!PROMETHEUS) console.warn("prometheus-source.test.ts skipped: no prometheus: install Debian's package (apt-get install -y prometheus; .ci/run does) or set PROMETHEUS_PATH");

/** What the exporter serves: the agents' error ratios, in Prometheus' text format. */
const ratios: Record<string, number> = { "agent-prom": 0.2, "agent-calm": 0.01 };

let exporter: Server;
let prometheus: ChildProcess;
let address: string;
let output = "";

async function query(q: string): Promise<{ data?: { result?: unknown[] } }> {
  const res = await fetch(`${address}/api/v1/query?query=${encodeURIComponent(q)}`);
  return (await res.json()) as { data?: { result?: unknown[] } };
}

beforeAll(async () => {
  if (!PROMETHEUS) return;
  exporter = createServer((_req, res) => {
    const lines = ["# HELP agent_error_ratio Share of failed requests.", "# TYPE agent_error_ratio gauge", ...Object.entries(ratios).map(([agent, v]) => `agent_error_ratio{agent="${agent}"} ${v}`)];
    res.writeHead(200, { "content-type": "text/plain; version=0.0.4" }).end(`${lines.join("\n")}\n`);
  });
  await new Promise<void>((resolve) => exporter.listen(0, "127.0.0.1", resolve));
  const dir = mkdtempSync(join(tmpdir(), "berth-prometheus-"));
  writeFileSync(
    join(dir, "prometheus.yml"),
    `global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: agents\n    static_configs:\n      - targets: ["127.0.0.1:${(exporter.address() as AddressInfo).port}"]\n`,
  );
  const port = await freePort();
  address = `http://127.0.0.1:${port}`;
  prometheus = spawn(PROMETHEUS, [`--config.file=${join(dir, "prometheus.yml")}`, `--storage.tsdb.path=${join(dir, "data")}`, `--web.listen-address=127.0.0.1:${port}`], { stdio: ["ignore", "pipe", "pipe"] });
  prometheus.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  // Ready once it has scraped the exporter: a readiness signal, polled.
  for (let i = 0; ; i++) {
    const ready = await query('agent_error_ratio{agent="agent-prom"}').catch(() => null);
    if ((ready?.data?.result?.length ?? 0) > 0) break;
    if (i > 300 || prometheus.exitCode !== null) throw new Error(`prometheus did not scrape the exporter:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);

afterAll(async () => {
  prometheus?.kill("SIGKILL");
  await new Promise((resolve) => (exporter ? exporter.close(resolve) : resolve(undefined)));
});

const target = { agent_passport_id: "agent-prom", deployment_id: "3f0c1b9e-8a4d-4c2e-9b7a-2d5e6f7a8b9c", revision: "v2", rollout_id: "5e2a9c1d-7b3f-4a6e-9d8c-1f2e3d4c5b6a" };

describe.skipIf(!PROMETHEUS)("the prometheus source against a real Prometheus (needs PROMETHEUS_PATH or Debian's prometheus)", { timeout: 60_000 }, () => {
  const http = new HttpClient(new AddressPolicy({ allowed: ["127.0.0.1"], hint: "test" }));
  afterAll(() => http.close());
  const measure = (q: string, addr = address) => measurePrometheus(http, { address: addr, query: q, timeout: "5s" }, target);

  it("an instant vector of one sample is its number; placeholders are escaped into the query", async () => {
    expect(await measure('agent_error_ratio{agent="{{agent_passport_id}}"}')).toEqual({ value: 0.2 });
    expect(await measure("scalar(max(agent_error_ratio))")).toEqual({ value: 0.2 });
    expect(await measure('agent_error_ratio{agent="{{revision}}\\" or vector(1) #"}')).toEqual({ error: "the query returned no samples" });
  });

  it("several samples are a list; no samples, a range vector and bad PromQL are error readings; so is a Prometheus that is down", async () => {
    const both = await measure("sort(agent_error_ratio)");
    expect(both).toEqual({ value: [0.01, 0.2] });
    expect(await measure('agent_error_ratio{agent="nobody"}')).toEqual({ error: "the query returned no samples" });
    expect(await measure("agent_error_ratio[1m]")).toMatchObject({ error: expect.stringContaining("matrix") });
    expect(await measure("sum(")).toMatchObject({ error: expect.stringContaining("bad_data") });
    expect(await measure("up", `http://127.0.0.1:${await freePort()}`)).toEqual({ error: "request failed: ECONNREFUSED" });
  });

  describe("in a rollout", () => {
    let r: RolloutBerth;
    beforeAll(async () => {
      r = await rolloutBerth();
    });
    afterAll(() => r?.b.stop());

    it("Prometheus' 20% for the blue aborts its rollout, with the query's value in the decision", async () => {
      await r.ok("PUT", "/v1/analysis-templates/prom-errors", {
        metrics: [{ name: "errors", interval: "30s", count: 3, failure_condition: "result > 0.05", provider: { prometheus: { address, query: 'agent_error_ratio{agent="{{agent_passport_id}}"}' } } }],
      }, 201);
      await r.ok("PUT", "/v1/agents/agent-prom/rollout-strategy", { blue_green: { pre_promotion_analysis: { templates: ["prom-errors"] } } });
      await deploy(r, "agent-prom", "agent-prom-v1", { slot: "primary", revision: "v1" });
      await railway(r, "agent-prom-v1", "deployed");
      const started = r.next("rollout.started", "agent-prom");
      await deploy(r, "agent-prom", "agent-prom-v2", { revision: "v2" });
      const rolloutId = ((await started).data as { rollout_id: string }).rollout_id;
      const aborted = r.next("rollout.aborted", "agent-prom");
      const runStarted = r.next("analysis_run.started", "agent-prom");
      await railway(r, "agent-prom-v2", "deployed");
      await runStarted;
      // The first measurement is due as the run starts.
      await r.advance(0);
      await aborted;
      const { rollout } = await r.ok("GET", `/v1/rollouts/${rolloutId}`);
      expect(rollout.decision).toMatchObject({ metric: "errors", condition: { expression: "result > 0.05" }, measurements: [{ value: 0.2, phase: "Failed" }] });
    });
  });
});
