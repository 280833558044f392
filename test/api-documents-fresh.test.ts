import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiDocuments, ASYNCAPI_FILE, OPENAPI_FILE } from "../app/api-documents.ts";

describe("docs/openapi.json and docs/asyncapi.json", () => {
  it("are what the running service serves (run `npm run docs:api` after changing a route or an event type)", async () => {
    const served = await apiDocuments();
    expect(readFileSync(OPENAPI_FILE, "utf8")).toBe(served.openapi);
    expect(readFileSync(ASYNCAPI_FILE, "utf8")).toBe(served.asyncapi);
  });
});
