/**
 * Deployments over HTTP, against Berth as its own process (SQLite store, synchronous=FULL):
 * 1. promote and rollback latency: one agent, one call at a time (each a transaction that retires
 *    one deployment, moves another and appends two events);
 * 2. status reports/s: 32 concurrent reporters, each on its own deployment, every report a real
 *    change (health flips between healthy and degraded) with its event.
 *
 *   npx tsx bench/deployments/run.ts [--rounds 200] [--seconds 10]
 */
import autocannon from "autocannon";
import { percentile, startBerthProcess } from "../support/berth-process.ts";
import { numberArg } from "../support/args.ts";

const ROUNDS = numberArg("rounds", 200);
const SECONDS = numberArg("seconds", 10);
const REPORTERS = 32;

const berth = await startBerthProcess({ LOG_LEVEL: "warn", CHAINS: "none" });
const headers = { authorization: `Bearer ${berth.key}`, "content-type": "application/json" };

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${berth.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function liveDeployment(passport: string, slot: "primary" | "blue"): Promise<string> {
  const made = await call("POST", `/v1/agents/${passport}/deployments`, { provider: "railway", descriptor: { image: "agent:bench" }, slot });
  const id = (made.body.deployment as { deployment_id: string }).deployment_id;
  await call("POST", `/v1/deployments/${id}/status`, { actual_state: "running", health: "healthy" });
  return id;
}

try {
  await liveDeployment("bench-agent", "primary");
  const promotes: number[] = [];
  const rollbacks: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    await liveDeployment("bench-agent", "blue");
    let started = performance.now();
    const promoted = await call("POST", "/v1/agents/bench-agent/promote");
    promotes.push(performance.now() - started);
    started = performance.now();
    const rolled = await call("POST", "/v1/agents/bench-agent/rollback");
    rollbacks.push(performance.now() - started);
    if (promoted.status !== 200 || rolled.status !== 200) throw new Error(`round ${i}: promote ${promoted.status}, rollback ${rolled.status}`);
  }
  for (const [name, values] of [["promote", promotes], ["rollback", rollbacks]] as const) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`${name.padEnd(9)} ${ROUNDS} calls: p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms, max ${sorted[sorted.length - 1]!.toFixed(2)} ms`);
  }

  const ids: string[] = [];
  for (let i = 0; i < REPORTERS; i++) ids.push(await liveDeployment(`bench-reporter-${i}`, "primary"));
  let clients = 0;
  const options: autocannon.Options = {
    url: berth.url,
    connections: REPORTERS,
    // Each connection is one reporter: its own deployment, its health flipping on every report.
    requests: [
      {
        setupRequest: (req, ctx) => {
          const context = ctx as Record<string, unknown>;
          context.id ??= ids[clients++ % REPORTERS];
          context.healthy = !context.healthy;
          return { ...req, method: "POST", path: `/v1/deployments/${String(context.id)}/status`, headers, body: JSON.stringify({ health: context.healthy ? "healthy" : "degraded" }) };
        },
      },
    ],
  };
  const probe = await call("POST", `/v1/deployments/${ids[0]}/status`, { health: "degraded" });
  if (probe.status !== 200) throw new Error(`status report: ${probe.status} ${JSON.stringify(probe.body)}`);
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: SECONDS });
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors) console.log("status codes:", JSON.stringify(result.statusCodeStats));
  console.log(
    `status reports, ${REPORTERS} reporters on distinct deployments: ${result.requests.average.toFixed(0)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${result.requests.total} in ${SECONDS} s${errors ? `, ERRORS ${errors}` : ""})`,
  );
} finally {
  await berth.stop();
}
