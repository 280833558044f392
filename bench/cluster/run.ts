/**
 * Berth with 1 and 2 worker processes (WORKERS) on this machine:
 *
 * - REST reads per second: GET /v2/reputation/algorithms with one key (wrk when installed,
 *   `apt-get install wrk`: it needs far less CPU than autocannon, which shares the cores with Berth);
 * - signed webhook deliveries per second (as bench/webhooks/run.ts: 50 senders, 1,000 deployments);
 * - the shared rate limit with 2 workers: one key hammering the port for a few seconds with
 *   RATE_LIMIT_MAX=1000, admitted / limit.
 *
 * Each Berth runs as users run it (`npm start`'s command, its own data folder); the two worker
 * counts alternate, --rounds times.
 *
 *   npx tsx bench/cluster/run.ts [--seconds 10] [--rounds 2] [--connections 50]   (--rounds 0: the shared limit only)
 */
import autocannon from "autocannon";
import { numberArg } from "../support/args.ts";
import { startBerthProcess, treeCpuSeconds, type BerthProcess } from "../support/berth-process.ts";
import { createNosanaDeployments, deliveryStream, SECRET } from "../webhooks/signed-delivery.ts";
import { HAS_WRK, wrk, type RawRequest } from "../support/wrk.ts";

const SECONDS = numberArg("seconds", 10);
const ROUNDS = numberArg("rounds", 2);
const CONNECTIONS = numberArg("connections", 50);
const DEPLOYMENTS = 1000;
const LIMIT = 1000;

interface Rate {
  perSecond: number;
  p99: string;
  cpuMsPer: number;
}

async function restReads(berth: BerthProcess): Promise<Rate> {
  const url = `${berth.url}/v2/reputation/algorithms`;
  if (HAS_WRK) {
    const auth = { headers: { authorization: `Bearer ${berth.key}` } };
    wrk(url, 2, CONNECTIONS, auth);
    const before = treeCpuSeconds(berth.pid);
    const r = wrk(url, SECONDS, CONNECTIONS, auth);
    if (r.non2xx) throw new Error(`${r.non2xx} failed reads`);
    return { perSecond: r.perSecond, p99: r.p99, cpuMsPer: ((treeCpuSeconds(berth.pid) - before) * 1000) / r.total };
  }
  const options = { url, connections: CONNECTIONS, headers: { authorization: `Bearer ${berth.key}` } };
  await autocannon({ ...options, duration: 2 });
  const before = treeCpuSeconds(berth.pid);
  const r = await autocannon({ ...options, duration: SECONDS });
  if (r.non2xx + r.errors) throw new Error(`${r.non2xx + r.errors} failed reads`);
  return { perSecond: r.requests.average, p99: `${r.latency.p99}ms`, cpuMsPer: ((treeCpuSeconds(berth.pid) - before) * 1000) / r.requests.total };
}

async function webhookDeliveries(berth: BerthProcess): Promise<Rate> {
  await createNosanaDeployments(berth, DEPLOYMENTS);
  const nextDelivery = deliveryStream(DEPLOYMENTS);
  if (HAS_WRK) {
    // Signed here beforehand (every delivery its own webhook-id), so the sender costs wrk's CPU only.
    const list = (count: number): RawRequest[] =>
      Array.from({ length: count }, () => {
        const { body, headers: signed } = nextDelivery();
        return { method: "POST", path: "/v1/webhooks/nosana", headers: signed, body };
      });
    const url = `${berth.url}/v1/webhooks/nosana`;
    wrk(url, 2, CONNECTIONS, { requests: list(20_000) });
    const requests = list(SECONDS * 10_000);
    const before = treeCpuSeconds(berth.pid);
    const r = wrk(url, SECONDS, CONNECTIONS, { requests });
    if (r.non2xx) throw new Error(`${r.non2xx} failed deliveries`);
    return { perSecond: r.perSecond, p99: r.p99, cpuMsPer: ((treeCpuSeconds(berth.pid) - before) * 1000) / r.total };
  }
  const options: autocannon.Options = {
    url: `${berth.url}/v1/webhooks/nosana`,
    connections: CONNECTIONS,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const { body, headers: signed } = nextDelivery();
          return { ...req, body, headers: signed };
        },
      },
    ],
  };
  await autocannon({ ...options, duration: 2 });
  const before = treeCpuSeconds(berth.pid);
  const r = await autocannon({ ...options, duration: SECONDS });
  if (r.non2xx + r.errors + r.timeouts) throw new Error(`${r.non2xx + r.errors + r.timeouts} failed deliveries ${JSON.stringify(r.statusCodeStats)}`);
  return { perSecond: r.requests.average, p99: `${r.latency.p99}ms`, cpuMsPer: ((treeCpuSeconds(berth.pid) - before) * 1000) / r.requests.total };
}

