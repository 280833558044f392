import { callerOf, graphqlInput, objectType, PassportIdSchema, Type, type GraphQLContext, type SchemaKit, type Static } from "berth/plugin";
import type { StoreInput } from "./drafts.ts";
import type { MemoryService } from "./memory-service.ts";
import { recallInput } from "./recall.ts";
import {
  ChainBreakSchema,
  type CorrectBody,
  GraphEdgeSchema,
  HistoryAnswer,
  HistoryEventSchema,
  HistoryQuery,
  MemoryParams,
  NeighborsAnswer,
  NeighborsBody,
  PathSchema,
  PathsAnswer,
  PathsBody,
  RetractBody,
  MemoryViewSchema,
  RecallAnswer,
  RecallBody,
  RecalledMemorySchema,
  STORE_TYPES,
  VerifyAnswer,
  VerifyQuery,
  WriteAnswer,
} from "./schemas.ts";

const PassportArgs = Type.Object({ passportId: PassportIdSchema });

/** GraphQL has no X-Agent-Passport-Id: the same rule applies to the `passportId` argument. */
function passport(args: { passportId: string | number }): string {
  return graphqlInput<Static<typeof PassportArgs>>(PassportArgs, { passportId: String(args.passportId) }).passportId;
}

function memoryId(args: { id: string | number }): string {
  return graphqlInput<Static<typeof MemoryParams>>(MemoryParams, { memoryId: String(args.id) }).memory_id;
}

const REST_ONLY = ["passportId"];

