// Deploys Berth's own contracts (ERC-8004 identity registry, escrow, devnet test token) to a
// chain, e.g. the local anvil devnet at host boot. Live chains use the canonical ERC-8004
// registry instead of the one deployed here.
import { getAddress, type Account, type Address, type Chain, type Hex, type PublicClient, type Transport, type WalletClient } from "viem";
import { abi as escrowAbi, bytecode as escrowBytecode } from "./artifacts/BerthEscrow.ts";
import { abi as testTokenAbi, bytecode as testTokenBytecode } from "./artifacts/BerthTestToken.ts";
import { abi as registryAbi, bytecode as registryBytecode } from "./artifacts/IdentityRegistry.ts";

export interface BerthContractAddresses {
  identityRegistry: Address;
  escrow: Address;
  testToken: Address;
}

/**
 * Sends the three deployments back to back with consecutive nonces, then waits for all of
 * them, so interval-mined chains (anvil --block-time) need one block rather than three.
 * The wallet client must carry an account.
 */
export async function deployBerthContracts(
  walletClient: WalletClient<Transport, Chain | undefined, Account>,
  publicClient: PublicClient,
): Promise<BerthContractAddresses> {
  const account = walletClient.account;
  const chain = walletClient.chain ?? null;
  let nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: "pending" });

  const registryTx = await walletClient.deployContract({
    abi: registryAbi,
    bytecode: registryBytecode,
    account,
    chain,
    nonce: nonce++,
  });
  const escrowTx = await walletClient.deployContract({
    abi: escrowAbi,
    bytecode: escrowBytecode,
    account,
    chain,
    nonce: nonce++,
  });
  const testTokenTx = await walletClient.deployContract({
    abi: testTokenAbi,
    bytecode: testTokenBytecode,
    account,
    chain,
    nonce: nonce++,
  });

  const [identityRegistry, escrow, testToken] = await Promise.all([
    deployedAddress(publicClient, registryTx, "IdentityRegistry"),
    deployedAddress(publicClient, escrowTx, "BerthEscrow"),
    deployedAddress(publicClient, testTokenTx, "BerthTestToken"),
  ]);
  return { identityRegistry, escrow, testToken };
}

async function deployedAddress(publicClient: PublicClient, hash: Hex, name: string): Promise<Address> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success" || !receipt.contractAddress) {
    throw new Error(`deploying ${name} failed (transaction ${hash}, status ${receipt.status})`);
  }
  // Receipts carry lowercase addresses; hand out checksummed ones like every other viem read.
  return getAddress(receipt.contractAddress);
}
