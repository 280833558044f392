import { hit, loop, Tally, type Attack } from "./attack.ts";

/** Finding 10: eight clients trying unknown and malformed keys as fast as they can. */
export const failedAuthFlood: Attack = {
  name: "failed-auth-flood",
  finding: "10",
  async run(ctx, signal) {
    const tally = new Tally();
    let i = 0;
    await loop(8, signal, async () => {
      const key = i++ % 2 ? `bk_live_guess${i}` : "not a key";
      tally.add((await hit(ctx, "GET", "/v2/reputation/algorithms", { key })).status);
    });
    return { statuses: tally.statuses };
  },
};
