import { DecimalStringSchema, PassportIdSchema, SuccessTrue, Type, UnixMs, UuidSchema } from "berth/plugin";

/** Most recipients in one run. */
export const MAX_RECIPIENTS = 10_000;

const Hex64 = (description: string) => Type.String({ pattern: "^[0-9a-f]{64}$", description });
const AddressText = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: "^[0-9A-Za-z]+$",
  description: "A Solana public key (base58) or an EVM address (0x + 40 hex; EIP-55 checksum when mixed case), as PAYOUT_ADDRESS_FAMILIES allows.",
});
const RoleSchema = Type.String({
  pattern: "^[a-z][a-z0-9_-]{0,31}$",
  description: "compute, model, protocol, orchestrator (the reference's roles), or one of your own: lowercase letters, digits, _ and -.",
});
const Bps = Type.Integer({ minimum: 0, maximum: 10_000, description: "Share in basis points (10000 = all)." });

export const RecipientInput = Type.Object(
  {
    address: AddressText,
    role: RoleSchema,
    bps: Type.Optional(Bps),
    amount_lamports: Type.Optional({ ...DecimalStringSchema, description: "An explicit amount; then every recipient has one and they sum to the total." }),
  },
  { additionalProperties: false },
);

export const CreatePayoutBody = Type.Object(
  {
    agent_id: { ...PassportIdSchema, description: "The agent whose revenue this run pays out." },
    total_amount_lamports: { ...DecimalStringSchema, description: "The total, in lamports (or token base units): a decimal string." },
    recipients: Type.Array(RecipientInput, { minItems: 1, maxItems: MAX_RECIPIENTS }),
  },
  { additionalProperties: false },
);

export const RecipientSchema = Type.Object(
  { address: Type.String(), role: Type.String(), bps: Bps, amount_lamports: DecimalStringSchema },
  { description: "One recipient's share: a leaf of the run's Merkle tree." },
);

export const PayoutRunSchema = Type.Object(
  {
    run_id: { ...UuidSchema, description: "The run's id (UUID)." },
    agent_id: PassportIdSchema,
    total_amount_lamports: DecimalStringSchema,
    recipients: Type.Array(RecipientSchema, { description: "Sorted by address." }),
    recipient_count: Type.Integer({ minimum: 0, maximum: MAX_RECIPIENTS }),
    merkle_root: Hex64("Root of the Merkle tree over the recipients (see GET /v1/payouts/{run_id}/proof/{address})."),
    payout_hash: Hex64("SHA-256 of the RFC 8785 canonical JSON of the run's content."),
    created_at: UnixMs,
  },
  { description: "A payout run." },
);

export const RunParams = Type.Object({ run_id: { ...UuidSchema, description: "A payout run id (UUID)." } });
export const ProofParams = Type.Object({ run_id: RunParams.properties.run_id, address: AddressText });
export const HistoryParams = Type.Object({ agentId: { ...PassportIdSchema, description: "The agent passport." } });
export const HistoryQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 512, description: "next_cursor of the previous page." })),
  },
  { additionalProperties: false },
);

export const VerificationSchema = Type.Object({
  run_id: RunParams.properties.run_id,
  valid: Type.Boolean({ description: "All four checks hold." }),
  total_matches: Type.Boolean({ description: "The recipients' amount_lamports sum exactly to total_amount_lamports." }),
  recipients_valid: Type.Boolean({ description: "Every address is valid for a configured family, and none repeats." }),
  hash_valid: Type.Boolean({ description: "payout_hash equals the hash recomputed from the run's content." }),
  merkle_root_valid: Type.Boolean({ description: "merkle_root equals the root recomputed from the recipients." }),
  problems: Type.Array(Type.Object({ check: Type.String(), problem: Type.String() }), { description: "What each failed check found; empty when valid." }),
});

export const ProofSchema = Type.Object({
  run_id: RunParams.properties.run_id,
  merkle_root: Hex64("The run's stored Merkle root: the proof must lead here."),
  leaf: RecipientSchema,
  leaf_hash: Hex64("SHA-256(0x00 ‖ RFC 8785 JSON of the leaf)."),
  index: Type.Integer({ minimum: 0, maximum: MAX_RECIPIENTS, description: "The leaf's position among the recipients sorted by address." }),
  proof: Type.Array(Hex64("A sibling hash."), { description: "Sibling hashes from the leaf up; each step hashes SHA-256(0x01 ‖ smaller ‖ larger)." }),
});

export const HistoryPageSchema = Type.Object({
  history: Type.Array(PayoutRunSchema, { description: "Newest first." }),
  next_cursor: Type.Union([Type.String(), Type.Null()], { description: "Pass as `cursor` for the next page; null on the last page." }),
});

export const RunAnswer = Type.Object({ success: SuccessTrue, run: PayoutRunSchema });
export const HistoryAnswer = Type.Object({ success: SuccessTrue, ...HistoryPageSchema.properties });
export const VerifyAnswer = Type.Object({ success: SuccessTrue, ...VerificationSchema.properties });
export const ProofAnswer = Type.Object({ success: SuccessTrue, ...ProofSchema.properties });
