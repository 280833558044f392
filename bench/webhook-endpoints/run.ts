/**
 * Outbound webhooks, against Berth as its own process (SQLite store, every commit fsynced), the
 * receivers real HTTP servers on 127.0.0.1 in this process, plus one dead endpoint (its port
 * closed: every attempt is refused and retried) the whole time. Events are real: status reports
 * flipping a deployment's health, each committing a `deployment.health_changed` event.
 *
 * 1. Latency at a fixed offered load: `--rate` events/s for `--warmup` then `--seconds` seconds,
 *    each fanned out to the `--receivers` healthy endpoints; for the events committed after the
 *    warm-up, from the event's commit (its `time`, taken inside the
 *    committing transaction, so the fsync counts against Berth) to the receiver having the body.
 * 2. Throughput: `--burst` events as fast as 32 reporters can commit them; deliveries/s from the
 *    first report to the last delivery received.
 *
 *   npx tsx bench/webhook-endpoints/run.ts [--receivers 10] [--rate 200] [--seconds 10] [--warmup 3] [--burst 5000] [--series] [--dead 1]
 *   WORKERS=2 npx tsx bench/webhook-endpoints/run.ts     (a cluster of two workers: Berth's CPU counts the whole process tree)
 *
 * BENCH_REPO=<another checkout>: its Berth is measured instead (before and after figures, run in turn).
 *
 * What the events cost without deliveries: `--receivers 0 --dead 0` (no endpoint at all; the CPU
 * line then says what each status report and its event cost the process tree, consumers included).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { REPO_ROOT } from "../../core/host/host.ts";
import { freePort } from "../../test/support/free-port.ts";
import { numberArg } from "../support/args.ts";
import { percentile, startBerthProcess, treeCpuSeconds as cpuSeconds } from "../support/berth-process.ts";

const RECEIVERS = numberArg("receivers", 10);
const RATE = numberArg("rate", 200);
const SECONDS = numberArg("seconds", 10);
const WARMUP = numberArg("warmup", 3);
const SERIES = process.argv.includes("--series");
const BURST = numberArg("burst", 5000);
/** 1: one more endpoint whose port is closed, the whole time; 0: none. */
const DEAD = numberArg("dead", 1) > 0;
const REPORTERS = 32;
const AGENTS = 64;

interface Received {
  id: string;
  /** The event's commit (its time) and the receipt, ms. */
  committedAt: number;
  latencyMs: number;
  at: number;
}

/** A receiver: answers 204 at once, records each delivery's id and its commit-to-receipt latency. */
async function receiver(log: Received[], sample: { body: string; headers: Record<string, string> }[]): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const at = Date.now();
      const body = Buffer.concat(chunks).toString("utf8");
      const event = JSON.parse(body) as { id: string; time: string };
      const committedAt = Date.parse(event.time);
      log.push({ id: event.id, committedAt, latencyMs: at - committedAt, at });
      if (sample.length < 1) sample.push({ body, headers: req.headers as Record<string, string> });
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, server };
}


