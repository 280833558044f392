import type { Logger } from "pino";
import { createPublicClient, createWalletClient, http, type Chain, type Hex } from "viem";
import { accountOf } from "./account-of.ts";
import type { ChainSettings } from "./chains-config.ts";
import type { ChainHandle, Chains, ChainSigner } from "../../core/ports/chains.ts";
import type { DevnetClock } from "./devnet-clock.ts";
import { openLocalDevnet, type LocalDevnet } from "./local-devnet.ts";
import { NonceQueue } from "./nonce-queue.ts";
import { SignerTurn } from "./signer-turn.ts";
import type { DocumentStore } from "../../core/ports/document-store.ts";
import { withDeadline } from "./deadline-transport.ts";

export interface OpenChainsOptions {
  dataDir: string;
  /** Where the signers' turns are kept, so processes sharing it never pick one nonce twice. */
  store?: DocumentStore;
  /** Per RPC request, ms. */
  rpcTimeoutMs: number;
  /** The local devnet's RPC port; 0 picks a free one at every start. */
  devnetPort?: number;
  log?: Logger;
}

function handle(settings: ChainSettings, rpcUrl: string, contracts: ChainHandle["contracts"], timeoutMs: number, publicRpcUrl: string | null, store: DocumentStore | undefined, clock?: DevnetClock): ChainHandle {
  // The local devnet mines a block per transaction at once, so receipts are worth polling for
  // quickly; public chains make blocks every one to twelve seconds.
  const pollingInterval = publicRpcUrl ? 20 : 500;
  const chain: Chain = {
    id: settings.chainId,
    name: settings.name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };
  // One retry: a single dropped packet should not fail a request, a dead RPC should fail fast;
  // the deadline covers both, so a hung RPC answers within timeoutMs, not twice that.
  const base = withDeadline(http(rpcUrl, { timeout: timeoutMs, retryCount: 1, retryDelay: 150 }), rpcUrl, timeoutMs);
  const transport = clock ? clock.transport(base) : base;
  const publicClient = createPublicClient({ chain, transport, pollingInterval });
  const signerOf = (key: Hex): ChainSigner => {
    const account = accountOf(key);
    const walletClient = createWalletClient({ account, chain, transport });
    // A turn outlives one RPC deadline with room to spare; waiting for another process's turn gets a few.
    const turn = store ? new SignerTurn(store, `${settings.chainId}:${account.address}`, 2 * timeoutMs, 3 * timeoutMs) : undefined;
    const nonces = new NonceQueue(publicClient, account.address, turn);
    return { address: account.address, walletClient, send: (build) => nonces.send(build) };
  };
  const signer = signerOf(settings.signerKey);
  return {
    name: settings.name,
    chainId: settings.chainId,
    mode: settings.mode,
    contracts,
    publicClient,
    walletClient: signer.walletClient,
    signer: signer.address,
    publicRpcUrl,
    send: signer.send,
    client: settings.clientKey ? signerOf(settings.clientKey) : null,
    confirmations: settings.confirmations,
    fromBlock: settings.fromBlock,
  };
}

/**
 * The Chains port over viem: any EVM JSON-RPC from config, plus the embedded `local` devnet
 * (anvil started and stopped with the host).
 */
export async function openChains(all: ChainSettings[], options: OpenChainsOptions): Promise<Chains> {
  const handles = new Map<string, ChainHandle>();
  let devnet: LocalDevnet | undefined;
  try {
    for (const settings of all) {
      if (settings.rpcUrl === undefined) {
        devnet = await openLocalDevnet({ dataDir: options.dataDir, signerKey: settings.signerKey, chainId: settings.chainId, port: options.devnetPort, log: options.log });
        const contracts = { ...devnet.contracts };
        handles.set(settings.name, handle(settings, devnet.anvil.rpcUrl, contracts, options.rpcTimeoutMs, devnet.anvil.rpcUrl, options.store, devnet.clock));
      } else {
        const contracts = {
          identityRegistry: settings.identityRegistry!,
          escrow: settings.escrow ?? null,
          testToken: null,
          reputationRegistry: settings.reputationRegistry ?? null,
          validationRegistry: settings.validationRegistry ?? null,
        };
        handles.set(settings.name, handle(settings, settings.rpcUrl, contracts, options.rpcTimeoutMs, null, options.store));
      }
    }
  } catch (err) {
    await devnet?.stop();
    throw err;
  }
  return {
    get: (name) => handles.get(name),
    list: () => [...handles.values()],
    ping: async () => {
      await Promise.all([...handles.values()].map((h) => h.publicClient.getBlockNumber({ cacheTime: 0 })));
    },
    // One check per chain, so readiness names the chain whose RPC is down.
    readinessChecks: () =>
      Object.fromEntries([...handles.values()].map((h) => [`chain:${h.name}`, () => h.publicClient.getBlockNumber({ cacheTime: 0 })])),
    close: async () => {
      await devnet?.stop();
    },
  };
}
