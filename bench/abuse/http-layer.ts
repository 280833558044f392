import { slowBody } from "./attacks/slow-body.ts";
import { malformedHttp } from "./attacks/malformed-http.ts";
import type { Attack } from "./attacks/http-attack.ts";
import { percentile, startBerthProcess } from "../support/berth-process.ts";

/**
 * `node --import tsx bench/abuse/http-layer.ts`: the HTTP-layer attack classes of issue 13
 * (slow bodies, malformed HTTP), each run alone against a fresh Berth process while a probe
 * sends GET /health/ready every 20 ms. Prints the probe's latency percentiles and the attack's
 * outcomes. Options: ABUSE_SECONDS (default 20), HTTP_REQUEST_TIMEOUT_MS for Berth (default its own, 30 s).
 */
const SECONDS = Number(process.env.ABUSE_SECONDS ?? 20);
const ATTACKS: Attack[] = [slowBody, malformedHttp];

async function probe(url: string, untilMs: number): Promise<{ samples: number[]; failures: number }> {
  const samples: number[] = [];
  let failures = 0;
  while (Date.now() < untilMs) {
    const started = performance.now();
    const ok = await fetch(`${url}/health/ready`).then(
      async (r) => (await r.arrayBuffer(), r.status === 200),
      () => false,
    );
    samples.push(performance.now() - started);
    if (!ok) failures++;
    await new Promise((r) => setTimeout(r, 20));
  }
  return { samples: samples.sort((a, b) => a - b), failures };
}

for (const attack of ATTACKS) {
  const env: Record<string, string> = { LOG_LEVEL: "warn", CHAINS: "none" };
  if (process.env.HTTP_REQUEST_TIMEOUT_MS) env.HTTP_REQUEST_TIMEOUT_MS = process.env.HTTP_REQUEST_TIMEOUT_MS;
  const berth = await startBerthProcess(env);
  try {
    const stop = await attack.start(berth.url, { key: berth.key });
    const { samples, failures } = await probe(berth.url, Date.now() + SECONDS * 1000);
    const report = await stop();
    console.log(`\n${attack.name}: ${attack.description}, ${SECONDS} s`);
    console.log(
      `  probe GET /health/ready: n=${samples.length} p50=${percentile(samples, 50).toFixed(1)} ms p99=${percentile(samples, 99).toFixed(1)} ms max=${samples[samples.length - 1]!.toFixed(1)} ms failures=${failures}`,
    );
    console.log(`  attack: ${JSON.stringify(report)}`);
  } finally {
    await berth.stop();
  }
}
