import { PassportIdSchema, SuccessTrue, Type, UnixMs } from "berth/plugin";

export const KeyViewSchema = Type.Object(
  {
    key_id: Type.String({ examples: ["key_8f3a2c1d9e7b40a6b5c2"] }),
    role: Type.Enum(["admin", "agent", "viewer"], { examples: ["agent"], description: "admin: reads and changes everything of its world; viewer: reads what an admin reads and changes nothing; agent: only its passports." }),
    mode: Type.Enum(["live", "test"]),
    passports: Type.Array(Type.String()),
    label: Type.Union([Type.String({ examples: ["ci runner"] }), Type.Null()]),
    hint: Type.String({ description: "Last four characters of the key.", examples: ["gLf0"] }),
    created_at: UnixMs,
    revoked_at: Type.Union([UnixMs, Type.Null()], { examples: [null] }),
    last_used_at: Type.Union([UnixMs, Type.Null()], { description: "When a request last used it, to the minute; null: not used since uses were recorded.", examples: [1760000040000] }),
  },
  { description: "An API key, without its secret." },
);

export const CreateKeyBody = Type.Object(
  {
    role: Type.Enum(["admin", "agent", "viewer"], { description: "admin, agent (with passports) or viewer (reads everything, changes nothing)." }),
    mode: Type.Optional(Type.Enum(["live", "test"], { description: "Defaults to the mode of the calling key; must equal it." })),
    passports: Type.Optional(Type.Array(PassportIdSchema, { maxItems: 100, description: "Passports an agent key may act for." })),
    label: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const IssuedKeySchema = Type.Object({
  token: Type.String({ description: "The key itself: shown once, store it now.", examples: ["bk_live_RLdivD6PrlMjWv2HB-KQq2sBK65x3Wjly8F4gd9gLf0"] }),
  key: KeyViewSchema,
});

export const IssuedKeyAnswer = Type.Object({ success: SuccessTrue, ...IssuedKeySchema.properties });
export const ListKeysQuery = Type.Object({ include_revoked: Type.Optional(Type.Boolean({ default: false })) }, { additionalProperties: false });
export const KeysAnswer = Type.Object({ success: SuccessTrue, keys: Type.Array(KeyViewSchema) });
export const KeyParams = Type.Object({ keyId: Type.String({ minLength: 1, maxLength: 64 }) });
export const KeyAnswer = Type.Object({ success: SuccessTrue, key: KeyViewSchema });
