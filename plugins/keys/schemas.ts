import { PassportIdSchema, SuccessTrue, Type, UnixMs } from "berth/plugin";

export const KeyViewSchema = Type.Object(
  {
    key_id: Type.String(),
    role: Type.Enum(["admin", "agent"]),
    mode: Type.Enum(["live", "test"]),
    passports: Type.Array(Type.String()),
    label: Type.Union([Type.String(), Type.Null()]),
    hint: Type.String({ description: "Last four characters of the key." }),
    created_at: UnixMs,
    revoked_at: Type.Union([UnixMs, Type.Null()]),
  },
  { description: "An API key, without its secret." },
);

export const CreateKeyBody = Type.Object(
  {
    role: Type.Enum(["admin", "agent"]),
    mode: Type.Optional(Type.Enum(["live", "test"], { description: "Defaults to the mode of the calling key; must equal it." })),
    passports: Type.Optional(Type.Array(PassportIdSchema, { maxItems: 100, description: "Passports an agent key may act for." })),
    label: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const IssuedKeySchema = Type.Object({
  token: Type.String({ description: "The key itself: shown once, store it now." }),
  key: KeyViewSchema,
});

export const IssuedKeyAnswer = Type.Object({ success: SuccessTrue, ...IssuedKeySchema.properties });
export const ListKeysQuery = Type.Object({ include_revoked: Type.Optional(Type.Boolean({ default: false })) }, { additionalProperties: false });
export const KeysAnswer = Type.Object({ success: SuccessTrue, keys: Type.Array(KeyViewSchema) });
export const KeyParams = Type.Object({ keyId: Type.String({ minLength: 1, maxLength: 64 }) });
export const KeyAnswer = Type.Object({ success: SuccessTrue, key: KeyViewSchema });
