import { chainsPort, definePlugin, env, storePort } from "berth/plugin";
import { EscrowOwners } from "./escrow-owners.ts";
import { EscrowService } from "./escrow-service.ts";
import { escrowGraphQL } from "./graphql.ts";
import { escrowRoutes } from "./routes.ts";

export const escrowPlugin = definePlugin({
  name: "escrow",
  description: "Time-locked ERC-20 escrow: create, read, release, refund.",
  needs: { ports: [chainsPort, storePort] },
  config: {
    ESCROW_RECEIPT_TIMEOUT_MS: env.integer({ description: "How long escrow writes wait for a receipt before answering confirmed:false, ms.", default: 30_000, min: 100 }),
  },
  setup: (ctx) => {
    const service = new EscrowService(ctx.port(chainsPort), ctx.config.ESCROW_RECEIPT_TIMEOUT_MS, new EscrowOwners(ctx.port(storePort)));
    return { service, routes: escrowRoutes(service), graphql: (kit) => escrowGraphQL(kit, service) };
  },
});

export default escrowPlugin;
