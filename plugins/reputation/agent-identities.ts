import { chainFor, Forbidden, identityRegistryAbi, NotFound, requireActFor, toChainError, type Chains, type Mode, type Principal, type WorldStores } from "berth/plugin";
import { getAddress, type Address } from "viem";

/** One ERC-8004 identity: an agent id in one chain's identity registry. */
export interface OnChainIdentity {
  chain_id: string;
  agent_id: string;
}

/** A passport's claim to an on-chain identity, so its scores combine the identities' chains. */
export interface IdentityLink extends OnChainIdentity {
  passport_id: string;
  linked_by_key: string;
  created_at: number;
}

export const IDENTITY_LINKS = { name: "reputation_identity_links", indexes: [{ fields: ["passport_id"] }, { fields: ["chain_id", "agent_id"] }] };

const IMPLICIT = /^([a-z0-9][a-z0-9-]{0,63}):(0|[1-9][0-9]{0,76})$/;

/**
 * Which on-chain identities an agent (a passport id) has. A passport `<chain>:<agent id>` is that
 * identity itself (`local:0`); any passport may also link identities on other chains, which is how
 * one agent gets one score across chains: an admin may link any identity, an agent key (for the
 * passport) only identities owned by Berth's own wallet on that chain, which it registered.
 */
export class AgentIdentities {
  constructor(
    private readonly stores: WorldStores,
    private readonly chains: Chains,
    private readonly now: () => number,
  ) {}

  private links(mode: Mode) {
    return this.stores.world(mode).collection<IdentityLink>(IDENTITY_LINKS);
  }

  /** The passport's identities on chains of its world, sorted (chain, then id). */
  async of(mode: Mode, passport: string): Promise<OnChainIdentity[]> {
    const found = new Map<string, OnChainIdentity>();
    const implicit = IMPLICIT.exec(passport);
    if (implicit && this.chains.get(implicit[1]!)?.mode === mode) found.set(passport, { chain_id: implicit[1]!, agent_id: implicit[2]! });
    const { items } = await this.links(mode).find({ where: { passport_id: passport }, limit: 1000 });
    for (const link of items) {
      if (this.chains.get(link.chain_id)?.mode === mode) found.set(`${link.chain_id}:${link.agent_id}`, { chain_id: link.chain_id, agent_id: link.agent_id });
    }
    return [...found.values()].sort((a, b) => (a.chain_id < b.chain_id ? -1 : a.chain_id > b.chain_id ? 1 : a.agent_id.length - b.agent_id.length || (a.agent_id < b.agent_id ? -1 : a.agent_id > b.agent_id ? 1 : 0)));
  }

  /** Passports that may act for an on-chain identity: its own `<chain>:<id>` and those that linked it. */
  async passportsOf(mode: Mode, chain: string, agentId: string): Promise<string[]> {
    const { items } = await this.links(mode).find({ where: { chain_id: chain, agent_id: agentId }, limit: 1000 });
    return [`${chain}:${agentId}`, ...items.map((l) => l.passport_id)];
  }

  async link(caller: Principal, passport: string, identity: OnChainIdentity): Promise<IdentityLink> {
    requireActFor(caller, passport);
    const chain = chainFor(this.chains, identity.chain_id, caller);
    const owner = await this.ownerOf(identity);
    if (caller.role !== "admin" && owner !== chain.signer) {
      throw new Forbidden("IDENTITY_LINK_NOT_ALLOWED", `agent ${identity.agent_id} on ${chain.name} is owned by ${owner}, not by Berth's wallet: only an admin may link it`, { ...identity, owner, berth_wallet: chain.signer });
    }
    const link: IdentityLink = { ...identity, passport_id: passport, linked_by_key: caller.keyId, created_at: this.now() };
    await this.links(caller.mode).upsert(`${passport}|${identity.chain_id}:${identity.agent_id}`, link);
    return link;
  }

  async unlink(caller: Principal, passport: string, identity: OnChainIdentity): Promise<boolean> {
    requireActFor(caller, passport);
    chainFor(this.chains, identity.chain_id, caller);
    return this.links(caller.mode).delete(`${passport}|${identity.chain_id}:${identity.agent_id}`);
  }

  /** The identity's owner, read from the chain (the source of truth); 404 when no such agent is registered. */
  async ownerOf(identity: OnChainIdentity): Promise<Address> {
    const chain = this.chains.get(identity.chain_id)!;
    try {
      return getAddress(await chain.publicClient.readContract({ address: chain.contracts.identityRegistry, abi: identityRegistryAbi, functionName: "ownerOf", args: [BigInt(identity.agent_id)] }));
    } catch (err) {
      const mapped = toChainError(err, chain.name);
      if (mapped.code === "CONTRACT_REVERTED") throw new NotFound("AGENT_NOT_REGISTERED", `no agent ${identity.agent_id} is registered on ${chain.name}`, identity);
      throw mapped;
    }
  }
}
