import { defaultFieldResolver, type GraphQLSchema } from "graphql";
import { refuseViewerWrite } from "../auth/access.ts";
import { createBuilder } from "../schema/builder.ts";
import { callerOf, type GraphQLContext } from "../schema/context.ts";
import type { PluginOutput } from "./setup-plugins.ts";

/** The schema phase: every plugin's slice on one Pothos builder, composed into one schema. */
export function composeSchema(outputs: PluginOutput[]): GraphQLSchema {
  const { builder, Agent } = createBuilder();
  for (const { parts } of outputs) parts.graphql?.({ builder, Agent });
  return refusingViewerMutations(builder.toSchema({ sortSchema: true }));
}

/**
 * Every mutation, whichever plugin adds it, refuses viewer keys before its resolver runs: over HTTP
 * and WebSocket, on both engines (they run this schema's resolvers).
 */
function refusingViewerMutations(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (root, args, ctx: GraphQLContext, info) => {
      refuseViewerWrite(callerOf(ctx));
      return resolve(root, args, ctx, info);
    };
  }
  return schema;
}
