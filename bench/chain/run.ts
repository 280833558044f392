import { percentile, startBerthProcess } from "../support/berth-process.ts";

/**
 * `npx tsx bench/chain/run.ts`: latency (p50, p95) and throughput of agent registration and
 * escrow creation on the local devnet, through HTTP to a Berth process, each call waiting for
 * its receipt (anvil mines a block per transaction). Options: BENCH_CALLS (default 100),
 * BENCH_CONCURRENCY (default 16).
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const BENEFICIARY = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

const berth = await startBerthProcess({ LOG_LEVEL: "warn", CHAINS: "local" }, "test");
const headers = { authorization: `Bearer ${berth.key}`, "content-type": "application/json" };
const chains = (await (await fetch(`${berth.url}/v2/chains`, { headers })).json()) as { chains: { test_token: string }[] };
const token = chains.chains[0]!.test_token;

async function call(path: string, body: unknown): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${berth.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const answer = (await res.json()) as { confirmed?: boolean };
  if (res.status !== 200 || answer.confirmed !== true) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
  return performance.now() - started;
}

async function measure(name: string, makeBody: (i: number) => unknown, path: string): Promise<void> {
  const sequential: number[] = [];
  for (let i = 0; i < CALLS; i++) sequential.push(await call(path, makeBody(i)));
  sequential.sort((a, b) => a - b);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CALLS) {
        const i = next++;
        await call(path, makeBody(CALLS + i));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `${name.padEnd(18)} one at a time: p50 ${percentile(sequential, 50).toFixed(1)} ms, p95 ${percentile(sequential, 95).toFixed(1)} ms   ` +
      `${CONCURRENCY} concurrent: ${(CALLS / seconds).toFixed(1)} confirmed/s\n`,
  );
}

try {
  process.stdout.write(`local devnet, ${CALLS} calls per measurement, each waiting for its receipt\n`);
  await measure("register", (i) => ({ chain_id: "local", metadata_uri: `https://agents.example/${i}.json`, name: `agent ${i}` }), "/v2/agents/register");
  await measure("escrow create", (i) => ({ chainId: "local", beneficiary: BENEFICIARY, token, amount: String(1000 + i), duration: 3600 }), "/v2/escrow/create");
} finally {
  await berth.stop();
}
