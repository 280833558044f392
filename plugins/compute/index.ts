import { definePlugin, env, storePort } from "berth/plugin";
import { ComputeService } from "./compute-service.ts";
import { computeGraphQL } from "./graphql.ts";
import { HEARTBEAT_EXPIRY_MS } from "./node-state.ts";
import { computeRoutes } from "./routes.ts";

export const computePlugin = definePlugin({
  name: "compute",
  description: "Compute node heartbeats and health.",
  needs: { ports: [storePort] },
  config: {
    COMPUTE_HEARTBEAT_EXPIRY_MS: env.integer({
      description: "Age after which a node's last heartbeat counts as expired, ms. The interface fixes 30 s; change it only for tests.",
      default: HEARTBEAT_EXPIRY_MS,
      min: 100,
    }),
  },
  setup: (ctx) => {
    const service = new ComputeService(ctx.port(storePort), ctx.config.COMPUTE_HEARTBEAT_EXPIRY_MS);
    return { service, routes: computeRoutes(service), graphql: (kit) => computeGraphQL(kit, service) };
  },
});

export default computePlugin;
