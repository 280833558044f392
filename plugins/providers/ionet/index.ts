import { contribution, definePlugin } from "berth/plugin";
import { standardWebhooks, webhookProviders, webhookSecrets, webhookSecretsConfig, webhooksPlugin } from "berth/plugins/webhooks";
import { ionetProvider } from "./ionet-provider.ts";

export const ionetPlugin = definePlugin({
  name: "provider-ionet",
  description: "io.net deployment state, forwarded by a relay with Standard Webhooks.",
  needs: { plugins: [webhooksPlugin] },
  config: webhookSecretsConfig("ionet", standardWebhooks),
  contributes: (config) => [contribution(webhookProviders, "ionet", ionetProvider(webhookSecrets(config, "ionet")))],
});

export default ionetPlugin;
