import { defineRoute, type RouteDefinition } from "berth/plugin";
import { receiptOf, type EscrowService } from "./escrow-service.ts";
import { CreateEscrowBody, EscrowAnswer, EscrowParams, EscrowWriteAnswer, ReleaseBody } from "./schemas.ts";

export function escrowRoutes(service: EscrowService): RouteDefinition[] {
  return [
    defineRoute({
      method: "POST",
      url: "/v2/escrow/create",
      auth: "key",
      idempotent: true,
      summary: "Create a time-locked ERC-20 escrow",
      description:
        "Berth's wallet on the chain is the depositor: it approves exactly `amount` of `token` and calls createEscrow. Answers when the receipt arrives (confirmed:false with the tx hash after CHAIN_RECEIPT_TIMEOUT_MS). Berth records the creating key (and `agent_passport_id`, when sent): only they or an admin may later release it without a receipt.",
      tags: ["escrow"],
      body: CreateEscrowBody,
      response: { 200: EscrowWriteAnswer },
      errors: [403, 409, 502],
      handler: async (req) => service.create(req.caller, req.body),
    }),
    defineRoute({
      method: "GET",
      url: "/v2/escrow/:chainId/:escrowId",
      auth: "key",
      summary: "Read an escrow from the chain",
      description: "Reads the contract, so escrows created by any client are found. Unknown id: 404; unknown chain: 400.",
      tags: ["escrow"],
      params: EscrowParams,
      response: { 200: EscrowAnswer },
      errors: [403, 404, 502],
      handler: async (req) => ({ success: true, escrow: await service.get(req.caller, req.params.chainId, req.params.escrowId) }),
    }),
    defineRoute({
      method: "POST",
      url: "/v2/escrow/:chainId/:escrowId/release",
      auth: "key",
      summary: "Release an escrow to its beneficiary",
      description: "With `receipt` (hex) or `receipt_text`: releaseWithReceipt, which pays the beneficiary when keccak256(receipt) equals expectedReceiptHash. Without: release by the depositor (Berth's wallet), allowed only to the key that created the escrow, keys for the passport it was created for, and admins (403 ESCROW_RELEASE_NOT_ALLOWED otherwise; escrows with no recorded creator: admins only).",
      tags: ["escrow"],
      params: EscrowParams,
      body: ReleaseBody,
      bodyOptional: true,
      response: { 200: EscrowWriteAnswer },
      errors: [403, 404, 409, 502],
      handler: async (req) => service.release(req.caller, req.params.chainId, req.params.escrowId, receiptOf(req.body)),
    }),
    defineRoute({
      method: "POST",
      url: "/v2/escrow/:chainId/:escrowId/refund",
      auth: "key",
      summary: "Refund an expired escrow to its depositor",
      description:
        "Once the chain's clock has passed the escrow's `expiresAt`, Berth's wallet (the depositor) calls refund and gets the tokens back. Before that: 409 `ESCROW_NOT_EXPIRED`; already released or refunded: 409 `ESCROW_NOT_ACTIVE`; unknown id: 404.",
      tags: ["escrow"],
      params: EscrowParams,
      response: { 200: EscrowWriteAnswer },
      errors: [403, 404, 409, 502],
      handler: async (req) => service.refund(req.caller, req.params.chainId, req.params.escrowId),
    }),
  ];
}
