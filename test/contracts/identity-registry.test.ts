// IdentityRegistry against a real anvil: ERC-8004 ABI, registration, metadata, agent URI,
// agent wallet (EOA and ERC-1271 proofs) and every revert.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  encodeFunctionData,
  getAbiItem,
  keccak256,
  parseEventLogs,
  stringToHex,
  toEventSelector,
  toFunctionSignature,
  toHex,
  zeroAddress,
  type Address,
  type Hex,
  type TransactionReceipt,
} from "viem";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import * as callForwarder from "../../contracts/artifacts/CallForwarder.ts";
import * as erc1271Wallet from "../../contracts/artifacts/ERC1271WalletMock.ts";
import * as registry from "../../contracts/artifacts/IdentityRegistry.ts";
import { deploy, mined, revertOf, startChain, type ChainFixture } from "./chain-fixture.ts";

const abi = registry.abi;
let chain: ChainFixture;
let address: Address;
let owner: Address;
let other: Address;
let operator: Address;

beforeAll(async () => {
  chain = await startChain();
  address = chain.addresses.identityRegistry;
  [owner, other, operator] = chain.accounts;
});

afterAll(async () => {
  await chain?.stop();
});

function registeredId(receipt: TransactionReceipt): bigint {
  const [event] = parseEventLogs({ abi, logs: receipt.logs, eventName: "Registered" });
  return event.args.agentId;
}

async function registerAgent(from = 0, uri = "ipfs://agent"): Promise<bigint> {
  const receipt = await mined(
    chain.publicClient,
    chain.wallet(from).writeContract({ address, abi, functionName: "register", args: [uri] }),
  );
  return registeredId(receipt);
}

async function chainTime(): Promise<bigint> {
  return (await chain.publicClient.getBlock()).timestamp;
}

/** The EIP-712 proof a wallet gives that it accepts being the agent's wallet. */
async function walletProof(
  signer: PrivateKeyAccount,
  agentId: bigint,
  newWallet: Address,
  agentOwner: Address,
  deadline: bigint,
): Promise<Hex> {
  return signer.signTypedData({
    domain: { name: "ERC8004IdentityRegistry", version: "1", chainId: chain.chain.id, verifyingContract: address },
    types: {
      AgentWalletSet: [
        { name: "agentId", type: "uint256" },
        { name: "newWallet", type: "address" },
        { name: "owner", type: "address" },
        { name: "deadline", type: "uint256" },
      ],
    },
    primaryType: "AgentWalletSet",
    message: { agentId, newWallet, owner: agentOwner, deadline },
  });
}

describe("ERC-8004 interface", () => {
  it("exposes the standard function signatures", () => {
    const signatures = abi.filter((item) => item.type === "function").map((item) => toFunctionSignature(item));
    expect(signatures).toEqual(
      expect.arrayContaining([
        "register()",
        "register(string)",
        "register(string,(string,bytes)[])",
        "setAgentURI(uint256,string)",
        "getMetadata(uint256,string)",
        "setMetadata(uint256,string,bytes)",
        "setAgentWallet(uint256,address,uint256,bytes)",
        "getAgentWallet(uint256)",
        "unsetAgentWallet(uint256)",
        "tokenURI(uint256)",
        "ownerOf(uint256)",
      ]),
    );
  });

  it("names the metadata struct fields as the spec does", () => {
    const overload = getAbiItem({ abi, name: "register", args: ["", []] });
    expect(overload?.inputs[1]).toMatchObject({
      name: "metadata",
      type: "tuple[]",
      components: [
        { name: "metadataKey", type: "string" },
        { name: "metadataValue", type: "bytes" },
      ],
    });
  });

  it("uses the standard event signatures", () => {
    const events = abi.filter((item) => item.type === "event").map((item) => toEventSelector(item));
    expect(events).toEqual(
      expect.arrayContaining([
        toEventSelector("Registered(uint256 indexed agentId, string agentURI, address indexed owner)"),
        toEventSelector(
          "MetadataSet(uint256 indexed agentId, string indexed indexedMetadataKey, string metadataKey, bytes metadataValue)",
        ),
        toEventSelector("URIUpdated(uint256 indexed agentId, string newURI, address indexed updatedBy)"),
        toEventSelector("Transfer(address indexed from, address indexed to, uint256 indexed tokenId)"),
      ]),
    );
  });

  it("is an ERC-721 with ERC-4906 metadata updates and the canonical name", async () => {
    expect(await chain.publicClient.readContract({ address, abi, functionName: "supportsInterface", args: ["0x80ac58cd"] })).toBe(true);
    expect(await chain.publicClient.readContract({ address, abi, functionName: "supportsInterface", args: ["0x5b5e139f"] })).toBe(true);
    expect(await chain.publicClient.readContract({ address, abi, functionName: "supportsInterface", args: ["0x49064906"] })).toBe(true);
    expect(await chain.publicClient.readContract({ address, abi, functionName: "name" })).toBe("AgentIdentity");
    expect(await chain.publicClient.readContract({ address, abi, functionName: "symbol" })).toBe("AGENT");
    const [, name, version, chainId, verifyingContract] = await chain.publicClient.readContract({
      address,
      abi,
      functionName: "eip712Domain",
    });
    expect({ name, version, chainId, verifyingContract }).toEqual({
      name: "ERC8004IdentityRegistry",
      version: "1",
      chainId: BigInt(chain.chain.id),
      verifyingContract: address,
    });
  });
});

