import { describe, expect, it } from "vitest";
import { deploymentsOf } from "../deployments/deployment-helpers.ts";
import { projectDir, writePackage } from "../support/plugin-package.ts";
import { startBerth } from "../support/test-berth.ts";
import { deliverStandard, SECRETS } from "./webhook-helpers.ts";

// A provider as a third party would publish it: only berth/plugin and the webhooks plugin's public entry.
const VERCEL = `
import { contribution, definePlugin } from "berth/plugin";
import { standardWebhooks, text, webhookErrors, webhookProviders, webhookSecrets, webhookSecretsConfig, webhooksPlugin } from "berth/plugins/webhooks";

const STATUS = { BUILDING: { actual_state: "deploying" }, READY: { actual_state: "running", health: "healthy" }, ERROR: { actual_state: "failed", health: "unhealthy" }, CANCELED: { actual_state: "terminated" } };

export default definePlugin({
  name: "provider-vercel",
  needs: { plugins: [webhooksPlugin] },
  config: webhookSecretsConfig("vercel", standardWebhooks),
  contributes: (config) => [
    contribution(webhookProviders, "vercel", {
      title: "Vercel deployments, relayed with Standard Webhooks",
      scheme: standardWebhooks,
      secrets: webhookSecrets(config, "vercel"),
      statusMap: STATUS,
      fixtures: { ready: (o) => ({ payload: { deployment: { id: o.provider_deployment_id, readyState: "READY", url: "agent.vercel.app" } } }) },
      normalize(payload) {
        const id = text(payload, "payload.deployment.id");
        const state = text(payload, "payload.deployment.readyState");
        if (!id || !state) throw webhookErrors.unreadable("vercel", [{ field: "payload.deployment", problem: "needs id and readyState" }]);
        return { provider_deployment_id: id, raw_status: state, url: "https://" + text(payload, "payload.deployment.url") };
      },
    }),
  ],
});
`;

describe("a third-party webhook provider from an npm package", () => {
  it("is enabled with BERTH_PLUGINS and receives signed deliveries like the in-repo ones", async () => {
    const dir = projectDir("berth-provider-");
    writePackage(dir, "@acme/berth-provider-vercel", VERCEL);
    const b = await startBerth({ env: { BERTH_PLUGINS: "@acme/berth-provider-vercel", BERTH_PLUGIN_DIR: dir, WEBHOOK_SECRET_VERCEL: SECRETS.standard } });
    try {
      const d = deploymentsOf(b, b.adminKey, "agent-vercel");
      const id = (await d.create({ provider: "vercel", provider_deployment_id: "dpl_89ab", slot: "primary" })).body.deployment.deployment_id;
      const answer = await deliverStandard(b, "vercel", { type: "deployment.succeeded", payload: { deployment: { id: "dpl_89ab", readyState: "READY", url: "agent-89ab.vercel.app" } } });
      expect(answer.status).toBe(200);
      expect((await d.get(id)).body.deployment).toMatchObject({ actual_state: "running", health: "healthy", url: "https://agent-89ab.vercel.app" });
      expect((await deliverStandard(b, "vercel", { payload: {} })).body.error_code).toBe("WEBHOOK_PAYLOAD_UNREADABLE");
      expect((await deliverStandard(b, "vercel", { payload: {} }, { secret: SECRETS.rotated })).body.error_code).toBe("WEBHOOK_SIGNATURE_INVALID");
    } finally {
      await b.stop();
    }
  });
});
