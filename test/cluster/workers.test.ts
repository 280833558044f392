import { spawnSync } from "node:child_process";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../core/host/host.ts";
import { anvilsOn, isAlive, lockRecord } from "../support/devnet-processes.ts";
import { spawnBerth, type BerthChild } from "../support/spawn-berth.ts";
import { projectDir, writePackage } from "../support/plugin-package.ts";
import { steadyLoad } from "../support/steady-load.ts";
import { send, tempDir } from "../support/test-berth.ts";

const BIN = join(REPO_ROOT, "bin", "berth.js");

/** One request on a connection of its own (`Connection: close`), so the cluster hands each to the next worker. */
function fresh(url: string, method: string, path: string, key: string, body?: unknown): Promise<{ status: number; body: any }> {
  const u = new URL(url);
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: u.hostname, port: u.port, method, path, agent: false, headers: { authorization: `Bearer ${key}`, connection: "close", ...(text ? { "content-type": "application/json" } : {}) } },
      (res) => {
        let data = "";
        res.on("data", (d: Buffer) => (data += d.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(data) }));
      },
    );
    req.on("error", reject);
    // An answer that never comes fails the test with a reason instead of holding it to its timeout.
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer within 30 s`)));
    req.end(text);
  });
}

/** What the cluster says of itself in /metrics (any worker answers for all): its workers, their requests, its restarts. */
interface ClusterState {
  /** pid by worker number. */
  workers: Map<number, number>;
  /** Requests answered, by worker number. */
  requests: Map<number, number>;
  listening: number;
  restarts: number;
  rollingRestarts: number;
}

async function clusterState(url: string): Promise<ClusterState> {
  // A connection the primary handed to a worker in the instant it was killed is never answered
  // (the primary keeps it, waiting for the dead worker's reply): such a scrape is given up and tried again.
  const text = await (await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(5_000) })).text();
  const workers = new Map<number, number>();
  for (const m of text.matchAll(/^berth_cluster_worker\{(?=[^}]*worker="(\d+)")(?=[^}]*pid="(\d+)")[^}]*\} 1$/gm)) workers.set(Number(m[1]), Number(m[2]));
  const requests = new Map<number, number>();
  for (const m of text.matchAll(/^berth_cluster_worker_requests_total\{worker="(\d+)"\} (\d+)$/gm)) requests.set(Number(m[1]), Number(m[2]));
  const one = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, "m").exec(text)?.[1] ?? NaN);
  return { workers, requests, listening: one("berth_cluster_workers_listening"), restarts: one("berth_cluster_worker_restarts_total"), rollingRestarts: one("berth_cluster_rolling_restarts_total") };
}

/** Waits until the cluster's state satisfies `ok` (a scrape that lands on a worker going away is tried again). */
async function untilCluster(url: string, what: string, ok: (s: ClusterState) => boolean, ms = 120_000): Promise<ClusterState> {
  const deadline = Date.now() + ms;
  for (;;) {
    const state = await clusterState(url).catch(() => undefined);
    if (state && ok(state)) return state;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}: ${JSON.stringify(state && { ...state, workers: [...state.workers], requests: [...state.requests] })}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function adminKey(dataDir: string): string {
  const made = spawnSync(process.execPath, [BIN, "keys", "create", "--role", "admin", "--test"], { env: { ...process.env, BERTH_DATA_DIR: dataDir, LOG_LEVEL: "silent" }, encoding: "utf8" });
  return /^(bk_test_\S+)$/m.exec(made.stdout)![1]!;
}

function startCluster(dataDir: string): Promise<BerthChild> {
  // The steady load below is far over the default rate limit: these tests are about losing nothing.
  return spawnBerth({ BERTH_DATA_DIR: dataDir, CHAINS: "local", WORKERS: "2", LOG_FORMAT: "json", RATE_LIMIT_MAX: "10000000", COMPUTE_HEARTBEAT_EXPIRY_MS: "3600000" }, { startTimeoutMs: 240_000 });
}

// Three Berth processes start (a primary, two workers), each loading every plugin: slow on a busy
// machine. Each test leaves the cluster as it found it (two workers listening), so they run in any
// order; the one that stops a cluster starts its own.
describe("WORKERS=2: two worker processes on one port, one store, one devnet", { timeout: 300_000 }, () => {
  const dataDir = tempDir();
  let key: string;
  let server: BerthChild;

  beforeAll(async () => {
    key = adminKey(dataDir);
    server = await startCluster(dataDir);
  }, 300_000);
  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
  });

  it("both workers serve the port, and share the primary's devnet: one anvil, nonces never reused", async () => {
    const before = await untilCluster(server.url, "two workers listen", (s) => s.listening === 2 && s.workers.size === 2);
    // The primary owns the devnet; the workers connect to it.
    expect(lockRecord(dataDir).berth.pid).toBe(server.child.pid);
    expect(anvilsOn(dataDir)).toHaveLength(1);
    // Twelve registrations at once, each on a connection of its own, handed out round-robin: each its own nonce, none refused.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => fresh(server.url, "POST", "/v2/agents/register", key, { chain_id: "local", metadata_uri: `ipfs://worker-test-${i}` })),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(new Set(answers.map((a) => a.body.agent_id)).size).toBe(12);
    // Both workers answered some of them.
    const after = await clusterState(server.url);
    for (const id of [1, 2]) expect(after.requests.get(id)!, `worker ${id}`).toBeGreaterThan(before.requests.get(id) ?? 0);
  });

  it("a worker killed with SIGKILL is restarted, and the port keeps answering meanwhile", async () => {
    const before = await untilCluster(server.url, "two workers listen", (s) => s.listening === 2 && s.workers.size === 2);
    const victim = before.workers.get(1)!;
    process.kill(victim, "SIGKILL");
    // A connection handed to the worker in the instant it died is lost with it; once the primary
    // knows (one worker listening), the other worker takes every connection while the first comes back.
    await untilCluster(server.url, "the primary saw the worker die", (s) => s.listening === 1 || s.restarts > before.restarts);
    for (let i = 0; i < 20; i++) expect((await fresh(server.url, "GET", "/v2/reputation/algorithms", key)).status).toBe(200);
    const after = await untilCluster(server.url, "the new worker 1 serves", (s) => s.listening === 2 && s.workers.size === 2 && s.workers.get(1) !== victim);
    expect(after.restarts).toBe(before.restarts + 1);
    expect(isAlive(victim)).toBe(false);
  });

  it("a rolling restart (SIGHUP) under steady load fails no request and loses no acknowledged write", async () => {
    const before = await untilCluster(server.url, "two workers listen", (s) => s.listening === 2 && s.workers.size === 2);
    const load = steadyLoad(server.url, key, 8, (n) =>
      n % 2 === 0 ? { method: "GET", path: "/v2/reputation/algorithms" } : { method: "POST", path: `/v1/compute/nodes/rolling-${n}/heartbeat`, body: { status: "healthy", queue_depth: n } },
    );
    await untilCluster(server.url, "load is flowing", () => load.answered > 200);
    process.kill(server.child.pid!, "SIGHUP");
    const after = await untilCluster(server.url, "the rolling restart is done", (s) => s.rollingRestarts > before.rollingRestarts, 240_000);
    // Both workers were replaced, and no restart counted a death.
    expect([...after.workers.values()].some((pid) => [...before.workers.values()].includes(pid))).toBe(false);
    expect(after.restarts).toBe(before.restarts);
    const at = load.answered;
    await untilCluster(server.url, "load flowed after the restart", () => load.answered > at + 200);
    const result = await load.stop();
    expect(result.errors).toEqual({});
    expect(result.statuses).toEqual({});
    expect(result.ok).toBeGreaterThan(400);
    // Every heartbeat answered 2xx is there, whichever worker took it and whichever stopped after.
    const writes = result.acknowledged.filter((r) => r.method === "POST");
    for (const w of writes.filter((_, i) => i % 10 === 0)) {
      const node = /nodes\/([^/]+)\//.exec(w.path)![1]!;
      const health = await send(server.url, "GET", `/v1/compute/nodes/${node}/health`, { key });
      expect(health.status, node).toBe(200);
      expect(health.body.state.queue_depth).toBe((w.body as { queue_depth: number }).queue_depth);
    }
  });
});