describe("registration", () => {
  it("numbers agents sequentially from 0 on a fresh registry", async () => {
    const fresh = await deploy(chain, registry);
    const ids: bigint[] = [];
    for (const args of [[], ["ipfs://one"], ["ipfs://two", []]] as const) {
      const receipt = await mined(
        chain.publicClient,
        chain.wallet(0).writeContract({ address: fresh, abi, functionName: "register", args }),
      );
      ids.push(parseEventLogs({ abi, logs: receipt.logs, eventName: "Registered" })[0].args.agentId);
    }
    expect(ids).toEqual([0n, 1n, 2n]);
    expect(await chain.publicClient.readContract({ address: fresh, abi, functionName: "ownerOf", args: [0n] })).toBe(owner);
    expect(await chain.publicClient.readContract({ address: fresh, abi, functionName: "tokenURI", args: [0n] })).toBe("");
    expect(await chain.publicClient.readContract({ address: fresh, abi, functionName: "tokenURI", args: [1n] })).toBe("ipfs://one");
  });

  it("register(agentURI, metadata) mints, stores metadata and emits the spec's events", async () => {
    const metadata = [
      { metadataKey: "name", metadataValue: stringToHex("Ada") },
      { metadataKey: "capabilities", metadataValue: stringToHex('["search"]') },
    ];
    const receipt = await mined(
      chain.publicClient,
      chain.wallet(1).writeContract({ address, abi, functionName: "register", args: ["https://ada.example/agent.json", metadata] }),
    );
    const agentId = registeredId(receipt);

    const transfer = parseEventLogs({ abi, logs: receipt.logs, eventName: "Transfer" });
    expect(transfer).toHaveLength(1);
    expect(transfer[0].args).toEqual({ from: zeroAddress, to: other, tokenId: agentId });

    const registered = parseEventLogs({ abi, logs: receipt.logs, eventName: "Registered" });
    expect(registered).toHaveLength(1);
    expect(registered[0].args).toEqual({ agentId, agentURI: "https://ada.example/agent.json", owner: other });

    // One MetadataSet for the reserved agentWallet key, then one per entry.
    const metadataSet = parseEventLogs({ abi, logs: receipt.logs, eventName: "MetadataSet" });
    expect(metadataSet.map((e) => [e.args.metadataKey, e.args.metadataValue])).toEqual([
      ["agentWallet", other.toLowerCase()],
      ["name", stringToHex("Ada")],
      ["capabilities", stringToHex('["search"]')],
    ]);
    // The indexed key is the keccak of the key, so indexers can filter by key.
    expect(metadataSet[1].args.indexedMetadataKey).toBe(keccak256(stringToHex("name")));

    expect(await chain.publicClient.readContract({ address, abi, functionName: "tokenURI", args: [agentId] })).toBe(
      "https://ada.example/agent.json",
    );
    expect(await chain.publicClient.readContract({ address, abi, functionName: "getMetadata", args: [agentId, "name"] })).toBe(
      stringToHex("Ada"),
    );
    expect(await chain.publicClient.readContract({ address, abi, functionName: "getMetadata", args: [agentId, "unset"] })).toBe("0x");
    expect(await chain.publicClient.readContract({ address, abi, functionName: "getAgentWallet", args: [agentId] })).toBe(other);
  });

  it("rejects agentWallet in the registration metadata", async () => {
    const metadata = [{ metadataKey: "agentWallet", metadataValue: other }];
    expect(
      await revertOf(chain.publicClient.simulateContract({ account: chain.accounts[0], address, abi, functionName: "register", args: ["ipfs://x", metadata] })),
    ).toEqual({ name: "ReservedMetadataKey", args: ["agentWallet"] });
  });

  it("refuses to mint to a contract that cannot hold ERC-721 tokens", async () => {
    const forwarder = await deploy(chain, callForwarder);
    const data = encodeFunctionData({ abi, functionName: "register", args: ["ipfs://x"] });
    const revert = await revertOf(
      chain.publicClient.simulateContract({ account: chain.accounts[0],
        address: forwarder,
        abi: [...callForwarder.abi, ...abi],
        functionName: "forward",
        args: [address, data],
      }),
    );
    expect(revert).toEqual({ name: "ERC721InvalidReceiver", args: [forwarder] });
  });
});

