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
