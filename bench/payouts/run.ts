import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { base58btc } from "multiformats/bases/base58";
import { percentile, startBerthProcess } from "../support/berth-process.ts";
import { numberArg } from "../support/args.ts";

/**
 * `npx tsx bench/payouts/run.ts [--recipients 10000] [--verifies 200] [--seconds 10]`
 * Berth runs as its own process (as `npm start` runs it); everything is measured over HTTP.
 * 1. One run of N recipients (random Solana keys, 1 bps each for N = 10,000) is created.
 * 2. GET /v1/payouts/{run_id}/verify, one request at a time: p50/p99 at the client (includes
 *    reading the run, N address checks, the payout hash and the Merkle root over N leaves).
 *    Proofs are timed the same way.
 * 3. GET /v1/agents/{agentId}/revenue/history for an agent with 50 runs of 4 recipients (a page
 *    of 10 runs): reads/s with autocannon, 32 connections.
 */
const N = numberArg("recipients", 10_000);
const VERIFIES = numberArg("verifies", 200);
const SECONDS = numberArg("seconds", 10);

const berth = await startBerthProcess({ LOG_LEVEL: "warn", CHAINS: "none", BODY_LIMIT_BYTES: String(8 * 1024 * 1024) });
const headers = { authorization: `Bearer ${berth.key}`, "content-type": "application/json" };
const post = async (body: unknown) => {
  const res = await fetch(`${berth.url}/v1/payouts`, { method: "POST", headers, body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { run: { run_id: string; recipients: { address: string }[] } }).run;
};
async function timed(url: string, times: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.text();
    ms.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
  }
  return ms.sort((a, b) => a - b);
}
const line = (name: string, ms: number[]) => console.log(`${name.padEnd(44)} p50 ${percentile(ms, 50).toFixed(1)} ms   p99 ${percentile(ms, 99).toFixed(1)} ms   (${ms.length} requests)`);

try {
  // Weights summing to 10,000 bps whatever N is (N ≤ 10,000).
  const bps = Array.from({ length: N }, (_, i) => Math.floor(10_000 / N) + (i < 10_000 % N ? 1 : 0));
  const recipients = bps.map((b, i) => ({ address: base58btc.baseEncode(randomBytes(32)), role: i % 2 ? "model" : "compute", bps: b }));
  let t = performance.now();
  const big = await post({ agent_id: "bench-agent", total_amount_lamports: "123456789012345678901234567890", recipients });
  console.log(`create a run of ${N} recipients: ${(performance.now() - t).toFixed(0)} ms (body ${(JSON.stringify(recipients).length / 1e6).toFixed(2)} MB)`);

  await timed(`${berth.url}/v1/payouts/${big.run_id}/verify`, 10);
  line(`verify, ${N} recipients`, await timed(`${berth.url}/v1/payouts/${big.run_id}/verify`, VERIFIES));
  line(`proof of one recipient, ${N} recipients`, await timed(`${berth.url}/v1/payouts/${big.run_id}/proof/${big.recipients[N >> 1]!.address}`, VERIFIES));

  const small = [
    { address: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", role: "compute", bps: 7000 },
    { address: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", role: "model", bps: 2000 },
    { address: "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T", role: "protocol", bps: 1000 },
    { address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", role: "orchestrator", bps: 0 },
  ];
  for (let i = 0; i < 50; i++) await post({ agent_id: "history-agent", total_amount_lamports: String(1_000_000_007 + i), recipients: small });
  const options = { url: `${berth.url}/v1/agents/history-agent/revenue/history`, headers: { authorization: headers.authorization }, connections: 32 };
  await autocannon({ ...options, duration: 2 });
  t = performance.now();
  const result = await autocannon({ ...options, duration: SECONDS });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `history reads (page of 10 runs × 4 recipients): ${result.requests.average.toFixed(0)} reads/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   (32 connections, ${SECONDS} s${errors ? `, ERRORS ${errors}` : ""})`,
  );
} finally {
  await berth.stop();
}
