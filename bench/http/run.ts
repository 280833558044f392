import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { REPO_ROOT } from "../../core/host/host.ts";
import { nodeWithTsx } from "../../app/start-command.ts";
import { cpuSeconds, startBerthProcess, type BerthProcess } from "../support/berth-process.ts";
import { BARE_KEY } from "./bare-fastify-key.ts";

/**
 * `npm run bench:http`: one authenticated read, `GET /v2/reputation/algorithms`, against a bare
 * Fastify hello-world, and the same read as GraphQL on each engine, sent whole, as an Automatic
 * Persisted Query by POST and by GET. Every server runs in its own process for the whole run and
 * the targets are measured in turns, round after round (the order rotates each round), so a
 * machine whose load drifts treats them alike; each figure is the median of its rounds.
 *
 * Besides requests per second it prints CPU time per request of the server process: on a machine
 * busy with other work, rates move with the load and CPU per request much less.
 * Options: BENCH_SECONDS (per target and round, default 5), BENCH_ROUNDS (default 3),
 * BENCH_CONNECTIONS (default 50), BENCH_REPO (another checkout's Berth, for before and after), BENCH_ONLY (a regular expression: only the targets it matches, ratios of the rest not printed). Load by wrk when installed (`apt-get install wrk`: one thread,
 * far less CPU than autocannon sharing the cores with the servers), else autocannon.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const HAS_WRK = spawnSync("wrk", ["--version"]).error === undefined;

const QUERY = "{ reputationAlgorithms { id name version description } }";
const HASH = createHash("sha256").update(QUERY).digest("hex");
const PERSISTED = { persistedQuery: { version: 1, sha256Hash: HASH } };

interface Target {
  name: string;
  pid: () => number;
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

interface Sample {
  perSecond: number;
  cpuUsPer: number;
  p99: string;
}

const scripts = mkdtempSync(join(tmpdir(), "berth-bench-http-"));

/** One run of wrk (or autocannon): requests per second, requests done, p99. */
async function load(t: Target, seconds: number): Promise<{ perSecond: number; total: number; p99: string }> {
  if (HAS_WRK) {
    const script = join(scripts, `${t.name.replace(/\W+/g, "-")}.lua`);
    const lines = [`wrk.method = "${t.method ?? "GET"}"`];
    for (const [k, v] of Object.entries(t.headers ?? {})) lines.push(`wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`);
    if (t.body) lines.push(`wrk.body = ${JSON.stringify(t.body)}`);
    writeFileSync(script, lines.join("\n") + "\n");
    const out = spawnSync("wrk", ["-t", "1", "-c", String(CONNECTIONS), "-d", `${seconds}s`, "--latency", "-s", script, t.url], { encoding: "utf8" }).stdout;
    const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
    const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
    const errors = /Socket errors: (.*)/.exec(out)?.[1];
    if (!Number.isFinite(perSecond) || non2xx || errors) throw new Error(`${t.name}: wrk failed (${non2xx} non-2xx):\n${out}`);
    return { perSecond, total, p99: /99%\s+(\S+)/.exec(out)?.[1] ?? "?" };
  }
  const r = await autocannon({ url: t.url, method: t.method ?? "GET", headers: t.headers, body: t.body, duration: seconds, connections: CONNECTIONS });
  const failed = r.errors + r.timeouts + r.non2xx;
  if (failed) throw new Error(`${t.name}: ${failed} failed requests`);
  return { perSecond: r.requests.average, total: r.requests.total, p99: `${r.latency.p99}ms` };
}

async function sample(t: Target): Promise<Sample> {
  const before = cpuSeconds(t.pid());
  const r = await load(t, SECONDS);
  return { perSecond: r.perSecond, cpuUsPer: ((cpuSeconds(t.pid()) - before) * 1e6) / r.total, p99: r.p99 };
}

async function startBare(): Promise<{ child: ChildProcess; url: string }> {
  // Started exactly as Berth is (see berthStartCommand), so both sides pay the same loader costs.
  const { command, args } = nodeWithTsx(join(REPO_ROOT, "bench", "http", "bare-fastify.ts"));
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on("exit", (code) => reject(new Error(`bare Fastify exited (${code}):\n${out}`)));
  });
  child.stdout!.resume();
  return { child, url: `http://127.0.0.1:${port}` };
}

function berthTargets(engine: string, b: BerthProcess): Target[] {
  const auth = { authorization: `Bearer ${b.key}` };
  const json = { ...auth, "content-type": "application/json" };
  const get = `${b.url}/graphql?extensions=${encodeURIComponent(JSON.stringify(PERSISTED))}`;
  return [
    { name: `${engine}: REST GET /v2/reputation/algorithms`, pid: () => b.pid, url: `${b.url}/v2/reputation/algorithms`, headers: auth },
    { name: `${engine}: GraphQL POST, whole document`, pid: () => b.pid, url: `${b.url}/graphql`, method: "POST", headers: json, body: JSON.stringify({ query: QUERY }) },
    { name: `${engine}: GraphQL POST, persisted (hash only)`, pid: () => b.pid, url: `${b.url}/graphql`, method: "POST", headers: json, body: JSON.stringify({ extensions: PERSISTED }) },
    { name: `${engine}: GraphQL GET, persisted (hash only)`, pid: () => b.pid, url: get, headers: auth },
  ];
}

