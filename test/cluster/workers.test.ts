import { spawnSync } from "node:child_process";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../core/host/host.ts";
import { anvilsOn, isAlive, lockRecord, until } from "../support/devnet-processes.ts";
import { spawnBerth, type BerthChild } from "../support/spawn-berth.ts";
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
    req.end(text);
  });
}

/** The request lines each worker logged for `route` (the workers log JSON with their number). */
function workersServing(output: string, route: string): Set<number> {
  const workers = new Set<number>();
  for (const line of output.split("\n")) {
    if (!line.includes('"msg":"request"') || !line.includes(`"route":"${route}"`)) continue;
    const m = /"worker":(\d+)/.exec(line);
    if (m) workers.add(Number(m[1]));
  }
  return workers;
}

function workerPids(output: string): number[] {
  const m = /"pids":\[(\d+),(\d+)\],"msg":"Berth listening on/.exec(output);
  if (!m) throw new Error(`no listening line with pids:\n${output.slice(-2000)}`);
  return [Number(m[1]), Number(m[2])];
}

// Three Berth processes start (a primary, two workers), each loading every plugin: slow on a busy machine.
describe("WORKERS=2: two worker processes on one port, one store, one devnet", { timeout: 300_000 }, () => {
  const dataDir = tempDir();
  let key: string;
  let server: BerthChild;

  beforeAll(async () => {
    const made = spawnSync(process.execPath, [BIN, "keys", "create", "--role", "admin", "--test"], { env: { ...process.env, BERTH_DATA_DIR: dataDir, LOG_LEVEL: "silent" }, encoding: "utf8" });
    key = /^(bk_test_\S+)$/m.exec(made.stdout)![1]!;
    // The steady load below is far over the default rate limit: this test is about losing nothing.
    server = await spawnBerth({ BERTH_DATA_DIR: dataDir, CHAINS: "local", WORKERS: "2", LOG_FORMAT: "json", RATE_LIMIT_MAX: "10000000", COMPUTE_HEARTBEAT_EXPIRY_MS: "3600000" }, { startTimeoutMs: 240_000 });
  }, 300_000);
  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
  });

  it("both workers serve the port, and share the primary's devnet: one anvil, nonces never reused", async () => {
    for (const id of [1, 2]) await until(`worker ${id} logged`, () => server.output().includes(`worker ${id} serving ${server.url}`), 5_000);
    // The primary owns the devnet; the workers connect to it.
    expect(lockRecord(dataDir).berth.pid).toBe(server.child.pid);
    expect(anvilsOn(dataDir)).toHaveLength(1);
    // Twelve registrations at once, spread over both workers: each one its own nonce, none refused.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => fresh(server.url, "POST", "/v2/agents/register", key, { chain_id: "local", metadata_uri: `ipfs://worker-test-${i}` })),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(new Set(answers.map((a) => a.body.agent_id)).size).toBe(12);
    await until("both workers logged a registration", () => workersServing(server.output(), "/v2/agents/register").size === 2, 5_000);
  });

  it("a worker killed with SIGKILL is restarted, and the port keeps answering meanwhile", async () => {
    const [first] = workerPids(server.output());
    process.kill(first!, "SIGKILL");
    // A connection handed to the worker in the instant it died is lost with it; once the primary
    // knows, the other worker takes every connection while the first one comes back.
    await until("the primary saw the worker die", () => server.output().includes("a worker died; restarting it"), 10_000);
    for (let i = 0; i < 20; i++) expect((await fresh(server.url, "GET", "/v2/reputation/algorithms", key)).status).toBe(200);
    await until("the new worker serves", () => (server.output().match(/worker 1 serving/g) ?? []).length === 2, 120_000);
  });

  it("a rolling restart (SIGHUP) under steady load fails no request and loses no acknowledged write", async () => {
    const load = steadyLoad(server.url, key, 8, (n) =>
      n % 2 === 0 ? { method: "GET", path: "/v2/reputation/algorithms" } : { method: "POST", path: `/v1/compute/nodes/rolling-${n}/heartbeat`, body: { status: "healthy", queue_depth: n } },
    );
    await until("load is flowing", () => load.answered > 200, 30_000);
    const before = (server.output().match(/rolling restart done/g) ?? []).length;
    process.kill(server.child.pid!, "SIGHUP");
    await until("the rolling restart is done", () => (server.output().match(/rolling restart done/g) ?? []).length > before, 240_000);
    const at = load.answered;
    await until("load flowed after the restart", () => load.answered > at + 200, 30_000);
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

  it("SIGTERM to the primary drains both workers, stops the devnet and exits 0", async () => {
    const anvil = lockRecord(dataDir).anvil!.pid;
    const exited = new Promise<number | null>((r) => server.child.once("exit", (code) => r(code)));
    server.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(server.output()).toContain("drained: every connection closed");
    await until("the devnet stopped", () => !isAlive(anvil));
    expect(anvilsOn(dataDir)).toEqual([]);
  });
});
