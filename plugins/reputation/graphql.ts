import { callerOf, graphqlInput, objectType, type SchemaKit, type Static, type TSchema } from "berth/plugin";
import type { ComputeInput, ReputationService } from "./reputation-service.ts";
import {
  AlgorithmSchema,
  CompositeSchema,
  ComputeBody,
  FeedbackBody,
  FeedbackPageSchema,
  FeedbackQuery,
  RegistryWriteSchema,
  RelayBody,
  ResponseBody,
  RevokeBody,
  ScoreSchema,
  ValidationRequestBody,
  ValidationResponseBody,
} from "./schemas.ts";

export function reputationGraphQL({ builder, Agent }: SchemaKit, service: ReputationService): void {
  const Algorithm = objectType(builder, "ReputationAlgorithm", AlgorithmSchema);
  const Score = objectType(builder, "ReputationScore", ScoreSchema, { omit: ["success"] });
  const Composite = objectType(builder, "ReputationComposite", CompositeSchema, { omit: ["success"], types: { scores: Score } });
  const Write = objectType(builder, "ReputationRegistryWrite", RegistryWriteSchema, { omit: ["success"] });
  const Feedback = objectType(builder, "ReputationFeedbackPage", FeedbackPageSchema, { omit: ["success"] });

  builder.queryField("reputationAlgorithms", (t) => t.field({ type: [Algorithm], description: "The reputation scoring algorithms.", resolve: () => service.algorithms() }));

  const scoreArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
    chains: t.arg.stringList({ description: "Only the agent's identities on these chains." }),
    from: t.arg({ type: "BigIntString", description: "Unix ms." }),
    asOf: t.arg({ type: "BigIntString", description: "Unix ms; default now." }),
    params: t.arg({ type: "JSON", description: "The algorithm's parameters (and `tags`)." }),
  });
  const computeInput = (a: Record<string, unknown>) =>
    graphqlInput<ComputeInput>(ComputeBody, { ...a, from: a.from == null ? undefined : Number(a.from), asOf: a.asOf == null ? undefined : Number(a.asOf) }, { omit: ["agentId"] });

  builder.queryField("reputationScore", (t) =>
    t.field({
      type: Score,
      description: "Same as POST /v2/reputation/{agentId}/compute.",
      args: { agentId: t.arg.id({ required: true }), algorithm: t.arg.string({ required: true }), ...scoreArgs(t) },
      resolve: (_r, a, ctx) => service.compute(callerOf(ctx), String(a.agentId), computeInput(a)),
    }),
  );
  builder.queryField("reputationComposite", (t) =>
    t.field({
      type: Composite,
      description: "Same as GET /v2/reputation/{agentId}/composite.",
      args: { agentId: t.arg.id({ required: true }), asOf: t.arg({ type: "BigIntString" }), chains: t.arg.stringList() },
      resolve: (_r, a, ctx) => service.composite(callerOf(ctx), String(a.agentId), { ...(a.asOf ? { as_of: Number(a.asOf) } : {}), ...(a.chains ? { chains: a.chains.join(",") } : {}) }),
    }),
  );

  const Reputation = builder.objectRef<{ passportId: string }>("AgentReputation").implement({
    description: "An agent's reputation: its score per algorithm and the ERC-8004 feedback it got.",
    fields: (t) => ({
      scores: t.field({
        type: [Score],
        description: "Every algorithm's score with default parameters (as POST /v2/reputation/{agentId}/compute).",
        args: { asOf: t.arg({ type: "BigIntString" }) },
        resolve: async (r, a, ctx) => {
          const out = [];
          for (const algorithm of service.algorithms()) out.push(await service.compute(callerOf(ctx), r.passportId, { algorithm: algorithm.id, ...(a.asOf ? { as_of: Number(a.asOf) } : {}) }));
          return out;
        },
      }),
      composite: t.field({ type: Composite, description: "As GET /v2/reputation/{agentId}/composite.", resolve: (r, _a, ctx) => service.composite(callerOf(ctx), r.passportId, {}) }),
      feedback: t.field({
        type: Feedback,
        description: "Its feedback, oldest first, a page at a time (as GET /v2/reputation/{agentId}/feedback).",
        args: { limit: t.arg.int(), cursor: t.arg.string() },
        resolve: (r, a, ctx) => service.feedback(callerOf(ctx), r.passportId, graphqlInput<Static<typeof FeedbackQuery>>(FeedbackQuery, a)),
      }),
    }),
  });
  builder.objectField(Agent, "reputation", (t) => t.field({ type: Reputation, description: "Scores and ERC-8004 feedback.", resolve: (agent) => ({ passportId: agent.passportId }) }));

  const mutation = <B extends TSchema>(name: string, rest: string, body: B, args: (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => Record<string, unknown>, call: (caller: ReturnType<typeof callerOf>, input: Static<B>) => Promise<unknown>) =>
    builder.mutationField(name, (t) =>
      t.field({
        type: Write,
        description: `Same as POST ${rest}.`,
        args: args(t) as never,
        resolve: (_r, a, ctx) => call(callerOf(ctx), graphqlInput<Static<B>>(body, a as Record<string, unknown>)) as never,
      }),
    );
  mutation("giveFeedback", "/v2/reputation/feedback", FeedbackBody, (t) => ({
    chainId: t.arg.string({ required: true }),
    agentId: t.arg.string({ required: true }),
    value: t.arg.string({ required: true }),
    valueDecimals: t.arg.int(),
    tag1: t.arg.string(),
    tag2: t.arg.string(),
    endpoint: t.arg.string(),
    feedbackUri: t.arg.string(),
    feedbackHash: t.arg({ type: "Hex" }),
  }), (c, i) => service.giveFeedback(c, i));
  mutation("revokeFeedback", "/v2/reputation/feedback/revoke", RevokeBody, (t) => ({ chainId: t.arg.string({ required: true }), agentId: t.arg.string({ required: true }), feedbackIndex: t.arg.int({ required: true }) }), (c, i) => service.revokeFeedback(c, i));
  mutation("respondToFeedback", "/v2/reputation/feedback/respond", ResponseBody, (t) => ({
    chainId: t.arg.string({ required: true }),
    agentId: t.arg.string({ required: true }),
    clientAddress: t.arg({ type: "Address", required: true }),
    feedbackIndex: t.arg.int({ required: true }),
    responseUri: t.arg.string({ required: true }),
    responseHash: t.arg({ type: "Hex" }),
  }), (c, i) => service.appendResponse(c, i));
  mutation("requestValidation", "/v2/reputation/validations/request", ValidationRequestBody, (t) => ({
    chainId: t.arg.string({ required: true }),
    agentId: t.arg.string({ required: true }),
    validator: t.arg({ type: "Address", required: true }),
    requestUri: t.arg.string({ required: true }),
    requestHash: t.arg({ type: "Hex" }),
  }), (c, i) => service.requestValidation(c, i));
  mutation("respondToValidation", "/v2/reputation/validations/respond", ValidationResponseBody, (t) => ({
    chainId: t.arg.string({ required: true }),
    requestHash: t.arg({ type: "Hex", required: true }),
    response: t.arg.int({ required: true }),
    responseUri: t.arg.string(),
    responseHash: t.arg({ type: "Hex" }),
    tag: t.arg.string(),
  }), (c, i) => service.respondToValidation(c, i));
  mutation("relayRegistryTransaction", "/v2/reputation/relay", RelayBody, (t) => ({ chainId: t.arg.string({ required: true }), signedTransaction: t.arg({ type: "Hex", required: true }) }), (c, i) => service.relay(c, i));
}
