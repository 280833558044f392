import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { REPO_ROOT } from "../core/host/host.ts";
import { spawnBerth, type BerthChild } from "./support/spawn-berth.ts";
import { tempDir } from "./support/test-berth.ts";

/**
 * The flood of the issue: one agent key opens 10 WebSocket connections and asks for 1,000
 * subscriptions on each. With the default caps (100 per connection, 1,000 per key) it gets 1,000,
 * every other is refused with the cap it hit, and one deployment event reaches each of the 1,000
 * while readiness keeps answering. How fast readiness answers meanwhile is a benchmark's to say
 * (bench/subscriptions/flood.ts and run.ts); that refusals and deliveries are handled a slice of
 * the event loop at a time is message-inbox.test.ts's and fan-out-pacer.test.ts's.
 */
const CONNECTIONS = 10;
const PER_CONNECTION = 1_000;
const PASSPORT = "flood-agent";
const QUERY = `subscription { deploymentEvents(passportId: "${PASSPORT}") { type subject } }`;

function makeKey(dataDir: string, args: string[]): string {
  const made = spawnSync(process.execPath, [join(REPO_ROOT, "bin", "berth.js"), "keys", "create", ...args], { env: { ...process.env, BERTH_DATA_DIR: dataDir }, encoding: "utf8" });
  const key = /^(bk_live_\S+)$/m.exec(made.stdout)?.[1];
  if (!key) throw new Error(`no key: ${made.stderr}`);
  return key;
}

interface FloodConnection {
  socket: WebSocket;
  /** Subscription results by kind: refused (with the cap named), delivered events. */
  refused: Map<string, number>;
  events: number;
}

async function connect(url: string, key: string): Promise<FloodConnection> {
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
  const conn: FloodConnection = { socket, refused: new Map(), events: 0 };
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.once("close", (code) => reject(new Error(`closed ${code}`)));
    socket.once("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: { Authorization: `Bearer ${key}` } })));
    socket.on("message", (raw) => {
      type Problem = { extensions?: { error_code?: string; details?: { limit?: string } } };
      const m = JSON.parse(raw.toString()) as { type: string; payload?: { data?: unknown; errors?: Problem[] } | Problem[] };
      // A refusal is an `error` message, or (when one slips past the first check) a result with the error.
      const problem = m.type === "error" ? (m.payload as Problem[])[0] : m.type === "next" ? (m.payload as { errors?: Problem[] }).errors?.[0] : undefined;
      if (m.type === "connection_ack") resolve();
      else if (problem) {
        const why = `${problem.extensions?.error_code}:${problem.extensions?.details?.limit ?? ""}`;
        conn.refused.set(why, (conn.refused.get(why) ?? 0) + 1);
      } else if (m.type === "next") conn.events++;
    });
  });
  return conn;
}

function refusedCount(c: FloodConnection): number {
  return [...c.refused.values()].reduce((a, b) => a + b, 0);
}

async function until(what: string, ok: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function metric(url: string, name: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(new RegExp(`^${name} (\\d+)`, "m").exec(text)?.[1] ?? NaN);
}

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
}

describe("a subscription flood from one key", { timeout: 240_000 }, () => {
  let berth: BerthChild;
  let agentKey: string;
  let adminKey: string;
  const conns: FloodConnection[] = [];

  beforeAll(async () => {
    const dataDir = tempDir();
    agentKey = makeKey(dataDir, ["--role", "agent", "--passport", PASSPORT]);
    adminKey = makeKey(dataDir, ["--role", "admin"]);
    // Budgets out of the way: the caps are what this tests (test/graphql-subscriptions.test.ts charges the budget).
    berth = await spawnBerth({ BERTH_DATA_DIR: dataDir, CHAINS: "none", RATE_LIMIT_MAX: "100000000" }, { startTimeoutMs: 120_000 });
  }, 180_000);

  afterAll(async () => {
    for (const c of conns) c.socket.terminate();
    if (berth) {
      const exited = new Promise((r) => berth.child.once("exit", r));
      berth.child.kill("SIGTERM");
      await exited;
    }
  }, 60_000);

  it("gets 1,000 of 10,000 subscriptions, refuses the rest past the caps, and fans one event out to each while readiness answers", async () => {
    const rssBefore = rssMb(berth.child.pid!);
    for (let i = 0; i < CONNECTIONS; i++) conns.push(await connect(berth.url, agentKey));
    for (const c of conns) for (let id = 1; id <= PER_CONNECTION; id++) c.socket.send(JSON.stringify({ id: String(id), type: "subscribe", payload: { query: QUERY } }));
    await until("every refusal", () => conns.every((c) => refusedCount(c) === PER_CONNECTION - 100), 180_000);
    expect(await metric(berth.url, "berth_graphql_subscriptions_open")).toBe(1000);
    for (const c of conns) expect(Object.fromEntries(c.refused)).toEqual({ "SUBSCRIPTION_LIMIT_REACHED:connection": PER_CONNECTION - 100 });
    // An eleventh connection of the same key: the key's cap.
    const extra = await connect(berth.url, agentKey);
    conns.push(extra);
    extra.socket.send(JSON.stringify({ id: "x", type: "subscribe", payload: { query: QUERY } }));
    await until("the key's cap", () => refusedCount(extra) === 1, 10_000);
    expect(Object.fromEntries(extra.refused)).toEqual({ "SUBSCRIPTION_LIMIT_REACHED:key": 1 });
    const rssOpen = rssMb(berth.child.pid!);

    // One event for the 1,000, while readiness is probed back to back.
    const statuses: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const res = await fetch(`${berth.url}/health/ready`);
        await res.arrayBuffer();
        statuses.push(res.status);
      }
    })();
    const made = await fetch(`${berth.url}/v1/agents/${PASSPORT}/deployments`, {
      method: "POST",
      headers: { authorization: `Bearer ${adminKey}`, "content-type": "application/json" },
      body: JSON.stringify({ provider: "railway", descriptor: { image: "agent:1" } }),
    });
    expect(made.status).toBe(201);
    await until("1,000 deliveries", () => conns.reduce((n, c) => n + c.events, 0) === 1000, 60_000);
    probing = false;
    await probe;
    console.log(`flood: RSS ${rssBefore.toFixed(0)} MB before, ${rssOpen.toFixed(0)} MB with 1,000 open`);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(conns.map((c) => c.events)).toEqual([...Array(CONNECTIONS).fill(100), 0]);
  });
});
