import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lexicographicSortSchema, printSchema } from "graphql";
import { createBerthHost } from "./composition.ts";

/** The committed, printed schema (`npm run schema:print` rewrites it; test/schema-fresh.test.ts checks it). */
export const SCHEMA_FILE = new URL("../schema/schema.graphql", import.meta.url);

/** The SDL of the schema composed from every in-repo plugin, sorted so diffs stay readable. */
export async function printComposedSchema(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "berth-schema-"));
  // The schema does not depend on which chains are configured; no devnet is needed to print it.
  const host = await createBerthHost({ env: { BERTH_DATA_DIR: dir, LOG_LEVEL: "silent", CHAINS: "none" } });
  try {
    return `${printSchema(lexicographicSortSchema(host.schema))}\n`;
  } finally {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
