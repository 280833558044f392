import { Type } from "typebox";
import { SuccessTrue } from "../../core/http/common-schemas.ts";
import { ChainName } from "../identity/schemas.ts";
import { MAX_ESCROW_DURATION_S } from "./escrow-service.ts";

const Address = Type.String({ pattern: "^0x[0-9a-fA-F]{40}$", description: "0x followed by 40 hex digits." });
const Bytes32 = Type.String({ pattern: "^0x[0-9a-fA-F]{64}$" });

export const CreateEscrowBody = Type.Object(
  {
    chainId: ChainName,
    beneficiary: Address,
    token: Address,
    amount: Type.String({ pattern: "^[1-9][0-9]{0,77}$", description: "Token base units, a decimal string greater than zero." }),
    duration: Type.Integer({ minimum: 1, maximum: MAX_ESCROW_DURATION_S, description: `Seconds until the escrow may be refunded (at most ${MAX_ESCROW_DURATION_S}, 365 days).` }),
    expectedReceiptHash: Type.Optional({ ...Bytes32, description: "keccak256 of the receipt that releases the escrow; without it only the depositor can release." }),
  },
  { additionalProperties: false },
);

export const EscrowParams = Type.Object({
  chainId: ChainName,
  escrowId: Type.String({ pattern: "^[1-9][0-9]{0,76}$", description: "The escrow id on that chain (a positive integer)." }),
});

export const ReleaseBody = Type.Object(
  {
    receipt: Type.Optional(Type.String({ pattern: "^0x([0-9a-fA-F]{2}){0,65536}$", description: "The receipt bytes, 0x hex." })),
    receipt_text: Type.Optional(Type.String({ maxLength: 65536, description: "The receipt as text (its UTF-8 bytes are hashed)." })),
  },
  { additionalProperties: false, description: "Without a receipt, Berth releases as the depositor." },
);

export const EscrowSchema = Type.Object({
  escrowId: Type.String(),
  depositor: Address,
  beneficiary: Address,
  token: Address,
  amount: Type.String(),
  createdAt: Type.String({ format: "date-time" }),
  expiresAt: Type.String({ format: "date-time" }),
  expectedReceiptHash: Bytes32,
  status: Type.Enum(["Created", "Released", "Refunded"]),
});

export const EscrowWriteAnswer = Type.Object({
  success: SuccessTrue,
  escrowId: Type.Union([Type.String(), Type.Null()], { description: "Null only while unconfirmed." }),
  txHash: Type.String(),
  confirmed: Type.Boolean(),
  escrow: Type.Union([EscrowSchema, Type.Null()]),
});

export const EscrowAnswer = Type.Object({ success: SuccessTrue, escrow: EscrowSchema });
