import { AddressSchema, ChainNameSchema, SuccessTrue, Type } from "berth/plugin";

// A wallet is an EVM address or a CAIP-10 account id (e.g. solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P...).
const Wallet = Type.String({ maxLength: 200, pattern: "^(0x[0-9a-fA-F]{40}|[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128})$" });

export const RegisterBody = Type.Object(
  {
    chain_id: ChainNameSchema,
    metadata_uri: Type.String({ format: "uri", maxLength: 2048, description: "The agent URI (its registration file), e.g. ipfs://... or https://..." }),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 4000 })),
    endpoints: Type.Optional(Type.Array(Type.String({ format: "uri", maxLength: 2048 }), { maxItems: 32 })),
    capabilities: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { maxItems: 64 })),
    wallets: Type.Optional(Type.Array(Wallet, { maxItems: 32 })),
  },
  { additionalProperties: false },
);

export const RegistrationSchema = Type.Object({
  success: SuccessTrue,
  chain_id: Type.String(),
  tx_hash: Type.String({ "x-graphql": "Hex" }),
  confirmed: Type.Boolean(),
  block_number: Type.Union([Type.Integer(), Type.Null()], { description: "Null while unconfirmed." }),
  agent_id: Type.Union([Type.String(), Type.Null()], { description: "ERC-8004 agent id (uint256 as a decimal string); null while unconfirmed." }),
  owner: AddressSchema,
  identity_registry: AddressSchema,
});
