import { AddressSchema, ChainNameSchema, SuccessTrue, Type } from "berth/plugin";

export const ChainInfoSchema = Type.Object({
  name: ChainNameSchema,
  chain_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  mode: Type.Enum(["test", "live"]),
  identity_registry: AddressSchema,
  escrow: Type.Union([AddressSchema, Type.Null()]),
  test_token: Type.Union([AddressSchema, Type.Null()]),
  reputation_registry: Type.Union([AddressSchema, Type.Null()], { description: "The official ERC-8004 ReputationRegistry (its proxy); null where none is configured." }),
  validation_registry: Type.Union([AddressSchema, Type.Null()], { description: "The official ERC-8004 ValidationRegistry (its proxy); null where none is configured." }),
  signer: AddressSchema,
  client_wallet: Type.Union([AddressSchema, Type.Null()], { description: "The wallet Berth gives ERC-8004 feedback with (never the signer, which owns the agents); null where none is configured." }),
  confirmations: Type.Integer({ minimum: 0, description: "Blocks a registry event must be buried under before reputation counts it." }),
  rpc_url: Type.Union([Type.String(), Type.Null()], { description: "Shown for the local devnet only; remote RPC URLs often embed API keys." }),
});

export const ChainsAnswer = Type.Object({
  success: SuccessTrue,
  chains: Type.Array(ChainInfoSchema),
  note: Type.Optional(Type.String({ description: "Present when the caller's world has no chain: why, e.g. the devnet is a test chain and the key is live." })),
});
