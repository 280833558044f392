import { PathologicalTexts } from "../../../test/support/pathological-texts.ts";
import { hit, loop, Tally, type Attack } from "./attack.ts";

const PASSPORT = "abuse-long-words";

/**
 * Issue 25, finding 1: long words and invented words in memory writes and recall. Each try is a
 * text not seen before (the embedder caches what it has read): 8,000-letter words and 8,000
 * characters of invented words as facts, 1,600 to 4,000 letters as recall queries (limit 100, so
 * stage two reranks every candidate, among them the invented-word memories).
 */
export const longWords: Attack = {
  name: "long-words",
  finding: "25.1",
  async run(ctx, signal) {
    const texts = new PathologicalTexts();
    const writes = new Tally();
    const recalls = new Tally();
    const headers = { "x-agent-passport-id": PASSPORT };
    let n = 0;
    await Promise.all([
      loop(2, signal, async () => {
        const fact = n++ % 2 === 0 ? texts.longWord(8_000) : texts.inventedWords(8_000);
        writes.add((await hit(ctx, "POST", "/v1/memory/semantic", { headers, body: JSON.stringify({ fact: fact.slice(0, 8_000), confidence: 0.5 }) })).status);
      }),
      loop(2, signal, async () => {
        const query = n++ % 2 === 0 ? texts.longWord(1_600) : texts.inventedWords(4_000);
        recalls.add((await hit(ctx, "POST", "/v1/memory/recall", { headers, body: JSON.stringify({ query: query.slice(0, 4_000), limit: 100, min_similarity: 0 }) })).status);
      }),
    ]);
    return { statuses: writes.statuses, notes: { recalls: JSON.stringify(recalls.statuses) } };
  },
};
