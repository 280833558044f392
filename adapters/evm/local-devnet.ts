import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createPublicClient, createWalletClient, getAddress, http, type Address, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { deployBerthContracts, type BerthContractAddresses } from "../../contracts/deploy.ts";
import { abi as testTokenAbi } from "../../contracts/artifacts/BerthTestToken.ts";
import { startAnvil, type AnvilInstance } from "../anvil/anvil-process.ts";

/** Test tokens minted to the service wallet at first boot: 1,000,000 tokens of 18 decimals. */
export const DEVNET_FUNDING = 1_000_000n * 10n ** 18n;

interface Deployment extends BerthContractAddresses {
  chainId: number;
  signer: Address;
}

export interface LocalDevnet {
  anvil: AnvilInstance;
  contracts: BerthContractAddresses;
}

/**
 * The embedded `local` chain: an anvil process whose state lives in `<dataDir>/devnet`, so agents
 * and escrows survive restarts. The first boot deploys Berth's contracts and funds the service
 * wallet with test tokens; later boots find them in the state and reuse them.
 */
export async function startLocalDevnet(dataDir: string, signerKey: Hex, chainId: number): Promise<LocalDevnet> {
  const dir = join(dataDir, "devnet");
  mkdirSync(dir, { recursive: true });
  const deploymentFile = join(dir, "deployment.json");
  const anvil = await startAnvil({ stateFile: join(dir, "anvil-state.json"), chainId, stateIntervalSeconds: 5 });
  try {
    const account = privateKeyToAccount(signerKey);
    const chain = { ...foundry, id: chainId };
    const publicClient = createPublicClient({ chain, transport: http(anvil.rpcUrl) });
    if (existsSync(deploymentFile)) {
      const saved = JSON.parse(readFileSync(deploymentFile, "utf8")) as Deployment;
      const code = await publicClient.getCode({ address: saved.identityRegistry });
      // The state file may be older than the deployment record (a crash before anvil dumped it).
      if (saved.chainId === chainId && getAddress(saved.signer) === account.address && code && code !== "0x") {
        return { anvil, contracts: { identityRegistry: saved.identityRegistry, escrow: saved.escrow, testToken: saved.testToken } };
      }
    }
    const walletClient = createWalletClient({ account, chain, transport: http(anvil.rpcUrl) });
    const contracts = await deployBerthContracts(walletClient, publicClient);
    const mint = await walletClient.writeContract({ address: contracts.testToken, abi: testTokenAbi, functionName: "mint", args: [account.address, DEVNET_FUNDING] });
    await publicClient.waitForTransactionReceipt({ hash: mint });
    const record: Deployment = { ...contracts, chainId, signer: account.address };
    writeFileSync(deploymentFile, `${JSON.stringify(record, null, 2)}\n`);
    return { anvil, contracts };
  } catch (err) {
    await anvil.stop();
    throw err;
  }
}
