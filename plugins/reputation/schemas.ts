import { AddressSchema, Bytes32Schema, ChainNameSchema, PassportIdSchema, SuccessTrue, Type } from "berth/plugin";

export const AlgorithmSchema = Type.Object({ id: Type.String(), name: Type.String(), version: Type.String(), description: Type.String() });
export const AlgorithmsAnswer = Type.Object({ success: SuccessTrue, algorithms: Type.Array(AlgorithmSchema) });

/** An ERC-8004 agent id: the uint256 token id in one chain's identity registry, as a decimal string. */
export const OnChainAgentIdSchema = Type.String({ pattern: "^(0|[1-9][0-9]{0,76})$", description: "The ERC-8004 agent id (uint256) in the chain's identity registry, a decimal string.", examples: ["0"] });
const FeedbackIndexSchema = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: "The feedback's index: 1-based per (agent, client), as NewFeedback announced it." });
const UriSchema = Type.String({ maxLength: 2048 });
const TagSchema = Type.String({ maxLength: 64 });

export const FeedbackBody = Type.Object(
  {
    chain_id: ChainNameSchema,
    agent_id: OnChainAgentIdSchema,
    value: Type.String({ pattern: "^-?(0|[1-9][0-9]{0,38})$", description: "The rating as a signed integer (int128, at most 1e38 in magnitude), read with value_decimals: 87 with 0 decimals is 87, 875 with 1 is 87.5.", examples: ["87"] }),
    value_decimals: Type.Optional(Type.Integer({ minimum: 0, maximum: 18, description: "Decimals of value (0-18), default 0." })),
    tag1: Type.Optional({ ...TagSchema, description: "First tag (e.g. `starred`, `uptime`); only tags on the documented list count in scores by default." }),
    tag2: Type.Optional({ ...TagSchema, description: "Second tag." }),
    endpoint: Type.Optional({ ...UriSchema, description: "The agent endpoint the feedback is about (kept in the event only)." }),
    feedback_uri: Type.Optional({ ...UriSchema, description: "Where the full feedback lives (kept in the event only)." }),
    feedback_hash: Type.Optional({ ...Bytes32Schema, description: "Hash of what feedback_uri holds; default zero." }),
  },
  { additionalProperties: false },
);

export const RevokeBody = Type.Object({ chain_id: ChainNameSchema, agent_id: OnChainAgentIdSchema, feedback_index: FeedbackIndexSchema }, { additionalProperties: false });

export const ResponseBody = Type.Object(
  {
    chain_id: ChainNameSchema,
    agent_id: OnChainAgentIdSchema,
    client_address: { ...AddressSchema, description: "The client whose feedback is answered." },
    feedback_index: FeedbackIndexSchema,
    response_uri: Type.String({ minLength: 1, maxLength: 2048, description: "Where the response lives." }),
    response_hash: Type.Optional({ ...Bytes32Schema, description: "Hash of what response_uri holds; default zero." }),
  },
  { additionalProperties: false },
);

export const ValidationRequestBody = Type.Object(
  {
    chain_id: ChainNameSchema,
    agent_id: OnChainAgentIdSchema,
    validator: { ...AddressSchema, description: "The validator (a wallet or contract) that may answer." },
    request_uri: Type.String({ minLength: 1, maxLength: 2048, description: "What to validate (e.g. a build, a run's output)." }),
    request_hash: Type.Optional({ ...Bytes32Schema, description: "Unique id of the request; default keccak256 of request_uri." }),
  },
  { additionalProperties: false },
);

export const ValidationResponseBody = Type.Object(
  {
    chain_id: ChainNameSchema,
    request_hash: Bytes32Schema,
    response: Type.Integer({ minimum: 0, maximum: 100, description: "0 (failed) to 100 (passed)." }),
    response_uri: Type.Optional(UriSchema),
    response_hash: Type.Optional(Bytes32Schema),
    tag: Type.Optional(TagSchema),
  },
  { additionalProperties: false },
);

