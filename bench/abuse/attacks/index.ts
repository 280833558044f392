import type { Attack } from "./attack.ts";
import { chainVerifyLoop } from "./chain-verify-loop.ts";
import { expensiveReads } from "./expensive-reads.ts";
import { failedAuthFlood } from "./failed-auth-flood.ts";
import { graphqlAliasMutations } from "./graphql-alias-mutations.ts";
import { graphqlAliasVerify } from "./graphql-alias-verify.ts";
import { longWords } from "./long-words.ts";
import { poisonedWrites } from "./poisoned-writes.ts";
import { unknownKeys } from "./unknown-keys.ts";

/** Every attack class bench/abuse/run.ts knows, in the order it runs them. Add new classes here. */
export const ATTACKS: Attack[] = [poisonedWrites, graphqlAliasVerify, chainVerifyLoop, graphqlAliasMutations, failedAuthFlood, longWords, expensiveReads, unknownKeys];
