import { env } from "../../core/config/config-var.ts";
import { defineAdapter } from "../../core/plugin/define-adapter.ts";
import { chainsPort } from "../../core/ports/chains.ts";
import { storePort } from "../../core/ports/document-store.ts";
import { readChainsConfig } from "./chains-config.ts";

export const evmChainsAdapter = defineAdapter({
  port: chainsPort,
  name: "evm",
  description: "viem over any EVM JSON-RPC, and the embedded `local` devnet (anvil).",
  // Signers take turns through the store: processes and instances sharing it never reuse a nonce.
  deps: [storePort],
  config: {
    CHAINS: env.list({
      description: "Chains to open, by short name; `local` is the embedded anvil devnet, `none` opens none. Others need CHAIN_<NAME>_RPC_URL and CHAIN_<NAME>_SIGNER_KEY.",
      default: ["local"],
    }),
    DEVNET_RPC_PORT: env.integer({ description: "Port of the local devnet's JSON-RPC on 127.0.0.1 (chain `local`); 0 picks a free one at every start.", default: 0, min: 0, max: 65_535 }),
    CHAIN_RPC_TIMEOUT_MS: env.integer({ description: "How long one RPC request may take before the chain counts as unavailable, ms.", default: 10_000, min: 100 }),
  },
  // Each configured chain brings its own variables (CHAIN_<NAME>_RPC_URL, ...).
  prepare: (c, source, problems) => readChainsConfig(c.CHAINS.filter((name) => name !== "none"), source, problems),
  // Each chain with its world and contracts; the RPC URL only for the devnet (remote ones may embed API keys).
  describe: (_ctx, chains) =>
    chains
      .list()
      .map((c) => {
        const { identityRegistry, escrow, testToken, reputationRegistry, validationRegistry } = c.contracts;
        const parts = [
          `${c.name} (${c.mode}, chain id ${c.chainId})`,
          c.publicRpcUrl ? `rpc ${c.publicRpcUrl}` : "",
          `identity registry ${identityRegistry}`,
          reputationRegistry ? `reputation registry ${reputationRegistry}` : "",
          validationRegistry ? `validation registry ${validationRegistry}` : "",
          escrow ? `escrow ${escrow}` : "",
          testToken ? `test token ${testToken}` : "",
        ];
        return parts.filter(Boolean).join(", ");
      })
      .join("; ") || "no chains (CHAINS=none)",
  // The devnet belongs to a cluster's primary: worker restarts never stop it.
  primary: async ({ settings, config, dataDir, log }) => {
    const local = settings.find((c) => c.rpcUrl === undefined);
    if (!local) return undefined;
    const { openLocalDevnet } = await import("./local-devnet.ts");
    const devnet = await openLocalDevnet({ dataDir, signerKey: local.signerKey, chainId: local.chainId, port: config.DEVNET_RPC_PORT, log });
    return { describe: `${local.name} devnet at ${devnet.anvil.rpcUrl}${devnet.owned ? "" : " (owned by another Berth on this data folder)"}`, close: () => devnet.stop() };
  },
  open: async ({ settings, config, dataDir, log, dep }) =>
    (await import("./evm-chains.ts")).openChains(settings, { dataDir, store: dep(storePort), rpcTimeoutMs: config.CHAIN_RPC_TIMEOUT_MS, devnetPort: config.DEVNET_RPC_PORT, log }),
});
