import { Type } from "typebox";
import { SuccessTrue } from "../../core/http/common-schemas.ts";
import { defineRoute } from "../../core/http/route.ts";
import { definePlugin } from "../../core/plugin/define-plugin.ts";
import type { ChainHandle } from "../../core/ports/chains.ts";
import { callerOf } from "../../schema/context.ts";

export interface ChainInfo {
  name: string;
  chain_id: number;
  mode: "test" | "live";
  identity_registry: string;
  escrow: string | null;
  test_token: string | null;
  signer: string;
  rpc_url: string | null;
}

function info(c: ChainHandle): ChainInfo {
  return {
    name: c.name,
    chain_id: c.chainId,
    mode: c.mode,
    identity_registry: c.contracts.identityRegistry,
    escrow: c.contracts.escrow,
    test_token: c.contracts.testToken,
    signer: c.signer,
    rpc_url: c.publicRpcUrl,
  };
}

const Address = Type.String();
const Chain = Type.Object({
  name: Type.String(),
  chain_id: Type.Integer(),
  mode: Type.Enum(["test", "live"]),
  identity_registry: Address,
  escrow: Type.Union([Address, Type.Null()]),
  test_token: Type.Union([Address, Type.Null()]),
  signer: Address,
  rpc_url: Type.Union([Type.String(), Type.Null()], { description: "Shown for the local devnet only; remote RPC URLs often embed API keys." }),
});

export const chainsPlugin = definePlugin({
  name: "chains",
  description: "GET /v2/chains: the chains this Berth is configured for, with contract addresses.",
  needs: { ports: ["chains"] },
  setup: (ctx) => {
    const chains = ctx.port("chains");
    // A key sees the chains of its own world: test keys the test chains, live keys the live ones.
    const list = (mode: "test" | "live") => chains.list().filter((c) => c.mode === mode).map(info);
    return {
      routes: [
        defineRoute({
          method: "GET",
          url: "/v2/chains",
          auth: "key",
          summary: "List configured chains of the caller's world",
          tags: ["chains"],
          response: { 200: Type.Object({ success: SuccessTrue, chains: Type.Array(Chain) }) },
          handler: async (req) => ({ success: true, chains: list(req.caller.mode) }),
        }),
      ],
      graphql: ({ builder }) => {
        const Ref = builder.objectRef<ChainInfo>("ChainInfo").implement({
          fields: (t) => ({
            name: t.exposeString("name"),
            chainId: t.exposeInt("chain_id"),
            mode: t.exposeString("mode"),
            identityRegistry: t.exposeString("identity_registry"),
            escrow: t.exposeString("escrow", { nullable: true }),
            testToken: t.exposeString("test_token", { nullable: true }),
            signer: t.exposeString("signer"),
            rpcUrl: t.exposeString("rpc_url", { nullable: true }),
          }),
        });
        builder.queryField("chains", (t) => t.field({ type: [Ref], resolve: (_r, _a, gctx) => list(callerOf(gctx).mode) }));
      },
    };
  },
});

export default chainsPlugin;
