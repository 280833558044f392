import { callerOf, graphqlInput, objectType, type SchemaKit, type Static } from "berth/plugin";
import type { AnchorsService } from "./anchors-service.ts";
import type { CreateAnchorInput } from "./content-input.ts";
import {
  AnchorPageSchema,
  AnchorParams,
  AnchorSchema,
  CreateAnchorBody,
  CreationSchema,
  LineageQuery,
  LineageSchema,
  ListAnchorsQuery,
  VerificationSchema,
  VerifyResultSchema,
} from "./schemas.ts";

/** The same id rule as the REST path parameter: a non-UUID is VALIDATION_FAILED. */
function anchorId(args: { id: string | number }): string {
  return graphqlInput<Static<typeof AnchorParams>>(AnchorParams, { anchorId: String(args.id) }).anchor_id;
}

export function anchorsGraphQL({ builder, Agent }: SchemaKit, service: AnchorsService): void {
  const Verification = objectType(builder, "AnchorVerification", VerificationSchema);
  const Anchor = objectType(builder, "Anchor", AnchorSchema, { types: { last_verification: Verification } });
  builder.objectField(Anchor, "parent", (t) =>
    t.field({
      type: Anchor,
      nullable: true,
      description: "The record this one derives from (parent_anchor_id), or null for a root.",
      resolve: (anchor, _a, ctx) => (anchor.parent_anchor_id ? service.get(callerOf(ctx), anchor.parent_anchor_id) : null),
    }),
  );
  const Lineage = objectType(builder, "AnchorLineage", LineageSchema, { types: { data: Anchor } });
  const Page = objectType(builder, "AnchorPage", AnchorPageSchema, { types: { anchors: Anchor } });
  const Created = objectType(builder, "AnchorCreation", CreationSchema, { types: { anchor: Anchor } });
  const Verified = objectType(builder, "AnchorVerifyResult", VerifyResultSchema, { types: { anchor: Anchor, verification: Verification } });

  builder.queryFields((t) => ({
    anchor: t.field({
      type: Anchor,
      description: "Same as GET /v1/anchors/{anchor_id}.",
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => service.get(callerOf(ctx), anchorId(a)),
    }),
    anchorLineage: t.field({
      type: Lineage,
      description: "Same as GET /v1/anchors/{anchor_id}/lineage: target first, root last.",
      args: { id: t.arg.id({ required: true }), maxDepth: t.arg.int() },
      resolve: (_r, a, ctx) => {
        const q = graphqlInput<Static<typeof LineageQuery>>(LineageQuery, { maxDepth: a.maxDepth });
        return service.lineage(callerOf(ctx), anchorId(a), q.max_depth);
      },
    }),
  }));

  builder.mutationFields((t) => ({
    createAnchor: t.field({
      type: Created,
      description: "Same as POST /v1/anchors.",
      args: {
        artifactType: t.arg.string({ required: true }),
        artifactId: t.arg.string({ required: true }),
        agentPassportId: t.arg.id({ required: true }),
        producer: t.arg.string(),
        provider: t.arg.string(),
        storageTier: t.arg.string(),
        parentAnchorId: t.arg.id(),
        chainTx: t.arg({ type: "JSON" }),
        metadata: t.arg({ type: "JSON" }),
        contentBase64: t.arg.string(),
        content: t.arg({ type: "JSON" }),
        contentHash: t.arg.string(),
        cid: t.arg.string(),
        url: t.arg.string(),
        sizeBytes: t.arg.float(),
      },
      resolve: (_r, a, ctx) => {
        const input = graphqlInput<CreateAnchorInput>(CreateAnchorBody, { ...a, agentPassportId: String(a.agentPassportId), parentAnchorId: a.parentAnchorId === null || a.parentAnchorId === undefined ? undefined : String(a.parentAnchorId) });
        return service.create(callerOf(ctx), input);
      },
    }),
    verifyAnchor: t.field({
      type: Verified,
      description: "Same as POST /v1/anchors/{anchor_id}/verify.",
      args: { id: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => service.verify(callerOf(ctx), anchorId(a)),
    }),
  }));

  builder.objectField(Agent, "anchors", (t) =>
    t.field({
      type: Page,
      description: "This agent's anchors, newest first (same as GET /v1/anchors?agent_passport_id=).",
      args: { limit: t.arg.int(), cursor: t.arg.string() },
      resolve: (agent, a, ctx) => service.list(callerOf(ctx), graphqlInput<Static<typeof ListAnchorsQuery>>(ListAnchorsQuery, { ...a, agentPassportId: agent.passportId })),
    }),
  );
}
