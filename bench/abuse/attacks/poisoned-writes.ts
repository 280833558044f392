import { hit, loop, Tally, type Attack } from "./attack.ts";

const POISON = [
  '{"content":"x","occurred_at":1e400}',
  '{"content":"a\\ud800b"}',
  `{"content":"x","metadata":${'{"a":'.repeat(1000)}1${"}".repeat(1000)}}`,
];

/** Finding 1: one agent sends writes that used to throw inside the group commit while 32 others write valid memories. */
export const poisonedWrites: Attack = {
  name: "poisoned-writes",
  finding: "1",
  async run(ctx, signal) {
    const poison = new Tally();
    const victims = new Tally();
    let i = 0;
    await Promise.all([
      loop(2, signal, async () => {
        poison.add((await hit(ctx, "POST", "/v1/memory/episodic", { headers: { "x-agent-passport-id": "abuse-poisoner" }, body: POISON[i++ % POISON.length] })).status);
      }),
      loop(32, signal, async (w) => {
        victims.add((await hit(ctx, "POST", "/v1/memory/episodic", { headers: { "x-agent-passport-id": "abuse-victim" }, body: JSON.stringify({ content: `victim ${w} writes` }) })).status);
      }),
    ]);
    const failed = Object.entries(victims.statuses).filter(([s]) => s !== "200").reduce((n, [, c]) => n + c, 0);
    return { statuses: poison.statuses, notes: { victim_writes: Object.values(victims.statuses).reduce((a, b) => a + b, 0), victim_writes_failed: failed } };
  },
};
