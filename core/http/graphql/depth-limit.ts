import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from "graphql";

/**
 * Refuses operations nested deeper than `limit` fields, before anything runs. Introspection
 * (`__schema`, `__type`) is not counted: its nesting is fixed by the spec's TypeRef chain, not by
 * the caller, and GraphiQL's own schema query is 15 deep.
 */
export function depthLimit(limit: number): (context: ValidationContext) => ASTVisitor {
  return (context) => {
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      let deepest = 0;
      for (const s of set?.selections ?? []) {
        if (s.kind === Kind.FIELD) {
          if (s.name.value.startsWith("__")) continue;
          deepest = Math.max(deepest, 1 + depthOf(s.selectionSet, seen));
        } else if (s.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(s.selectionSet, seen));
        } else {
          const name = s.name.value;
          // A fragment that spreads itself is refused by graphql's own rules; just do not loop.
          if (seen.has(name)) continue;
          deepest = Math.max(deepest, depthOf(context.getFragment(name)?.selectionSet, new Set([...seen, name])));
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > limit) {
          const name = node.name ? `${node.name.value} ` : "";
          context.reportError(new GraphQLError(`${name}query depth ${depth} exceeds the limit of ${limit}`, { nodes: [node] }));
        }
      },
    };
  };
}
