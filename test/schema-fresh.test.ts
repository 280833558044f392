import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SCHEMA_FILE, printComposedSchema } from "../app/print-schema.ts";

describe("schema/schema.graphql", () => {
  it("matches the schema the plugins compose (run `npm run schema:print` after changing a slice)", async () => {
    expect(readFileSync(SCHEMA_FILE, "utf8")).toBe(await printComposedSchema());
  });
});
