import { Degraded, definePlugin, eventLogPort, storePort } from "berth/plugin";
import { deploymentsPlugin } from "berth/plugins/deployments";
import { webhookProviders } from "./provider-point.ts";
import { webhooksRoutes } from "./routes.ts";
import { webhookUnmatched } from "./events.ts";
import { webhooksCommand } from "./webhooks-command.ts";
import { WebhooksService } from "./webhooks-service.ts";

export const webhooksPlugin = definePlugin({
  name: "webhooks",
  description: "POST /v1/webhooks/{provider}: verified provider deliveries become deployment changes and events.",
  needs: { ports: [storePort, eventLogPort], plugins: [deploymentsPlugin] },
  events: [webhookUnmatched],
  commands: [webhooksCommand],
  setup: (ctx) => {
    const providers = ctx.provide(webhookProviders);
    const service = new WebhooksService(providers, ctx.port(storePort), ctx.port(eventLogPort), ctx.plugin(deploymentsPlugin));
    // Ready without them, but an operator should see which providers refuse every delivery.
    ctx.readiness.add("webhooks", async () => {
      const missing = providers.entries().filter(([, p]) => p.secrets.live.length === 0 && p.secrets.test.length === 0).map(([name]) => name);
      if (missing.length > 0) throw new Degraded(`no secret configured, deliveries refused: ${missing.join(", ")}`);
    });
    return { service, routes: webhooksRoutes(service) };
  },
});

export default webhooksPlugin;

// What provider plugins (in-repo and npm packages) build on.
export { webhookProviders, type NormalizedDelivery, type SignatureScheme, type StatusMapping, type Verified, type WebhookProvider, type WebhookRequest } from "./provider-point.ts";
export { checkTextSecret, checkTimestamp, guessableSecret, hmacSha256, MIN_DISTINCT_BYTES, MIN_SECRET_LENGTH, PLACEHOLDER_WORDS, sameBytes, sameMac, standardWebhooks, TOLERANCE_MS, urlToken } from "./signatures.ts";
export { webhookSecrets, webhookSecretsConfig } from "./secrets-config.ts";
export { webhookErrors } from "./errors.ts";
export { at, firstText, text, timeOf } from "./payload-fields.ts";
