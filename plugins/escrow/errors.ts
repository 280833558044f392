import { Conflict, InvalidRequest, NotFound, type BerthError, type DecodedRevert } from "berth/plugin";

/** The escrow contract's custom errors, as answers a client can act on. */
export const ESCROW_REVERTS: Record<string, (r: DecodedRevert) => BerthError> = {
  EscrowNotFound: () => new NotFound("ESCROW_NOT_FOUND", "no escrow with that id on this chain"),
  NotActive: (r) => new Conflict("ESCROW_NOT_ACTIVE", "the escrow was already released or refunded", r),
  NotDepositor: (r) => new Conflict("ESCROW_NOT_DEPOSITOR", "only the depositor may release without a receipt, and Berth's wallet is not this escrow's depositor", r),
  NotExpired: (r) => new Conflict("ESCROW_NOT_EXPIRED", "the escrow has not expired yet; it can be refunded only after expiresAt", r),
  InvalidReceipt: (r) => new Conflict("RECEIPT_MISMATCH", "keccak256 of the receipt does not equal the escrow's expectedReceiptHash", r),
  ReceiptReleaseDisabled: (r) => new Conflict("RECEIPT_RELEASE_DISABLED", "this escrow was created without an expectedReceiptHash", r),
  FeeOnTransferNotSupported: (r) => new InvalidRequest("TOKEN_FEE_ON_TRANSFER", "the token takes a fee on transfer; the escrow accepts only tokens that transfer exact amounts", r),
  ERC20InsufficientBalance: (r) => new Conflict("INSUFFICIENT_TOKEN_BALANCE", "Berth's wallet does not hold enough of the token", r),
  TokenNotContract: (r) => new InvalidRequest("TOKEN_NOT_A_CONTRACT", "the token address has no contract code on this chain", r),
  InvalidBeneficiary: (r) => new InvalidRequest("INVALID_BENEFICIARY", "the beneficiary cannot be the escrow contract itself", r),
};
