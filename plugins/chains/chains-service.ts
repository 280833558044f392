import type { ChainHandle, Chains, Mode, Static } from "berth/plugin";
import type { ChainInfoSchema } from "./schemas.ts";

export type ChainInfo = Static<typeof ChainInfoSchema>;

function info(c: ChainHandle): ChainInfo {
  return {
    name: c.name,
    chain_id: c.chainId,
    mode: c.mode,
    identity_registry: c.contracts.identityRegistry,
    escrow: c.contracts.escrow,
    test_token: c.contracts.testToken,
    reputation_registry: c.contracts.reputationRegistry,
    validation_registry: c.contracts.validationRegistry,
    signer: c.signer,
    client_wallet: c.client?.address ?? null,
    confirmations: c.confirmations,
    rpc_url: c.publicRpcUrl,
  };
}

export class ChainsService {
  constructor(private readonly chains: Chains) {}

  /** A key sees the chains of its own world: test keys the test chains, live keys the live ones. */
  list(mode: Mode): ChainInfo[] {
    return this.chains
      .list()
      .filter((c) => c.mode === mode)
      .map(info);
  }

  /**
   * Why a key sees no chain while the other world has some (the devnet is a test chain, so a
   * live key on a fresh install sees none); undefined otherwise.
   */
  emptyWorldNote(mode: Mode): string | undefined {
    const all = this.chains.list();
    if (all.some((c) => c.mode === mode)) return undefined;
    const other = all.filter((c) => c.mode !== mode).map((c) => c.name);
    if (other.length === 0) return `no chains are configured (CHAINS)`;
    const otherMode = mode === "live" ? "test" : "live";
    return `no ${mode} chains are configured; ${other.join(", ")} ${other.length === 1 ? "is a" : "are"} ${otherMode} chain${other.length === 1 ? "" : "s"}, visible to ${otherMode} keys only`;
  }
}
