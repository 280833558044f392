import type { Account, Address, Chain, Hex, PublicClient, Transport, WalletClient } from "viem";
import type { Mode, Principal } from "../auth/principal.ts";
import { Forbidden, InvalidRequest } from "../errors/berth-error.ts";
import { definePort } from "./define-port.ts";
import type { PortAdapter } from "./port.ts";

/** Where Berth's contracts live on one chain. */
export interface ChainContracts {
  /** The ERC-8004 IdentityRegistry (the canonical deployment on public chains). */
  identityRegistry: Address;
  /** The time-locked escrow; null where none is configured (escrow calls answer ESCROW_NOT_CONFIGURED). */
  escrow: Address | null;
  /** The devnet test ERC-20, on the local chain only. */
  testToken: Address | null;
  /** The official ERC-8004 ReputationRegistry (its proxy); null where none is configured. */
  reputationRegistry: Address | null;
  /** The official ERC-8004 ValidationRegistry (its proxy); null where none is configured. */
  validationRegistry: Address | null;
}

/** A wallet Berth sends with on one chain, with its own nonces. */
export interface ChainSigner {
  readonly address: Address;
  readonly walletClient: WalletClient<Transport, Chain, Account>;
  /** As ChainHandle.send, for this wallet. */
  send(build: (nonce: number) => Promise<Hex>): Promise<Hex>;
}

/** One configured chain: clients, contracts and the signer, addressed by its short name. */
export interface ChainHandle {
  /** Short name used in the API: `local`, `base`, `base-sepolia`, ... */
  readonly name: string;
  readonly chainId: number;
  /** Test keys may use only test chains, live keys only live chains. */
  readonly mode: Mode;
  readonly contracts: ChainContracts;
  readonly publicClient: PublicClient;
  readonly walletClient: WalletClient<Transport, Chain, Account>;
  /** The service wallet that signs every transaction Berth sends on this chain. */
  readonly signer: Address;
  /** RPC URL safe to show (the local devnet's); null for remote RPCs, whose URLs often embed API keys. */
  readonly publicRpcUrl: string | null;
  /**
   * Sends one transaction with the next nonce of the signer. Sends are serialised per chain so
   * concurrent requests never reuse or skip a nonce; a failed send re-reads the nonce from the chain.
   */
  send(build: (nonce: number) => Promise<Hex>): Promise<Hex>;
  /**
   * The client wallet: gives ERC-8004 feedback for Berth's callers. Never the signer, which owns the
   * agents Berth registers (the ReputationRegistry refuses feedback from an agent's owner). Null
   * where none is configured.
   */
  readonly client: ChainSigner | null;
  /** Blocks an event must be buried under before it counts (0: as soon as it is mined). */
  readonly confirmations: number;
  /** The first block worth reading for registry events. */
  readonly fromBlock: number;
}

export interface Chains extends PortAdapter {
  /** The chain with that short name, or undefined when it is not configured. */
  get(name: string): ChainHandle | undefined;
  list(): ChainHandle[];
}

/**
 * The chain a request names, checked against the caller: unknown names are a 400, and a test key
 * may use only test chains, a live key only live chains (403).
 */
export function chainFor(chains: Chains, name: string, caller: Principal): ChainHandle {
  const chain = chains.get(name);
  if (!chain) {
    throw new InvalidRequest("UNKNOWN_CHAIN", `chain ${JSON.stringify(name)} is not configured here`, {
      chain_id: name,
      configured: chains.list().map((c) => c.name),
    });
  }
  if (chain.mode !== caller.mode) {
    throw new Forbidden("CHAIN_MODE_MISMATCH", `${chain.name} is a ${chain.mode} chain; a ${caller.mode} key cannot use it`, {
      chain_id: name,
      chain_mode: chain.mode,
      key_mode: caller.mode,
    });
  }
  return chain;
}

/** The Chains port: one adapter (viem over any EVM RPC, plus the embedded `local` devnet). */
export const chainsPort = definePort<Chains>({
  name: "chains",
  description: "EVM chains by short name: viem clients, Berth's contracts, the service wallet.",
});
