import { buildChain, CHAIN_ENTRIES, hit, loop, Tally, type Attack } from "./attack.ts";

const PASSPORT = "abuse-alias-chain";
const doc = (n: number) => JSON.stringify({ query: `query { ${Array.from({ length: n }, (_, i) => `v${i}: verifyMemoryChain(passportId: "${PASSPORT}", full: true) { valid length }`).join(" ")} }` });

/** Finding 2: GraphQL documents with 200 aliases of verifyMemoryChain over a big chain, and the most a document may still hold (10 × cost 5). */
export const graphqlAliasVerify: Attack = {
  name: "graphql-alias-verify",
  finding: "2",
  prepare: (ctx) => buildChain(ctx, PASSPORT, CHAIN_ENTRIES),
  async run(ctx, signal) {
    const bomb = new Tally();
    const allowed = new Tally();
    await Promise.all([
      loop(2, signal, async () => bomb.add((await hit(ctx, "POST", "/graphql", { body: doc(200) })).status)),
      loop(2, signal, async () => allowed.add((await hit(ctx, "POST", "/graphql", { body: doc(10) })).status)),
    ]);
    return { statuses: bomb.statuses, notes: { allowed_10_alias_docs: JSON.stringify(allowed.statuses) } };
  },
};
