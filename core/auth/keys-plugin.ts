import { Type } from "typebox";
import { definePlugin } from "../plugin/define-plugin.ts";
import { defineRoute } from "../http/route.ts";
import { validateInput } from "../http/validation.ts";
import { Forbidden } from "../errors/berth-error.ts";
import { callerOf } from "../../schema/context.ts";
import { requireAdmin, type ApiKeyView, type KeyService } from "./key-service.ts";
import type { Mode, Principal, Role } from "./principal.ts";

const PassportId = Type.String({ minLength: 1, maxLength: 128, pattern: "^[A-Za-z0-9][A-Za-z0-9._:-]*$" });

const KeyView = Type.Object({
  key_id: Type.String(),
  role: Type.Enum(["admin", "agent"]),
  mode: Type.Enum(["live", "test"]),
  passports: Type.Array(Type.String()),
  label: Type.Union([Type.String(), Type.Null()]),
  hint: Type.String({ description: "Last four characters of the key." }),
  created_at: Type.Integer({ description: "Unix ms." }),
  revoked_at: Type.Union([Type.Integer(), Type.Null()]),
});

const CreateKeyBody = Type.Object(
  {
    role: Type.Enum(["admin", "agent"]),
    mode: Type.Optional(Type.Enum(["live", "test"], { description: "Defaults to the mode of the calling key; must equal it." })),
    passports: Type.Optional(Type.Array(PassportId, { maxItems: 100, description: "Passports an agent key may act for." })),
    label: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

interface CreateKeyArgs {
  role: Role;
  mode?: Mode;
  passports?: string[];
  label?: string;
}

/** An admin may only issue keys of its own world: a test admin must not mint live keys. */
async function createKey(keys: KeyService, caller: Principal, input: CreateKeyArgs) {
  requireAdmin(caller);
  const mode = input.mode ?? caller.mode;
  if (mode !== caller.mode) {
    throw new Forbidden("MODE_MISMATCH", `a ${caller.mode} admin key can only issue ${caller.mode} keys`, { key_mode: caller.mode, requested: mode });
  }
  return keys.create({ role: input.role, mode, passports: input.passports, label: input.label ?? null });
}

/** Key management over the API, for admins. The CLI (`berth keys ...`) does the same offline. */
export function keysPlugin(keys: KeyService) {
  return definePlugin({
    name: "keys",
    description: "API key management for admins.",
    setup: () => ({
      routes: [
        defineRoute({
          method: "POST",
          url: "/v1/admin/keys",
          auth: "admin",
          summary: "Issue an API key",
          description: "Answers the key once, in `token`; only its hash is stored.",
          tags: ["keys"],
          body: CreateKeyBody,
          response: { 201: Type.Object({ success: Type.Literal(true), token: Type.String(), key: KeyView }) },
          errors: [403],
          handler: async (req) => {
            const { token, key } = await createKey(keys, req.caller, req.body as CreateKeyArgs);
            return { success: true, token, key };
          },
        }),
        defineRoute({
          method: "GET",
          url: "/v1/admin/keys",
          auth: "admin",
          summary: "List API keys of the caller's world",
          tags: ["keys"],
          querystring: Type.Object({ include_revoked: Type.Optional(Type.Boolean({ default: false })) }, { additionalProperties: false }),
          response: { 200: Type.Object({ success: Type.Literal(true), keys: Type.Array(KeyView) }) },
          errors: [403],
          handler: async (req) => ({
            success: true,
            keys: await keys.list({ mode: req.caller.mode, includeRevoked: req.query.include_revoked === true }),
          }),
        }),
        defineRoute({
          method: "DELETE",
          url: "/v1/admin/keys/:keyId",
          auth: "admin",
          summary: "Revoke an API key",
          description: "Takes effect on the next request. Revoking a revoked key answers it unchanged.",
          tags: ["keys"],
          params: Type.Object({ keyId: Type.String({ minLength: 1, maxLength: 64 }) }),
          response: { 200: Type.Object({ success: Type.Literal(true), key: KeyView }) },
          errors: [403, 404],
          handler: async (req) => ({ success: true, key: await keys.revoke(req.params.keyId, req.caller.mode) }),
        }),
      ],
      graphql: ({ builder }) => {
        const ApiKey = builder.objectRef<ApiKeyView>("ApiKey").implement({
          description: "An API key, without its secret.",
          fields: (t) => ({
            keyId: t.exposeID("key_id"),
            role: t.exposeString("role"),
            mode: t.exposeString("mode"),
            passports: t.exposeStringList("passports"),
            label: t.exposeString("label", { nullable: true }),
            hint: t.exposeString("hint"),
            createdAt: t.exposeFloat("created_at", { description: "Unix ms." }),
            revokedAt: t.exposeFloat("revoked_at", { nullable: true }),
          }),
        });
        const Issued = builder.objectRef<{ token: string; key: ApiKeyView }>("IssuedApiKey").implement({
          fields: (t) => ({
            token: t.exposeString("token", { description: "The key itself: shown once, store it now." }),
            key: t.field({ type: ApiKey, resolve: (r) => r.key }),
          }),
        });
        builder.queryField("apiKeys", (t) =>
          t.field({
            type: [ApiKey],
            description: "Keys of the caller's world (admin only).",
            args: { includeRevoked: t.arg.boolean({ required: false }) },
            resolve: (_root, args, ctx) => {
              const caller = callerOf(ctx);
              requireAdmin(caller);
              return keys.list({ mode: caller.mode, includeRevoked: args.includeRevoked === true });
            },
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
            resolve: (_root, args, ctx) => {
              const input = validateInput<CreateKeyArgs>(CreateKeyBody, {
                role: args.role,
                ...(args.mode != null ? { mode: args.mode } : {}),
                ...(args.passports != null ? { passports: args.passports } : {}),
                ...(args.label != null ? { label: args.label } : {}),
              });
              return createKey(keys, callerOf(ctx), input);
            },
          }),
        );
        builder.mutationField("revokeApiKey", (t) =>
          t.field({
            type: ApiKey,
            description: "Revoke an API key (admin only).",
            args: { keyId: t.arg.id({ required: true }) },
            resolve: (_root, args, ctx) => {
              const caller = callerOf(ctx);
              requireAdmin(caller);
              return keys.revoke(String(args.keyId), caller.mode);
            },
          }),
        );
      },
    }),
  });
}
