import { callerOf, graphqlInput, objectType, type SchemaKit } from "berth/plugin";
import type { RegisterInput, RegistrationService } from "./identity-service.ts";
import { RegisterBody, RegistrationSchema } from "./schemas.ts";

export function identityGraphQL({ builder }: SchemaKit, service: RegistrationService): void {
  const Registration = objectType(builder, "AgentRegistration", RegistrationSchema, { omit: ["success"] });
  builder.mutationField("registerAgent", (t) =>
    t.field({
      type: Registration,
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
      resolve: (_r, args, ctx) => service.register(callerOf(ctx), graphqlInput<RegisterInput>(RegisterBody, args)),
    }),
  );
}
