import { callerOf, graphqlInput, objectType, type SchemaKit, type Static } from "berth/plugin";
import { receiptOf, type CreateEscrowInput, type EscrowService } from "./escrow-service.ts";
import { CreateEscrowBody, EscrowParams, EscrowSchema, EscrowWriteAnswer, ReleaseBody } from "./schemas.ts";

type Ids = Static<typeof EscrowParams>;

export function escrowGraphQL({ builder }: SchemaKit, service: EscrowService): void {
  const Escrow = objectType(builder, "Escrow", EscrowSchema);
  const Write = objectType(builder, "EscrowWrite", EscrowWriteAnswer, { omit: ["success"], types: { escrow: Escrow } });
  const ids = (a: { chainId: string; escrowId: string | number }) => graphqlInput<Ids>(EscrowParams, { chainId: a.chainId, escrowId: String(a.escrowId) });
  builder.queryField("escrow", (t) =>
    t.field({
      type: Escrow,
      description: "Same as GET /v2/escrow/{chainId}/{escrowId}.",
      args: { chainId: t.arg.string({ required: true }), escrowId: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => {
        const { chainId, escrowId } = ids(a);
        return service.get(callerOf(ctx), chainId, escrowId);
      },
    }),
  );
  builder.mutationField("createEscrow", (t) =>
    t.field({
      type: Write,
      description: "Same as POST /v2/escrow/create.",
      args: {
        chainId: t.arg.string({ required: true }),
        beneficiary: t.arg({ type: "Address", required: true }),
        token: t.arg({ type: "Address", required: true }),
        amount: t.arg({ type: "BigIntString", required: true }),
        duration: t.arg.int({ required: true }),
        expectedReceiptHash: t.arg({ type: "Hex" }),
        agentPassportId: t.arg.string({ description: "The agent passport the escrow is made for: keys for it may release it without a receipt." }),
      },
      resolve: (_r, a, ctx) => service.create(callerOf(ctx), graphqlInput<CreateEscrowInput>(CreateEscrowBody, a)),
    }),
  );
  builder.mutationField("releaseEscrow", (t) =>
    t.field({
      type: Write,
      description: "Same as POST /v2/escrow/{chainId}/{escrowId}/release.",
      args: { chainId: t.arg.string({ required: true }), escrowId: t.arg.id({ required: true }), receipt: t.arg({ type: "Hex" }), receiptText: t.arg.string() },
      resolve: (_r, a, ctx) => {
        const { chainId, escrowId } = ids(a);
        const body = graphqlInput<Static<typeof ReleaseBody>>(ReleaseBody, a, { omit: ["chainId", "escrowId"] });
        return service.release(callerOf(ctx), chainId, escrowId, receiptOf(body));
      },
    }),
  );
  builder.mutationField("refundEscrow", (t) =>
    t.field({
      type: Write,
      description: "Same as POST /v2/escrow/{chainId}/{escrowId}/refund.",
      args: { chainId: t.arg.string({ required: true }), escrowId: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => {
        const { chainId, escrowId } = ids(a);
        return service.refund(callerOf(ctx), chainId, escrowId);
      },
    }),
  );
}
