// What the indexer keeps of a registry event: strings anyone can make megabytes long on chain
// (URIs, tags) are kept to MAX_CHAIN_STRING, so no stored document, CloudEvent or cached input
// grows with them. A real NewFeedback log as the official registry encodes it.
import { encodeAbiParameters, encodeEventTopics, zeroHash, type AbiEvent, type Hex, type Log } from "viem";
import { describe, expect, it } from "vitest";
import { abi as reputationAbi } from "../../contracts/artifacts/ReputationRegistryUpgradeable.ts";
import type { ChainHandle } from "berth/plugin";
import { MAX_CHAIN_STRING, toChainEvent, watchedContracts } from "./chain-events.ts";

const REGISTRY = "0x0165878A594ca255338adfa4d48449f69242Eb8F";
const chain = { name: "local", contracts: { identityRegistry: null, reputationRegistry: REGISTRY, validationRegistry: null, escrow: null, testToken: null } } as unknown as ChainHandle;
const event = reputationAbi.find((i) => i.type === "event" && i.name === "NewFeedback") as AbiEvent;

function newFeedbackLog(tag1: string, uri: string): Log {
  const topics = encodeEventTopics({ abi: [event], eventName: "NewFeedback", args: { agentId: 7n, clientAddress: "0x90F79bf6EB2c4f870365E785982E1f101E93b906", indexedTag1: tag1 } as never }) as [Hex, ...Hex[]];
  const data = encodeAbiParameters(event.inputs.filter((i) => !i.indexed), [1n, 87n, 0, tag1, "", "", uri, zeroHash]);
  return { address: REGISTRY, topics, data, blockNumber: 10n, blockHash: `0x${"11".repeat(32)}`, logIndex: 0, transactionHash: `0x${"22".repeat(32)}`, transactionIndex: 0, removed: false } as Log;
}

describe("toChainEvent", () => {
  it("keeps a feedback's URI and tags to MAX_CHAIN_STRING characters, whatever the chain carried", () => {
    const doc = toChainEvent("local", newFeedbackLog("t".repeat(5_000), `ipfs://${"x".repeat(200_000)}`), 1, watchedContracts(chain))!;
    expect(doc.kind).toBe("feedback");
    expect(doc.value).toBe("87");
    expect(doc.extra.feedback_uri).toHaveLength(MAX_CHAIN_STRING);
    expect(doc.extra.feedback_uri!.startsWith("ipfs://xxx")).toBe(true);
    expect(doc.tag1).toHaveLength(MAX_CHAIN_STRING);
  });

  it("never cuts a character in half, and leaves ordinary strings as they are", () => {
    const doc = toChainEvent("local", newFeedbackLog("starred", `a${"😀".repeat(MAX_CHAIN_STRING)}`), 1, watchedContracts(chain))!;
    expect(doc.tag1).toBe("starred");
    const uri = doc.extra.feedback_uri!;
    // 2,048 code units would end in half an emoji: one fewer is kept.
    expect(uri).toBe(`a${"😀".repeat((MAX_CHAIN_STRING - 2) / 2)}`);
  });
});
