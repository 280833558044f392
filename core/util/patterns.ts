/**
 * The shapes of the identifiers Berth accepts, written once. JSON Schema takes them as strings
 * (route schemas), code as RegExps (scalars, config, key scopes).
 */
export const PATTERNS = {
  /** An EVM address: 0x and 40 hex digits (any case; checksums are checked where it matters). */
  address: "^0x[0-9a-fA-F]{40}$",
  /** 32 bytes as 0x hex: hashes, receipt hashes. */
  bytes32: "^0x[0-9a-fA-F]{64}$",
  /** Agent and compute passport ids: 1-128 letters, digits, '.', '_', ':' or '-', starting with a letter or digit. */
  passportId: "^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$",
  /** Chain short names: `local`, `base-sepolia`. */
  chainName: "^[a-z][a-z0-9-]{0,31}$",
  /** A non-negative integer of any size as a decimal string (token base units, lamports). */
  decimal: "^(0|[1-9][0-9]{0,77})$",
} as const;

export const ADDRESS_RE = new RegExp(PATTERNS.address);
export const PASSPORT_ID_RE = new RegExp(PATTERNS.passportId);
export const CHAIN_NAME_RE = new RegExp(PATTERNS.chainName);
export const DECIMAL_RE = new RegExp(PATTERNS.decimal);
