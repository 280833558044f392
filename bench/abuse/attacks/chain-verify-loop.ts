import { buildChain, CHAIN_ENTRIES, hit, loop, Tally, type Attack } from "./attack.ts";

const PASSPORT = "abuse-verify-chain";

/** Finding 2: four clients looping chain verify on a big chain, full=true (recompute from the first entry) every time. */
export const chainVerifyLoop: Attack = {
  name: "chain-verify-loop",
  finding: "2",
  prepare: (ctx) => buildChain(ctx, PASSPORT, CHAIN_ENTRIES),
  async run(ctx, signal) {
    const full = new Tally();
    await loop(4, signal, async () => full.add((await hit(ctx, "GET", "/v1/memory/chain/verify?full=true", { headers: { "x-agent-passport-id": PASSPORT } })).status));
    return { statuses: full.statuses, notes: { chain_entries: CHAIN_ENTRIES } };
  },
};
