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
    signer: c.signer,
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
}
