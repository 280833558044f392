// The reputation indexer stops mid-stream (its process closes) and a new one resumes from the
// cursor: every event is stored, and announced as a CloudEvent, exactly once. Two indexers racing
// on one chain never store one twice either. A real anvil with the official registries, a real
// SQLite store; the indexer's rounds driven by hand and by a ManualClock.
import { parseEventLogs, zeroHash } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANVIL_DEV_KEY } from "../../adapters/evm/chains-config.ts";
import { abi as identityAbi } from "../../contracts/artifacts/IdentityRegistry.ts";
import { abi as reputationAbi } from "../../contracts/artifacts/ReputationRegistryUpgradeable.ts";
import { chainsPort } from "../../core/ports/chains.ts";
import { storePort } from "../../core/ports/document-store.ts";
import { eventLogPort } from "../../core/ports/event-log.ts";
import { ManualClock } from "../../core/scheduler/manual-clock.ts";
import { CHAIN_EVENTS, type ChainEventDoc } from "../../plugins/reputation/chain-events.ts";
import { ChainIndexer } from "../../plugins/reputation/chain-indexer.ts";
import { mined, startChain, type ChainFixture } from "../contracts/chain-fixture.ts";
import { startBerth, tempDir, type TestBerth } from "../support/test-berth.ts";

const FEEDBACKS = 40;
let chain: ChainFixture;
let dataDir: string;

function env(): Record<string, string> {
  return {
    CHAINS: "ext",
    CHAIN_EXT_ID: "31337",
    CHAIN_EXT_MODE: "test",
    CHAIN_EXT_RPC_URL: chain.anvil.rpcUrl,
    CHAIN_EXT_SIGNER_KEY: ANVIL_DEV_KEY,
    CHAIN_EXT_IDENTITY_REGISTRY: chain.addresses.identityRegistry,
    CHAIN_EXT_REPUTATION_REGISTRY: chain.addresses.reputationRegistry,
    CHAIN_EXT_VALIDATION_REGISTRY: chain.addresses.validationRegistry,
    CHAIN_EXT_CONFIRMATIONS: "0",
    // Small reads, so the stream takes many rounds.
    REPUTATION_INDEX_BATCH_BLOCKS: "4",
    REPUTATION_INDEX_INTERVAL_MS: "1000",
  };
}

function indexerOf(b: TestBerth): ChainIndexer {
  return new ChainIndexer({
    chain: b.host.port(chainsPort).get("ext")!,
    world: b.host.port(storePort).world("test"),
    events: b.host.port(eventLogPort),
    batchBlocks: 4,
    log: b.host.log,
  });
}

async function stored(b: TestBerth): Promise<ChainEventDoc[]> {
  const col = b.host.port(storePort).world("test").collection<ChainEventDoc>(CHAIN_EVENTS);
  const out: ChainEventDoc[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await col.find({ where: { chain_id: "ext" }, limit: 1000, ...(cursor ? { cursor } : {}) });
    out.push(...page.items);
    if (!page.nextCursor) return out;
    cursor = page.nextCursor;
  }
}

async function announced(b: TestBerth): Promise<number> {
  const a = await b.request("GET", "/v1/events?type=reputation.feedback_received&limit=1000", { key: b.testAdminKey });
  return a.body.events.length;
}

beforeAll(async () => {
  chain = await startChain();
  dataDir = tempDir();
  const receipt = await mined(chain.publicClient, chain.wallet(0).writeContract({ address: chain.addresses.identityRegistry, abi: identityAbi, functionName: "register", args: ["ipfs://a"] }));
  const agentId = parseEventLogs({ abi: identityAbi, logs: receipt.logs, eventName: "Registered" })[0]!.args.agentId;
  for (let i = 0; i < FEEDBACKS; i++) {
    await mined(chain.publicClient, chain.wallet(1 + (i % 3)).writeContract({ address: chain.addresses.reputationRegistry, abi: reputationAbi, functionName: "giveFeedback", args: [agentId, BigInt(i), 0, "starred", "", "", "", zeroHash] }));
  }
}, 60_000);

afterAll(() => chain?.stop());

describe("the reputation indexer", () => {
  it("resumes from its cursor after a restart mid-stream and stores and announces every event exactly once", async () => {
    const clock = new ManualClock(Date.now());
    // This process does not index on its own: the test runs its rounds.
    const first = await startBerth({ dataDir, env: { ...env(), REPUTATION_INDEXER: "off" }, clock });
    const indexer = indexerOf(first);
    for (let i = 0; i < 3; i++) await indexer.round({ lost: () => false, stopping: () => false });
    const midway = await stored(first);
    const cursor = await indexer.cursor();
    expect(midway.length).toBeGreaterThan(0);
    expect(midway.length).toBeLessThan(FEEDBACKS + 2);
    expect(midway.every((d) => d.block_number <= cursor.block)).toBe(true);
    await first.stop();

    const second = await startBerth({ dataDir, env: env(), clock: new ManualClock(Date.now()) });
    try {
      await second.host.scheduler.settle();
      const all = await stored(second);
      const feedback = all.filter((d) => d.kind === "feedback");
      expect(feedback).toHaveLength(FEEDBACKS);
      expect(new Set(all.map((d) => `${d.block_number}:${d.log_index}`)).size).toBe(all.length);
      expect(feedback.map((d) => Number(d.value)).sort((a, b) => a - b)).toEqual(Array.from({ length: FEEDBACKS }, (_, i) => i));
      expect(await announced(second)).toBe(FEEDBACKS);
      const head = Number(await chain.publicClient.getBlockNumber());
      expect((await indexerOf(second).cursor()).block).toBe(head);
    } finally {
      await second.stop();
    }
  });

  it("never stores an event twice when two indexers race over one chain", async () => {
    const b = await startBerth({ dataDir: tempDir(), env: { ...env(), REPUTATION_INDEXER: "off" }, clock: new ManualClock(Date.now()) });
    try {
      const one = indexerOf(b);
      const two = indexerOf(b);
      const ctx = { lost: () => false, stopping: () => false };
      for (let i = 0; i < 30; i++) await Promise.all([one.round(ctx), two.round(ctx)]);
      const all = await stored(b);
      expect(all.filter((d) => d.kind === "feedback")).toHaveLength(FEEDBACKS);
      expect(await announced(b)).toBe(FEEDBACKS);
    } finally {
      await b.stop();
    }
  });
});
