import { definePlugin } from "berth/plugin";
import { healthGraphQL } from "./graphql.ts";
import { HealthService } from "./health-service.ts";
import { healthRoutes } from "./routes.ts";

export const healthPlugin = definePlugin({
  name: "health",
  description: "GET /health/ready: the readiness probe over every registered dependency.",
  setup: (ctx) => {
    const service = new HealthService(ctx.readiness);
    return { service, routes: healthRoutes(service), graphql: (kit) => healthGraphQL(kit, service) };
  },
});

export default healthPlugin;
