/**
 * Abuse benchmark (issues 13 and 25): a probe's latency while each attack class runs against the same
 * Berth process. One real Berth (`npm start`'s command, its own SQLite file); a probe sends
 * GET /health/ready one after another (10 ms apart) for the whole run; each attack class in
 * attacks/index.ts runs for ABUSE_SECONDS (default 10) in turn, after its own preparation.
 *
 *   node --import tsx bench/abuse/run.ts [attack-name ...]
 *
 * ABUSE_SECONDS, ABUSE_CHAIN_ENTRIES (default 5000) tune it. The rate limit is lifted (benchmarks
 * drive one key hard); GraphQL cost limits, validation and failed-auth limits stay at their defaults.
 */
import { startBerthProcess } from "../support/berth-process.ts";
import { startProbe } from "../../test/support/probe.ts";
import type { Attack, AttackContext } from "./attacks/attack.ts";
import { ATTACKS } from "./attacks/index.ts";

const SECONDS = Number(process.env.ABUSE_SECONDS ?? 10);

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function measure(ctx: AttackContext, attack: Attack | null): Promise<void> {
  if (attack?.prepare) {
    const t0 = Date.now();
    await attack.prepare(ctx);
    console.log(`  (${attack.name}: prepared in ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  }
  const probe = startProbe(ctx.url);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SECONDS * 1000);
  const tally = attack ? await attack.run(ctx, controller.signal) : await new Promise<null>((r) => setTimeout(() => r(null), SECONDS * 1000));
  clearTimeout(timer);
  const p = await probe.stop();
  const name = attack ? `${attack.name} (finding ${attack.finding})` : "baseline (no attack)";
  console.log(
    `${name.padEnd(40)} probe n=${p.n} p50=${ms(p.p50)} p99=${ms(p.p99)} max=${ms(p.max)} failed=${p.failed}` +
      (tally ? `  attack answers=${JSON.stringify(tally.statuses)}${tally.notes ? ` ${JSON.stringify(tally.notes)}` : ""}` : ""),
  );
}

const wanted = process.argv.slice(2);
const attacks = wanted.length ? ATTACKS.filter((a) => wanted.includes(a.name)) : ATTACKS;
const berth = await startBerthProcess({ LOG_LEVEL: "warn", CHAINS: "none" });
try {
  const ctx: AttackContext = { url: berth.url, key: berth.key };
  console.log(`abuse: ${SECONDS} s per class, probe GET /health/ready, chain size ${process.env.ABUSE_CHAIN_ENTRIES ?? 5000}`);
  await measure(ctx, null);
  for (const attack of attacks) await measure(ctx, attack);
} finally {
  await berth.stop();
}
