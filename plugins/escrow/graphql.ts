import { validateInput } from "../../core/http/validation.ts";
import type { SchemaKit } from "../../schema/builder.ts";
import { callerOf } from "../../schema/context.ts";
import type { CreateEscrowInput, EscrowService, EscrowWrite } from "./escrow-service.ts";
import type { EscrowView } from "./escrow-view.ts";
import { receiptOf } from "./routes.ts";
import { CreateEscrowBody, EscrowParams, ReleaseBody } from "./schemas.ts";

export function escrowGraphQL({ builder }: SchemaKit, service: EscrowService): void {
  const Escrow = builder.objectRef<EscrowView>("Escrow").implement({
    description: "A time-locked ERC-20 escrow, as the chain has it.",
    fields: (t) => ({
      escrowId: t.exposeID("escrowId"),
      depositor: t.field({ type: "Address", resolve: (e) => e.depositor }),
      beneficiary: t.field({ type: "Address", resolve: (e) => e.beneficiary }),
      token: t.field({ type: "Address", resolve: (e) => e.token }),
      amount: t.field({ type: "BigIntString", resolve: (e) => e.amount }),
      createdAt: t.field({ type: "DateTime", resolve: (e) => e.createdAt }),
      expiresAt: t.field({ type: "DateTime", resolve: (e) => e.expiresAt }),
      expectedReceiptHash: t.field({ type: "Hex", resolve: (e) => e.expectedReceiptHash }),
      status: t.exposeString("status", { description: "Created, Released or Refunded" }),
    }),
  });
  const Write = builder.objectRef<EscrowWrite>("EscrowWrite").implement({
    fields: (t) => ({
      escrowId: t.exposeID("escrowId", { nullable: true }),
      txHash: t.field({ type: "Hex", resolve: (w) => w.txHash }),
      confirmed: t.exposeBoolean("confirmed"),
      escrow: t.field({ type: Escrow, nullable: true, resolve: (w) => w.escrow }),
    }),
  });
  const ids = (a: { chainId: string; escrowId: string | number }) => validateInput<{ chainId: string; escrowId: string }>(EscrowParams, { chainId: a.chainId, escrowId: String(a.escrowId) });
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
      },
      resolve: (_r, a, ctx) => {
        const input = validateInput<CreateEscrowInput>(CreateEscrowBody, {
          chainId: a.chainId,
          beneficiary: a.beneficiary,
          token: a.token,
          amount: a.amount,
          duration: a.duration,
          ...(a.expectedReceiptHash != null ? { expectedReceiptHash: a.expectedReceiptHash } : {}),
        });
        return service.create(callerOf(ctx), input);
      },
    }),
  );
  builder.mutationField("releaseEscrow", (t) =>
    t.field({
      type: Write,
      description: "Same as POST /v2/escrow/{chainId}/{escrowId}/release.",
      args: { chainId: t.arg.string({ required: true }), escrowId: t.arg.id({ required: true }), receipt: t.arg({ type: "Hex" }), receiptText: t.arg.string() },
      resolve: (_r, a, ctx) => {
        const { chainId, escrowId } = ids(a);
        const body = validateInput<{ receipt?: string; receipt_text?: string }>(ReleaseBody, {
          ...(a.receipt != null ? { receipt: a.receipt } : {}),
          ...(a.receiptText != null ? { receipt_text: a.receiptText } : {}),
        });
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
