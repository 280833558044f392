import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPublicClient, createWalletClient, encodeFunctionData, http, parseEventLogs, toEventSelector, zeroHash, type Address, type Hex } from "viem";
import { createBerthHost } from "../../app/composition.ts";
import { startAnvil } from "../../adapters/anvil/anvil-process.ts";
import { ANVIL_DEV_KEY } from "../../adapters/evm/chains-config.ts";
import { deployBerthContracts } from "../../contracts/deploy.ts";
import { abi as identityAbi } from "../../contracts/artifacts/IdentityRegistry.ts";
import { abi as reputationAbi } from "../../contracts/artifacts/ReputationRegistryUpgradeable.ts";
import { chainsPort } from "../../core/ports/chains.ts";
import { storePort } from "../../core/ports/document-store.ts";
import { eventLogPort } from "../../core/ports/event-log.ts";
import { CHAIN_EVENTS } from "../../plugins/reputation/chain-events.ts";
import { ChainIndexer } from "../../plugins/reputation/chain-indexer.ts";
import { stakeWeighted } from "../../plugins/reputation/algorithm-stake-weighted.ts";
import { resolveParams } from "../../plugins/reputation/algorithms.ts";
import { ScoreLoader } from "../../plugins/reputation/score-loader.ts";
import { percentile } from "../support/berth-process.ts";

/**
 * `npx tsx bench/reputation/run.ts`: the reputation indexer's rate (ERC-8004 events per second
 * from a devnet into the store, CloudEvents included) and the p50/p95 of computing scores for an
 * agent with BENCH_FEEDBACK (default 10,000) feedback entries from BENCH_CLIENTS (default 1,000)
 * clients: first in a process (every input read from the store), not cached (new parameters: scored
 * again from the inputs the process keeps) and warm (the score served from the cache), through HTTP.
 * Options: BENCH_COLD (default 40), BENCH_WARM (default 400).
 */
const FEEDBACK = Number(process.env.BENCH_FEEDBACK ?? 10_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1_000);
const COLD = Number(process.env.BENCH_COLD ?? 40);
const WARM = Number(process.env.BENCH_WARM ?? 400);
const SEND_BATCH = 500;
const NEW_FEEDBACK = toEventSelector(reputationAbi.find((i) => i.type === "event" && i.name === "NewFeedback")!);

const anvil = await startAnvil({});
let id = 1;
async function rpcBatch(calls: { method: string; params: unknown[] }[]): Promise<unknown[]> {
  const res = await fetch(anvil.rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(calls.map((c) => ({ jsonrpc: "2.0", id: id++, ...c }))) });
  const answers = (await res.json()) as { result?: unknown; error?: { message: string } }[];
  for (const a of answers) if (a.error) throw new Error(a.error.message);
  return answers.map((a) => a.result);
}
const rpc = async (method: string, params: unknown[] = []) => (await rpcBatch([{ method, params }]))[0];

