import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import autocannon from "autocannon";
import { REPO_ROOT } from "../../core/host/host.ts";
import { nodeWithTsx } from "../../core/host/start-command.ts";
import { startBerthProcess } from "../support/berth-process.ts";

/**
 * `npm run bench:http`: requests per second of Berth's authenticated REST read
 * (GET /v2/reputation/algorithms) against a bare Fastify hello-world, and of one GraphQL query
 * on each engine. Servers run in their own processes; autocannon drives them from this one.
 * Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 64).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);

async function startChild(file: string, env: Record<string, string>, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  // Started exactly as Berth is (see berthStartCommand), so both sides pay the same loader costs.
  const { command, args } = nodeWithTsx(file);
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = ready.exec(out);
      if (m) resolve(m);
      if (out.length > 100_000) out = out.slice(-10_000);
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
  // Keep draining its stdout (Berth logs a line per request) so it never blocks on a full pipe.
  child.stdout!.resume();
  return { child, match };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.on("exit", r));
  child.kill("SIGTERM");
  await exited;
}

async function measure(name: string, options: autocannon.Options): Promise<number> {
  // A short warm-up lets the JIT (V8's and graphql-jit's) settle before the measured run.
  await autocannon({ ...options, duration: 2, connections: CONNECTIONS });
  const result = await autocannon({ ...options, duration: SECONDS, connections: CONNECTIONS });
  const errors = result.errors + result.timeouts + result.non2xx;
  const rps = result.requests.average;
  process.stdout.write(
    `${name.padEnd(58)} ${rps.toFixed(0).padStart(8)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${errors ? `   ERRORS ${errors}` : ""}\n`,
  );
  if (errors) throw new Error(`${name}: ${errors} failed requests`);
  return rps;
}

async function benchBerth(engine: "mercurius" | "yoga", logLevel: string): Promise<{ rest: number; graphql: number }> {
  const berth = await startBerthProcess({ LOG_LEVEL: logLevel, GRAPHQL_ENGINE: engine, CHAINS: "none" });
  try {
    const auth = { authorization: `Bearer ${berth.key}` };
    const rest = await measure(`Berth ${engine}, LOG_LEVEL=${logLevel}: GET /v2/reputation/algorithms`, { url: `${berth.url}/v2/reputation/algorithms`, headers: auth });
    const graphql = await measure(`Berth ${engine}, LOG_LEVEL=${logLevel}: GraphQL { reputationAlgorithms }`, {
      url: `${berth.url}/graphql`,
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ reputationAlgorithms { id name version description } }" }),
    });
    return { rest, graphql };
  } finally {
    await berth.stop();
  }
}

const { child: bare, match } = await startChild(join(REPO_ROOT, "bench", "http", "bare-fastify.ts"), {}, /listening (\d+)/);
let baseline: number;
let samePayload: number;
let floor: number;
try {
  baseline = await measure("bare Fastify hello-world: GET /hello", { url: `http://127.0.0.1:${match[1]}/hello` });
  samePayload = await measure("bare Fastify, Berth's answer: GET /algorithms", { url: `http://127.0.0.1:${match[1]}/algorithms` });
  floor = await measure("bare Fastify, same + required per-request work: /required", {
    url: `http://127.0.0.1:${match[1]}/required`,
    headers: { authorization: "Bearer bk_live_bench" },
  });
} finally {
  await stop(bare);
}
const mercuriusInfo = await benchBerth("mercurius", "info");
const mercuriusWarn = await benchBerth("mercurius", "warn");
const yoga = await benchBerth("yoga", "warn");

process.stdout.write(`\nratio to bare Fastify hello-world (target for the REST read: >= 0.80)\n`);
process.stdout.write(`  REST read, request logging on  (LOG_LEVEL=info): ${(mercuriusInfo.rest / baseline).toFixed(2)}\n`);
process.stdout.write(`  REST read, request logging off (LOG_LEVEL=warn): ${(mercuriusWarn.rest / baseline).toFixed(2)}\n`);
process.stdout.write(`  GraphQL on mercurius (LOG_LEVEL=info):            ${(mercuriusInfo.graphql / baseline).toFixed(2)}\n`);
process.stdout.write(`  GraphQL on mercurius (LOG_LEVEL=warn):            ${(mercuriusWarn.graphql / baseline).toFixed(2)}\n`);
process.stdout.write(`  GraphQL on yoga      (LOG_LEVEL=warn):            ${(yoga.graphql / baseline).toFixed(2)}\n`);
process.stdout.write(`  bare Fastify doing only the required per-request work (the floor): ${(floor / baseline).toFixed(2)}\n`);
process.stdout.write(`  REST read (LOG_LEVEL=info) relative to that floor:                ${(mercuriusInfo.rest / floor).toFixed(2)}\n`);
process.stdout.write(`\nratio to bare Fastify answering the same JSON (Berth's own overhead only)\n`);
process.stdout.write(`  REST read, request logging on  (LOG_LEVEL=info): ${(mercuriusInfo.rest / samePayload).toFixed(2)}\n`);
process.stdout.write(`  REST read, request logging off (LOG_LEVEL=warn): ${(mercuriusWarn.rest / samePayload).toFixed(2)}\n`);
