import { AddressSchema, Bytes32Schema, ChainNameSchema, PassportIdSchema, SuccessTrue, Type } from "berth/plugin";

export const MAX_ESCROW_DURATION_S = 365 * 24 * 60 * 60;

export const CreateEscrowBody = Type.Object(
  {
    chainId: ChainNameSchema,
    beneficiary: AddressSchema,
    token: AddressSchema,
    amount: Type.String({ pattern: "^[1-9][0-9]{0,77}$", description: "Token base units, a decimal string greater than zero.", "x-graphql": "BigIntString" }),
    duration: Type.Integer({ minimum: 1, maximum: MAX_ESCROW_DURATION_S, description: `Seconds until the escrow may be refunded (at most ${MAX_ESCROW_DURATION_S}, 365 days).` }),
    expectedReceiptHash: Type.Optional({ ...Bytes32Schema, description: "keccak256 of the receipt that releases the escrow; without it only the depositor can release." }),
    agent_passport_id: Type.Optional({
      ...PassportIdSchema,
      description: "The agent passport the escrow is made for (the key must be allowed to act for it): keys for that passport may then release it without a receipt, besides the creating key and admins.",
    }),
  },
  { additionalProperties: false },
);

export const EscrowParams = Type.Object({
  chainId: ChainNameSchema,
  escrowId: Type.String({ pattern: "^[1-9][0-9]{0,76}$", description: "The escrow id on that chain (a positive integer)." }),
});

export const ReleaseBody = Type.Object(
  {
    receipt: Type.Optional(Type.String({ pattern: "^0x([0-9a-fA-F]{2}){0,65536}$", description: "The receipt bytes, 0x hex." })),
    receipt_text: Type.Optional(Type.String({ maxLength: 65536, description: "The receipt as text (its UTF-8 bytes are hashed)." })),
  },
  { additionalProperties: false, description: "Without a receipt, Berth releases as the depositor." },
);

export const EscrowSchema = Type.Object(
  {
    escrowId: Type.String(),
    depositor: AddressSchema,
    beneficiary: AddressSchema,
    token: AddressSchema,
    amount: Type.String({ "x-graphql": "BigIntString" }),
    createdAt: Type.String({ format: "date-time" }),
    expiresAt: Type.String({ format: "date-time" }),
    expectedReceiptHash: Bytes32Schema,
    status: Type.Enum(["Created", "Released", "Refunded"]),
  },
  { description: "A time-locked ERC-20 escrow, as the chain has it." },
);

export const EscrowWriteAnswer = Type.Object({
  success: SuccessTrue,
  escrowId: Type.Union([Type.String(), Type.Null()], { description: "Null only while unconfirmed." }),
  txHash: Type.String({ "x-graphql": "Hex" }),
  confirmed: Type.Boolean(),
  escrow: Type.Union([EscrowSchema, Type.Null()]),
});

export const EscrowAnswer = Type.Object({ success: SuccessTrue, escrow: EscrowSchema });