describe("agent URI", () => {
  it("lets the owner, an approved address and an operator update it, with URIUpdated", async () => {
    const agentId = await registerAgent(0);
    const receipt = await mined(
      chain.publicClient,
      chain.wallet(0).writeContract({ address, abi, functionName: "setAgentURI", args: [agentId, "ipfs://v2"] }),
    );
    const [updated] = parseEventLogs({ abi, logs: receipt.logs, eventName: "URIUpdated" });
    expect(updated.args).toEqual({ agentId, newURI: "ipfs://v2", updatedBy: owner });
    expect(await chain.publicClient.readContract({ address, abi, functionName: "tokenURI", args: [agentId] })).toBe("ipfs://v2");

    await mined(chain.publicClient, chain.wallet(0).writeContract({ address, abi, functionName: "approve", args: [other, agentId] }));
    await mined(chain.publicClient, chain.wallet(1).writeContract({ address, abi, functionName: "setAgentURI", args: [agentId, "ipfs://v3"] }));
    await mined(
      chain.publicClient,
      chain.wallet(0).writeContract({ address, abi, functionName: "setApprovalForAll", args: [operator, true] }),
    );
    await mined(chain.publicClient, chain.wallet(2).writeContract({ address, abi, functionName: "setAgentURI", args: [agentId, "ipfs://v4"] }));
    expect(await chain.publicClient.readContract({ address, abi, functionName: "tokenURI", args: [agentId] })).toBe("ipfs://v4");
    await mined(
      chain.publicClient,
      chain.wallet(0).writeContract({ address, abi, functionName: "setApprovalForAll", args: [operator, false] }),
    );
  });

  it("rejects strangers and unknown agents", async () => {
    const agentId = await registerAgent(0);
    expect(
      await revertOf(chain.publicClient.simulateContract({ account: chain.accounts[3], address, abi, functionName: "setAgentURI", args: [agentId, "ipfs://evil"] })),
    ).toEqual({ name: "NotAuthorized", args: [agentId, chain.accounts[3]] });
    expect(
      await revertOf(chain.publicClient.simulateContract({ account: chain.accounts[0], address, abi, functionName: "setAgentURI", args: [10_000n, "ipfs://x"] })),
    ).toEqual({ name: "ERC721NonexistentToken", args: [10_000n] });
    expect(await revertOf(chain.publicClient.readContract({ address, abi, functionName: "tokenURI", args: [10_000n] }))).toEqual({
      name: "ERC721NonexistentToken",
      args: [10_000n],
    });
  });
});

