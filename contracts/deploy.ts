// Deploys Berth's contracts to a chain, e.g. the local anvil devnet at host boot: Berth's ERC-8004
// identity registry, escrow and devnet test token, and the official ERC-8004 ReputationRegistry and
// ValidationRegistry behind their ERC-1967 proxies. Live chains use the canonical ERC-8004
// registries instead of the ones deployed here.
import { encodeFunctionData, getAddress, type Abi, type Account, type Address, type Chain, type Hex, type PublicClient, type Transport, type WalletClient } from "viem";
import { abi as escrowAbi, bytecode as escrowBytecode } from "./artifacts/BerthEscrow.ts";
import { abi as testTokenAbi, bytecode as testTokenBytecode } from "./artifacts/BerthTestToken.ts";
import { abi as proxyAbi, bytecode as proxyBytecode } from "./artifacts/ERC1967Proxy.ts";
import { abi as placeholderAbi, bytecode as placeholderBytecode } from "./artifacts/HardhatMinimalUUPS.ts";
import { abi as registryAbi, bytecode as registryBytecode } from "./artifacts/IdentityRegistry.ts";
import { abi as reputationAbi, bytecode as reputationBytecode } from "./artifacts/ReputationRegistryUpgradeable.ts";
import { abi as validationAbi, bytecode as validationBytecode } from "./artifacts/ValidationRegistryUpgradeable.ts";

export interface Erc8004RegistryAddresses {
  /** The official ReputationRegistryUpgradeable, behind its ERC-1967 proxy (the proxy's address). */
  reputationRegistry: Address;
  /** The official ValidationRegistryUpgradeable, behind its ERC-1967 proxy (the proxy's address). */
  validationRegistry: Address;
}

export interface BerthContractAddresses extends Erc8004RegistryAddresses {
  identityRegistry: Address;
  escrow: Address;
  testToken: Address;
}

type Deployer = WalletClient<Transport, Chain | undefined, Account>;

/**
 * Sends the deployments back to back with consecutive nonces, then waits for all of them, so
 * interval-mined chains (anvil --block-time) need few blocks. The wallet client must carry an
 * account; it becomes the owner of the ERC-8004 registries' proxies (who may upgrade them).
 */
export async function deployBerthContracts(walletClient: Deployer, publicClient: PublicClient): Promise<BerthContractAddresses> {
  const send = sender(walletClient, await publicClient.getTransactionCount({ address: walletClient.account.address, blockTag: "pending" }));
  const txs = [
    await send.deploy(registryAbi, registryBytecode),
    await send.deploy(escrowAbi, escrowBytecode),
    await send.deploy(testTokenAbi, testTokenBytecode),
  ];
  const registries = deployErc8004Registries(walletClient, publicClient, send);
  const [identityRegistry, escrow, testToken] = await Promise.all([
    deployedAddress(publicClient, txs[0]!, "IdentityRegistry"),
    deployedAddress(publicClient, txs[1]!, "BerthEscrow"),
    deployedAddress(publicClient, txs[2]!, "BerthTestToken"),
  ]);
  return { identityRegistry, escrow, testToken, ...(await registries.then((finish) => finish(identityRegistry))) };
}

/**
 * The official ReputationRegistry and ValidationRegistry as their own repository deploys them on a
 * local chain: each proxy starts on the HardhatMinimalUUPS placeholder (initialised with the
 * identity registry, owned by the deployer), then is upgraded to the real implementation with
 * `initialize(identityRegistry)` (their `reinitializer(2)`, owner only). The three implementation
 * contracts go out at once; the proxies and upgrades follow, since their gas estimates need the
 * code before them on chain.
 */
export async function deployErc8004Registries(
  walletClient: Deployer,
  publicClient: PublicClient,
  given?: Sender,
): Promise<(identityRegistry: Address) => Promise<Erc8004RegistryAddresses>> {
  const send = given ?? sender(walletClient, await publicClient.getTransactionCount({ address: walletClient.account.address, blockTag: "pending" }));
  const implTxs = [
    await send.deploy(placeholderAbi, placeholderBytecode),
    await send.deploy(reputationAbi, reputationBytecode),
    await send.deploy(validationAbi, validationBytecode),
  ];
  return async (identityRegistry) => {
    const [placeholder, reputationImpl, validationImpl] = await Promise.all([
      deployedAddress(publicClient, implTxs[0]!, "HardhatMinimalUUPS"),
      deployedAddress(publicClient, implTxs[1]!, "ReputationRegistryUpgradeable"),
      deployedAddress(publicClient, implTxs[2]!, "ValidationRegistryUpgradeable"),
    ]);
    const init = encodeFunctionData({ abi: placeholderAbi, functionName: "initialize", args: [identityRegistry] });
    const proxyTxs = [await send.deploy(proxyAbi, proxyBytecode, [placeholder, init]), await send.deploy(proxyAbi, proxyBytecode, [placeholder, init])];
    const [reputationRegistry, validationRegistry] = await Promise.all([
      deployedAddress(publicClient, proxyTxs[0]!, "ReputationRegistry proxy"),
      deployedAddress(publicClient, proxyTxs[1]!, "ValidationRegistry proxy"),
    ]);
    const upgrades = [
      await send.call(reputationRegistry, encodeFunctionData({ abi: reputationAbi, functionName: "upgradeToAndCall", args: [reputationImpl, encodeFunctionData({ abi: reputationAbi, functionName: "initialize", args: [identityRegistry] })] })),
      await send.call(validationRegistry, encodeFunctionData({ abi: validationAbi, functionName: "upgradeToAndCall", args: [validationImpl, encodeFunctionData({ abi: validationAbi, functionName: "initialize", args: [identityRegistry] })] })),
    ];
    await Promise.all(upgrades.map((hash, i) => mined(publicClient, hash, i === 0 ? "upgrading the ReputationRegistry proxy" : "upgrading the ValidationRegistry proxy")));
    return { reputationRegistry, validationRegistry };
  };
}

interface Sender {
  deploy(abi: Abi, bytecode: Hex, args?: readonly unknown[]): Promise<Hex>;
  call(to: Address, data: Hex): Promise<Hex>;
}

function sender(walletClient: Deployer, firstNonce: number): Sender {
  const account = walletClient.account;
  const chain = walletClient.chain ?? null;
  let nonce = firstNonce;
  return {
    deploy: (abi, bytecode, args = []) => walletClient.deployContract({ abi, bytecode, args, account, chain, nonce: nonce++ }),
    call: (to, data) => walletClient.sendTransaction({ to, data, account, chain, nonce: nonce++ }),
  };
}

async function mined(publicClient: PublicClient, hash: Hex, what: string) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`${what} failed (transaction ${hash}, status ${receipt.status})`);
  return receipt;
}

async function deployedAddress(publicClient: PublicClient, hash: Hex, name: string): Promise<Address> {
  const receipt = await mined(publicClient, hash, `deploying ${name}`);
  if (!receipt.contractAddress) throw new Error(`deploying ${name} made no contract (transaction ${hash})`);
  // Receipts carry lowercase addresses; hand out checksummed ones like every other viem read.
  return getAddress(receipt.contractAddress);
}