describe("WORKERS=2, stopped", { timeout: 300_000 }, () => {
  it("SIGTERM to the primary drains both workers, stops the devnet and exits 0", async () => {
    const dataDir = tempDir();
    const key = adminKey(dataDir);
    const cluster = await startCluster(dataDir);
    try {
      const { workers } = await untilCluster(cluster.url, "two workers listen", (s) => s.listening === 2 && s.workers.size === 2);
      expect((await fresh(cluster.url, "GET", "/v2/reputation/algorithms", key)).status).toBe(200);
      const anvil = lockRecord(dataDir).anvil!.pid;
      const exited = new Promise<number | null>((r) => cluster.child.once("exit", (code) => r(code)));
      cluster.child.kill("SIGTERM");
      // The primary exits 0 only once every worker drained and exited, and after closing the devnet.
      expect(await exited).toBe(0);
      for (const pid of workers.values()) expect(isAlive(pid), `worker pid ${pid}`).toBe(false);
      expect(isAlive(anvil)).toBe(false);
      expect(anvilsOn(dataDir)).toEqual([]);
    } finally {
      if (cluster.child.exitCode === null) cluster.child.kill("SIGKILL");
    }
  });
});

// A third party's plugin, compiled, importing only berth/plugin: under `npm start` that must
// resolve to the build in every process (package.json's `berth-build` condition), workers included.
const HELLO = `
import { defineEventType, definePlugin, Type } from "berth/plugin";
const said = defineEventType({
  type: "hello.said",
  description: "Someone said hello. Subject: who.",
  data: Type.Object({ to: Type.String() }, { additionalProperties: false }),
  example: { to: "world" },
});
export default definePlugin({ name: "acme-hello", events: [said], setup: () => ({}) });
`;

describe("WORKERS=2 with a third-party plugin package", { timeout: 300_000 }, () => {
  it("every worker loads it from the build and serves what it declares", async () => {
    const dir = projectDir("berth-workers-plugin-");
    writePackage(dir, "@acme/berth-hello", HELLO);
    const dataDir = tempDir();
    const key = adminKey(dataDir);
    const cluster = await spawnBerth({ BERTH_DATA_DIR: dataDir, CHAINS: "none", WORKERS: "2", LOG_FORMAT: "json", BERTH_PLUGINS: "@acme/berth-hello", BERTH_PLUGIN_DIR: dir }, { startTimeoutMs: 240_000 });
    try {
      await untilCluster(cluster.url, "two workers listen", (s) => s.listening === 2 && s.workers.size === 2);
      // Fresh connections go to each worker in turn: both answer from the plugin's declaration.
      for (let i = 0; i < 4; i++) {
        const res = await fresh(cluster.url, "GET", "/v1/event-types/hello.said", key);
        expect(res.status).toBe(200);
        expect(res.body.event_type).toMatchObject({ type: "hello.said", plugin: "acme-hello" });
      }
      expect((await clusterState(cluster.url)).restarts).toBe(0);
    } finally {
      cluster.child.kill("SIGKILL");
    }
  });
});
