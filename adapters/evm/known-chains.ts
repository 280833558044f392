import type { Mode } from "../../core/auth/principal.ts";

/** Canonical ERC-8004 IdentityRegistry deployments (same address on every mainnet, and on every testnet). */
export const CANONICAL_IDENTITY_REGISTRY = {
  live: "0x8004A169FB4a3325136EB29fA0ceB6D2e539a432",
  test: "0x8004A818BFB912233c491871b3d84c89A494BD9e",
} as const;

/**
 * Canonical ERC-8004 ReputationRegistry proxies (erc-8004-contracts' README). The official
 * ValidationRegistry has no published deployment: set CHAIN_<NAME>_VALIDATION_REGISTRY to use one.
 */
export const CANONICAL_REPUTATION_REGISTRY = {
  live: "0x8004BAa17C55a88189AE136b182e5fdA19dE9b63",
  test: "0x8004B663056A597Dffe9eCcC1965A193B7388713",
} as const;

export interface KnownChain {
  chainId: number;
  mode: Mode;
}

/**
 * Chains Berth knows by short name. Others can be configured with CHAIN_<NAME>_ID and
 * CHAIN_<NAME>_MODE. `local` is the embedded anvil devnet.
 */
export const KNOWN_CHAINS: Record<string, KnownChain> = {
  local: { chainId: 31337, mode: "test" },
  ethereum: { chainId: 1, mode: "live" },
  sepolia: { chainId: 11155111, mode: "test" },
  base: { chainId: 8453, mode: "live" },
  "base-sepolia": { chainId: 84532, mode: "test" },
  arbitrum: { chainId: 42161, mode: "live" },
  "arbitrum-sepolia": { chainId: 421614, mode: "test" },
  optimism: { chainId: 10, mode: "live" },
  "optimism-sepolia": { chainId: 11155420, mode: "test" },
  polygon: { chainId: 137, mode: "live" },
  "polygon-amoy": { chainId: 80002, mode: "test" },
};

/** `base-sepolia` → `BASE_SEPOLIA`, for CHAIN_<NAME>_* variables. */
export function envName(chain: string): string {
  return chain.toUpperCase().replace(/-/g, "_");
}
