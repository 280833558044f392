import { contribution, definePlugin } from "berth/plugin";
import { standardWebhooks, webhookProviders, webhookSecrets, webhookSecretsConfig, webhooksPlugin } from "berth/plugins/webhooks";
import { nosanaProvider } from "./nosana-provider.ts";

export const nosanaPlugin = definePlugin({
  name: "provider-nosana",
  description: "Nosana deployment and job state, forwarded by a relay with Standard Webhooks.",
  needs: { plugins: [webhooksPlugin] },
  config: webhookSecretsConfig("nosana", standardWebhooks),
  contributes: (config) => [contribution(webhookProviders, "nosana", nosanaProvider(webhookSecrets(config, "nosana")))],
});

export default nosanaPlugin;
