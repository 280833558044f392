import { hit, loop, Tally, type Attack } from "./attack.ts";

const KEYS = 90_000;

/**
 * Issue 25, finding 4: a client sending ~1 MB bodies of 90,000 unknown keys to a memory write, one
 * after another. What is left of each is what any 1 MB JSON body costs: parsing it and looking at
 * every value once (Berth's input checks, then the schema's first problem).
 */
export const unknownKeys: Attack = {
  name: "unknown-keys",
  finding: "25.4",
  async run(ctx, signal) {
    const body = JSON.stringify({ fact: "a fact", confidence: 0.5, ...Object.fromEntries(Array.from({ length: KEYS }, (_, i) => [`k${i}`, 1])) });
    const answers = new Tally();
    let largest = 0;
    await loop(1, signal, async () => {
      const res = await hit(ctx, "POST", "/v1/memory/semantic", { headers: { "x-agent-passport-id": "abuse-keys" }, body });
      answers.add(res.status);
      largest = Math.max(largest, res.text.length);
    });
    return { statuses: answers.statuses, notes: { body_bytes: body.length, largest_answer_bytes: largest } };
  },
};
