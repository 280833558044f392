import { base58btc } from "multiformats/bases/base58";
import { isAddress } from "viem";

/** Address families a payout recipient may use (PAYOUT_ADDRESS_FAMILIES). */
export const ADDRESS_FAMILIES = ["solana", "evm"] as const;
export type AddressFamily = (typeof ADDRESS_FAMILIES)[number];

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const EVM = /^0x[0-9a-fA-F]{40}$/;

/** A Solana public key: 32 bytes, base58 (bitcoin alphabet). Off-curve keys (PDAs) are valid recipients too. */
export function isSolanaAddress(address: string): boolean {
  if (!BASE58.test(address)) return false;
  try {
    return base58btc.baseDecode(address).length === 32;
  } catch {
    return false;
  }
}

/**
 * An EVM address: 0x and 40 hex digits. All-lowercase and all-uppercase carry no checksum
 * (EIP-55); mixed case must be the EIP-55 checksum, so a mistyped letter is caught.
 */
export function isEvmAddress(address: string): boolean {
  if (!EVM.test(address)) return false;
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return isAddress(address, { strict: true });
}

const CHECKS: Record<AddressFamily, (a: string) => boolean> = { solana: isSolanaAddress, evm: isEvmAddress };

/** Why `address` is not acceptable, or null when one of `families` accepts it. */
export function addressProblem(address: unknown, families: readonly AddressFamily[]): string | null {
  if (typeof address !== "string") return "is not a string";
  if (families.some((f) => CHECKS[f](address))) return null;
  const named = families.map((f) => (f === "solana" ? "a Solana public key (32 bytes, base58)" : "an EVM address (0x + 40 hex, EIP-55 checksum when mixed case)"));
  return `is not ${named.join(" or ")}`;
}

/** The form two addresses are compared in: EVM case does not change the account. */
export function addressKey(address: string): string {
  return EVM.test(address) ? address.toLowerCase() : address;
}
