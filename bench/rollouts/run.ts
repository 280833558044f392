/**
 * 1,000 concurrent rollouts measuring every 10 s, against Berth as its own process (SQLite store):
 * each agent has a primary and a blue under a blue/green pre-promotion analysis whose one metric
 * is measured every 10 s (count 100: it keeps measuring through the whole window). Prints
 * - the CPU Berth's process used while only the analysis ran (from /proc), as a share of one
 *   core, next to the same process idle before the rollouts existed;
 * - the delay from each measurement being due to its decision (the run tallied and assessed with
 *   it, `recorded_at - due_at`), p50/p99/max over every measurement of the window.
 *
 *   npx tsx bench/rollouts/run.ts [--rollouts 1000] [--seconds 60] [--source web|berth]
 *
 * `web` (default): each measurement is an HTTP GET to a metrics endpoint this script serves on
 * loopback (JSON, a value at a path). `berth`: the deployment's provider-reported health, read
 * from the store (no network).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { numberArg } from "../support/args.ts";
import { cpuSeconds, percentile, startBerthProcess } from "../support/berth-process.ts";

const ROLLOUTS = numberArg("rollouts", 1000);
const SECONDS = numberArg("seconds", 60);
const at = process.argv.indexOf("--source");
const SOURCE = at > 0 ? process.argv[at + 1]! : "web";
const SETUP_CONCURRENCY = 16;

const metrics = createServer((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end('{"error_rate":0.01}'));
await new Promise<void>((resolve) => metrics.listen(0, "127.0.0.1", resolve));
const metricsUrl = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}/metrics/{{deployment_id}}`;

const berth = await startBerthProcess({ LOG_LEVEL: "warn", CHAINS: "none", ROLLOUTS_ALLOWED_HOSTS: "127.0.0.1" });
const headers = { authorization: `Bearer ${berth.key}`, "content-type": "application/json" };

async function call(method: string, path: string, body?: unknown, expect = [200, 201]): Promise<Record<string, unknown>> {
  const res = await fetch(`${berth.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await res.text();
  if (!expect.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

async function inParallel(n: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: SETUP_CONCURRENCY }, async () => {
    while (next < n) await work(next++);
  }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  // The process idle, before any rollout exists.
  await sleep(3000);
  const idleStart = cpuSeconds(berth.pid);
  const idleWall = performance.now();
  await sleep(10_000);
  const idleShare = (cpuSeconds(berth.pid) - idleStart) / ((performance.now() - idleWall) / 1000);

  const provider = SOURCE === "web" ? { web: { url: metricsUrl, json_path: "$.error_rate", timeout: "5s" } } : { berth: { metric: "deployment_health" } };
  const condition = SOURCE === "web" ? "result < 0.05" : 'result == "healthy"';
  await call("PUT", "/v1/analysis-templates/bench", { metrics: [{ name: "m", interval: "10s", count: 100, success_condition: condition, provider }] });
  const setupStart = performance.now();
  await inParallel(ROLLOUTS, async (i) => {
    const agent = `bench-${i}`;
    await call("PUT", `/v1/agents/${agent}/rollout-strategy`, { blue_green: { pre_promotion_analysis: { templates: ["bench"] } } });
    for (const slot of ["primary", "blue"]) {
      const made = (await call("POST", `/v1/agents/${agent}/deployments`, { provider: "railway", slot, revision: `${slot}-${i}`, descriptor: { image: "agent:bench" } })) as { deployment: { deployment_id: string } };
      await call("POST", `/v1/deployments/${made.deployment.deployment_id}/status`, { actual_state: "running", health: "healthy" });
    }
  });
  // Every rollout analysing (started by the blue's creation, run begun once it was healthy).
  const runs: string[] = [];
  for (let tries = 0; runs.length < ROLLOUTS; tries++) {
    runs.length = 0;
    await inParallel(ROLLOUTS, async (i) => {
      const { rollouts } = (await call("GET", `/v1/agents/bench-${i}/rollouts`)) as { rollouts: { phase: string; runs: { run_id: string }[] }[] };
      if (rollouts[0]?.phase === "pre_promotion" && rollouts[0].runs[0]) runs.push(rollouts[0].runs[0].run_id);
    });
    if (tries > 60) throw new Error(`only ${runs.length} of ${ROLLOUTS} rollouts are analysing`);
    if (runs.length < ROLLOUTS) await sleep(1000);
  }
  console.log(`setup: ${ROLLOUTS} agents, each a primary, a blue and a rollout analysing it, in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);

  // Settle a little, then the window: nothing but the analysis runs in Berth.
  await sleep(5000);
  const windowStart = Date.now();
  const cpuStart = cpuSeconds(berth.pid);
  const wallStart = performance.now();
  await sleep(SECONDS * 1000);
  const busyShare = (cpuSeconds(berth.pid) - cpuStart) / ((performance.now() - wallStart) / 1000);
  const windowEnd = Date.now();

  const delays: number[] = [];
  let outcomes = { ok: 0, other: 0 };
  await inParallel(runs.length, async (i) => {
    const { run } = (await call("GET", `/v1/analysis-runs/${runs[i]}`)) as { run: { measurements: { due_at: number; recorded_at: number; phase: string }[] } };
    for (const m of run.measurements) {
      if (m.due_at < windowStart || m.due_at > windowEnd) continue;
      delays.push(m.recorded_at - m.due_at);
      if (m.phase === "Successful") outcomes.ok++;
      else outcomes.other++;
    }
  });
  delays.sort((a, b) => a - b);
  const expected = Math.round((ROLLOUTS * SECONDS) / 10);
  console.log(`source: ${SOURCE}; window ${SECONDS} s: ${delays.length} measurements (about ${expected} expected at one per rollout per 10 s), ${outcomes.other} not Successful`);
  console.log(`CPU of Berth's process: ${(busyShare * 100).toFixed(1)}% of a core with ${ROLLOUTS} rollouts analysing; ${(idleShare * 100).toFixed(1)}% idle before; analysis ${((busyShare - idleShare) * 100).toFixed(1)}% (target < 10%)`);
  console.log(`due → decision: p50 ${percentile(delays, 50)} ms, p99 ${percentile(delays, 99)} ms, max ${delays[delays.length - 1]} ms (target p99 ≤ 1000 ms)`);
} finally {
  await berth.stop();
  await new Promise((resolve) => metrics.close(resolve));
}
