import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "pino";
import { createPublicClient, createWalletClient, getAddress, http, type Address, type Hex } from "viem";
import { accountOf } from "./account-of.ts";
import { foundry } from "viem/chains";
import { deployBerthContracts, deployErc8004Registries, type BerthContractAddresses } from "../../contracts/deploy.ts";
import { abi as testTokenAbi } from "../../contracts/artifacts/BerthTestToken.ts";
import { startAnvil, type AnvilInstance } from "../anvil/anvil-process.ts";
import { DevnetLockedError, LOCK_FILE, lockDevnet, sharedDevnet, type SharedDevnet } from "../anvil/devnet-lock.ts";
import { DevnetClock } from "./devnet-clock.ts";
import { seedFromTemplate } from "./devnet-template.ts";

/** Test tokens minted to the service wallet at first boot: 1,000,000 tokens of 18 decimals. */
export const DEVNET_FUNDING = 1_000_000n * 10n ** 18n;

interface Deployment extends BerthContractAddresses {
  chainId: number;
  signer: Address;
}

/** A deployment record as a data folder may hold it: folders made before the ERC-8004 reputation and validation registries lack them. */
type SavedDeployment = Omit<Deployment, "reputationRegistry" | "validationRegistry"> & Partial<Pick<Deployment, "reputationRegistry" | "validationRegistry">>;

function contractsOf(saved: Deployment): BerthContractAddresses {
  const { identityRegistry, escrow, testToken, reputationRegistry, validationRegistry } = saved;
  return { identityRegistry, escrow, testToken, reputationRegistry, validationRegistry };
}

export interface LocalDevnetOptions {
  dataDir: string;
  signerKey: Hex;
  chainId: number;
  /** RPC port on 127.0.0.1; 0 or omitted picks a free one. */
  port?: number;
  /** Also listen on this interface (the standalone devnet of docker-compose.yml: 0.0.0.0). */
  host?: string;
  /** A new folder starts from the saved devnet template when there is one for this signer and chain (devnet-template.ts); default true. */
  fromTemplate?: boolean;
  log?: Logger;
}

export interface LocalDevnet {
  anvil: Pick<AnvilInstance, "rpcUrl" | "pid">;
  contracts: BerthContractAddresses;
  /** Keeps block.timestamp on wall time for Berth's own calls: wrap its transports with it. */
  clock: DevnetClock;
  /** True when this process started the devnet; false when it uses one another Berth on the folder owns. */
  owned: boolean;
  /** Stops anvil (it dumps its state) and releases the data folder's lock; nothing for a devnet used, not owned. */
  stop(): Promise<void>;
}

/** How long a Berth waits for another one on the folder to finish starting its devnet. */
const SHARE_WAIT_MS = 120_000;

/**
 * The `local` chain of this data folder: the devnet a running Berth here owns (a cluster's
 * primary, a first instance), or a new one this process starts and owns. Several Berths on one
 * folder thus share one anvil, one state file and one set of contracts.
 */
