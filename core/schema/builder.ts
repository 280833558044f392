import SchemaBuilder from "@pothos/core";
import { requireActFor } from "../auth/access.ts";
import { callerOf, type GraphQLContext } from "./context.ts";
import { AddressScalar, BigIntStringScalar, DateTimeScalar, HexScalar, JSONScalar } from "./scalars.ts";

export interface BerthSchemaTypes {
  Context: GraphQLContext;
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    BigIntString: { Input: string; Output: string };
    Address: { Input: string; Output: string };
    Hex: { Input: string; Output: string };
    DateTime: { Input: string; Output: string };
  };
  DefaultFieldNullability: false;
}

/** The shared `Agent` type: keyed by agent passport id; area plugins add their own fields to it. */
export interface AgentShape {
  passportId: string;
}

export function createBuilder() {
  const builder = new SchemaBuilder<BerthSchemaTypes>({ defaultFieldNullability: false });
  builder.addScalarType("JSON", JSONScalar);
  builder.addScalarType("BigIntString", BigIntStringScalar);
  builder.addScalarType("Address", AddressScalar);
  builder.addScalarType("Hex", HexScalar);
  builder.addScalarType("DateTime", DateTimeScalar);
  builder.queryType({ description: "Every read Berth offers." });
  builder.mutationType({ description: "Every write Berth offers." });
  builder.subscriptionType({ description: "Changes as they commit." });
  const Agent = builder.objectRef<AgentShape>("Agent").implement({
    description: "An agent, by its passport id. Each area adds what it knows about the agent.",
    fields: (t) => ({ passportId: t.exposeID("passportId") }),
  });
  builder.queryField("agent", (t) =>
    t.field({
      type: Agent,
      description: "An agent by passport id; needs a key allowed to act for it (or admin).",
      args: { passportId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => {
        const passportId = String(args.passportId);
        requireActFor(callerOf(ctx), passportId);
        return { passportId };
      },
    }),
  );
  return { builder, Agent };
}

export type Builder = ReturnType<typeof createBuilder>["builder"];
/** The builder's types with Pothos' defaults filled in: what refs and field builders are typed by. */
export type BuilderTypes = PothosSchemaTypes.ExtendDefaultTypes<BerthSchemaTypes>;
export type AgentRef = ReturnType<typeof createBuilder>["Agent"];

/** What a plugin's GraphQL slice receives: the one builder and the shared types to extend. */
export interface SchemaKit {
  builder: Builder;
  Agent: AgentRef;
}
