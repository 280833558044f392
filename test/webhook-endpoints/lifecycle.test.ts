import { spawn } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../core/host/host.ts";
import { deploymentsOf } from "../deployments/deployment-helpers.ts";
import { freePort } from "../support/free-port.ts";
import { startBerth, type TestBerth } from "../support/test-berth.ts";
import { attemptsOf, ENDPOINT_ENV, register } from "./endpoint-helpers.ts";
import { startReceiver, until, type Receiver } from "./receiver.ts";

const BIN = join(REPO_ROOT, "bin", "berth.js");
// Each CLI process loads every plugin (seconds on a busy machine).
const SLOW = 180_000;

function cli(args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, "webhook-endpoints", ...args], { env: { ...process.env, LOG_LEVEL: "silent", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

describe("outbound webhooks: an endpoint that fails for too long, and the CLI", () => {
  let b: TestBerth;
  const receivers: Receiver[] = [];
  const env = { ...ENDPOINT_ENV, WEBHOOK_ENDPOINTS_DISABLE_AFTER_MS: "1000", WEBHOOK_ENDPOINTS_RETRY_SCHEDULE: "100ms,100ms" };
  beforeAll(async () => {
    b = await startBerth({ env });
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await b.stop();
  });

  it("disables an endpoint whose every attempt failed for WEBHOOK_ENDPOINTS_DISABLE_AFTER_MS, and an event says so", async () => {
    // A dead receiver: nothing listens on its port on 127.0.0.1, every connection is refused.
    const deadUrl = `http://127.0.0.1:${await freePort()}/hook`;
    const watcher = await startReceiver();
    receivers.push(watcher);
    const ep = await register(b, b.adminKey, { url: deadUrl, event_types: ["deployment.*"], subjects: ["agent-dead"] });
    const watch = await register(b, b.adminKey, { url: watcher.url, event_types: ["webhook_endpoint.disabled"] });
    const d = deploymentsOf(b, b.adminKey, "agent-dead");
    const id = (await d.create({ slot: "primary" })).body.deployment.deployment_id as string;
    const states = ["deploying", "running", "stopped"];
    for (let i = 0; ; i++) {
      const now = await b.request("GET", `/v1/webhook-endpoints/${ep.id}`, { key: b.adminKey });
      if (now.body.endpoint.disabled) break;
      if (i > 40) throw new Error("never disabled");
      // New events keep it trying (and failing) past the period.
      await d.report(id, { actual_state: states[i % 3] });
      await new Promise((r) => setTimeout(r, 150));
    }
    const endpoint = (await b.request("GET", `/v1/webhook-endpoints/${ep.id}`, { key: b.adminKey })).body.endpoint;
    expect(endpoint).toMatchObject({ disabled: true, disabled_reason: "failing" });
    expect(endpoint.disabled_at - endpoint.failing_since).toBeGreaterThanOrEqual(1000);
    const attempts = (await attemptsOf(b, b.adminKey, ep.id, "?limit=100")).body.attempts;
    expect(attempts.length).toBeGreaterThan(1);
    for (const a of attempts) expect(a).toMatchObject({ status: "failed", response_code: null, error: "request failed: ECONNREFUSED" });

    const logged = await b.request("GET", `/v1/events?subject=${ep.id}`, { key: b.adminKey });
    expect(logged.body.events).toHaveLength(1);
    expect(logged.body.events[0]).toMatchObject({ type: "webhook_endpoint.disabled", source: "/berth/webhook-endpoints", data: { endpoint_id: ep.id, reason: "failing", subjects: ["agent-dead"] } });
    await until("the watcher told", () => watcher.deliveries.length >= 1);
    expect(watcher.verify(watcher.deliveries[0]!, watch.secret)).toMatchObject({ type: "webhook_endpoint.disabled", subject: ep.id });
    // Disabled: no more attempts, even as events keep coming.
    const tried = (await attemptsOf(b, b.adminKey, ep.id, "?limit=100")).body.attempts.length;
    await d.report(id, { actual_state: "deploying" });
    await new Promise((r) => setTimeout(r, 500));
    expect((await attemptsOf(b, b.adminKey, ep.id, "?limit=100")).body.attempts.length).toBe(tried);
  });

  it("forgets attempts and finished messages after WEBHOOK_ENDPOINTS_RETENTION_MS, never a pending one", async () => {
    const short = await startBerth({ env: { ...ENDPOINT_ENV, WEBHOOK_ENDPOINTS_RETENTION_MS: "1500" } });
    try {
      const r = await startReceiver();
      receivers.push(r);
      const done = await register(short, short.adminKey, { url: r.url, event_types: ["deployment.*"], subjects: ["agent-old"] });
      const paused = await register(short, short.adminKey, { url: r.url, event_types: ["deployment.*"], subjects: ["agent-old"] });
      await short.request("PATCH", `/v1/webhook-endpoints/${paused.id}`, { key: short.adminKey, body: { disabled: true } });
      await deploymentsOf(short, short.adminKey, "agent-old").create({ slot: "primary" });
      await until("the delivery", async () => (await attemptsOf(short, short.adminKey, done.id)).body.attempts.length === 1);
      await until("the sweep", async () => (await attemptsOf(short, short.adminKey, done.id)).body.attempts.length === 0, 10_000);
      expect((await short.request("POST", `/v1/webhook-endpoints/${done.id}/replay`, { key: short.adminKey, body: { since: 0 } })).body.replayed).toBe(0);
      // The paused endpoint's message is as old, and still pending: kept, and sent once it is enabled.
      await short.request("PATCH", `/v1/webhook-endpoints/${paused.id}`, { key: short.adminKey, body: { disabled: false } });
      await until("the paused endpoint's delivery", () => r.deliveries.length >= 2);
      expect(r.deliveries[0]!.id).toBe(r.deliveries[1]!.id);
    } finally {
      await short.stop();
    }
  });

  it(
    "registers, tests and lists endpoints from the CLI, for a running Berth on the same store to deliver",
    async () => {
      const r = await startReceiver();
      receivers.push(r);
      const cliEnv = { BERTH_DATA_DIR: b.dataDir, ...env };
      const made = await cli(["create", r.url, "--type", "deployment.*", "--subject", "agent-cli", "--description", "from the CLI"], cliEnv);
      expect(made.status, made.stderr).toBe(0);
      const secret = /^(whsec_\S+)$/m.exec(made.stdout)![1]!;
      const id = /^([0-9a-f-]{36})\tlive\tenabled\t/m.exec(made.stdout)![1]!;
      await deploymentsOf(b, b.adminKey, "agent-cli").create({ slot: "primary" });
      await until("the event at the CLI's endpoint", () => r.deliveries.length >= 1);
      expect(r.verify(r.deliveries[0]!, secret)).toMatchObject({ type: "deployment.created", subject: "agent-cli" });

      // Queued by the CLI, delivered by the server: the due note tells it.
      const tested = await cli(["test", id], cliEnv);
      expect(tested.status, tested.stderr).toBe(0);
      const pingId = /queued berth\.ping (\S+) for/.exec(tested.stdout)![1]!;
      await until("the CLI's ping", () => r.deliveries.some((x) => x.id === pingId));
      await until("the ping's attempt", async () => (await attemptsOf(b, b.adminKey, id, `?event_id=${pingId}`)).body.attempts.length === 1);

      const [listed, attempts, refused, wrongWorld] = await Promise.all([
        cli(["list"], cliEnv),
        cli(["attempts", id], cliEnv),
        cli(["create", "http://169.254.169.254/", "--type", "deployment.*"], cliEnv),
        cli(["show", id, "--test"], cliEnv),
      ]);
      expect(listed.stdout).toContain(`${id}\tlive\tenabled\t${r.url}\tdeployment.*\tagent-cli\tfrom the CLI`);
      expect(listed.stdout).not.toContain("whsec_");
      expect(attempts.stdout).toMatch(new RegExp(`\\t${pingId}\\tberth\\.ping\\ttest\\t1\\tdelivered\\t204\\t`));
      expect(refused.status).toBe(64);
      expect(refused.stderr).toContain("WEBHOOK_ENDPOINT_ADDRESS_NOT_ALLOWED");
      expect(wrongWorld.status).toBe(64);
      expect(wrongWorld.stderr).toContain("WEBHOOK_ENDPOINT_NOT_FOUND");
    },
    SLOW,
  );
});
