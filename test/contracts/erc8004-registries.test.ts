// The official ERC-8004 ReputationRegistry and ValidationRegistry, as Berth deploys them (behind
// their ERC-1967 proxies, initialised with Berth's identity registry), against a real anvil.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { keccak256, parseEventLogs, stringToHex, zeroHash, type Address } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as identity from "../../contracts/artifacts/IdentityRegistry.ts";
import * as reputation from "../../contracts/artifacts/ReputationRegistryUpgradeable.ts";
import * as validation from "../../contracts/artifacts/ValidationRegistryUpgradeable.ts";
import { mined, startChain, type ChainFixture } from "./chain-fixture.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
// The implementation address of an ERC-1967 proxy: bytes32(uint256(keccak256("eip1967.proxy.implementation")) - 1).
const IMPLEMENTATION_SLOT = "0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc";

let chain: ChainFixture;
let owner: Address;
let client: Address;
let validator: Address;
let agentId: bigint;

beforeAll(async () => {
  chain = await startChain();
  [owner, client, validator] = chain.accounts as [Address, Address, Address];
  const receipt = await mined(chain.publicClient, chain.wallet(0).writeContract({ address: chain.addresses.identityRegistry, abi: identity.abi, functionName: "register", args: ["ipfs://agent"] }));
  agentId = parseEventLogs({ abi: identity.abi, logs: receipt.logs, eventName: "Registered" })[0]!.args.agentId;
});
afterAll(() => chain?.stop());

describe("the vendored sources", () => {
  it("are the official files, unchanged (the hashes SOURCES.md records)", () => {
    const manifest = readFileSync(`${root}/contracts/src/erc8004/SOURCES.md`, "utf8");
    const rows = [...manifest.matchAll(/\| `([A-Za-z0-9]+\.sol)` \| `([0-9a-f]{64})` \|/g)];
    expect(rows.map((r) => r[1]).sort()).toEqual(["ERC1967Proxy.sol", "HardhatMinimalUUPS.sol", "ReputationRegistryUpgradeable.sol", "ValidationRegistryUpgradeable.sol"]);
    for (const [, file, hash] of rows) {
      expect(createHash("sha256").update(readFileSync(`${root}/contracts/src/erc8004/${file}`)).digest("hex"), file).toBe(hash);
    }
  });
});

describe("the deployment", () => {
  it("puts each registry behind a proxy, upgraded to the official implementation and initialised with the identity registry", async () => {
    for (const [address, abi] of [
      [chain.addresses.reputationRegistry, reputation.abi],
      [chain.addresses.validationRegistry, validation.abi],
    ] as const) {
      const read = (functionName: "getIdentityRegistry" | "getVersion" | "owner") => chain.publicClient.readContract({ address, abi, functionName });
      expect(await read("getVersion")).toBe("2.0.0");
      expect(await read("getIdentityRegistry")).toBe(chain.addresses.identityRegistry);
      expect(await read("owner")).toBe(owner);
      const impl = await chain.publicClient.getStorageAt({ address, slot: IMPLEMENTATION_SLOT });
      expect(BigInt(impl!)).not.toBe(0n);
    }
  });

  it("cannot be initialised twice", async () => {
    await expect(
      chain.publicClient.simulateContract({ address: chain.addresses.reputationRegistry, abi: reputation.abi, functionName: "initialize", args: [client], account: owner }),
    ).rejects.toThrow(/InvalidInitialization/);
  });
});

describe("ReputationRegistry with Berth's identity registry", () => {
  const rep = () => ({ address: chain.addresses.reputationRegistry, abi: reputation.abi });

  it("takes feedback from a client and refuses the agent's owner and unknown agents", async () => {
    const receipt = await mined(
      chain.publicClient,
      chain.wallet(1).writeContract({ ...rep(), functionName: "giveFeedback", args: [agentId, 87n, 0, "starred", "", "https://agent.example", "ipfs://fb", zeroHash] }),
    );
    const [event] = parseEventLogs({ abi: reputation.abi, logs: receipt.logs, eventName: "NewFeedback" });
    expect(event!.args).toMatchObject({ agentId, clientAddress: client, feedbackIndex: 1n, value: 87n, tag1: "starred", endpoint: "https://agent.example" });
    await expect(
      chain.publicClient.simulateContract({ ...rep(), functionName: "giveFeedback", args: [agentId, 1n, 0, "", "", "", "", zeroHash], account: owner }),
    ).rejects.toThrow(/Self-feedback not allowed/);
    // The identity registry's own error bubbles up through the registry's call to it.
    const withIdentityErrors = [...reputation.abi, ...identity.abi.filter((item) => item.type === "error")];
    await expect(
      chain.publicClient.simulateContract({ address: chain.addresses.reputationRegistry, abi: withIdentityErrors, functionName: "giveFeedback", args: [999_999n, 1n, 0, "", "", "", "", zeroHash], account: client }),
    ).rejects.toThrow(/ERC721NonexistentToken/);
    const [count, value] = await chain.publicClient.readContract({ ...rep(), functionName: "getSummary", args: [agentId, [client], "", ""] });
    expect([count, value]).toEqual([1n, 87n]);
  });

  it("refuses an operator the owner approved for all, as it refuses the owner", async () => {
    await mined(chain.publicClient, chain.wallet(0).writeContract({ address: chain.addresses.identityRegistry, abi: identity.abi, functionName: "setApprovalForAll", args: [validator, true] }));
    await expect(
      chain.publicClient.simulateContract({ ...rep(), functionName: "giveFeedback", args: [agentId, 1n, 0, "", "", "", "", zeroHash], account: validator }),
    ).rejects.toThrow(/Self-feedback not allowed/);
    await mined(chain.publicClient, chain.wallet(0).writeContract({ address: chain.addresses.identityRegistry, abi: identity.abi, functionName: "setApprovalForAll", args: [validator, false] }));
  });
});

describe("ValidationRegistry with Berth's identity registry", () => {
  const val = () => ({ address: chain.addresses.validationRegistry, abi: validation.abi });

  it("records a request by the owner and the designated validator's response only", async () => {
    const requestHash = keccak256(stringToHex("check build 42"));
    await mined(chain.publicClient, chain.wallet(0).writeContract({ ...val(), functionName: "validationRequest", args: [validator, agentId, "ipfs://req", requestHash] }));
    await expect(
      chain.publicClient.simulateContract({ ...val(), functionName: "validationRequest", args: [validator, agentId, "ipfs://req", keccak256(stringToHex("other"))], account: client }),
    ).rejects.toThrow(/Not authorized/);
    await expect(
      chain.publicClient.simulateContract({ ...val(), functionName: "validationResponse", args: [requestHash, 90, "", zeroHash, "build"], account: client }),
    ).rejects.toThrow(/not validator/);
    // A gas limit of its own, not the exact estimate: the response rewrites the request's lastUpdate
    // with block.timestamp, a no-op while the estimate runs in the request's second and about
    // 2,800 gas more once mined in the next: on a busy machine the estimated transaction reverted.
    await mined(chain.publicClient, chain.wallet(2).writeContract({ ...val(), functionName: "validationResponse", args: [requestHash, 90, "ipfs://resp", zeroHash, "build"], gas: 200_000n }));
    expect(await chain.publicClient.readContract({ ...val(), functionName: "getSummary", args: [agentId, [], ""] })).toEqual([1n, 90]);
  });
});