describe("metadata", () => {
  it("setMetadata stores the value and emits MetadataSet", async () => {
    const agentId = await registerAgent(0);
    const receipt = await mined(
      chain.publicClient,
      chain.wallet(0).writeContract({ address, abi, functionName: "setMetadata", args: [agentId, "endpoints", toHex("https://a")] }),
    );
    const [event] = parseEventLogs({ abi, logs: receipt.logs, eventName: "MetadataSet" });
    expect(event.args).toEqual({
      agentId,
      indexedMetadataKey: keccak256(stringToHex("endpoints")),
      metadataKey: "endpoints",
      metadataValue: toHex("https://a"),
    });
    expect(
      await chain.publicClient.readContract({ address, abi, functionName: "getMetadata", args: [agentId, "endpoints"] }),
    ).toBe(toHex("https://a"));
  });

  it("rejects the reserved agentWallet key, strangers and unknown agents", async () => {
    const agentId = await registerAgent(0);
    expect(
      await revertOf(chain.publicClient.simulateContract({ account: chain.accounts[0], address, abi, functionName: "setMetadata", args: [agentId, "agentWallet", other] })),
    ).toEqual({ name: "ReservedMetadataKey", args: ["agentWallet"] });
    expect(
      await revertOf(chain.publicClient.simulateContract({ account: chain.accounts[1], address, abi, functionName: "setMetadata", args: [agentId, "name", "0x01"] })),
    ).toEqual({ name: "NotAuthorized", args: [agentId, other] });
    expect(
      await revertOf(chain.publicClient.simulateContract({ account: chain.accounts[0], address, abi, functionName: "setMetadata", args: [10_000n, "name", "0x01"] })),
    ).toEqual({ name: "ERC721NonexistentToken", args: [10_000n] });
  });
});

