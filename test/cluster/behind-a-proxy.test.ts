import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../core/host/host.ts";
import { until } from "../support/devnet-processes.ts";
import { freePort } from "../support/free-port.ts";
import { spawnBerth, type BerthChild } from "../support/spawn-berth.ts";
import { steadyLoad } from "../support/steady-load.ts";
import { send, tempDir } from "../support/test-berth.ts";

const NGINX = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].find((p): p is string => !!p && existsSync(p));
if (!NGINX) console.warn("behind-a-proxy.test.ts skipped: no nginx: install Debian's package (apt-get install -y nginx-light; .ci/run does) or set NGINX_PATH");

/** docker/nginx.conf, the compose file's load balancer, with its two instances and its port on loopback. */
function proxyConfig(port: number, upstreams: [number, number], dir: string): string {
  const conf = readFileSync(join(REPO_ROOT, "docker", "nginx.conf"), "utf8")
    .replace("server berth-1:3001", `server 127.0.0.1:${upstreams[0]}`)
    .replace("server berth-2:3001", `server 127.0.0.1:${upstreams[1]}`)
    .replace("listen 3001;", `listen 127.0.0.1:${port};`)
    .replace("http {", `http {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;`);
  const file = join(dir, "nginx.conf");
  writeFileSync(file, conf);
  return file;
}

