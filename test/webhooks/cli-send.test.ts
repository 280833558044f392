import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../core/host/host.ts";
import { spawnBerth } from "../support/spawn-berth.ts";
import { send, tempDir } from "../support/test-berth.ts";
import { webhookEnv } from "./webhook-helpers.ts";

function berth(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [join(REPO_ROOT, "bin", "berth.js"), ...args], { env: { ...process.env, ...env }, encoding: "utf8", timeout: 60_000 });
}

describe("berth webhooks send", () => {
  it("signs a provider's fixture as the provider would and a running Berth applies it", { timeout: 120_000 }, async () => {
    const env = { ...webhookEnv(), BERTH_DATA_DIR: tempDir(), CHAINS: "none" };
    const admin = /^(bk_live_\S+)$/m.exec(berth(["keys", "create", "--role", "admin"], env).stdout)![1]!;
    const server = await spawnBerth(env);
    try {
      const made = await send(server.url, "POST", "/v1/agents/agent-cli/deployments", { key: admin, body: { provider: "railway", descriptor: {}, provider_deployment_id: "rw-cli-1" } });
      const id = made.body.deployment.deployment_id;
      const list = berth(["webhooks", "list"], env);
      expect(list.stdout).toMatch(/^railway\turl-token\tlive\+test\t/m);
      for (const [provider, fixture, deployment] of [["railway", "deployed", "rw-cli-1"], ["akash", "ready", "4711"]]) {
        const sent = berth(["webhooks", "send", provider!, fixture!, "--deployment", deployment!, "--url", server.url], env);
        expect(sent.status, sent.stderr).toBe(0);
        expect(sent.stdout).toMatch(/^20[02] \{"success":true,"event_id":"[0-9a-f-]{36}"/);
      }
      const read = await send(server.url, "GET", `/v1/deployments/${id}`, { key: admin });
      expect(read.body.deployment).toMatchObject({ actual_state: "running", health: "healthy" });
      const bad = berth(["webhooks", "send", "railway", "no-such-fixture", "--url", server.url], env);
      expect(bad.status).toBe(64);
      expect(bad.stderr).toContain("has no fixture no-such-fixture");
    } finally {
      server.child.kill("SIGTERM");
    }
  });
});
