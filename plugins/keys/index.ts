import { apiKeysPort, definePlugin } from "berth/plugin";
import { keysGraphQL } from "./graphql.ts";
import { keysCommand } from "./keys-command.ts";
import { KeysService } from "./keys-service.ts";
import { keysRoutes } from "./routes.ts";

export const keysPlugin = definePlugin({
  name: "keys",
  description: "API key management: admin routes, GraphQL, and `berth keys` without a server.",
  needs: { ports: [apiKeysPort] },
  commands: [keysCommand],
  setup: (ctx) => {
    const service = new KeysService(ctx.port(apiKeysPort));
    return { service, routes: keysRoutes(service), graphql: (kit) => keysGraphQL(kit, service) };
  },
});

export default keysPlugin;
