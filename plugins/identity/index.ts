import { env } from "../../core/config/config-var.ts";
import { defineRoute } from "../../core/http/route.ts";
import { validateInput } from "../../core/http/validation.ts";
import { definePlugin } from "../../core/plugin/define-plugin.ts";
import { callerOf } from "../../schema/context.ts";
import { RegistrationService, type RegisterInput, type Registration } from "./registration-service.ts";
import { RegisterBody, RegistrationAnswer } from "./schemas.ts";

export const identityPlugin = definePlugin({
  name: "identity",
  description: "POST /v2/agents/register: ERC-8004 agent registration.",
  needs: { ports: ["chains"] },
  config: {
    CHAIN_RECEIPT_TIMEOUT_MS: env.integer({
      description: "How long registration and escrow calls wait for a receipt before answering confirmed:false, ms.",
      default: 30_000,
      min: 100,
    }),
  },
  setup: (ctx) => {
    const service = new RegistrationService(ctx.port("chains"), ctx.config.CHAIN_RECEIPT_TIMEOUT_MS);
    return {
      service,
      routes: [
        defineRoute({
          method: "POST",
          url: "/v2/agents/register",
          auth: "key",
          idempotent: true,
          summary: "Register an agent on a chain's ERC-8004 IdentityRegistry",
          description:
            "Calls register(metadata_uri, metadata); name, description, endpoints, capabilities and wallets become metadata entries. Waits for the receipt up to CHAIN_RECEIPT_TIMEOUT_MS, else answers confirmed:false with the tx hash. Send Idempotency-Key to make retries safe.",
          tags: ["identity"],
          body: RegisterBody,
          response: { 200: RegistrationAnswer },
          errors: [403, 409, 502],
          handler: async (req) => service.register(req.caller, req.body),
        }),
      ],
      graphql: ({ builder }) => {
        const Ref = builder.objectRef<Registration>("AgentRegistration").implement({
          fields: (t) => ({
            chainId: t.exposeString("chain_id"),
            txHash: t.exposeString("tx_hash"),
            confirmed: t.exposeBoolean("confirmed"),
            blockNumber: t.exposeFloat("block_number", { nullable: true }),
            agentId: t.exposeString("agent_id", { nullable: true, description: "ERC-8004 agent id (uint256 as a decimal string)." }),
            owner: t.field({ type: "Address", resolve: (r) => r.owner }),
            identityRegistry: t.field({ type: "Address", resolve: (r) => r.identity_registry }),
          }),
        });
        builder.mutationField("registerAgent", (t) =>
          t.field({
            type: Ref,
            description: "Same as POST /v2/agents/register.",
            args: {
              chainId: t.arg.string({ required: true }),
              metadataUri: t.arg.string({ required: true }),
              name: t.arg.string(),
              description: t.arg.string(),
              endpoints: t.arg.stringList(),
              capabilities: t.arg.stringList(),
              wallets: t.arg.stringList(),
            },
            resolve: (_r, a, gctx) => {
              const input = validateInput<RegisterInput>(RegisterBody, {
                chain_id: a.chainId,
                metadata_uri: a.metadataUri,
                ...(a.name != null ? { name: a.name } : {}),
                ...(a.description != null ? { description: a.description } : {}),
                ...(a.endpoints != null ? { endpoints: a.endpoints } : {}),
                ...(a.capabilities != null ? { capabilities: a.capabilities } : {}),
                ...(a.wallets != null ? { wallets: a.wallets } : {}),
              });
              return service.register(callerOf(gctx), input);
            },
          }),
        );
      },
    };
  },
});

export default identityPlugin;