export const RelayBody = Type.Object(
  {
    chain_id: ChainNameSchema,
    signed_transaction: Type.String({
      pattern: "^0x[0-9a-fA-F]{2,262144}$",
      description: "A transaction the client signed itself (serialized, 0x hex) calling giveFeedback, revokeFeedback, appendResponse, validationRequest or validationResponse on the chain's registries.",
    }),
  },
  { additionalProperties: false },
);

export const REGISTRY_ACTIONS = ["feedback", "revoke_feedback", "append_response", "validation_request", "validation_response"] as const;

export const RegistryWriteSchema = Type.Object({
  success: SuccessTrue,
  action: Type.Enum([...REGISTRY_ACTIONS]),
  chain_id: Type.String(),
  tx_hash: Type.String({ "x-graphql": "Hex" }),
  confirmed: Type.Boolean({ description: "False when no receipt arrived within REPUTATION_RECEIPT_TIMEOUT_MS: the transaction may still be mined." }),
  block_number: Type.Union([Type.Integer(), Type.Null()], { description: "Null while unconfirmed." }),
  registry: AddressSchema,
  from: { ...AddressSchema, description: "The wallet that signed: Berth's client wallet (feedback), its signer (the agents' owner), or the client's own (relayed)." },
  relayed: Type.Boolean({ description: "True when Berth only broadcast a transaction the client signed." }),
  agent_id: Type.Union([Type.String(), Type.Null()]),
  client_address: Type.Union([AddressSchema, Type.Null()], { description: "Feedback actions: the client whose feedback it is." }),
  feedback_index: Type.Union([Type.Integer(), Type.Null()], { description: "Feedback actions: its 1-based index; null while unconfirmed." }),
  request_hash: Type.Union([{ ...Bytes32Schema }, Type.Null()], { description: "Validation actions: the request's hash." }),
  response: Type.Union([Type.Integer(), Type.Null()], { description: "validation_response: the 0-100 answer." }),
});

export const AgentParams = Type.Object({ agentId: { ...PassportIdSchema, description: "The agent: a passport id, `<chain>:<erc8004 id>` for one on-chain identity (e.g. `local:0`)." } });

const Ms = (description: string) => Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000, description });

export const ComputeBody = Type.Object(
  {
    algorithm: Type.String({ minLength: 1, maxLength: 64, description: "An algorithm id from GET /v2/reputation/algorithms; another answers 400 UNKNOWN_ALGORITHM with the list." }),
    chains: Type.Optional(Type.Array(ChainNameSchema, { minItems: 1, maxItems: 32, uniqueItems: true, description: "Only the agent's identities on these chains (default: all of them)." })),
    from: Type.Optional(Ms("Count only feedback, validation responses and receipts from this time on (Unix ms); default 0.")),
    to: Type.Optional(Ms("Same as as_of (the reference's toTimestamp).")),
    as_of: Type.Optional(Ms("Score the agent as it stood at this time (Unix ms): only events of blocks up to it count, and the same as_of always gives the same score once the indexer has passed it. Default: now.")),
    params: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { description: "The algorithm's parameters (numbers, see its docs) and `tags`: more tag1 values to count beside the documented list." })),
  },
  { additionalProperties: false },
);

const Identity = Type.Object({ chain_id: Type.String(), agent_id: Type.String() });

export const ScoreSchema = Type.Object({
  success: SuccessTrue,
  agent_id: Type.String({ description: "The agent (passport id) scored." }),
  algorithm: Type.String(),
  version: Type.String(),
  score: Type.Number({ minimum: 0, maximum: 100 }),
  components: Type.Record(Type.String(), Type.Number(), { description: "The named parts of the score (see the algorithm's docs)." }),
  inputs: Type.Object({ feedback: Type.Integer(), validations: Type.Integer(), receipts: Type.Integer(), clients: Type.Integer() }, { description: "How many of each the score counted." }),
  params: Type.Record(Type.String(), Type.Number(), { description: "Every parameter as used: the request's, defaults for the rest." }),
  tags: Type.Array(Type.String(), { description: "The tag1 values counted." }),
  identities: Type.Array(Identity, { description: "The on-chain identities scored." }),
  from: Type.Integer(),
  as_of: Type.Integer(),
  as_of_block: Type.Record(Type.String(), Type.Union([Type.Integer(), Type.Null()]), { description: "Per chain: the newest block the score counts (the indexer's position when it has passed as_of)." }),
  final: Type.Boolean({ description: "True when the indexer has read every chain past as_of: the same request will always answer this score." }),
  computed_at: Type.Integer({ description: "When this score was computed (Unix ms); older than the request when served from the cache." }),
  cached: Type.Boolean({ description: "Served from the cache: no event it would count has been stored or dropped since computed_at." }),
});

