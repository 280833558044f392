import { Conflict, Forbidden, InvalidRequest, NotFound, toChainError, type BerthError, type DecodedRevert } from "berth/plugin";

/**
 * The official registries revert with require strings (and the identity registry's
 * ERC721NonexistentToken for an unknown agent): each one an answer a client can act on.
 */
const BY_REASON: Record<string, (r: DecodedRevert) => BerthError> = {
  "Self-feedback not allowed": (r) =>
    new Conflict("FEEDBACK_SELF_NOT_ALLOWED", "the registry refuses feedback from the agent's owner or its operators; the client wallet owns or operates this agent", r),
  "too many decimals": (r) => new InvalidRequest("FEEDBACK_VALUE_INVALID", "value_decimals must be at most 18", r),
  "value too large": (r) => new InvalidRequest("FEEDBACK_VALUE_INVALID", "value must be within ±1e38", r),
  "index must be > 0": (r) => new NotFound("FEEDBACK_NOT_FOUND", "feedback indexes start at 1", r),
  "index out of bounds": (r) => new NotFound("FEEDBACK_NOT_FOUND", "that client gave this agent no feedback with that index", r),
  "Already revoked": (r) => new Conflict("FEEDBACK_ALREADY_REVOKED", "that feedback is already revoked", r),
  "Empty URI": (r) => new InvalidRequest("VALIDATION_FAILED", "response_uri must not be empty", r),
  "bad validator": (r) => new InvalidRequest("VALIDATION_FAILED", "validator must not be the zero address", r),
  exists: (r) => new Conflict("VALIDATION_REQUEST_EXISTS", "a validation request with this request_hash exists already; request hashes are unique", r),
  "Not authorized": (r) => new Forbidden("VALIDATION_REQUEST_NOT_ALLOWED", "only the agent's owner or an operator it approved may request a validation", r),
  unknown: (r) => new NotFound("VALIDATION_REQUEST_NOT_FOUND", "no validation request has this request_hash", r),
  "not validator": (r) => new Forbidden("NOT_THE_VALIDATOR", "only the validator the request names may respond to it", r),
  "resp>100": (r) => new InvalidRequest("VALIDATION_FAILED", "response must be 0-100", r),
};

const BY_ERROR: Record<string, (r: DecodedRevert) => BerthError> = {
  ERC721NonexistentToken: (r) => new NotFound("AGENT_NOT_REGISTERED", "no agent with that id is registered in the chain's identity registry", r),
};

/** Whatever a registry call threw, as the error model has it: mapped reverts first, then the chain's own errors. */
export function toRegistryError(err: unknown, chain: string): BerthError {
  const mapped = toChainError(err, chain, BY_ERROR);
  if (mapped.code !== "CONTRACT_REVERTED") return mapped;
  const revert = mapped.details as DecodedRevert & { chain_id: string };
  const specific = revert.reason === null ? undefined : BY_REASON[revert.reason];
  return specific ? specific(revert) : mapped;
}
