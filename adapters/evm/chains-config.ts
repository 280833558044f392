import type { Address, Hex } from "viem";
import { CANONICAL_IDENTITY_REGISTRY, CANONICAL_REPUTATION_REGISTRY, KNOWN_CHAINS, envName } from "./known-chains.ts";
import type { Mode } from "../../core/auth/principal.ts";
import { env, readConfig, type ConfigProblem } from "../../core/config/config-var.ts";
import { ADDRESS_RE, CHAIN_NAME_RE } from "../../core/util/patterns.ts";

/** What the Chains port needs to open one chain. */
export interface ChainSettings {
  name: string;
  chainId: number;
  mode: Mode;
  /** Undefined for `local`: the host starts the anvil devnet itself. */
  rpcUrl: string | undefined;
  signerKey: Hex;
  identityRegistry: Address | undefined;
  escrow: Address | undefined;
  reputationRegistry: Address | undefined;
  validationRegistry: Address | undefined;
  /** The client wallet Berth gives ERC-8004 feedback with (never the wallet that owns the agents). */
  clientKey: Hex | undefined;
  /** Blocks an event must be buried under before it counts (0: as soon as it is mined). */
  confirmations: number;
  /** The first block the reputation indexer reads. */
  fromBlock: number;
}

const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/;

/**
 * anvil's first development account: public knowledge, funded on every anvil devnet, and so fit
 * for the local test chain only. Other chains need CHAIN_<NAME>_SIGNER_KEY.
 */
export const ANVIL_DEV_KEY: Hex = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

/**
 * anvil's tenth development account: the devnet's client wallet, which gives ERC-8004 feedback for
 * Berth. The registry refuses feedback from an agent's owner, and the first account owns them all.
 */
export const ANVIL_CLIENT_KEY: Hex = "0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6";

/** Variables of one chain, e.g. CHAIN_BASE_SEPOLIA_RPC_URL for `base-sepolia`. */
function chainSpec(name: string) {
  const n = `CHAIN_${envName(name)}`;
  const known = KNOWN_CHAINS[name];
  return {
    [`${n}_ID`]: env.integer({ description: `Chain id of ${name}.`, default: known?.chainId ?? 0, min: known ? 1 : 0 }),
    [`${n}_MODE`]: env.oneOf({ description: `test or live: which keys may use ${name}.`, values: ["test", "live"] as const, default: known?.mode ?? "test" }),
    [`${n}_RPC_URL`]: env.url({ description: `JSON-RPC URL of ${name}.`, protocols: ["http", "https"], secret: true }),
    [`${n}_SIGNER_KEY`]: env.optionalString({ description: `Private key of Berth's wallet on ${name}.`, secret: true, pattern: PRIVATE_KEY }),
    [`${n}_IDENTITY_REGISTRY`]: env.optionalString({ description: `ERC-8004 IdentityRegistry on ${name}.`, pattern: ADDRESS_RE }),
    [`${n}_ESCROW`]: env.optionalString({ description: `Berth escrow contract on ${name}.`, pattern: ADDRESS_RE }),
    [`${n}_REPUTATION_REGISTRY`]: env.optionalString({ description: `ERC-8004 ReputationRegistry (its proxy) on ${name}; default the canonical deployment of the chain's mode.`, pattern: ADDRESS_RE }),
    [`${n}_VALIDATION_REGISTRY`]: env.optionalString({ description: `ERC-8004 ValidationRegistry (its proxy) on ${name}; none by default.`, pattern: ADDRESS_RE }),
    [`${n}_CLIENT_KEY`]: env.optionalString({ description: `Private key of the client wallet Berth gives ERC-8004 feedback with on ${name} (must not own or operate the agents it rates).`, secret: true, pattern: PRIVATE_KEY }),
    [`${n}_CONFIRMATIONS`]: env.integer({ description: `Blocks a registry event on ${name} must be buried under before reputation counts it; 0 counts it once mined.`, default: name === "local" ? 0 : 12, min: 0, max: 10_000 }),
    [`${n}_FROM_BLOCK`]: env.integer({ description: `First block of ${name} the reputation indexer reads (the registries' deployment block saves reading the history before it).`, default: 0, min: 0 }),
  };
}

export function readChainsConfig(names: string[], source: Record<string, string | undefined>, problems: ConfigProblem[]): ChainSettings[] {
  const out: ChainSettings[] = [];
  for (const name of new Set(names)) {
    if (!CHAIN_NAME_RE.test(name)) {
      problems.push({ variable: "CHAINS", problem: `${JSON.stringify(name)} is not a chain short name (lowercase letters, digits, '-')` });
      continue;
    }
    const n = `CHAIN_${envName(name)}`;
    const values = readConfig(chainSpec(name), source, problems) as Record<string, unknown>;
    const chainId = values[`${n}_ID`] as number;
    const mode = values[`${n}_MODE`] as Mode;
    const rpcUrl = values[`${n}_RPC_URL`] as string | undefined;
    let signerKey = values[`${n}_SIGNER_KEY`] as Hex | undefined;
    const local = name === "local" && rpcUrl === undefined;
    if (!KNOWN_CHAINS[name] && chainId === 0) problems.push({ variable: `${n}_ID`, problem: `is required: ${name} is not a chain Berth knows` });
    if (!local && rpcUrl === undefined) problems.push({ variable: `${n}_RPC_URL`, problem: `is required for chain ${name}` });
    if (local) signerKey ??= ANVIL_DEV_KEY;
    if (signerKey === undefined) {
      problems.push({ variable: `${n}_SIGNER_KEY`, problem: `is required for chain ${name}` });
      continue;
    }
    if (!local && mode === "live" && signerKey === ANVIL_DEV_KEY) {
      problems.push({ variable: `${n}_SIGNER_KEY`, problem: "is anvil's public development key; never use it on a live chain (value hidden: secret)" });
    }
    const registry = (values[`${n}_IDENTITY_REGISTRY`] as Address | undefined) ?? (local ? undefined : CANONICAL_IDENTITY_REGISTRY[mode]);
    const clientKey = (values[`${n}_CLIENT_KEY`] as Hex | undefined) ?? (local ? ANVIL_CLIENT_KEY : undefined);
    if (clientKey !== undefined && clientKey.toLowerCase() === signerKey.toLowerCase()) {
      problems.push({ variable: `${n}_CLIENT_KEY`, problem: "is the signer key: the registry refuses feedback from the wallet that owns the agents (value hidden: secret)" });
    }
    out.push({
      name,
      chainId,
      mode,
      rpcUrl,
      signerKey,
      identityRegistry: registry,
      escrow: values[`${n}_ESCROW`] as Address | undefined,
      reputationRegistry: (values[`${n}_REPUTATION_REGISTRY`] as Address | undefined) ?? (local ? undefined : CANONICAL_REPUTATION_REGISTRY[mode]),
      validationRegistry: values[`${n}_VALIDATION_REGISTRY`] as Address | undefined,
      clientKey,
      confirmations: values[`${n}_CONFIRMATIONS`] as number,
      fromBlock: values[`${n}_FROM_BLOCK`] as number,
    });
  }
  return out;
}
