import type { TSchema } from "typebox";
import { validateInput } from "../http/validation.ts";
import { camelName } from "./object-from-schema.ts";

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export interface GraphQLInputOptions {
  /** Arguments that are not part of the REST input (the passport, which REST sends in a header or the path). */
  omit?: string[];
}

/**
 * GraphQL arguments → the REST input: each argument under the schema property whose camelCase
 * name it is (`pricePer1kTokensEstimate` → `price_per_1k_tokens_estimate`), null and absent
 * arguments left out, then validated by the route's own schema. GraphQL thus accepts exactly
 * what REST accepts and answers the same VALIDATION_FAILED details.
 */
export function graphqlInput<T>(schema: TSchema, args: Record<string, unknown>, options: GraphQLInputOptions = {}): T {
  const properties = Object.keys((schema as { properties?: Record<string, unknown> }).properties ?? {});
  const restName = new Map(properties.map((p) => [camelName(p), p]));
  const omit = new Set(options.omit ?? []);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    if (omit.has(name) || value === null || value === undefined) continue;
    out[restName.get(name) ?? snake(name)] = value;
  }
  return validateInput<T>(schema, out);
}
