import { chainsPort, definePlugin, env, storePort } from "berth/plugin";
import { AllowanceTurns } from "./allowance-turns.ts";
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
    const timeout = ctx.config.ESCROW_RECEIPT_TIMEOUT_MS;
    // A creation holds its token's turn for an approval's receipt and two sends: renewed meanwhile,
    // taken over after twice the receipt timeout if its process dies; others wait up to that long.
    const allowances = new AllowanceTurns(ctx.port(storePort), 2 * timeout, 2 * timeout);
    const service = new EscrowService(ctx.port(chainsPort), timeout, new EscrowOwners(ctx.port(storePort)), allowances);
    return { service, routes: escrowRoutes(service), graphql: (kit) => escrowGraphQL(kit, service) };
  },
});

export default escrowPlugin;