describe("agent wallet", () => {
  it("starts as the owner and moves to a wallet that signed the EIP-712 proof", async () => {
    const agentId = await registerAgent(0);
    expect(await chain.publicClient.readContract({ address, abi, functionName: "getAgentWallet", args: [agentId] })).toBe(owner);

    const hot = privateKeyToAccount(generatePrivateKey());
    const deadline = (await chainTime()) + 120n;
    const signature = await walletProof(hot, agentId, hot.address, owner, deadline);
    const receipt = await mined(
      chain.publicClient,
      chain.wallet(0).writeContract({ address, abi, functionName: "setAgentWallet", args: [agentId, hot.address, deadline, signature] }),
    );
    const [event] = parseEventLogs({ abi, logs: receipt.logs, eventName: "MetadataSet" });
    expect(event.args.metadataKey).toBe("agentWallet");
    expect(event.args.metadataValue).toBe(hot.address.toLowerCase());
    expect(await chain.publicClient.readContract({ address, abi, functionName: "getAgentWallet", args: [agentId] })).toBe(hot.address);
    expect(
      await chain.publicClient.readContract({ address, abi, functionName: "getMetadata", args: [agentId, "agentWallet"] }),
    ).toBe(hot.address.toLowerCase());
  });

  it("accepts an ERC-1271 smart-contract wallet", async () => {
    const agentId = await registerAgent(0);
    const key = privateKeyToAccount(generatePrivateKey());
    const smartWallet = await deploy(chain, erc1271Wallet, [key.address]);
    const deadline = (await chainTime()) + 120n;
    const signature = await walletProof(key, agentId, smartWallet, owner, deadline);
    await mined(
      chain.publicClient,
      chain.wallet(0).writeContract({ address, abi, functionName: "setAgentWallet", args: [agentId, smartWallet, deadline, signature] }),
    );
    expect(await chain.publicClient.readContract({ address, abi, functionName: "getAgentWallet", args: [agentId] })).toBe(smartWallet);

    const impostor = privateKeyToAccount(generatePrivateKey());
    const forged = await walletProof(impostor, agentId, smartWallet, owner, deadline);
    expect(
      await revertOf(
        chain.publicClient.simulateContract({ account: chain.accounts[0], address, abi, functionName: "setAgentWallet", args: [agentId, smartWallet, deadline, forged] }),
      ),
    ).toEqual({ name: "InvalidWalletSignature", args: [smartWallet] });
  });

  it("rejects bad proofs, bad deadlines, the zero wallet and strangers", async () => {
    const agentId = await registerAgent(0);
    const hot = privateKeyToAccount(generatePrivateKey());
    const now = await chainTime();
    const set = (from: number, wallet: Address, deadline: bigint, signature: Hex) =>
      chain.publicClient.simulateContract({
        account: chain.accounts[from],
        address,
        abi,
        functionName: "setAgentWallet",
        args: [agentId, wallet, deadline, signature],
      });

    const wrongSigner = await walletProof(privateKeyToAccount(generatePrivateKey()), agentId, hot.address, owner, now + 120n);
    expect(await revertOf(set(0, hot.address, now + 120n, wrongSigner))).toEqual({
      name: "InvalidWalletSignature",
      args: [hot.address],
    });
    const wrongAgent = await walletProof(hot, agentId + 1n, hot.address, owner, now + 120n);
    expect((await revertOf(set(0, hot.address, now + 120n, wrongAgent))).name).toBe("InvalidWalletSignature");
    expect((await revertOf(set(0, hot.address, now + 120n, "0x1234"))).name).toBe("InvalidWalletSignature");

    const expired = await walletProof(hot, agentId, hot.address, owner, now - 1n);
    expect(await revertOf(set(0, hot.address, now - 1n, expired))).toEqual({ name: "DeadlineExpired", args: [now - 1n] });
    const tooFar = await walletProof(hot, agentId, hot.address, owner, now + 3600n);
    expect((await revertOf(set(0, hot.address, now + 3600n, tooFar))).name).toBe("DeadlineTooFar");

    expect(await revertOf(set(0, zeroAddress, now + 120n, "0x"))).toEqual({ name: "InvalidWallet", args: [] });
    const valid = await walletProof(hot, agentId, hot.address, owner, now + 120n);
    expect(await revertOf(set(1, hot.address, now + 120n, valid))).toEqual({ name: "NotAuthorized", args: [agentId, other] });
  });

  it("unsetAgentWallet clears it for the owner only", async () => {
    const agentId = await registerAgent(0);
    expect(
      await revertOf(chain.publicClient.simulateContract({ account: chain.accounts[1], address, abi, functionName: "unsetAgentWallet", args: [agentId] })),
    ).toEqual({ name: "NotAuthorized", args: [agentId, other] });
    const receipt = await mined(
      chain.publicClient,
      chain.wallet(0).writeContract({ address, abi, functionName: "unsetAgentWallet", args: [agentId] }),
    );
    const [event] = parseEventLogs({ abi, logs: receipt.logs, eventName: "MetadataSet" });
    expect(event.args).toMatchObject({ metadataKey: "agentWallet", metadataValue: "0x" });
    expect(await chain.publicClient.readContract({ address, abi, functionName: "getAgentWallet", args: [agentId] })).toBe(zeroAddress);
    expect(await revertOf(chain.publicClient.readContract({ address, abi, functionName: "getAgentWallet", args: [10_000n] }))).toEqual({
      name: "ERC721NonexistentToken",
      args: [10_000n],
    });
  });

  it("is cleared on transfer, and a proof made for the previous owner no longer works", async () => {
    const agentId = await registerAgent(0);
    const hot = privateKeyToAccount(generatePrivateKey());
    const deadline = (await chainTime()) + 120n;
    const proofForOldOwner = await walletProof(hot, agentId, hot.address, owner, deadline);

    const receipt = await mined(
      chain.publicClient,
      chain.wallet(0).writeContract({ address, abi, functionName: "transferFrom", args: [owner, other, agentId] }),
    );
    const [cleared] = parseEventLogs({ abi, logs: receipt.logs, eventName: "MetadataSet" });
    expect(cleared.args).toMatchObject({ agentId, metadataKey: "agentWallet", metadataValue: "0x" });
    expect(await chain.publicClient.readContract({ address, abi, functionName: "getAgentWallet", args: [agentId] })).toBe(zeroAddress);
    expect(await chain.publicClient.readContract({ address, abi, functionName: "ownerOf", args: [agentId] })).toBe(other);

    expect(
      (
        await revertOf(
          chain.publicClient.simulateContract({ account: chain.accounts[1],
            address,
            abi,
            functionName: "setAgentWallet",
            args: [agentId, hot.address, deadline, proofForOldOwner],
          }),
        )
      ).name,
    ).toBe("InvalidWalletSignature");
    const proofForNewOwner = await walletProof(hot, agentId, hot.address, other, deadline);
    await mined(
      chain.publicClient,
      chain.wallet(1).writeContract({ address, abi, functionName: "setAgentWallet", args: [agentId, hot.address, deadline, proofForNewOwner] }),
    );
    expect(await chain.publicClient.readContract({ address, abi, functionName: "getAgentWallet", args: [agentId] })).toBe(hot.address);
  });
});