export async function openLocalDevnet(options: LocalDevnetOptions): Promise<LocalDevnet> {
  const dir = join(options.dataDir, "devnet");
  mkdirSync(dir, { recursive: true });
  const deadline = Date.now() + SHARE_WAIT_MS;
  for (;;) {
    const shared = sharedDevnet(join(dir, LOCK_FILE));
    if (shared) {
      const used = await useSharedDevnet(options, shared);
      if (used) return used;
    } else if (shared === null) {
      try {
        return await startLocalDevnet(options);
      } catch (err) {
        // Another Berth took the lock first: use its devnet once it is ready.
        if (!(err instanceof DevnetLockedError)) throw err;
      }
    }
    if (Date.now() > deadline) throw new Error(`the devnet in ${dir} was not ready within ${SHARE_WAIT_MS / 1000} s (another Berth is starting it)`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Connects to a devnet another Berth owns; null when it does not answer as the expected chain (it is stopping). */
async function useSharedDevnet(options: LocalDevnetOptions, shared: SharedDevnet): Promise<LocalDevnet | null> {
  const deploymentFile = join(options.dataDir, "devnet", "deployment.json");
  const account = accountOf(options.signerKey);
  const clock = new DevnetClock();
  const publicClient = createPublicClient({ chain: { ...foundry, id: options.chainId }, transport: clock.transport(http(shared.rpcUrl, { timeout: 2_000, retryCount: 0 })) });
  try {
    if ((await publicClient.getChainId()) !== options.chainId) return null;
    const saved = JSON.parse(readFileSync(deploymentFile, "utf8")) as SavedDeployment;
    if (saved.chainId !== options.chainId || getAddress(saved.signer) !== account.address) {
      throw new Error(`the devnet in ${options.dataDir} is shared by a Berth with another chain id or signer`);
    }
    // The owner upgrades an older record before it marks the devnet ready.
    if (!saved.reputationRegistry || !saved.validationRegistry) return null;
    options.log?.info({ rpc: shared.rpcUrl, owner_pid: shared.berthPid }, "devnet: using the devnet another Berth on this data folder owns");
    return {
      anvil: { rpcUrl: shared.rpcUrl, pid: shared.anvilPid },
      clock,
      owned: false,
      stop: async () => undefined,
      contracts: contractsOf(saved as Deployment),
    };
  } catch (err) {
    if (err instanceof Error && err.message.includes("shared by a Berth")) throw err;
    return null;
  }
}

/**
 * Starts the embedded `local` chain: an anvil process whose state lives in `<dataDir>/devnet`, so agents
 * and escrows survive restarts. The first boot deploys Berth's contracts and funds the service
 * wallet with test tokens; later boots find them in the state and reuse them. A lock file in the
 * folder keeps a second Berth off the same state, and a devnet left running by a Berth that was
 * killed is stopped (its state dumped) before this one loads that state.
 */
export async function startLocalDevnet(options: LocalDevnetOptions): Promise<LocalDevnet> {
  const { dataDir, signerKey, chainId, log } = options;
  const dir = join(dataDir, "devnet");
  mkdirSync(dir, { recursive: true });
  const deploymentFile = join(dir, "deployment.json");
  const stateFile = join(dir, "anvil-state.json");
  const lock = await lockDevnet(join(dir, LOCK_FILE), stateFile);
  if (lock.stale) {
    log?.warn(
      { previous_berth_pid: lock.stale.berthPid, stopped_anvil_pid: lock.stale.stoppedAnvilPid, state_file: stateFile },
      lock.stale.stoppedAnvilPid === null
        ? "devnet: the previous Berth on this data folder did not stop cleanly; its devnet had already stopped"
        : "devnet: stopped the devnet a killed Berth left running, after it saved its state; starting from that state",
    );
  }
  if (options.fromTemplate !== false && !existsSync(stateFile) && !existsSync(deploymentFile) && seedFromTemplate(dir, signerKey, chainId)) {
    log?.info("devnet: a new devnet, started from the saved template (Berth's contracts already deployed)");
  }
  let anvil: AnvilInstance;
  try {
    const starting = startAnvil({ stateFile, chainId, stateIntervalSeconds: 5, ...(options.port ? { port: options.port } : {}), ...(options.host ? { host: options.host } : {}) });
    // Derived while anvil starts on another core (this process would only wait for it meanwhile).
    accountOf(signerKey);
    anvil = await starting;
  } catch (err) {
    lock.release();
    throw err;
  }
  lock.setAnvil(anvil.pid);
  const stop = async (): Promise<void> => {
    await anvil.stop();
    lock.release();
  };
  const clock = new DevnetClock();
  const ready = (contracts: BerthContractAddresses): LocalDevnet => {
    lock.setReady(anvil.rpcUrl);
    return { anvil, clock, stop, contracts, owned: true };
  };
  try {
    const account = accountOf(signerKey);
    const chain = { ...foundry, id: chainId };
    const transport = clock.transport(http(anvil.rpcUrl));
    const publicClient = createPublicClient({ chain, transport });
    const walletClient = createWalletClient({ account, chain, transport });
    if (existsSync(deploymentFile)) {
      const saved = JSON.parse(readFileSync(deploymentFile, "utf8")) as SavedDeployment;
      const [code, reputationCode] = await Promise.all([
        publicClient.getCode({ address: saved.identityRegistry }),
        saved.reputationRegistry ? publicClient.getCode({ address: saved.reputationRegistry }) : undefined,
      ]);
      // The state file may be older than the deployment record (a crash before anvil dumped it).
      if (saved.chainId === chainId && getAddress(saved.signer) === account.address && code && code !== "0x") {
        if (saved.reputationRegistry && saved.validationRegistry && reputationCode !== undefined) {
          return ready(contractsOf(saved as Deployment));
        }
        // A data folder from before the ERC-8004 reputation and validation registries: add them to its chain.
        const registries = await (await deployErc8004Registries(walletClient, publicClient))(saved.identityRegistry);
        const record: Deployment = { ...saved, ...registries };
        writeFileSync(deploymentFile, `${JSON.stringify(record, null, 2)}\n`);
        return ready(contractsOf(record));
      }
    }
    const contracts = await deployBerthContracts(walletClient, publicClient);
    const mint = await walletClient.writeContract({ address: contracts.testToken, abi: testTokenAbi, functionName: "mint", args: [account.address, DEVNET_FUNDING] });
    await publicClient.waitForTransactionReceipt({ hash: mint });
    const record: Deployment = { ...contracts, chainId, signer: account.address };
    writeFileSync(deploymentFile, `${JSON.stringify(record, null, 2)}\n`);
    return ready(contracts);
  } catch (err) {
    await stop();
    throw err;
  }
}
