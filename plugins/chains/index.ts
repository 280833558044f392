import { chainsPort, definePlugin } from "berth/plugin";
import { ChainsService } from "./chains-service.ts";
import { chainsGraphQL } from "./graphql.ts";
import { chainsRoutes } from "./routes.ts";

export const chainsPlugin = definePlugin({
  name: "chains",
  description: "GET /v2/chains: the chains this Berth is configured for, with contract addresses.",
  needs: { ports: [chainsPort] },
  setup: (ctx) => {
    const service = new ChainsService(ctx.port(chainsPort));
    return { service, routes: chainsRoutes(service), graphql: (kit) => chainsGraphQL(kit, service) };
  },
});

export default chainsPlugin;
