import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import { API_DESCRIPTION, API_TITLE, BEARER_DESCRIPTION } from "./api-info.ts";
import { errorExample } from "./error-examples.ts";
import { exampleOf, type JsonSchema } from "./example-from-schema.ts";
import { graphqlOperationSchema } from "./graphql-operation.ts";

interface Media {
  schema?: JsonSchema;
  example?: unknown;
  examples?: unknown;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
  example?: unknown;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { description?: string; content?: Record<string, Media> }>;
}
export interface OpenApiDocument {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "202": "Accepted",
  "204": "No content",
  "400": "Invalid request: the error body, with each problem in `details`",
  "401": "No key, or a malformed, unknown or revoked one",
  "403": "The key may not do this: admin only, another passport, or the other world",
  "404": "Not found in the caller's world",
  "409": "Conflict with the current state, or an Idempotency-Key reused",
  "413": "The body is too large",
  "415": "The body is not JSON",
  "422": "Understood but cannot be done",
  "429": "Rate limit spent: retry after `Retry-After` seconds",
  "502": "A service Berth depends on did not answer",
  "503": "Not ready",
};

function hasExample(media: Media): boolean {
  return media.example !== undefined || (typeof media.examples === "object" && media.examples !== null && Object.keys(media.examples).length > 0);
}

/** Fills what the route declarations leave out: examples everywhere and plain response descriptions. */
function completeOperation(op: Operation): void {
  for (const p of op.parameters ?? []) {
    if (p.example !== undefined || !p.schema) continue;
    const example = exampleOf(p.schema, { requiredOnly: true }, p.name);
    if (example !== undefined) p.example = example;
  }
  for (const media of Object.values(op.requestBody?.content ?? {})) {
    if (hasExample(media) || !media.schema) continue;
    const example = exampleOf(media.schema, { requiredOnly: true });
    if (example !== undefined) media.example = example;
  }
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    if (!response.description || response.description === "Default Response") response.description = RESPONSE_DESCRIPTIONS[status] ?? "Answer";
    for (const media of Object.values(response.content ?? {})) {
      if (hasExample(media) || !media.schema) continue;
      // An error body shows a typical real error of its status, over any fields of its own (a 503 readiness report's).
      const derived = exampleOf(media.schema, { requiredOnly: false });
      const isErrorBody = Number(status) >= 400 && "error_code" in ((media.schema.properties as object | undefined) ?? {});
      const example = isErrorBody && typeof derived === "object" ? { ...derived, ...errorExample(Number(status)) } : derived;
      if (example !== undefined) media.example = example;
    }
  }
}

export function completeDocument(doc: OpenApiDocument): OpenApiDocument {
  for (const path of Object.values(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = path[method];
      if (op) completeOperation(op);
    }
  }
  return doc;
}

/** @fastify/swagger's options: the document's header, /graphql's docs, and the completion above. */
export function swaggerOptions(version: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: "3.1.0",
      info: { title: API_TITLE, version, description: API_DESCRIPTION },
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: BEARER_DESCRIPTION } } },
    },
    transform: ({ schema, url, route }) => {
      if (url !== "/graphql") return { schema, url };
      const method = Array.isArray(route.method) ? route.method[0] : route.method;
      return { schema: graphqlOperationSchema(String(method)) as typeof schema, url };
    },
    transformObject: (documentObject) => completeDocument((documentObject as { openapiObject: OpenApiDocument }).openapiObject) as never,
  };
}