export function memoryGraphQL({ builder, Agent }: SchemaKit, service: MemoryService): void {
  const Write = objectType(builder, "MemoryWrite", WriteAnswer.properties.data, { description: "A stored memory's place in its hash chain." });
  const Recalled = objectType(builder, "RecalledMemory", RecalledMemorySchema);
  const Recall = objectType(builder, "MemoryRecall", RecallAnswer.properties.data, { types: { memories: Recalled } });
  const Memory = objectType(builder, "Memory", MemoryViewSchema, { description: "One stored memory, as GET /v1/memory/{memory_id}." });
  const Broken = objectType(builder, "MemoryChainBreak", ChainBreakSchema);
  const Verification = objectType(builder, "MemoryChainVerification", VerifyAnswer.properties.data, { types: { first_broken: Broken } });
  const HistoryEvent = objectType(builder, "MemoryHistoryEvent", HistoryEventSchema);
  const History = objectType(builder, "MemoryHistory", HistoryAnswer.properties.data, { types: { events: HistoryEvent } });
  const Edge = objectType(builder, "MemoryGraphEdge", GraphEdgeSchema, { description: "An edge of the entity graph: from --relation--> to, with the memories asserting it." });
  const Neighbors = objectType(builder, "MemoryGraphNeighbors", NeighborsAnswer.properties.data, { types: { edges: Edge } });
  const Path = objectType(builder, "MemoryGraphPath", PathSchema, { types: { edges: Edge } });
  const Paths = objectType(builder, "MemoryGraphPaths", PathsAnswer.properties.data, { types: { paths: Path } });
  const Relationship = builder.inputType("MemoryRelationshipInput", {
    fields: (t) => ({ type: t.string({ required: true }), target: t.string({ required: true }) }),
  });

  const store = (type: StoreInput["type"], args: Record<string, unknown>, ctx: GraphQLContext) => {
    const schema = STORE_TYPES.find((r) => r.type === type)!.body;
    const body = graphqlInput<StoreInput["body"]>(schema, args, { omit: REST_ONLY });
    return service.store(callerOf(ctx), passport(args as { passportId: string }), { type, body } as StoreInput);
  };
  const described = (path: string) => `Same as POST /v1/memory/${path}.`;

  builder.mutationFields((t) => {
    const common = {
      passportId: t.arg.id({ required: true, description: "The agent passport (REST: X-Agent-Passport-Id)." }),
      namespace: t.arg.string(),
      lane: t.arg.string({ description: "self (default), user, shared or market" }),
      metadata: t.arg({ type: "JSON" }),
      confidence: t.arg.float(),
      expiresAt: t.arg.float({ description: "Unix ms: recall no longer returns the memory from then on." }),
    };
    const keyed = {
      key: t.arg.string({ description: "Facts with the same key supersede each other." }),
      validFrom: t.arg.float({ description: "Unix ms; default: when stored." }),
    };
    return {
      storeSemanticMemory: t.field({
        type: Write,
        description: described("semantic"),
        args: { ...common, ...keyed, fact: t.arg.string({ required: true }), confidence: t.arg.float({ required: true }), content: t.arg.string(), sourceMemoryIds: t.arg.idList() },
        resolve: (_r, a, ctx) => store("semantic", a, ctx),
      }),
      storeEpisodicMemory: t.field({
        type: Write,
        description: described("episodic"),
        args: { ...common, content: t.arg.string({ required: true }), sessionId: t.arg.string(), role: t.arg.string(), occurredAt: t.arg.float() },
        resolve: (_r, a, ctx) => store("episodic", a, ctx),
      }),
      storeProceduralMemory: t.field({
        type: Write,
        description: described("procedural"),
        args: { ...common, rule: t.arg.string({ required: true }), trigger: t.arg.string({ required: true }), priority: t.arg.int(), content: t.arg.string() },
        resolve: (_r, a, ctx) => store("procedural", a, ctx),
      }),
      storeEntityMemory: t.field({
        type: Write,
        description: described("entity"),
        args: {
          ...common,
          ...keyed,
          entityName: t.arg.string({ required: true }),
          entityType: t.arg.string({ required: true }),
          attributes: t.arg({ type: "JSON" }),
          relationships: t.arg({ type: [Relationship] }),
          content: t.arg.string(),
        },
        resolve: (_r, a, ctx) => store("entity", a, ctx),
      }),
      storeTrustWeightedMemory: t.field({
        type: Write,
        description: described("trust-weighted"),
        args: { ...common, content: t.arg.string({ required: true }), sourceAgentPassportId: t.arg.id({ required: true }), trustScore: t.arg.float({ required: true }), decayFactor: t.arg.float() },
        resolve: (_r, a, ctx) => store("trust_weighted", a, ctx),
      }),
      storeTemporalMemory: t.field({
        type: Write,
        description: described("temporal"),
        args: {
          ...common,
          key: keyed.key,
          content: t.arg.string({ required: true }),
          validFrom: t.arg.float({ required: true, description: "Unix ms." }),
          validTo: t.arg.float({ description: "Unix ms." }),
        },
        resolve: (_r, a, ctx) => store("temporal", a, ctx),
      }),
      archiveMemory: t.field({
        type: Memory,
        description: "Same as POST /v1/memory/{memory_id}/archive.",
        args: { passportId: common.passportId, id: t.arg.id({ required: true }) },
        resolve: (_r, a, ctx) => service.archive(callerOf(ctx), passport(a), memoryId(a)),
      }),
      retractMemory: t.field({
        type: Memory,
        description: "Same as POST /v1/memory/{memory_id}/retract.",
        args: { passportId: common.passportId, id: t.arg.id({ required: true }), reason: t.arg.string() },
        resolve: (_r, a, ctx) => {
          const body = graphqlInput<Static<typeof RetractBody>>(RetractBody, a, { omit: [...REST_ONLY, "id"] });
          return service.retract(callerOf(ctx), passport(a), memoryId(a), body.reason ?? null);
        },
      }),
      correctMemory: t.field({
        type: Write,
        description: "Same as POST /v1/memory/{memory_id}/correct: `memory` is the corrected memory's store body, with the REST field names (fact, confidence, key, ...).",
        args: { passportId: common.passportId, id: t.arg.id({ required: true }), memory: t.arg({ type: "JSON", required: true }) },
        // The corrected memory's type decides the schema `memory` is checked against (the service does).
        resolve: (_r, a, ctx) => service.correct(callerOf(ctx), passport(a), memoryId(a), a.memory as Static<typeof CorrectBody>),
      }),
    };
  });

  const recallArgs = (t: { arg: Parameters<Parameters<typeof builder.queryField>[1]>[0]["arg"] }) => ({
    query: t.arg.string({ required: true }),
    types: t.arg.stringList({ description: "episodic, semantic, procedural, entity, trust_weighted, temporal; empty: all" }),
    lanes: t.arg.stringList({ description: "self, user, shared, market; empty: all" }),
    limit: t.arg.int({ description: "1..100, default 10" }),
    namespace: t.arg.string(),
    minSimilarity: t.arg.float({ description: "0..1, default 0.5" }),
    includeArchived: t.arg.boolean(),
    asOf: t.arg.float({ description: "Unix ms: recall what was valid then." }),
    includeSuperseded: t.arg.boolean({ description: "Also memories no longer valid, each with its status." }),
  });
  const graphArgs = (t: { arg: Parameters<Parameters<typeof builder.queryField>[1]>[0]["arg"] }) => ({
    relations: t.arg.stringList({ description: "Only these relation types; empty: all." }),
    direction: t.arg.string({ description: "out, in or both (default)" }),
    namespace: t.arg.string(),
    asOf: t.arg.float({ description: "Unix ms: walk the edges valid then." }),
    includeSuperseded: t.arg.boolean(),
  });
  const recallFor = (ctx: GraphQLContext, agentId: string, args: Record<string, unknown>) =>
    service.recall(callerOf(ctx), agentId, recallInput(graphqlInput(RecallBody, args, { omit: REST_ONLY })));

  builder.queryFields((t) => ({
    recallMemories: t.field({
      type: Recall,
      description: "Same as POST /v1/memory/recall.",
      args: { passportId: t.arg.id({ required: true }), ...recallArgs(t) },
      resolve: (_r, a, ctx) => recallFor(ctx, passport(a), a),
    }),
    verifyMemoryChain: t.field({
      type: Verification,
      description: "Same as GET /v1/memory/chain/verify.",
      // Dearer than a plain field: it may recompute many entries (graphql-limits.ts charges it).
      extensions: { cost: 5 },
      args: { passportId: t.arg.id({ required: true }), namespace: t.arg.string(), full: t.arg.boolean() },
      resolve: (_r, a, ctx) => {
        const q = graphqlInput<Static<typeof VerifyQuery>>(VerifyQuery, a, { omit: REST_ONLY });
        return service.verify(callerOf(ctx), passport(a), q.namespace ?? null, q.full === true);
      },
    }),
    memoryHistory: t.field({
      type: History,
      description: "Same as GET /v1/memory/{memory_id}/history.",
      args: { passportId: t.arg.id({ required: true }), id: t.arg.id({ required: true }), limit: t.arg.int(), after: t.arg.string() },
      resolve: (_r, a, ctx) => service.history(callerOf(ctx), passport(a), memoryId(a), graphqlInput<Static<typeof HistoryQuery>>(HistoryQuery, a, { omit: [...REST_ONLY, "id"] })),
    }),
    memoryNeighbors: t.field({
      type: Neighbors,
      description: "Same as POST /v1/memory/graph/neighbors.",
      // Reads edges, charged per 100 read (graph.ts) on top of this.
      extensions: { cost: 5 },
      args: { passportId: t.arg.id({ required: true }), entity: t.arg.string({ required: true }), limit: t.arg.int(), ...graphArgs(t) },
      resolve: (_r, a, ctx) => service.neighbors(callerOf(ctx), passport(a), graphqlInput<Static<typeof NeighborsBody>>(NeighborsBody, a, { omit: REST_ONLY })),
    }),
    memoryPaths: t.field({
      type: Paths,
      description: "Same as POST /v1/memory/graph/paths.",
      extensions: { cost: 5 },
      args: {
        passportId: t.arg.id({ required: true }),
        from: t.arg.string({ required: true }),
        to: t.arg.string({ required: true }),
        maxDepth: t.arg.int({ description: "1..3, default 3" }),
        limit: t.arg.int({ description: "1..100, default 10" }),
        ...graphArgs(t),
      },
      resolve: (_r, a, ctx) => service.paths(callerOf(ctx), passport(a), graphqlInput<Static<typeof PathsBody>>(PathsBody, a, { omit: REST_ONLY })),
    }),
    memory: t.field({
      type: Memory,
      description: "Same as GET /v1/memory/{memory_id}: MEMORY_NOT_FOUND for an unknown id or another agent's memory.",
      args: { passportId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => service.get(callerOf(ctx), passport(a), memoryId(a)),
    }),
  }));

  builder.objectField(Agent, "memories", (t) =>
    t.field({
      type: [Recalled],
      description: "This agent's memories recalled by `query` (same rules as recallMemories).",
      args: recallArgs(t),
      resolve: async (agent, a, ctx) => (await recallFor(ctx, agent.passportId, a)).memories,
    }),
  );
}