const berth = await startBerthProcess({
  LOG_LEVEL: "warn",
  CHAINS: "none",
  WEBHOOK_ENDPOINTS_ALLOWED_HOSTS: "127.0.0.1",
  WEBHOOK_ENDPOINTS_ALLOW_HTTP: "true",
  ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
}, "live", process.env.BENCH_REPO ?? REPO_ROOT);
const headers = { authorization: `Bearer ${berth.key}`, "content-type": "application/json" };

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${berth.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const logs: Received[][] = Array.from({ length: RECEIVERS }, () => []);
const samples: { body: string; headers: Record<string, string> }[][] = Array.from({ length: RECEIVERS }, () => []);
const servers: Server[] = [];
try {
  const secrets: string[] = [];
  for (let i = 0; i < RECEIVERS; i++) {
    const r = await receiver(logs[i]!, samples[i]!);
    servers.push(r.server);
    const made = await call("POST", "/v1/webhook-endpoints", { url: r.url, event_types: ["deployment.*"], description: `bench receiver ${i}` });
    if (made.status !== 201) throw new Error(`endpoint: ${made.status} ${JSON.stringify(made.body)}`);
    secrets.push(made.body.secret as string);
  }
  const dead = DEAD ? await call("POST", "/v1/webhook-endpoints", { url: `http://127.0.0.1:${await freePort()}/hook`, event_types: ["deployment.*"], description: "bench: dead" }) : null;
  const deadId = dead ? (dead.body.endpoint as { endpoint_id: string }).endpoint_id : null;

  const deployments: string[] = [];
  for (let i = 0; i < AGENTS; i++) {
    const made = await call("POST", `/v1/agents/bench-hooks-${i}/deployments`, { provider: "railway", descriptor: { image: "agent:bench" }, slot: "primary" });
    const id = (made.body.deployment as { deployment_id: string }).deployment_id;
    await call("POST", `/v1/deployments/${id}/status`, { actual_state: "running", health: "healthy" });
    deployments.push(id);
  }
  const healthy = deployments.map(() => true);
  const reporting = new Set<number>();
  /** One event: deployment `d`'s health flips (never two reports on one deployment at once, so each one changes it). */
  async function flip(d: number): Promise<void> {
    reporting.add(d);
    healthy[d] = !healthy[d];
    const a = await call("POST", `/v1/deployments/${deployments[d]}/status`, { health: healthy[d] ? "healthy" : "degraded" });
    reporting.delete(d);
    if (a.status !== 200) throw new Error(`status report: ${a.status} ${JSON.stringify(a.body)}`);
  }
  let cursor = 0;
  /** The next deployment without a report in flight. */
  function idle(): number {
    for (;;) {
      cursor = (cursor + 1) % deployments.length;
      if (!reporting.has(cursor)) return cursor;
    }
  }
  const total = () => logs.reduce((n, l) => n + l.length, 0);
  /** Deliveries a receiver got more than once (at least once allows them; healthy receivers should see none). */
  const duplicates = () => logs.reduce((n, l) => n + l.length - new Set(l.map((r) => r.id)).size, 0);
  async function drained(expected: number, ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    while (total() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  }
  // Setup's own events first, out of the way.
  await drained(AGENTS * 2 * RECEIVERS, 30_000);
  for (let i = 0; i < RECEIVERS; i++) new Webhook(secrets[i]!).verify(samples[i]![0]!.body, samples[i]![0]!.headers);
  for (const l of logs) l.length = 0;

  // 1. A fixed offered load, measured after WARMUP seconds of the same load (V8 compiles the hot
  // paths in the first second, on the same two cores): only events committed after it count.
  const events = RATE * (WARMUP + SECONDS);
  const measuredFrom = Date.now() + WARMUP * 1000;
  let cpu = cpuSeconds(berth.pid);
  setTimeout(() => (cpu = cpuSeconds(berth.pid)), WARMUP * 1000);
  const tickMs = 10;
  let sent = 0;
  const reports: Promise<void>[] = [];
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(events, Math.floor(((Date.now() - started) / 1000) * RATE));
      for (; sent < due && reporting.size < deployments.length; sent++) reports.push(flip(idle()));
      if (sent >= events) {
        clearInterval(timer);
        resolve();
      }
    }, tickMs);
  });
  await Promise.all(reports);
  await drained(events * RECEIVERS, 30_000);
  const cpuUsed = cpuSeconds(berth.pid) - cpu;
  const measured = logs.map((l) => l.filter((r) => r.committedAt >= measuredFrom));
  const latencies = measured.flat().map((r) => r.latencyMs).sort((a, b) => a - b);
  if (SERIES) {
    // Each quarter second of receipts: how many, and the slowest.
    const bySlot = new Map<number, number[]>();
    for (const r of logs.flat()) {
      const k = Math.floor((r.at - started) / 250);
      if (!bySlot.has(k)) bySlot.set(k, []);
      bySlot.get(k)!.push(r.latencyMs);
    }
    console.log(`receipts per 250 ms (from the warm-up's start), count/slowest ms: ${[...bySlot].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k * 250}:${v.length}/${Math.max(...v)}`).join(" ")}`);
  }
  const perReceiver = measured.map((l) => l.length);
  console.log(
    `fixed load: ${RATE} events/s × ${RECEIVERS} receivers (${RATE * RECEIVERS} deliveries/s offered) for ${SECONDS} s after ${WARMUP} s of warm-up, ${DEAD ? "one more endpoint dead" : "no dead endpoint"}: ` +
      `${total()}/${events * RECEIVERS} delivered (${duplicates()} twice); ` +
      (latencies.length > 0 ? `commit-to-receipt p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies[latencies.length - 1]} ms` : "no deliveries") +
      (new Set(perReceiver).size > 1 ? ` (per receiver: ${perReceiver.join(", ")})` : "") +
      // Per event: the CPU since the warm-up over the events reported since (its status report, its event's consumers, its deliveries).
      `; Berth's CPU ${latencies.length > 0 ? `${((cpuUsed * 1000) / latencies.length).toFixed(3)} ms per delivery, ` : ""}${((cpuUsed * 1000) / (RATE * SECONDS)).toFixed(3)} ms per event`,
  );
  cpu = cpuSeconds(berth.pid);
  for (const l of logs) l.length = 0;

  // 2. Throughput: a burst as fast as the reporters commit it (--burst 0, or no receiver, skips it).
  if (BURST > 0 && RECEIVERS > 0) {
    const burstStarted = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: REPORTERS }, async (_, k) => {
        // Each reporter its own deployments; an event is counted before it is reported, so exactly BURST are.
        for (let round = 0; next < BURST; round++) {
          next++;
          await flip(k + REPORTERS * (round % (AGENTS / REPORTERS)));
        }
      }),
    );
    const committedIn = (Date.now() - burstStarted) / 1000;
    await drained(BURST * RECEIVERS, 120_000);
    const last = Math.max(...logs.flat().map((r) => r.at));
    const seconds = (last - burstStarted) / 1000;
    const burstLatencies = logs.flat().map((r) => r.latencyMs).sort((a, b) => a - b);
    console.log(
      `burst: ${BURST} events committed in ${committedIn.toFixed(1)} s (${Math.round(BURST / committedIn)} events/s); ${total()}/${BURST * RECEIVERS} deliveries (${duplicates()} twice) in ${seconds.toFixed(1)} s = ` +
        `${Math.round(total() / seconds)} deliveries/s to ${RECEIVERS} receivers; commit-to-receipt p50 ${percentile(burstLatencies, 50)} ms, p99 ${percentile(burstLatencies, 99)} ms; ` +
        `Berth's CPU ${(((cpuSeconds(berth.pid) - cpu) * 1000) / Math.max(1, total())).toFixed(3)} ms per delivery (its status reports included)`,
    );
  }
  if (deadId) {
    const deadAttempts = await call("GET", `/v1/webhook-endpoints/${deadId}/attempts?limit=1`);
    const lastDead = (deadAttempts.body.attempts as { error: string; attempted_at: number }[])[0];
    console.log(`dead endpoint: attempts keep failing (${lastDead?.error ?? "none"}), the last ${lastDead ? Date.now() - lastDead.attempted_at : "-"} ms ago`);
  }
} finally {
  await berth.stop();
  for (const s of servers) {
    s.closeAllConnections();
    s.close();
  }
}
