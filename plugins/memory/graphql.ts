import { Type, type TSchema } from "typebox";
import { PassportIdSchema } from "../../core/http/common-schemas.ts";
import { validateInput } from "../../core/http/validation.ts";
import type { SchemaKit } from "../../schema/builder.ts";
import { callerOf, type GraphQLContext } from "../../schema/context.ts";
import type { StoreInput } from "./drafts.ts";
import type { MemoryWriteResult } from "./memory-record.ts";
import type { MemoryService, MemoryView } from "./memory-service.ts";
import type { RecalledMemory, RecallResult } from "./recall.ts";
import { recallInput, STORE_ROUTES } from "./routes.ts";
import { MemoryParams, RecallBody, VerifyQuery } from "./schemas.ts";
import type { ChainVerification, BrokenLink } from "./verify-chain.ts";

const PassportArgs = Type.Object({ passportId: PassportIdSchema });

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** GraphQL arguments → the REST body (snake_case, nulls left out), validated by the same schema. */
function body<T>(schema: TSchema, args: Record<string, unknown>, skip: string[] = ["passportId"]): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) if (!skip.includes(k) && v !== null && v !== undefined) out[snake(k)] = v;
  return validateInput<T>(schema, out);
}

function passport(raw: string | number): string {
  return validateInput<{ passportId: string }>(PassportArgs, { passportId: String(raw) }).passportId;
}

function memoryId(raw: string | number): string {
  return validateInput<{ memory_id: string }>(MemoryParams, { memory_id: String(raw) }).memory_id;
}

