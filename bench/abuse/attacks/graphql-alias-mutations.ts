import { hit, loop, Tally, type Attack } from "./attack.ts";

const doc = (n: number, w: number) =>
  JSON.stringify({
    query: `mutation { ${Array.from({ length: n }, (_, i) => `m${i}: storeSemanticMemory(passportId: "abuse-alias-writer-${w}", fact: "aliased fact ${i}", confidence: 0.5) { memoryId }`).join(" ")} }`,
  });

/** Finding 3: 5,000 aliased mutations in one document, and documents of 20 aliased mutations (the most root fields a document may hold). */
export const graphqlAliasMutations: Attack = {
  name: "graphql-alias-mutations",
  finding: "3",
  async run(ctx, signal) {
    const bomb = new Tally();
    const allowed = new Tally();
    await Promise.all([
      loop(2, signal, async () => bomb.add((await hit(ctx, "POST", "/graphql", { body: doc(5000, 0) })).status)),
      loop(2, signal, async (w) => allowed.add((await hit(ctx, "POST", "/graphql", { body: doc(20, w) })).status)),
    ]);
    return { statuses: bomb.statuses, notes: { allowed_20_alias_docs: JSON.stringify(allowed.statuses) } };
  },
};
