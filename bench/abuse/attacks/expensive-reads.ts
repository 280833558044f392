import { randomBytes } from "node:crypto";
import { base58btc } from "multiformats/bases/base58";
import { hit, loop, Tally, type Attack, type AttackContext } from "./attack.ts";

const RECIPIENTS = 10_000;
let run: { id: string; address: string } | undefined;

/** One payout run of 10,000 recipients (random Solana keys, 1 bps each): about 700 KB of JSON, under the default body limit. */
async function prepare(ctx: AttackContext): Promise<void> {
  const recipients = Array.from({ length: RECIPIENTS }, () => ({ address: base58btc.baseEncode(randomBytes(32)), role: "compute", bps: 1 }));
  const made = await hit(ctx, "POST", "/v1/payouts", { body: JSON.stringify({ agent_id: "abuse-payouts", total_amount_lamports: "1000000000000", recipients }) });
  if (made.status !== 201) throw new Error(`creating the run: ${made.status} ${made.text.slice(0, 300)}`);
  const body = JSON.parse(made.text) as { run: { run_id: string; recipients: { address: string }[] } };
  run = { id: body.run.run_id, address: body.run.recipients[RECIPIENTS / 2]!.address };
}

/**
 * Issue 25, finding 3: verifyPayout and payoutProof over a 10,000-recipient run. Four REST clients
 * loop verify and proof, one sends GraphQL documents of 20 verifyPayout aliases. The benchmark lifts
 * the rate limit, so what it measures is the slicing: the charge (100 units a verify) is noted.
 */
export const expensiveReads: Attack = {
  name: "expensive-reads",
  finding: "25.3",
  prepare,
  async run(ctx, signal) {
    const r = run!;
    const rest = new Tally();
    const graphql = new Tally();
    const charged: number[] = [];
    const aliases = JSON.stringify({ query: `query { ${Array.from({ length: 20 }, (_, i) => `v${i}: verifyPayout(runId: "${r.id}") { valid }`).join(" ")} }` });
    await Promise.all([
      loop(4, signal, async (w) => {
        const path = w % 2 === 0 ? `/v1/payouts/${r.id}/verify` : `/v1/payouts/${r.id}/proof/${r.address}`;
        const res = await fetch(`${ctx.url}${path}`, { headers: { authorization: `Bearer ${ctx.key}` } }).catch(() => null);
        if (!res) return rest.add("error");
        await res.arrayBuffer();
        rest.add(res.status);
        charged.push(Number(res.headers.get("x-ratelimit-remaining")));
      }),
      loop(1, signal, async () => graphql.add((await hit(ctx, "POST", "/graphql", { body: aliases })).status)),
    ]);
    // Remaining budget seen by consecutive answers: what one verify or proof took from it.
    const steps = charged.slice(1).map((v, i) => charged[i]! - v).filter((d) => d > 0);
    return { statuses: rest.statuses, notes: { graphql_20_aliases: JSON.stringify(graphql.statuses), units_per_read_median: steps.sort((a, b) => a - b)[Math.floor(steps.length / 2)] ?? 0 } };
  },
};