export const CompositeQuery = Type.Object(
  {
    as_of: Type.Optional(Ms("As in compute; default now.")),
    chains: Type.Optional(Type.String({ maxLength: 2000, description: "Comma-separated chains, as in compute." })),
  },
  { additionalProperties: false },
);

export const CompositeSchema = Type.Object({
  success: SuccessTrue,
  agent_id: Type.String(),
  score: Type.Number({ minimum: 0, maximum: 100 }),
  weights: Type.Record(Type.String(), Type.Number(), { description: "What each algorithm weighs (they sum to 1)." }),
  components: Type.Record(Type.String(), Type.Number(), { description: "Each algorithm's score." }),
  scores: Type.Array(ScoreSchema),
  as_of: Type.Integer(),
  computed_at: Type.Integer(),
});

export const FeedbackQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: "Default 50." })),
    cursor: Type.Optional(Type.String({ maxLength: 512, description: "next_cursor of the previous page." })),
  },
  { additionalProperties: false },
);

export const FeedbackSchema = Type.Object({
  chain_id: Type.String(),
  agent_id: Type.String(),
  client_address: AddressSchema,
  feedback_index: Type.Integer(),
  value: Type.String({ description: "int128 as a decimal string." }),
  value_decimals: Type.Integer(),
  tag1: Type.String(),
  tag2: Type.String(),
  endpoint: Type.String(),
  feedback_uri: Type.String(),
  feedback_hash: Type.String({ "x-graphql": "Hex" }),
  revoked: Type.Boolean(),
  responses: Type.Integer({ description: "Responses appended to it." }),
  block_number: Type.Integer(),
  block_time: Type.Integer({ description: "Unix ms." }),
  tx_hash: Type.String({ "x-graphql": "Hex" }),
});

export const FeedbackPageSchema = Type.Object({ success: SuccessTrue, feedback: Type.Array(FeedbackSchema), next_cursor: Type.Union([Type.String(), Type.Null()]) });

export const LinkBody = Type.Object({ chain_id: ChainNameSchema, agent_id: OnChainAgentIdSchema }, { additionalProperties: false });
export const IdentitiesSchema = Type.Object({ success: SuccessTrue, agent_id: Type.String(), identities: Type.Array(Identity) });
export const UnlinkParams = Type.Object({ agentId: PassportIdSchema, chainId: ChainNameSchema, onChainId: OnChainAgentIdSchema });

export const ReceiptParams = Type.Object({ agentId: PassportIdSchema, receiptId: Type.String({ maxLength: 200, pattern: "^(escrow|payout|deployment):[A-Za-z0-9:._-]+$", description: "`escrow:<chain>:<escrow id>`, `payout:<run id>` or `deployment:<deployment id>`.", examples: ["escrow:local:1"] }) });

export const ReceiptCheckSchema = Type.Object({
  success: SuccessTrue,
  receipt_id: Type.String(),
  kind: Type.Enum(["escrow", "payout", "deployment"]),
  valid: Type.Boolean({ description: "The receipt holds now: re-read from its source (the chain, the payout run, the deployment's events)." }),
  amount: Type.String({ description: "Escrow: token base units; payout: lamports; deployment: ms running healthy as primary." }),
  unit: Type.String(),
  checks: Type.Record(Type.String(), Type.Boolean()),
  source: Type.Record(Type.String(), Type.Unknown(), { description: "Where it was read: chain and escrow, run id, the deployment's event ids." }),
});
