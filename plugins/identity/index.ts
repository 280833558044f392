import { chainsPort, definePlugin, env } from "berth/plugin";
import { identityGraphQL } from "./graphql.ts";
import { RegistrationService } from "./identity-service.ts";
import { identityRoutes } from "./routes.ts";

export const identityPlugin = definePlugin({
  name: "identity",
  description: "POST /v2/agents/register: ERC-8004 agent registration.",
  needs: { ports: [chainsPort] },
  config: {
    CHAIN_RECEIPT_TIMEOUT_MS: env.integer({
      description: "How long registration and escrow calls wait for a receipt before answering confirmed:false, ms.",
      default: 30_000,
      min: 100,
    }),
  },
  setup: (ctx) => {
    const service = new RegistrationService(ctx.port(chainsPort), ctx.config.CHAIN_RECEIPT_TIMEOUT_MS);
    return { service, routes: identityRoutes(service), graphql: (kit) => identityGraphQL(kit, service) };
  },
});

export default identityPlugin;
