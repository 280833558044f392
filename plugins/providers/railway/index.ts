import { contribution, definePlugin } from "berth/plugin";
import { urlToken, webhookProviders, webhookSecrets, webhookSecretsConfig, webhooksPlugin } from "berth/plugins/webhooks";
import { railwayProvider } from "./railway-provider.ts";

export const railwayPlugin = definePlugin({
  name: "provider-railway",
  description: "Railway deployment webhooks (token in the URL).",
  needs: { plugins: [webhooksPlugin] },
  config: webhookSecretsConfig("railway", urlToken),
  contributes: (config) => [contribution(webhookProviders, "railway", railwayProvider(webhookSecrets(config, "railway")))],
});

export default railwayPlugin;
