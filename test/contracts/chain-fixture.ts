// Shared setup for the contract suites: a real anvil process, viem clients, Berth's contracts
// deployed, and a helper that names the custom error a transaction reverted with.
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  type Abi,
  type Account,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type TestClient,
  type Transport,
  type TransactionReceipt,
  type WalletClient,
} from "viem";
import { startAnvil, type AnvilInstance, type AnvilOptions } from "../../adapters/anvil/anvil-process.ts";
import { deployBerthContracts, type BerthContractAddresses } from "../../contracts/deploy.ts";

export type Wallet = WalletClient<Transport, Chain, Account>;

export interface ChainFixture {
  anvil: AnvilInstance;
  chain: Chain;
  publicClient: PublicClient<Transport, Chain>;
  testClient: TestClient<"anvil", Transport, Chain>;
  /** anvil's unlocked, funded accounts. */
  accounts: Address[];
  /** A wallet client that sends from one of the unlocked accounts (anvil signs). */
  wallet(index: number): Wallet;
  addresses: BerthContractAddresses;
  stop(): Promise<void>;
}

export function clientsFor(anvil: AnvilInstance) {
  const chain = defineChain({
    id: anvil.chainId,
    name: "Berth local devnet",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  });
  const transport = http(anvil.rpcUrl);
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 });
  const testClient = createTestClient({ chain, transport, mode: "anvil" });
  return { chain, transport, publicClient, testClient };
}

export async function startChain(options: AnvilOptions = {}): Promise<ChainFixture> {
  const anvil = await startAnvil(options);
  try {
    const { chain, transport, publicClient, testClient } = clientsFor(anvil);
    const accounts = await createWalletClient({ chain, transport }).getAddresses();
    const wallet = (index: number): Wallet =>
      createWalletClient({ chain, transport, account: accounts[index] });
    const addresses = await deployBerthContracts(wallet(0), publicClient);
    return { anvil, chain, publicClient, testClient, accounts, wallet, addresses, stop: anvil.stop };
  } catch (err) {
    await anvil.stop();
    throw err;
  }
}

/** Waits for a transaction and insists it succeeded. */
export async function mined(publicClient: PublicClient, hash: Promise<Hex> | Hex): Promise<TransactionReceipt> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
  if (receipt.status !== "success") throw new Error(`transaction ${receipt.transactionHash} reverted`);
  return receipt;
}

export interface Revert {
  name: string;
  args: readonly unknown[];
}

/**
 * Awaits a simulateContract/readContract that must revert and returns the decoded custom error.
 * (anvil mines reverting transactions instead of refusing them, so writes are checked by
 * simulating them: the eth_call runs the same code against the same state.)
 */
export async function revertOf(call: Promise<unknown>): Promise<Revert> {
  try {
    await call;
  } catch (err) {
    if (err instanceof BaseError) {
      const revert = err.walk((e) => e instanceof ContractFunctionRevertedError);
      if (revert instanceof ContractFunctionRevertedError && revert.data !== undefined) {
        return { name: revert.data.errorName, args: revert.data.args ?? [] };
      }
    }
    throw err;
  }
  throw new Error("expected a revert, but the call succeeded");
}

/** Deploys a contract from a committed artifact and returns its address. */
export async function deploy(
  fixture: ChainFixture,
  artifact: { abi: Abi; bytecode: Hex },
  args: readonly unknown[] = [],
): Promise<Address> {
  const hash = await fixture.wallet(0).deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args });
  const receipt = await mined(fixture.publicClient, hash);
  if (!receipt.contractAddress) throw new Error("deployment produced no contract address");
  return getAddress(receipt.contractAddress);
}
