import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../core/host/host.ts";
import { berthStartCommand } from "../app/start-command.ts";
import { spawnBerth } from "./support/spawn-berth.ts";
import { send, tempDir } from "./support/test-berth.ts";
import { until } from "./webhook-endpoints/receiver.ts";

const BIN = join(REPO_ROOT, "bin", "berth.js");

function cli(args: string[], env: Record<string, string>): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { env: { ...process.env, ...env }, encoding: "utf8", timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// Each CLI process loads every plugin: about 2 s alone, far more on a busy machine.
describe("the berth CLI", { timeout: 180_000 }, () => {
  it("creates, lists and revokes keys that the server then honours", async () => {
    const env = { BERTH_DATA_DIR: tempDir(), LOG_LEVEL: "silent" };
    const admin = cli(["keys", "create", "--role", "admin"], env);
    expect(admin.status, admin.stderr).toBe(0);
    const adminKey = /^(bk_live_\S+)$/m.exec(admin.stdout)![1]!;
    const agent = cli(["keys", "create", "--role", "agent", "--test", "--passport", "node-1", "--passport", "node-2", "--label", "ops"], env);
    expect(agent.status).toBe(0);
    const agentKey = /^(bk_test_\S+)$/m.exec(agent.stdout)![1]!;
    const agentId = /key_id: (key_\w+)/.exec(agent.stdout)![1]!;
    const list = cli(["keys", "list"], env);
    expect(list.stdout).toContain(agentId);
    expect(list.stdout).toContain("node-1,node-2");
    expect(list.stdout).not.toContain(agentKey);

    const server = await spawnBerth({ ...env, LOG_LEVEL: "info" });
    const closed = new Promise((r) => server.child.once("close", r));
    try {
      expect((await send(server.url, "GET", "/v2/reputation/algorithms", { key: adminKey })).status).toBe(200);
      expect((await send(server.url, "POST", "/v1/compute/nodes/node-2/heartbeat", { key: agentKey, body: { status: "healthy" } })).status).toBe(200);
      expect(cli(["keys", "revoke", agentId], env).status).toBe(0);
      const after = await send(server.url, "GET", "/v2/reputation/algorithms", { key: agentKey });
      expect(after.body.error_code).toBe("API_KEY_REVOKED");
    } finally {
      server.child.kill("SIGTERM");
    }
    const listAll = cli(["keys", "list", "--all"], env);
    expect(listAll.stdout).toMatch(new RegExp(`${agentId}.*revoked`));
    // Not a terminal: JSON lines, and the request refused carries its error_code.
    await closed;
    const refused = server.output().split("\n").filter((l) => l.includes('"status":401'));
    expect(refused).toEqual([expect.stringMatching(/^\{"level":30,.*"error_code":"API_KEY_REVOKED"/)]);
  });

  it("explains usage mistakes with exit code 64", () => {
    const env = { BERTH_DATA_DIR: tempDir() };
    for (const args of [["keys", "create", "--role", "root"], ["keys", "create", "--role", "agent"], ["keys", "frobnicate"], ["keys", "revoke"], ["nope"]]) {
      const r = cli(args, env);
      expect(r.status, args.join(" ")).toBe(64);
      expect(r.stderr.length, args.join(" ")).toBeGreaterThan(0);
    }
  });
});

describe("the server process", { timeout: 180_000 }, () => {
  it("prints a startup summary and readable lines with LOG_FORMAT=pretty; a busy port is one line and exit 69", async () => {
    const dataDir = tempDir();
    const server = await spawnBerth({ BERTH_DATA_DIR: dataDir, CHAINS: "none", LOG_FORMAT: "pretty" });
    try {
      await send(server.url, "GET", "/v1/nothing");
      const port = new URL(server.url).port;
      const { command, args } = berthStartCommand();
      const busy = spawnSync(command, args, { env: { ...process.env, PORT: port, BERTH_DATA_DIR: tempDir(), CHAINS: "none", LOG_LEVEL: "silent" }, encoding: "utf8", timeout: 120_000 });
      expect(busy.status).toBe(69);
      expect(busy.stderr.trim()).toBe(
        `Berth cannot listen on 127.0.0.1:${port}: the port is already in use (another Berth, or \`docker compose up\`?). Stop it, or set PORT to another port (PORT=0 picks a free one).`,
      );
      // The request's log line is written in a batch: wait for it rather than for a guessed time.
      await until("the request's log line", () => server.output().includes("GET /v1/nothing 404"));
      const out = server.output();
      expect(out).not.toContain('{"level"');
      for (const line of [
        `api: ${server.url}`,
        `docs: ${server.url}/docs`,
        `graphiql: ${server.url}/graphiql`,
        `metrics: ${server.url}/metrics`,
        `data_dir: ${dataDir}`,
        `ports.store: sqlite: ${join(dataDir, "berth.sqlite")}`,
        `ports.vectorIndex: sqlite-vec: ${join(dataDir, "vectors.sqlite")}`,
        "ports.embedder: wordnet",
      ]) {
        expect(out).toContain(`\n    ${line}`);
      }
      expect(out).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO  ready$/m);
      expect(out).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO  GET \/v1\/nothing 404 [\d.]+ ms ROUTE_NOT_FOUND {2}reqId=/m);
    } finally {
      server.child.kill("SIGTERM");
    }
  }, 180_000);

  it("on SIGTERM stops taking requests, finishes the ones in flight, closes and exits 0", async () => {
    const env = {
      BERTH_DATA_DIR: tempDir(),
      BERTH_PLUGINS: join(REPO_ROOT, "test", "fixtures", "slow-plugin.ts"),
      LOG_LEVEL: "info",
    };
    const server = await spawnBerth(env);
    const exited = new Promise<number | null>((r) => server.child.on("exit", (code) => r(code)));
    const inFlight = send(server.url, "GET", "/v1/test/slow");
    await until("the slow request is in its handler", async () => (await send(server.url, "GET", "/v1/test/slow/started")).body.started === 1);
    server.child.kill("SIGTERM");
    // Draining: readiness answers 503, or the listener is closed, while the slow request runs on.
    await until("readiness refused once the signal is handled", async () => {
      const status = await send(server.url, "GET", "/health/ready").then(
        (a) => a.status,
        () => "refused",
      );
      return status === 503 || status === "refused";
    });
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, waited_ms: 800 });
    expect(await exited, server.output()).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });

  it("refuses to start on bad configuration, listing every problem, exit code 78", () => {
    const { command, args } = berthStartCommand();
    const r = spawnSync(command, args, {
      env: { ...process.env, PORT: "-1", STORE: "cassandra", BERTH_DATA_DIR: tempDir() },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(r.status).toBe(78);
    expect(r.stderr).toContain("PORT: must be at least 0");
    expect(r.stderr).toContain("STORE: must be one of sqlite, mongodb");
  });
});
