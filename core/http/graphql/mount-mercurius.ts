import type { FastifyInstance } from "fastify";
import type { GraphQLError, GraphQLSchema } from "graphql";
import mercurius from "mercurius";
import type { Logger } from "pino";
import type { GraphQLContext } from "../../../schema/context.ts";
import { withErrorCode } from "./error-code.ts";

/** Mercurius with graphql-jit: compiled after a query's first run. GraphiQL at /graphiql. */
export async function mountMercurius(app: FastifyInstance, schema: GraphQLSchema, log: Logger): Promise<void> {
  // Mercurius adds its own routes; the GraphQL endpoint needs a key, GraphiQL's page does not.
  app.addHook("onRoute", (route) => {
    if (route.url === "/graphql") route.config = { ...route.config, auth: "key" };
  });
  await app.register(mercurius, {
    schema,
    path: "/graphql",
    graphiql: true,
    jit: 1,
    queryDepth: 12,
    context: (req): GraphQLContext => ({ principal: req.principal, requestId: req.id }),
    errorFormatter: (execution) => {
      const flat: GraphQLError[] = [];
      for (const e of execution.errors) {
        // Mercurius bundles query-validation errors into one error with a list.
        const inner = (e.originalError as { errors?: GraphQLError[] } | undefined)?.errors;
        if (Array.isArray(inner)) flat.push(...inner);
        else flat.push(e);
      }
      const errors = flat.map((e) => withErrorCode(e, log).toJSON());
      const requestLevel = !execution.data && flat.every((e) => !e.path);
      return { statusCode: requestLevel ? 400 : 200, response: { data: execution.data ?? null, errors } };
    },
  });
}
