import { HttpUrlSchema, PassportIdSchema, SuccessTrue, Type, UnixMs, UuidSchema } from "berth/plugin";

/** The value sets of DESIGN.md ("Anchors"). */
export const ARTIFACT_TYPES = ["epoch_bundle", "epoch_proof", "memory_snapshot", "deploy_artifact", "passport_metadata", "nft_metadata", "mmr_checkpoint"] as const;
export const STORAGE_TIERS = ["permanent", "evolving"] as const;
export const ANCHOR_STATUSES = ["uploaded", "verified", "unreachable"] as const;
export const VERIFICATION_RESULTS = ["verified", "mismatch", "unreachable"] as const;

/** Largest `metadata`, as its JSON text. */
export const MAX_METADATA_BYTES = 16_384;

const Sha256Hex = Type.String({ pattern: "^[0-9a-f]{64}$", description: "SHA-256 of the content: 64 lowercase hex digits." });
const Label = (description: string) => Type.String({ minLength: 1, maxLength: 128, pattern: "^[^\\u0000-\\u001f]+$", description });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

const ChainTxSchema = Type.Record(
  Type.String({ pattern: "^[a-z0-9][a-z0-9_.:-]{0,63}$" }),
  Type.String({ minLength: 1, maxLength: 256 }),
  {
    additionalProperties: false,
    maxProperties: 16,
    description: "Transactions that anchor the record, by chain or network name: {\"base\": \"0x…\", \"arweave\": \"…\"}.",
  },
);
const MetadataSchema = Type.Object({}, { additionalProperties: true, description: "Any JSON object, at most 16 KiB." });

export const AnchorIdSchema = { ...UuidSchema, description: "An anchor id (UUID)." };

export const CreateAnchorBody = Type.Object(
  {
    artifact_type: Type.Enum([...ARTIFACT_TYPES]),
    artifact_id: Label("The artifact's own id (an epoch number, a deployment id, ...)."),
    agent_passport_id: { ...PassportIdSchema, description: "The agent the artifact belongs to." },
    producer: Type.Optional(Label("What produced the artifact.")),
    provider: Type.Optional(Label("Where the content is stored (arweave, ipfs, ...); `berth` when Berth keeps it.")),
    storage_tier: Type.Optional(Type.Enum([...STORAGE_TIERS], { description: "permanent (default) or evolving." })),
    parent_anchor_id: Type.Optional({ ...UuidSchema, description: "The anchor this one derives from; it must exist in the same world." }),
    chain_tx: Type.Optional(ChainTxSchema),
    metadata: Type.Optional(MetadataSchema),
    content_base64: Type.Optional(
      Type.String({ maxLength: 16_777_216, pattern: "^[A-Za-z0-9+/]*={0,2}$", description: "The content's bytes, base64 (standard alphabet, padded). Berth keeps them." }),
    ),
    content: Type.Optional(Type.Unknown({ description: "The content as any JSON value; its bytes are its RFC 8785 canonical JSON. Berth keeps them." })),
    content_hash: Type.Optional({ ...Sha256Hex, description: "SHA-256 of the content. Required without content; with content it must match." }),
    cid: Type.Optional(Type.String({ minLength: 1, maxLength: 256, description: "A CID of the content stored elsewhere; with content Berth computes it." })),
    url: Type.Optional({ ...HttpUrlSchema, description: "Where the content can be fetched (http or https; verify fetches it)." }),
    size_bytes: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: "Size of the content." })),
  },
  { additionalProperties: false },
);

export const VerificationSchema = Type.Object(
  {
    result: Type.Enum([...VERIFICATION_RESULTS], { description: "verified: the bytes hash to content_hash; mismatch: they do not; unreachable: no bytes could be read." }),
    source: Type.Enum(["local", "url", "none"], { description: "Where the bytes were read: Berth's content store, the url, or nowhere." }),
    checked_at: UnixMs,
    actual_hash: Type.Union([Sha256Hex, Type.Null()], { description: "SHA-256 of the bytes read." }),
    actual_size: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: "How many bytes were read." }),
    problem: Type.Union([Type.String(), Type.Null()], { description: "Why the content could not be read, or how it differs." }),
  },
  { description: "The outcome of one verification." },
);

export const AnchorSchema = Type.Object(
  {
    anchor_id: AnchorIdSchema,
    artifact_type: Type.Enum([...ARTIFACT_TYPES]),
    artifact_id: Type.String(),
    agent_passport_id: PassportIdSchema,
    producer: Nullable(Type.String()),
    provider: Nullable(Type.String()),
    storage_tier: Type.Enum([...STORAGE_TIERS]),
    cid: Nullable(Type.String({ description: "CIDv1 (raw, sha2-256) when Berth keeps the content; else as sent." })),
    content_hash: Sha256Hex,
    url: Nullable(Type.String()),
    size_bytes: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    status: Type.Enum([...ANCHOR_STATUSES], { description: "uploaded until verified; then the last verification's outcome (a mismatch is unreachable)." }),
    parent_anchor_id: Type.Union([AnchorIdSchema, Type.Null()], { description: "The anchor this one derives from; null for a root." }),
    chain_tx: ChainTxSchema,
    metadata: MetadataSchema,
    content_stored: Type.Boolean({ description: "Whether Berth keeps the content's bytes (GET /v1/anchors/{anchor_id}/content)." }),
    created_at: UnixMs,
    verified_at: Type.Union([UnixMs, Type.Null()], { description: "When the last verification ran; null before the first." }),
    last_verification: Type.Union([VerificationSchema, Type.Null()]),
  },
  { description: "An anchored artifact record." },
);

export const AnchorParams = Type.Object({ anchor_id: AnchorIdSchema });

export const ListAnchorsQuery = Type.Object(
  {
    agent_passport_id: PassportIdSchema,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 512, description: "next_cursor of the previous page." })),
  },
  { additionalProperties: false },
);

export const LineageQuery = Type.Object(
  {
    max_depth: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: "Most records to answer (at most ANCHOR_LINEAGE_MAX_DEPTH, the default)." })),
  },
  { additionalProperties: false },
);

export const AnchorAnswer = Type.Object({ success: SuccessTrue, anchor: AnchorSchema });
export const CreationSchema = Type.Object({
  anchor: AnchorSchema,
  created: Type.Boolean({ description: "false when the same artifact and content was anchored before: the existing record." }),
});
export const CreateAnswer = Type.Object({ success: SuccessTrue, ...CreationSchema.properties });
export const AnchorPageSchema = Type.Object({
  anchors: Type.Array(AnchorSchema, { description: "Newest first." }),
  next_cursor: Type.Union([Type.String(), Type.Null()], { description: "Pass as `cursor` for the next page; null on the last page." }),
});
export const ListAnswer = Type.Object({ success: SuccessTrue, ...AnchorPageSchema.properties });
export const LineageSchema = Type.Object({
  data: Type.Array(AnchorSchema, { description: "The target first, its root (or the last record within the depth cap) last." }),
  truncated: Type.Boolean({ description: "true when the depth cap stopped the walk: the last record's parent_anchor_id continues it." }),
});
export const LineageAnswer = Type.Object({ success: SuccessTrue, ...LineageSchema.properties });
export const VerifyResultSchema = Type.Object({ anchor: AnchorSchema, verification: VerificationSchema });
export const VerifyAnswer = Type.Object({ success: SuccessTrue, ...VerifyResultSchema.properties });
