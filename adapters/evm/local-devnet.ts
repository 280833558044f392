import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "pino";
import { createPublicClient, createWalletClient, getAddress, http, type Address, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { deployBerthContracts, type BerthContractAddresses } from "../../contracts/deploy.ts";
import { abi as testTokenAbi } from "../../contracts/artifacts/BerthTestToken.ts";
import { startAnvil, type AnvilInstance } from "../anvil/anvil-process.ts";
import { LOCK_FILE, lockDevnet } from "../anvil/devnet-lock.ts";
import { DevnetClock } from "./devnet-clock.ts";

/** Test tokens minted to the service wallet at first boot: 1,000,000 tokens of 18 decimals. */
export const DEVNET_FUNDING = 1_000_000n * 10n ** 18n;

interface Deployment extends BerthContractAddresses {
  chainId: number;
  signer: Address;
}

export interface LocalDevnetOptions {
  dataDir: string;
  signerKey: Hex;
  chainId: number;
  /** RPC port on 127.0.0.1; 0 or omitted picks a free one. */
  port?: number;
  log?: Logger;
}

export interface LocalDevnet {
  anvil: AnvilInstance;
  contracts: BerthContractAddresses;
  /** Keeps block.timestamp on wall time for Berth's own calls: wrap its transports with it. */
  clock: DevnetClock;
  /** Stops anvil (it dumps its state) and releases the data folder's lock. */
  stop(): Promise<void>;
}

/**
 * The embedded `local` chain: an anvil process whose state lives in `<dataDir>/devnet`, so agents
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
  let anvil: AnvilInstance;
  try {
    anvil = await startAnvil({ stateFile, chainId, stateIntervalSeconds: 5, ...(options.port ? { port: options.port } : {}) });
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
  try {
    const account = privateKeyToAccount(signerKey);
    const chain = { ...foundry, id: chainId };
    const transport = clock.transport(http(anvil.rpcUrl));
    const publicClient = createPublicClient({ chain, transport });
    if (existsSync(deploymentFile)) {
      const saved = JSON.parse(readFileSync(deploymentFile, "utf8")) as Deployment;
      const code = await publicClient.getCode({ address: saved.identityRegistry });
      // The state file may be older than the deployment record (a crash before anvil dumped it).
      if (saved.chainId === chainId && getAddress(saved.signer) === account.address && code && code !== "0x") {
        return { anvil, clock, stop, contracts: { identityRegistry: saved.identityRegistry, escrow: saved.escrow, testToken: saved.testToken } };
      }
    }
    const walletClient = createWalletClient({ account, chain, transport });
    const contracts = await deployBerthContracts(walletClient, publicClient);
    const mint = await walletClient.writeContract({ address: contracts.testToken, abi: testTokenAbi, functionName: "mint", args: [account.address, DEVNET_FUNDING] });
    await publicClient.waitForTransactionReceipt({ hash: mint });
    const record: Deployment = { ...contracts, chainId, signer: account.address };
    writeFileSync(deploymentFile, `${JSON.stringify(record, null, 2)}\n`);
    return { anvil, clock, stop, contracts };
  } catch (err) {
    await stop();
    throw err;
  }
}
