import { definePlugin, env, eventLogPort, storePort } from "berth/plugin";
import { ADDRESS_FAMILIES } from "./addresses.ts";
import { payoutsGraphQL } from "./graphql.ts";
import { PayoutsService } from "./payouts-service.ts";
import { payoutsRoutes } from "./routes.ts";
import { payoutCreated } from "./events.ts";

export const payoutsPlugin = definePlugin({
  name: "payouts",
  description: "Payout runs: exact splits, a payout hash, a Merkle proof per recipient, history and verification.",
  needs: { ports: [storePort, eventLogPort] },
  events: [payoutCreated],
  config: {
    PAYOUT_ADDRESS_FAMILIES: env.list({
      description: "Recipient address families accepted, comma-separated: solana (32-byte base58 public keys), evm (0x addresses, EIP-55 checked when mixed case).",
      default: [...ADDRESS_FAMILIES],
      values: ADDRESS_FAMILIES,
    }),
  },
  setup: (ctx) => {
    const service = new PayoutsService(ctx.port(storePort), ctx.port(eventLogPort), ctx.config.PAYOUT_ADDRESS_FAMILIES);
    return { service, routes: payoutsRoutes(service), graphql: (kit) => payoutsGraphQL(kit, service) };
  },
});

export default payoutsPlugin;
