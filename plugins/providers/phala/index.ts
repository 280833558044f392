import { contribution, definePlugin } from "berth/plugin";
import { webhookProviders, webhookSecrets, webhookSecretsConfig, webhooksPlugin } from "berth/plugins/webhooks";
import { phalaProvider } from "./phala-provider.ts";
import { phalaHmac } from "./phala-scheme.ts";

export const phalaPlugin = definePlugin({
  name: "provider-phala",
  description: "Phala Cloud CVM webhooks (X-Webhook-Signature).",
  needs: { plugins: [webhooksPlugin] },
  config: webhookSecretsConfig("phala", phalaHmac),
  contributes: (config) => [contribution(webhookProviders, "phala", phalaProvider(webhookSecrets(config, "phala")))],
});

export default phalaPlugin;
