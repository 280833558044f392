import { awaitReceipt, chainFor, identityRegistryAbi as registryAbi, toChainError, UpstreamFailure, type Chains, type Principal } from "berth/plugin";
import { parseEventLogs, type Address } from "viem";
import { toMetadataEntries, type RegistrationFields } from "./metadata.ts";

export interface RegisterInput extends RegistrationFields {
  chain_id: string;
  metadata_uri: string;
}

export interface Registration {
  success: true;
  chain_id: string;
  tx_hash: string;
  /** False when no receipt arrived within the timeout: the transaction may still be mined. */
  confirmed: boolean;
  /** Null while unconfirmed. */
  block_number: number | null;
  /** The ERC-8004 agent id (uint256, as a decimal string) from the Registered event; null while unconfirmed. */
  agent_id: string | null;
  owner: Address;
  identity_registry: Address;
}

/** Registers agents on a chain's ERC-8004 IdentityRegistry with `register(agentURI, metadata)`. */
export class RegistrationService {
  constructor(
    private readonly chains: Chains,
    private readonly receiptTimeoutMs: number,
  ) {}

  async register(caller: Principal, input: RegisterInput): Promise<Registration> {
    const chain = chainFor(this.chains, input.chain_id, caller);
    const registry = chain.contracts.identityRegistry;
    const metadata = toMetadataEntries(input);
    let hash: `0x${string}`;
    try {
      // Simulate first: a revert is reported with its reason instead of as a mined failure.
      const { request } = await chain.publicClient.simulateContract({
        address: registry,
        abi: registryAbi,
        functionName: "register",
        args: [input.metadata_uri, metadata],
        account: chain.walletClient.account,
      });
      hash = await chain.send((nonce) => chain.walletClient.writeContract({ ...request, nonce }));
    } catch (err) {
      throw toChainError(err, chain.name);
    }
    const base = { success: true as const, chain_id: chain.name, tx_hash: hash, owner: chain.signer, identity_registry: registry };
    let receipt;
    try {
      receipt = await awaitReceipt(chain, hash, this.receiptTimeoutMs);
    } catch (err) {
      throw toChainError(err, chain.name);
    }
    if (!receipt) return { ...base, confirmed: false, block_number: null, agent_id: null };
    const [registered] = parseEventLogs({ abi: registryAbi, eventName: "Registered", logs: receipt.logs.filter((l) => l.address.toLowerCase() === registry.toLowerCase()) });
    if (!registered) {
      throw new UpstreamFailure("REGISTERED_EVENT_MISSING", `transaction ${hash} succeeded but emitted no Registered event; is ${registry} an ERC-8004 registry?`, {
        chain_id: chain.name,
        tx_hash: hash,
      });
    }
    return { ...base, confirmed: true, block_number: Number(receipt.blockNumber), agent_id: registered.args.agentId.toString() };
  }
}
