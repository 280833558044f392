import { definePlugin, eventLogPort, storePort } from "berth/plugin";
import { DeploymentsService } from "./deployments-service.ts";
import { deploymentsGraphQL } from "./graphql.ts";
import { deploymentsRoutes } from "./routes.ts";

export const deploymentsPlugin = definePlugin({
  name: "deployments",
  description: "Blue/green deployments of agents: records, status reports, promote, rollback, deployment events.",
  needs: { ports: [storePort, eventLogPort] },
  setup: (ctx) => {
    const service = new DeploymentsService(ctx.port(storePort), ctx.port(eventLogPort));
    return { service, routes: deploymentsRoutes(service), graphql: (kit) => deploymentsGraphQL(kit, service) };
  },
});

export default deploymentsPlugin;
