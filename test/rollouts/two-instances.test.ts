import { spawnSync } from "node:child_process";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../core/host/host.ts";
import { railwayFixtures } from "../../plugins/providers/railway/fixtures.ts";
import { spawnBerth, type BerthChild } from "../support/spawn-berth.ts";
import { send, tempDir } from "../support/test-berth.ts";
import { until } from "../webhook-endpoints/receiver.ts";
import { RAILWAY_TOKEN } from "./rollout-helpers.ts";

const BIN = join(REPO_ROOT, "bin", "berth.js");

function exited(child: BerthChild): Promise<unknown> {
  return new Promise((resolve) => {
    if (child.child.exitCode !== null || child.child.signalCode !== null) resolve(child.child.signalCode ?? child.child.exitCode);
    else child.child.once("exit", (code, signal) => resolve(signal ?? code));
  });
}

describe("one runner per rollout across two Berth processes on one store", () => {
  it(
    "the runner's process is killed (SIGKILL) with a measurement in flight: the other takes over within the lease and finishes, with exactly one promote and no measurement lost or counted twice",
    async () => {
      const dir = tempDir();
      // The agent's metrics endpoint: the second request hangs (the one in flight at the kill); the rest answer 1% errors.
      let requests = 0;
      const hung: ServerResponse[] = [];
      let hangSeen!: () => void;
      const hanging = new Promise<void>((resolve) => (hangSeen = resolve));
      const metrics = createServer((_req, res) => {
        requests++;
        if (requests === 2) {
          hung.push(res);
          hangSeen();
          return;
        }
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ error_rate: 0.01 }));
      });
      await new Promise<void>((resolve) => metrics.listen(0, "127.0.0.1", resolve));
      const metricsUrl = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}/metrics`;
      const env = {
        BERTH_DATA_DIR: dir,
        CHAINS: "none",
        WEBHOOK_SECRET_RAILWAY: RAILWAY_TOKEN,
        ROLLOUTS_ALLOWED_HOSTS: "127.0.0.1",
        ROLLOUTS_SHARDS: "1",
        ROLLOUTS_LEASE_MS: "1500",
        ROLLOUTS_TICK_MS: "100",
        EVENT_LOG_LEASE_MS: "500",
        EVENT_LOG_POLL_MS: "10",
        // Waiting on the rollout polls the API every 20 ms: on a slow run that passed the default
        // limit (1,200 a minute) and failed with 429s. Limits are not what this tests.
        RATE_LIMIT_MAX: "1000000",
      };
      const made = spawnSync(process.execPath, [BIN, "keys", "create", "--role", "admin"], { env: { ...process.env, ...env, LOG_LEVEL: "silent" }, encoding: "utf8" });
      const key = /(bk_live_\S+)/.exec(made.stdout)?.[1];
      if (!key) throw new Error(`keys create: ${made.status} ${made.stderr}`);
      const [a, b] = await Promise.all([spawnBerth(env), spawnBerth(env)]);
      const alive = new Set([a, b]);
      const call = async (via: BerthChild, method: string, path: string, body?: unknown, status = 200) => {
        const answer = await send(via.url, method, path, { key, body });
        if (answer.status !== status) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
        return answer.body;
      };
      const railway = async (via: BerthChild, id: string) => {
        const body = JSON.stringify(railwayFixtures.deployed({ provider_deployment_id: id, at: Date.now() }));
        const answer = await send(via.url, "POST", `/v1/webhooks/railway?token=${RAILWAY_TOKEN}`, { rawBody: body });
        if (answer.status !== 200) throw new Error(`railway: ${answer.status} ${answer.text}`);
      };
      try {
        await call(a, "PUT", "/v1/analysis-templates/web-errors", {
          metrics: [{ name: "error-rate", interval: "1s", count: 4, success_condition: "result < 0.05", provider: { web: { url: metricsUrl, json_path: "$.error_rate", timeout: "30s" } } }],
        }, 201);
        await call(b, "PUT", "/v1/agents/agent-twin/rollout-strategy", { blue_green: { pre_promotion_analysis: { templates: ["web-errors"] } } });
        await call(a, "POST", "/v1/agents/agent-twin/deployments", { provider: "railway", slot: "primary", revision: "v1", descriptor: { tag: "v1" }, provider_deployment_id: "twin-v1" }, 201);
        await railway(b, "twin-v1");
        const blue = (await call(b, "POST", "/v1/agents/agent-twin/deployments", { provider: "railway", revision: "v2", descriptor: { tag: "v2" }, provider_deployment_id: "twin-v2" }, 201)).deployment.deployment_id as string;
        await until("the rollout to start", async () => (await call(a, "GET", "/v1/agents/agent-twin/rollouts")).rollouts.length === 1);
        const rolloutId = (await call(a, "GET", "/v1/agents/agent-twin/rollouts")).rollouts[0].rollout_id as string;
        await railway(a, "twin-v2");
        await hanging;
        // The first measurement is stored: it names the process that is the runner.
        const first = await call(a, "GET", `/v1/rollouts/${rolloutId}`);
        const runId = first.rollout.runs[0].run_id as string;
        const run = (await call(a, "GET", `/v1/analysis-runs/${runId}`)).run;
        expect(run.measurements).toHaveLength(1);
        const runnerPid = Number(run.measurements[0].taken_by.split(":")[1]);
        const runner = [a, b].find((c) => c.child.pid === runnerPid)!;
        expect(runner).toBeDefined();
        const survivor = runner === a ? b : a;
        const gone = exited(runner);
        runner.child.kill("SIGKILL");
        expect(await gone).toBe("SIGKILL");
        alive.delete(runner);
        const killedAt = Date.now();
        await until("the survivor to finish the rollout", async () => (await call(survivor, "GET", `/v1/rollouts/${rolloutId}`)).rollout.status === "completed", 60_000);
        const { rollout } = await call(survivor, "GET", `/v1/rollouts/${rolloutId}`);
        expect(rollout).toMatchObject({ status: "completed", runs: [{ phase: "Successful" }] });
        const after = (await call(survivor, "GET", `/v1/analysis-runs/${runId}`)).run;
        // Four measurements, numbered 1-4 once each: the one in flight at the kill was taken again, by the survivor.
        expect(after.measurements.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3, 4]);
        expect(after.results[0]).toMatchObject({ count: 4, successful: 4, measured: 4, phase: "Successful" });
        for (const m of after.measurements.slice(1)) expect(Number(m.taken_by.split(":")[1])).toBe(survivor.child.pid);
        // Taken over within the lease time (plus a round), by the wall clock of this test.
        expect(after.measurements[1].started_at - killedAt).toBeLessThan(1500 + 2000);
        const promoted = await call(survivor, "GET", "/v1/events?subject=agent-twin&type=deployment.promoted");
        expect(promoted.events).toHaveLength(1);
        expect(promoted.events[0].data).toMatchObject({ deployment_id: blue, actor: { type: "rollout", rollout_id: rolloutId } });
        const once = await call(survivor, "GET", "/v1/events?subject=agent-twin&type=rollout&limit=1000");
        const count = (t: string) => once.events.filter((e: { type: string }) => e.type === t).length;
        expect([count("rollout.started"), count("rollout.promoted"), count("rollout.completed")]).toEqual([1, 1, 1]);
        expect((await call(survivor, "GET", `/v1/deployments/${blue}`)).deployment.slot).toBe("primary");
      } finally {
        for (const res of hung) res.destroy();
        for (const c of alive) c.child.kill("SIGTERM");
        await Promise.all([...alive].map(exited));
        await new Promise((resolve) => metrics.close(resolve));
      }
    },
    180_000,
  );
});