try {
  const chain = { id: anvil.chainId, name: "bench", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [anvil.rpcUrl] } } };
  const publicClient = createPublicClient({ chain, transport: http(anvil.rpcUrl) });
  const [deployer] = await createWalletClient({ chain, transport: http(anvil.rpcUrl) }).getAddresses();
  const wallet = createWalletClient({ chain, transport: http(anvil.rpcUrl), account: deployer! });
  const contracts = await deployBerthContracts(wallet, publicClient);
  const registered = await publicClient.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: contracts.identityRegistry, abi: identityAbi, functionName: "register", args: ["ipfs://bench"] }) });
  const agentId = parseEventLogs({ abi: identityAbi, logs: registered.logs, eventName: "Registered" })[0]!.args.agentId;

  // Clients that never signed anything: anvil sends for any address and funds them.
  const clients: Address[] = Array.from({ length: CLIENTS }, (_, i) => `0x${(0xc1000000 + i).toString(16).padStart(40, "0")}` as Address);
  await rpc("anvil_autoImpersonateAccount", [true]);
  await rpcBatch(clients.map((c) => ({ method: "anvil_setBalance", params: [c, "0x56bc75e2d63100000"] })));
  await rpc("evm_setAutomine", [false]);
  const nonces = new Map<Address, number>();
  const sendStarted = performance.now();
  for (let from = 0; from < FEEDBACK; from += SEND_BATCH) {
    const calls = [];
    for (let i = from; i < Math.min(FEEDBACK, from + SEND_BATCH); i++) {
      const data: Hex = encodeFunctionData({ abi: reputationAbi, functionName: "giveFeedback", args: [agentId, BigInt(i % 101), 0, i % 10 === 0 ? "uptime" : "starred", "", "https://agent.example", "", zeroHash] });
      const from = clients[i % CLIENTS]!;
      const nonce = nonces.get(from) ?? 0;
      nonces.set(from, nonce + 1);
      calls.push({ method: "eth_sendTransaction", params: [{ from, to: contracts.reputationRegistry, data, gas: "0x927c0", nonce: `0x${nonce.toString(16)}` }] });
    }
    await rpcBatch(calls);
    // Mine what is pending, a block at a time, until the pool is empty.
    for (;;) {
      await rpc("evm_mine");
      const status = (await rpc("txpool_status")) as { pending: Hex };
      if (Number(status.pending) === 0) break;
    }
  }
  const head = Number(await publicClient.getBlockNumber());
  const pool = (await rpc("txpool_status")) as { pending: Hex; queued: Hex };
  if (Number(pool.queued) > 0) throw new Error(`${Number(pool.queued)} transactions stayed queued`);
  let onChain = 0;
  for (let b = 0; b <= head; b += 5) {
    const logs = (await rpc("eth_getLogs", [{ address: contracts.reputationRegistry, topics: [NEW_FEEDBACK], fromBlock: `0x${b.toString(16)}`, toBlock: `0x${Math.min(head, b + 4).toString(16)}` }])) as unknown[];
    onChain += logs.length;
  }
  // A few of the sends may not make it into a block (the figures below say how many feedbacks were counted).
  process.stdout.write(`on chain: ${onChain} NewFeedback events of ${FEEDBACK} sent\n`);
  process.stdout.write(`devnet: ${FEEDBACK} feedback from ${CLIENTS} clients in ${head} blocks, sent and mined in ${((performance.now() - sendStarted) / 1000).toFixed(1)} s\n`);

  const host = await createBerthHost({
    env: {
      BERTH_DATA_DIR: mkdtempSync(join(tmpdir(), "berth-bench-reputation-")),
      PORT: "0",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000000",
      CHAINS: "bench",
      CHAIN_BENCH_ID: String(anvil.chainId),
      CHAIN_BENCH_MODE: "test",
      CHAIN_BENCH_RPC_URL: anvil.rpcUrl,
      CHAIN_BENCH_SIGNER_KEY: ANVIL_DEV_KEY,
      CHAIN_BENCH_IDENTITY_REGISTRY: contracts.identityRegistry,
      CHAIN_BENCH_REPUTATION_REGISTRY: contracts.reputationRegistry,
      CHAIN_BENCH_VALIDATION_REGISTRY: contracts.validationRegistry,
      CHAIN_BENCH_ESCROW: contracts.escrow,
      CHAIN_BENCH_CONFIRMATIONS: "0",
      REPUTATION_INDEXER: "off",
    },
  });
  const url = await host.listen();
  try {
    const indexer = new ChainIndexer({ chain: host.port(chainsPort).get("bench")!, world: host.port(storePort).world("test"), events: host.port(eventLogPort), batchBlocks: 2_000, log: host.log });
    const ctx = { lost: () => false, stopping: () => false };
    const started = performance.now();
    while ((await indexer.cursor()).block < head) await indexer.round(ctx);
    const seconds = (performance.now() - started) / 1000;
    const events = await host.port(storePort).world("test").collection(CHAIN_EVENTS).count({ chain_id: "bench" });
    process.stdout.write(`indexing: ${events} events in ${seconds.toFixed(2)} s = ${Math.round(events / seconds)} events/s (target ≥ 2,000/s)\n`);

    // A cold compute in a fresh process: nothing kept, every input read from the store, then scored.
    const identity = [{ chain_id: "bench", agent_id: agentId.toString() }];
    const fresh: number[] = [];
    const reads: number[] = [];
    for (let i = 0; i < 10; i++) {
      const loader = new ScoreLoader(host.port(storePort), host.port(eventLogPort));
      const t0 = performance.now();
      const loaded = await loader.load("test", `bench:${agentId}`, identity, { from: 0, asOf: Date.now() + 3_600_000 });
      const t1 = performance.now();
      const { values, tags } = resolveParams(stakeWeighted, {});
      stakeWeighted.score(loaded.inputs, values, tags);
      fresh.push(performance.now() - t0);
      reads.push(t1 - t0);
    }
    fresh.sort((a, b) => a - b);
    reads.sort((a, b) => a - b);
    process.stdout.write(`compute stake-weighted-v1, first in a process (every input read from the store): p50 ${percentile(fresh, 50).toFixed(1)} ms, p95 ${percentile(fresh, 95).toFixed(1)} ms (reading p50 ${percentile(reads, 50).toFixed(1)} ms) (target ≤ 200)\n`);

    const { token } = await host.keys.create({ role: "admin", mode: "test" });
    const passport = `bench:${agentId}`;
    const compute = async (body: Record<string, unknown>): Promise<{ ms: number; answer: { cached: boolean; inputs: { feedback: number; clients: number }; score: number } }> => {
      const t = performance.now();
      const res = await fetch(`${url}/v2/reputation/${passport}/compute`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
      const answer = (await res.json()) as { cached: boolean; inputs: { feedback: number; clients: number }; score: number };
      if (res.status !== 200) throw new Error(`compute: ${res.status} ${JSON.stringify(answer)}`);
      return { ms: performance.now() - t, answer };
    };
    for (const algorithm of ["cross-chain-weighted-v1", "stake-weighted-v1"]) {
      const cold: number[] = [];
      let last;
      // A different parameter each time: a different cache key, so every call scores every input again.
      for (let i = 0; i < COLD; i++) {
        const param = algorithm === "stake-weighted-v1" ? { unstaked_weight: 1 + i / 1000 } : { feedback_weight: 1 + i / 1000 };
        last = await compute({ algorithm, params: param });
        if (last.answer.cached) throw new Error("a cold call was served from the cache");
        cold.push(last.ms);
      }
      const warm: number[] = [];
      await compute({ algorithm });
      for (let i = 0; i < WARM; i++) {
        const w = await compute({ algorithm });
        if (!w.answer.cached) throw new Error("a warm call was not served from the cache");
        warm.push(w.ms);
      }
      cold.sort((a, b) => a - b);
      warm.sort((a, b) => a - b);
      process.stdout.write(
        `compute ${algorithm} (${last!.answer.inputs.feedback} feedback counted, ${last!.answer.inputs.clients} clients): ` +
          `not cached (new params; the inputs kept in memory) p50 ${percentile(cold, 50).toFixed(1)} ms, p95 ${percentile(cold, 95).toFixed(1)} ms (target ≤ 200); ` +
          `warm p50 ${percentile(warm, 50).toFixed(2)} ms, p95 ${percentile(warm, 95).toFixed(2)} ms (target ≤ 20)\n`,
      );
    }
  } finally {
    await host.close();
  }
} finally {
  await anvil.stop();
}
