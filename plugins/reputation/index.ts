import { definePlugin } from "berth/plugin";
import { reputationGraphQL } from "./graphql.ts";
import { ReputationService } from "./reputation-service.ts";
import { reputationRoutes } from "./routes.ts";

export const reputationPlugin = definePlugin({
  name: "reputation",
  description: "GET /v2/reputation/algorithms: the reputation scoring algorithms.",
  setup: () => {
    const service = new ReputationService();
    return { service, routes: reputationRoutes(service), graphql: (kit) => reputationGraphQL(kit, service) };
  },
});

export default reputationPlugin;