export function memoryGraphQL({ builder, Agent }: SchemaKit, service: MemoryService): void {
  const Write = builder.objectRef<MemoryWriteResult>("MemoryWrite").implement({
    description: "A stored memory's place in its hash chain.",
    fields: (t) => ({
      memoryId: t.exposeID("memory_id"),
      contentHash: t.exposeString("content_hash"),
      prevHash: t.exposeString("prev_hash", { nullable: true, description: "null for the first entry of a chain." }),
    }),
  });
  const Recalled = builder.objectRef<RecalledMemory>("RecalledMemory").implement({
    fields: (t) => ({
      memoryId: t.exposeID("memory_id"),
      type: t.exposeString("type"),
      content: t.exposeString("content"),
      similarity: t.exposeFloat("similarity"),
      score: t.exposeFloat("score"),
      createdAt: t.exposeFloat("created_at", { description: "Unix ms." }),
      lane: t.exposeString("lane"),
      namespace: t.exposeString("namespace", { nullable: true }),
      contentHash: t.exposeString("content_hash"),
      archived: t.exposeBoolean("archived"),
    }),
  });
  const Recall = builder.objectRef<RecallResult>("MemoryRecall").implement({
    fields: (t) => ({
      memories: t.field({ type: [Recalled], resolve: (r) => r.memories }),
      queryEmbeddingModel: t.exposeString("query_embedding_model"),
      totalCandidates: t.exposeInt("total_candidates"),
      stageOne: t.exposeString("stage_one", { description: "vector or lexical" }),
    }),
  });
  const Memory = builder.objectRef<MemoryView>("Memory").implement({
    description: "One stored memory, as GET /v1/memory/{memory_id}.",
    fields: (t) => ({
      memoryId: t.exposeID("memory_id"),
      agentPassportId: t.exposeID("agent_passport_id"),
      type: t.exposeString("type"),
      lane: t.exposeString("lane"),
      namespace: t.exposeString("namespace", { nullable: true }),
      content: t.exposeString("content", { nullable: true }),
      text: t.exposeString("text"),
      fields: t.field({ type: "JSON", resolve: (m) => m.fields }),
      confidence: t.exposeFloat("confidence", { nullable: true }),
      quality: t.exposeFloat("quality"),
      metadata: t.field({ type: "JSON", resolve: (m) => m.metadata }),
      createdAt: t.exposeFloat("created_at"),
      seq: t.exposeInt("seq"),
      contentHash: t.exposeString("content_hash"),
      prevHash: t.exposeString("prev_hash", { nullable: true }),
      archived: t.exposeBoolean("archived"),
      archivedAt: t.exposeFloat("archived_at", { nullable: true }),
      embeddingPending: t.exposeBoolean("embedding_pending"),
    }),
  });
  const Broken = builder.objectRef<BrokenLink>("MemoryChainBreak").implement({
    fields: (t) => ({
      seq: t.exposeInt("seq"),
      memoryId: t.exposeID("memory_id", { nullable: true }),
      problem: t.exposeString("problem", { description: "content_hash_mismatch, prev_hash_mismatch, seq_gap or head_mismatch" }),
      expected: t.exposeString("expected", { nullable: true }),
      actual: t.exposeString("actual", { nullable: true }),
    }),
  });
  const Verification = builder.objectRef<ChainVerification>("MemoryChainVerification").implement({
    fields: (t) => ({
      valid: t.exposeBoolean("valid"),
      namespace: t.exposeString("namespace", { nullable: true }),
      length: t.exposeInt("length"),
      headHash: t.exposeString("head_hash", { nullable: true }),
      firstBroken: t.field({ type: Broken, nullable: true, resolve: (v) => v.first_broken }),
    }),
  });
  const Relationship = builder.inputType("MemoryRelationshipInput", {
    fields: (t) => ({ type: t.string({ required: true }), target: t.string({ required: true }) }),
  });

  const store = (type: StoreInput["type"], args: Record<string, unknown>, ctx: GraphQLContext) => {
    const schema = STORE_ROUTES.find((r) => r.type === type)!.body;
    return service.store(callerOf(ctx), passport(args.passportId as string), { type, body: body(schema, args) } as StoreInput);
  };
  const described = (path: string) => `Same as POST /v1/memory/${path}.`;

  builder.mutationFields((t) => {
    const common = {
      passportId: t.arg.id({ required: true, description: "The agent passport (REST: X-Agent-Passport-Id)." }),
      namespace: t.arg.string(),
      lane: t.arg.string({ description: "self (default), user, shared or market" }),
      metadata: t.arg({ type: "JSON" }),
      confidence: t.arg.float(),
    };
    return {
      storeSemanticMemory: t.field({
        type: Write,
        description: described("semantic"),
        args: { ...common, fact: t.arg.string({ required: true }), confidence: t.arg.float({ required: true }), content: t.arg.string(), sourceMemoryIds: t.arg.idList() },
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
        resolve: (_r, a, ctx) => store("trust_weighted", { ...a, sourceAgentPassportId: a.sourceAgentPassportId === undefined ? undefined : String(a.sourceAgentPassportId) }, ctx),
      }),
      storeTemporalMemory: t.field({
        type: Write,
        description: described("temporal"),
        args: { ...common, content: t.arg.string({ required: true }), validFrom: t.arg.float({ required: true, description: "Unix ms." }), validTo: t.arg.float({ description: "Unix ms." }) },
        resolve: (_r, a, ctx) => store("temporal", a, ctx),
      }),
      archiveMemory: t.field({
        type: Memory,
        description: "Same as POST /v1/memory/{memory_id}/archive.",
        args: { passportId: common.passportId, id: t.arg.id({ required: true }) },
        resolve: (_r, a, ctx) => service.archive(callerOf(ctx), passport(a.passportId), memoryId(a.id)),
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
  });
  const recallFor = (ctx: GraphQLContext, agentId: string, args: Record<string, unknown>) =>
    service.recall(callerOf(ctx), agentId, recallInput(body(RecallBody, args)));

  builder.queryFields((t) => ({
    recallMemories: t.field({
      type: Recall,
      description: "Same as POST /v1/memory/recall.",
      args: { passportId: t.arg.id({ required: true }), ...recallArgs(t) },
      resolve: (_r, a, ctx) => recallFor(ctx, passport(a.passportId), a),
    }),
    verifyMemoryChain: t.field({
      type: Verification,
      description: "Same as GET /v1/memory/chain/verify.",
      args: { passportId: t.arg.id({ required: true }), namespace: t.arg.string() },
      resolve: (_r, a, ctx) => {
        const q = body<{ namespace?: string }>(VerifyQuery, a);
        return service.verify(callerOf(ctx), passport(a.passportId), q.namespace ?? null);
      },
    }),
    memory: t.field({
      type: Memory,
      description: "Same as GET /v1/memory/{memory_id}: MEMORY_NOT_FOUND for an unknown id or another agent's memory.",
      args: { passportId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => service.get(callerOf(ctx), passport(a.passportId), memoryId(a.id)),
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
