import { spawn } from "node:child_process";
import WebSocket from "ws";
import { numberArg } from "../support/args.ts";
import { percentile, startBerthProcess } from "../support/berth-process.ts";

/**
 * `npx tsx bench/subscriptions/flood.ts [--engine mercurius|yoga] [--connections 2] [--per-connection 1000]`:
 * one key floods a Berth process with subscriptions over graphql-ws (default caps: 100 per
 * connection, 1,000 per key, so most are refused), then one deployment event fans out to those
 * that were taken, while another process probes `/health/ready` back to back. Prints the probe's
 * latency before, during the flood and during the fan-out: the target is under 200 ms throughout.
 */
const ENGINE = process.argv.includes("--engine") ? process.argv[process.argv.indexOf("--engine") + 1]! : "mercurius";
const CONNECTIONS = numberArg("connections", 2);
const PER_CONNECTION = numberArg("per-connection", 1000);
const PASSPORT = "flood-agent";
const QUERY = `subscription { deploymentEvents(passportId: "${PASSPORT}") { type subject data } }`;

/** Probes readiness from its own process until killed, printing `<ms since epoch> <latency ms>` lines. */
const PROBE = `
const url = process.argv[1];
(async () => { for (;;) { const at = performance.now(); const res = await fetch(url); await res.arrayBuffer();
  process.stdout.write(Date.now() + " " + (performance.now() - at).toFixed(2) + "\\n"); } })();`;

const berth = await startBerthProcess({ CHAINS: "none", LOG_LEVEL: "warn", GRAPHQL_ENGINE: ENGINE });
const sockets: WebSocket[] = [];
let answered = 0;
let delivered = 0;
let lastDeliveryAt = 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
try {
  for (let i = 0; i < CONNECTIONS; i++) {
    const socket = new WebSocket(`${berth.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once("error", reject);
      socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: { Authorization: `Bearer ${berth.key}` } })));
      socket.on("message", (raw) => {
        const m = JSON.parse(raw.toString()) as { type: string; payload?: { errors?: unknown[] } };
        if (m.type === "connection_ack") resolve();
        // A refusal is an `error` message, or a result carrying the error (one that passed the first check).
        else if (m.type === "error" || (m.type === "next" && m.payload?.errors)) answered++;
        else if (m.type === "next") {
          delivered++;
          lastDeliveryAt = Date.now();
        }
      });
    });
  }
  const probe = spawn(process.execPath, ["-e", PROBE, `${berth.url}/health/ready`], { stdio: ["ignore", "pipe", "inherit"] });
  let probeOut = "";
  probe.stdout.on("data", (d: Buffer) => (probeOut += d.toString()));
  await sleep(1000);
  const floodAt = Date.now();
  for (const socket of sockets) for (let id = 1; id <= PER_CONNECTION; id++) socket.send(JSON.stringify({ id: String(id), type: "subscribe", payload: { query: QUERY } }));
  const open = async () => Number(/^berth_graphql_subscriptions_open (\d+)/m.exec(await (await fetch(`${berth.url}/metrics`)).text())?.[1]);
  const taken = Math.min(1000, CONNECTIONS * Math.min(100, PER_CONNECTION));
  while (answered < CONNECTIONS * PER_CONNECTION - taken || (await open()) < taken) {
    if (Date.now() - floodAt > 120_000) throw new Error(`flood not answered: ${answered} refusals, ${await open()} open`);
    await sleep(20);
  }
  const floodDoneAt = Date.now();
  await sleep(500);
  const sentAt = Date.now();
  const made = await fetch(`${berth.url}/v1/agents/${PASSPORT}/deployments`, {
    method: "POST",
    headers: { authorization: `Bearer ${berth.key}`, "content-type": "application/json" },
    body: JSON.stringify({ provider: "railway", descriptor: { image: "agent:1" } }),
  });
  if (made.status !== 201) throw new Error(`create: ${made.status} ${await made.text()}`);
  while (delivered < taken) {
    if (Date.now() - sentAt > 60_000) throw new Error(`only ${delivered} of ${taken} delivered`);
    await sleep(5);
  }
  await sleep(300);
  probe.kill();
  const samples = probeOut
    .trim()
    .split("\n")
    .map((l) => l.split(" ").map(Number) as [number, number]);
  const between = (from: number, to: number) => samples.filter(([at]) => at >= from && at <= to).map(([, ms]) => ms).sort((a, b) => a - b);
  const line = (xs: number[]) => (xs.length === 0 ? "no probes" : `${xs.length} probes, p50 ${percentile(xs, 50).toFixed(1)} ms, p99 ${percentile(xs, 99).toFixed(1)} ms, max ${xs.at(-1)!.toFixed(1)} ms`);
  console.log(`${ENGINE}: ${CONNECTIONS} connections × ${PER_CONNECTION} subscriptions from one key (${taken} taken, the rest refused), then one event to those ${taken}:`);
  console.log(`  the flood answered in ${floodDoneAt - floodAt} ms; the fan-out took ${lastDeliveryAt - sentAt} ms`);
  console.log(`  readiness before:          ${line(between(0, floodAt))}`);
  // A probe answered up to a probe's worth after the flood or fan-out ended was waiting on it.
  console.log(`  readiness during flood:    ${line(between(floodAt, floodDoneAt + 100))}`);
  console.log(`  readiness during fan-out:  ${line(between(sentAt, lastDeliveryAt + 100))}`);
} finally {
  for (const s of sockets) s.terminate();
  await berth.stop();
}
