import { callerOf, graphqlInput, objectType, type SchemaKit } from "berth/plugin";
import type { CreateKeyArgs, KeysService } from "./keys-service.ts";
import { CreateKeyBody, IssuedKeySchema, KeyViewSchema } from "./schemas.ts";

export function keysGraphQL({ builder }: SchemaKit, service: KeysService): void {
  const ApiKey = objectType(builder, "ApiKey", KeyViewSchema);
  const Issued = objectType(builder, "IssuedApiKey", IssuedKeySchema, { types: { key: ApiKey } });
  builder.queryField("apiKeys", (t) =>
    t.field({
      type: [ApiKey],
      description: "Keys of the caller's world (admin only).",
      args: { includeRevoked: t.arg.boolean({ required: false }) },
      resolve: (_root, args, ctx) => service.list(callerOf(ctx), args.includeRevoked === true),
    }),
  );
  builder.mutationField("createApiKey", (t) =>
    t.field({
      type: Issued,
      description: "Issue an API key (admin only).",
      args: {
        role: t.arg.string({ required: true }),
        mode: t.arg.string({ required: false }),
        passports: t.arg.stringList({ required: false }),
        label: t.arg.string({ required: false }),
      },
      resolve: (_root, args, ctx) => service.create(callerOf(ctx), graphqlInput<CreateKeyArgs>(CreateKeyBody, args)),
    }),
  );
  builder.mutationField("revokeApiKey", (t) =>
    t.field({
      type: ApiKey,
      description: "Revoke an API key (admin only).",
      args: { keyId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => service.revoke(callerOf(ctx), String(args.keyId)),
    }),
  );
}
