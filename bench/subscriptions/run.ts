import { spawn } from "node:child_process";
import WebSocket from "ws";
import { numberArg } from "../support/args.ts";
import { cpuSeconds, percentile, startBerthProcess } from "../support/berth-process.ts";

/**
 * `npx tsx bench/subscriptions/run.ts [--subscribers 10000] [--connections 10]`: one deployment
 * event fanned out to many GraphQL subscribers (graphql-ws over WebSocket) of one Berth process,
 * while another process probes `/health/ready` back to back. Prints how long the fan-out took,
 * the probe's latency before and during it (what a stalled event loop would show), and Berth's
 * CPU for it. The caps are raised to the subscriber count for the run.
 */
const SUBSCRIBERS = numberArg("subscribers", 10_000);
const CONNECTIONS = numberArg("connections", 10);
const PER_CONNECTION = Math.ceil(SUBSCRIBERS / CONNECTIONS);
const PASSPORT = "fan-out-agent";
const QUERY = `subscription { deploymentEvents(passportId: "${PASSPORT}") { type subject data } }`;

/** Probes readiness from its own process until killed, printing `<ms since epoch> <latency ms>` lines. */
const PROBE = `
const url = process.argv[1];
(async () => { for (;;) { const at = performance.now(); const res = await fetch(url); await res.arrayBuffer();
  process.stdout.write(Date.now() + " " + (performance.now() - at).toFixed(2) + "\\n"); } })();`;

const berth = await startBerthProcess({
  CHAINS: "none",
  LOG_LEVEL: "warn",
  GRAPHQL_SUBSCRIPTIONS_PER_CONNECTION: String(PER_CONNECTION),
  GRAPHQL_SUBSCRIPTIONS_PER_KEY: String(SUBSCRIBERS),
  GRAPHQL_SUBSCRIPTIONS_PER_PROCESS: String(SUBSCRIBERS),
});
const sockets: WebSocket[] = [];
let delivered = 0;
let lastDeliveryAt = 0;
try {
  for (let i = 0; i < CONNECTIONS; i++) {
    const socket = new WebSocket(`${berth.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once("error", reject);
      socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: { Authorization: `Bearer ${berth.key}` } })));
      socket.on("message", (raw) => {
        const m = JSON.parse(raw.toString()) as { type: string; payload?: unknown };
        if (m.type === "connection_ack") resolve();
        else if (m.type === "next") {
          delivered++;
          lastDeliveryAt = Date.now();
        } else if (m.type === "error") throw new Error(`refused: ${JSON.stringify(m.payload)}`);
      });
    });
    const n = Math.min(PER_CONNECTION, SUBSCRIBERS - i * PER_CONNECTION);
    for (let id = 1; id <= n; id++) socket.send(JSON.stringify({ id: String(id), type: "subscribe", payload: { query: QUERY } }));
  }
  for (;;) {
    const open = Number(/^berth_graphql_subscriptions_open (\d+)/m.exec(await (await fetch(`${berth.url}/metrics`)).text())?.[1]);
    if (open === SUBSCRIBERS) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  // Let the event log's tail settle before the event.
  await new Promise((r) => setTimeout(r, 500));

  const probe = spawn(process.execPath, ["-e", PROBE, `${berth.url}/health/ready`], { stdio: ["ignore", "pipe", "inherit"] });
  let probeOut = "";
  probe.stdout.on("data", (d: Buffer) => (probeOut += d.toString()));
  await new Promise((r) => setTimeout(r, 2000));
  const cpuBefore = cpuSeconds(berth.pid);
  const sentAt = Date.now();
  const made = await fetch(`${berth.url}/v1/agents/${PASSPORT}/deployments`, {
    method: "POST",
    headers: { authorization: `Bearer ${berth.key}`, "content-type": "application/json" },
    body: JSON.stringify({ provider: "railway", descriptor: { image: "agent:1" } }),
  });
  if (made.status !== 201) throw new Error(`create: ${made.status} ${await made.text()}`);
  const answeredAt = Date.now();
  while (delivered < SUBSCRIBERS) {
    if (Date.now() - sentAt > 120_000) throw new Error(`only ${delivered} of ${SUBSCRIBERS} delivered`);
    await new Promise((r) => setTimeout(r, 5));
  }
  const cpu = cpuSeconds(berth.pid) - cpuBefore;
  await new Promise((r) => setTimeout(r, 300));
  probe.kill();
  const samples = probeOut
    .trim()
    .split("\n")
    .map((l) => l.split(" ").map(Number) as [number, number]);
  const before = samples.filter(([at]) => at < sentAt).map(([, ms]) => ms).sort((a, b) => a - b);
  // A probe answered after the event was sent and up to the last delivery (plus one probe's worth) was waiting on the fan-out.
  const during = samples.filter(([at]) => at >= sentAt && at <= lastDeliveryAt + 100).map(([, ms]) => ms).sort((a, b) => a - b);
  const line = (xs: number[]) => `${xs.length} probes, p50 ${percentile(xs, 50).toFixed(1)} ms, p99 ${percentile(xs, 99).toFixed(1)} ms, max ${xs.at(-1)!.toFixed(1)} ms`;
  console.log(`${SUBSCRIBERS} subscribers on ${CONNECTIONS} WebSocket connections, one deployment event:`);
  console.log(`  the change answered in ${answeredAt - sentAt} ms; the last subscriber had the event ${lastDeliveryAt - sentAt} ms after it was sent`);
  console.log(`  Berth's CPU for the fan-out: ${(cpu * 1000).toFixed(0)} ms (${((cpu * 1e6) / SUBSCRIBERS).toFixed(1)} µs per subscriber)`);
  console.log(`  readiness before: ${line(before)}`);
  console.log(`  readiness during: ${line(during)}`);
} finally {
  for (const s of sockets) s.terminate();
  await berth.stop();
}