/** Registers the document once (the APQ protocol's second step), so the hash-only targets hit. */
async function register(b: BerthProcess): Promise<void> {
  const res = await fetch(`${b.url}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${b.key}`, "content-type": "application/json" },
    body: JSON.stringify({ query: QUERY, extensions: PERSISTED }),
  });
  if (res.status !== 200) throw new Error(`registering the persisted query failed: ${res.status} ${await res.text()}`);
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

const bare = await startBare();
const berths: Record<string, BerthProcess> = {};
try {
  // CHAINS=none: no devnet competing for the cores; the read touches no chain.
  const repo = process.env.BENCH_REPO ?? REPO_ROOT;
  berths.mercurius = await startBerthProcess({ GRAPHQL_ENGINE: "mercurius", CHAINS: "none" }, "live", repo);
  berths.yoga = await startBerthProcess({ GRAPHQL_ENGINE: "yoga", CHAINS: "none" }, "live", repo);
  if (!ONLY || ONLY.test("persisted")) for (const b of Object.values(berths)) await register(b);
  const bareTargets: Target[] = [
    { name: "bare Fastify: GET /hello", pid: () => bare.child.pid!, url: `${bare.url}/hello` },
    { name: "bare Fastify: GET /algorithms (Berth's JSON)", pid: () => bare.child.pid!, url: `${bare.url}/algorithms` },
    // The same JSON with only the work every Berth answer must do, written inline: the floor under Berth's figure.
    { name: "bare Fastify: GET /required (+ per-request work)", pid: () => bare.child.pid!, url: `${bare.url}/required`, headers: { authorization: `Bearer ${BARE_KEY}` } },
  ];
  const all = [...bareTargets, ...berthTargets("mercurius", berths.mercurius), ...berthTargets("yoga", berths.yoga)];
  const targets = ONLY ? all.filter((t) => ONLY.test(t.name)) : all;
  process.stdout.write(`load: ${HAS_WRK ? "wrk, 1 thread" : "autocannon"}, ${CONNECTIONS} connections, ${SECONDS} s per target, ${ROUNDS} rounds\n`);
  // A warm-up of every target: V8's and graphql-jit's compilation settles before anything counts.
  for (const t of targets) await load(t, 2);
  const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = [...targets.slice(round % targets.length), ...targets.slice(0, round % targets.length)];
    for (const t of order) samples.get(t.name)!.push(await sample(t));
    process.stdout.write(`round ${round + 1} of ${ROUNDS} done\n`);
  }
  const rate = (name: string) => median(samples.get(name)!.map((s) => s.perSecond));
  const cpu = (name: string) => median(samples.get(name)!.map((s) => s.cpuUsPer));
  process.stdout.write(`\n${"target".padEnd(52)} ${"req/s".padStart(8)}   CPU µs/req   p99 (last round)\n`);
  for (const t of targets) {
    const last = samples.get(t.name)!.at(-1)!;
    process.stdout.write(`${t.name.padEnd(52)} ${rate(t.name).toFixed(0).padStart(8)}   ${cpu(t.name).toFixed(1).padStart(10)}   ${last.p99}\n`);
  }
  if (!ONLY) {
    const ratio = (a: string, b: string, target?: number) =>
      `${(rate(a) / rate(b)).toFixed(2)} by req/s, ${(cpu(b) / cpu(a)).toFixed(2)} by CPU per request${target ? ` (target >= ${target})` : ""}`;
    const hello = "bare Fastify: GET /hello";
    process.stdout.write("\n");
    for (const engine of ["mercurius", "yoga"]) {
      const rest = `${engine}: REST GET /v2/reputation/algorithms`;
      process.stdout.write(`REST / bare Fastify hello-world (${engine} Berth): ${ratio(rest, hello, 0.55)}\n`);
      process.stdout.write(`REST / bare Fastify doing the required work (${engine} Berth): ${ratio(rest, "bare Fastify: GET /required (+ per-request work)")}\n`);
    }
    for (const [engine, goal] of [["mercurius", 0.85], ["yoga", 0.75]] as const) {
      const rest = `${engine}: REST GET /v2/reputation/algorithms`;
      for (const t of targets.filter((t) => t.name.startsWith(`${engine}: GraphQL`))) process.stdout.write(`GraphQL / REST, ${t.name.padEnd(44)} ${ratio(t.name, rest, goal)}\n`);
    }
  }
} finally {
  bare.child.kill("SIGTERM");
  await Promise.all(Object.values(berths).map((b) => b.stop()));
}
