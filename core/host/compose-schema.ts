import type { GraphQLSchema } from "graphql";
import { createBuilder } from "../schema/builder.ts";
import type { PluginOutput } from "./setup-plugins.ts";

/** The schema phase: every plugin's slice on one Pothos builder, composed into one schema. */
export function composeSchema(outputs: PluginOutput[]): GraphQLSchema {
  const { builder, Agent } = createBuilder();
  for (const { parts } of outputs) parts.graphql?.({ builder, Agent });
  return builder.toSchema({ sortSchema: true });
}
