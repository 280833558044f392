import { ErrorBodySchema } from "../error-schema.ts";

/**
 * /graphql as an OpenAPI operation, for both engines (mercurius registers its own routes without
 * docs, yoga's are Berth's): a newcomer on /docs sees that it exists, how to call it and what
 * comes back. The schema itself is documented by GraphiQL's explorer, not here.
 */
const QUERY = "{ reputationAlgorithms { id name } }";

const DESCRIPTION =
  "One GraphQL schema over the same data as the REST operations, with the same keys, worlds and error codes " +
  "(in `errors[].extensions.error_code`). Explore it in [GraphiQL](/graphiql). Subscriptions: graphql-ws over WebSocket at " +
  "`/graphql` (mercurius) or server-sent events (yoga).";

const ANSWER = {
  type: "object",
  properties: {
    data: { type: ["object", "null"], description: "The fields asked for." },
    errors: {
      type: "array",
      description: "Present when something failed; each has `message`, `path` and `extensions.error_code`.",
      items: { type: "object", properties: { message: { type: "string" }, extensions: { type: "object" } } },
    },
  },
  examples: [{ data: { reputationAlgorithms: [{ id: "receipt-volume-v1", name: "Receipt Volume" }] } }],
};

const FAILED = {
  ...ANSWER,
  description: "The query does not parse or does not fit the schema (GRAPHQL_VALIDATION_FAILED); a missing key answers 401 with the REST error body.",
  examples: [
    {
      data: null,
      errors: [
        {
          message: 'Cannot query field "nope" on type "Query".',
          locations: [{ line: 1, column: 3 }],
          extensions: { error_code: "GRAPHQL_VALIDATION_FAILED", error: "invalid_request", status: 400, details: null },
        },
      ],
    },
  ],
};

const REQUEST_FIELDS = {
  query: { type: "string", description: "The GraphQL document.", examples: [QUERY] },
  variables: { type: "object", description: "Values for the document's variables.", examples: [{}] },
  operationName: { type: "string", description: "Which operation of the document to run, when it has several.", examples: ["Algorithms"] },
};

export function graphqlOperationSchema(method: string): Record<string, unknown> {
  const common = {
    summary: method === "GET" ? "Run a GraphQL query (GET)" : "Run a GraphQL query or mutation",
    description: method === "GET" ? `${DESCRIPTION} GET runs queries only; pass the fields as query parameters.` : DESCRIPTION,
    tags: ["graphql"],
    security: [{ bearerAuth: [] }],
    operationId: `graphql:${method.toLowerCase()}:/graphql`,
    response: { 200: { ...ANSWER, description: "The answer; partial failures are in `errors` beside `data`." }, 400: FAILED, 401: ErrorBodySchema, 429: ErrorBodySchema },
  };
  if (method === "GET") {
    return {
      ...common,
      querystring: {
        type: "object",
        required: ["query"],
        properties: { query: REQUEST_FIELDS.query, operationName: REQUEST_FIELDS.operationName },
      },
    };
  }
  return { ...common, body: { type: "object", required: ["query"], properties: REQUEST_FIELDS, examples: [{ query: QUERY }] } };
}