/** One key hammering the cluster within one window: what the shared limit admitted. */
async function sharedLimit(): Promise<{ admitted: number; refused: number }> {
  const windowMs = 20_000;
  const berth = await startBerthProcess({ WORKERS: "2", LOG_LEVEL: "warn", CHAINS: "none", RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_WINDOW_MS: String(windowMs) });
  try {
    // Start right after a window begins, so the whole hammering falls in one.
    await new Promise((r) => setTimeout(r, windowMs - (Date.now() % windowMs) + 200));
    const url = `${berth.url}/v2/reputation/algorithms`;
    if (HAS_WRK) {
      const r = wrk(url, 4, CONNECTIONS, { headers: { authorization: `Bearer ${berth.key}` } });
      return { admitted: r.total - r.non2xx, refused: r.non2xx };
    }
    const r = await autocannon({ url, connections: CONNECTIONS, duration: 4, headers: { authorization: `Bearer ${berth.key}` } });
    return { admitted: r.requests.total - r.non2xx, refused: r.non2xx };
  } finally {
    await berth.stop();
  }
}

async function round(workers: number): Promise<{ rest: Rate; webhooks: Rate }> {
  const berth = await startBerthProcess({ WORKERS: String(workers), LOG_LEVEL: "warn", CHAINS: "none", WEBHOOK_SECRET_NOSANA: SECRET });
  try {
    const rest = await restReads(berth);
    const webhooks = await webhookDeliveries(berth);
    return { rest, webhooks };
  } finally {
    await berth.stop();
  }
}

const show = (r: Rate) => `${r.perSecond.toFixed(0).padStart(6)}/s  p99 ${r.p99.padStart(8)}  CPU ${r.cpuMsPer.toFixed(3)} ms each`;
console.log(`load by ${HAS_WRK ? "wrk (1 thread; deliveries signed beforehand)" : "autocannon (in this process)"}, ${CONNECTIONS} connections, ${SECONDS} s; webhooks: ${DEPLOYMENTS} deployments, each delivery its own webhook-id`);
const results: Record<number, { rest: number[]; webhooks: number[] }> = { 1: { rest: [], webhooks: [] }, 2: { rest: [], webhooks: [] } };
for (let i = 0; i < ROUNDS; i++) {
  for (const workers of [1, 2]) {
    const r = await round(workers);
    results[workers]!.rest.push(r.rest.perSecond);
    results[workers]!.webhooks.push(r.webhooks.perSecond);
    console.log(`round ${i + 1}, WORKERS=${workers}: REST reads ${show(r.rest)} | webhook deliveries ${show(r.webhooks)}`);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
// --rounds 0: the shared limit only.
if (ROUNDS > 0) {
  const restRatio = median(results[2]!.rest) / median(results[1]!.rest);
  const hookRatio = median(results[2]!.webhooks) / median(results[1]!.webhooks);
  console.log(`medians: REST reads ${median(results[1]!.rest).toFixed(0)}/s → ${median(results[2]!.rest).toFixed(0)}/s (${restRatio.toFixed(2)}×, target ≥ 1.6×); webhook deliveries ${median(results[1]!.webhooks).toFixed(0)}/s → ${median(results[2]!.webhooks).toFixed(0)}/s (${hookRatio.toFixed(2)}×, target ≥ 1.3×)`);
}
const limit = await sharedLimit();
console.log(`shared rate limit, WORKERS=2, one key hammering for 4 s: ${limit.admitted} admitted of a limit of ${LIMIT} (ratio ${(limit.admitted / LIMIT).toFixed(3)}), ${limit.refused} refused 429`);