// Two instances on one data folder behind the compose file's own load balancer configuration:
// what `docker compose up` runs, on loopback.
describe.skipIf(!NGINX)("two instances behind a load balancer (needs NGINX_PATH or Debian's nginx)", { timeout: 600_000 }, () => {
  const dataDir = tempDir();
  const workDir = mkdtempSync(join(tmpdir(), "berth-nginx-"));
  let key: string;
  let proxyUrl: string;
  let nginx: ChildProcess;
  let ports: [number, number];
  const instances: BerthChild[] = [];
  const start = (port: number) =>
    // As docker-compose.yml runs them: one trusted hop in front.
    spawnBerth(
      { BERTH_DATA_DIR: dataDir, CHAINS: "none", PORT: String(port), TRUST_PROXY: "1", AUTH_FAILURE_RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_MS: "3600000", RATE_LIMIT_MAX: "100000000", COMPUTE_HEARTBEAT_EXPIRY_MS: "3600000" },
      { startTimeoutMs: 240_000 },
    );

  beforeAll(async () => {
    const made = spawnSync(process.execPath, [join(REPO_ROOT, "bin", "berth.js"), "keys", "create", "--role", "admin"], { env: { ...process.env, BERTH_DATA_DIR: dataDir, LOG_LEVEL: "silent" }, encoding: "utf8" });
    key = /^(bk_live_\S+)$/m.exec(made.stdout)![1]!;
    ports = [await freePort(), await freePort()];
    instances.push(await start(ports[0]), await start(ports[1]));
    const port = await freePort();
    proxyUrl = `http://127.0.0.1:${port}`;
    const conf = proxyConfig(port, ports, workDir);
    nginx = spawn(NGINX!, ["-c", conf, "-g", `daemon off; pid ${workDir}/nginx.pid; error_log ${workDir}/error.log;`], { stdio: "ignore" });
    let ready = false;
    await until("the proxy answers", () => ready, 10_000, async () => {
      ready = await fetch(`${proxyUrl}/health/ready`).then((r) => r.ok, () => false);
    });
  }, 600_000);
  afterAll(async () => {
    nginx?.kill("SIGTERM");
    for (const b of instances) if (b.child.exitCode === null) b.child.kill("SIGTERM");
  });

  it("the client is who the proxy says (TRUST_PROXY=1), not who it claims to be; its failed-auth budget is shared by both instances", async () => {
    // The budget is shared once each instance knows of the other: right after one (re)starts, the
    // other may admit its share as if it were alone until its next sync (docs/several-processes.md).
    const counted = async (b: BerthChild) => Number(/^berth_rate_limit_instances (\d+)$/m.exec((await send(b.url, "GET", "/metrics")).text)?.[1] ?? 0);
    let shared = false;
    await until("each instance counts the other", () => shared, 30_000, async () => {
      shared = (await Promise.all(instances.map(counted))).every((n) => n >= 2);
    });
    // One window for the whole check (an hour long here; windows start at multiples of it).
    if (3_600_000 - (Date.now() % 3_600_000) < 15_000) await new Promise((r) => setTimeout(r, 16_000));
    const statuses: number[] = [];
    // Each failure claims another address; the proxy appends the one it saw, which is what counts.
    for (let i = 0; i < 6; i++) statuses.push((await send(proxyUrl, "GET", "/v2/reputation/algorithms", { key: `bk_live_forged${i}`, headers: { "x-forwarded-for": `203.0.113.${i + 1}` } })).status);
    const unauthorized = statuses.filter((s) => s === 401).length;
    // A budget of 3 over two instances: never more (that would be a per-instance budget, or the
    // forged addresses counted apart), and at most N−1 = 1 less (shares are rounded down).
    expect(unauthorized).toBeGreaterThanOrEqual(2);
    expect(unauthorized).toBeLessThanOrEqual(3);
    // The rest are refused for the budget (an instance whose share is spent may refuse before the other's is).
    expect(statuses.filter((s) => s !== 401)).toEqual(Array(6 - unauthorized).fill(429));
    // A valid key from the same address is still served.
    expect((await send(proxyUrl, "GET", "/v2/reputation/algorithms", { key })).status).toBe(200);
  });

  // nginx (open source) learns that an instance stopped only when a connection fails: a request
  // it sent in the instant the instance stopped accepting (into the listening socket's queue) is
  // reset unread. nginx passes a read on to the other instance; a write it cannot know was unread,
  // so it answers 502 — and the write was never applied, so the client's retry is safe.
  it("restarting each instance in turn under steady load fails no read, and a write it fails was never applied", async () => {
    const load = steadyLoad(proxyUrl, key, 8, (n) =>
      n % 2 === 0 ? { method: "GET", path: "/v2/reputation/algorithms" } : { method: "POST", path: `/v1/compute/nodes/proxied-${n}/heartbeat`, body: { status: "healthy", queue_depth: n } },
    );
    await until("load is flowing", () => load.answered > 200, 30_000);
    for (const i of [0, 1]) {
      const old = instances[i]!;
      const exited = new Promise((r) => old.child.once("exit", r));
      old.child.kill("SIGTERM");
      await exited;
      expect(old.output()).toContain("drained: every connection closed");
      const fresh = await start(ports[i]!);
      instances[i] = fresh;
      // As an operator would: the next instance restarts once this one is back in rotation.
      const served = () => (fresh.output().match(/"msg":"request"/g) ?? []).length;
      await until("the restarted instance serves proxied requests", () => served() > 100, 60_000);
    }
    const result = await load.stop();
    expect(result.errors).toEqual({});
    for (const failed of result.refused) {
      expect(failed, "only writes, and only the proxy's 502").toMatchObject({ method: "POST", status: 502 });
      const node = /nodes\/([^/]+)\//.exec(failed.path)![1]!;
      expect((await send(proxyUrl, "GET", `/v1/compute/nodes/${node}/health`, { key })).status, `${node} was not applied`).toBe(404);
    }
    expect(result.refused.length).toBeLessThan(20);
    const writes = result.acknowledged.filter((r) => r.method === "POST");
    expect(writes.length).toBeGreaterThan(200);
    for (const w of writes.filter((_, i) => i % 20 === 0)) {
      const node = /nodes\/([^/]+)\//.exec(w.path)![1]!;
      const health = await send(proxyUrl, "GET", `/v1/compute/nodes/${node}/health`, { key });
      expect(health.status, node).toBe(200);
    }
  });
});
