import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../core/host/host.ts";
import { deploymentsOf } from "../deployments/deployment-helpers.ts";
import { codeBlocks, docSection } from "../support/docs.ts";
import { freePort } from "../support/free-port.ts";
import { startBerth, tempDir, type TestBerth } from "../support/test-berth.ts";
import { attemptsOf, ENDPOINT_ENV, register } from "./endpoint-helpers.ts";
import { until } from "./receiver.ts";

/** The receiver example of docs/outbound-webhooks.md, as written. */
function receiverExample(): string {
  const example = codeBlocks(docSection("docs/outbound-webhooks.md", "## Receive and verify deliveries"), "js")[0];
  if (example === undefined) throw new Error("docs/outbound-webhooks.md has no receiver example (a js block under \"Receive and verify deliveries\")");
  return example;
}

describe("the outbound webhook receiver example of docs/outbound-webhooks.md", () => {
  let b: TestBerth;
  let receiver: ChildProcess | undefined;
  beforeAll(async () => {
    b = await startBerth({ env: ENDPOINT_ENV });
  });
  afterAll(async () => {
    receiver?.kill();
    await b.stop();
  });

  it("verifies Berth's deliveries with standardwebhooks, handles each event once, and refuses a forged one", async () => {
    // A folder of its own with standardwebhooks installed, as a user's project would have it.
    const dir = tempDir("berth-receiver-");
    mkdirSync(join(dir, "node_modules"));
    symlinkSync(join(REPO_ROOT, "node_modules", "standardwebhooks"), join(dir, "node_modules", "standardwebhooks"), "dir");
    writeFileSync(join(dir, "receiver.mjs"), receiverExample());
    const port = await freePort();
    const ep = await register(b, b.adminKey, { url: `http://127.0.0.1:${port}/hook`, event_types: ["deployment.*"], subjects: ["agent-readme"] });
    let out = "";
    receiver = spawn(process.execPath, ["receiver.mjs"], { cwd: dir, env: { ...process.env, WEBHOOK_SECRET: ep.secret, PORT: String(port) } });
    receiver.stdout!.on("data", (d: Buffer) => (out += d.toString()));
    receiver.stderr!.on("data", (d: Buffer) => (out += d.toString()));
    await until("the receiver listening", async () => (await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "{}" }).then((r) => r.status, () => 0)) === 401);

    await deploymentsOf(b, b.adminKey, "agent-readme").create({ slot: "primary", revision: "readme" });
    await until("the receiver's line", () => out.includes("deployment.created agent-readme"));
    const [event] = (await b.request("GET", "/v1/events?subject=agent-readme", { key: b.adminKey })).body.events;
    // Sent again (a replay): delivered (204) and not handled twice.
    await b.request("POST", `/v1/webhook-endpoints/${ep.id}/replay`, { key: b.adminKey, body: { event_id: event.id } });
    await until("the replay delivered", async () => (await attemptsOf(b, b.adminKey, ep.id)).body.attempts.length === 2);
    const attempts = (await attemptsOf(b, b.adminKey, ep.id)).body.attempts;
    expect(attempts.map((a: { status: string; response_code: number }) => [a.status, a.response_code])).toEqual([
      ["delivered", 204],
      ["delivered", 204],
    ]);
    expect(out.trim().split("\n")).toEqual([`deployment.created agent-readme ${JSON.stringify(event.data)}`]);
    // Forged: the right shape, another secret's signature.
    const forged = await fetch(`http://127.0.0.1:${port}/hook`, {
      method: "POST",
      headers: { "webhook-id": event.id, "webhook-timestamp": String(Math.floor(Date.now() / 1000)), "webhook-signature": "v1,bm90IHRoZSByaWdodCBzaWduYXR1cmUgYXQgYWxsIQ==" },
      body: JSON.stringify(event),
    });
    expect(forged.status).toBe(401);
  });
});
