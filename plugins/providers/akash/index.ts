import { contribution, definePlugin } from "berth/plugin";
import { standardWebhooks, webhookProviders, webhookSecrets, webhookSecretsConfig, webhooksPlugin } from "berth/plugins/webhooks";
import { akashProvider } from "./akash-provider.ts";

export const akashPlugin = definePlugin({
  name: "provider-akash",
  description: "Akash Network deployment state, forwarded by a relay with Standard Webhooks.",
  needs: { plugins: [webhooksPlugin] },
  config: webhookSecretsConfig("akash", standardWebhooks),
  contributes: (config) => [contribution(webhookProviders, "akash", akashProvider(webhookSecrets(config, "akash")))],
});

export default akashPlugin;
