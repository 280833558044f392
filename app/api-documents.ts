import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createBerthHost } from "./composition.ts";

/** The committed API documents (`npm run docs:api` rewrites them; test/api-documents-fresh.test.ts checks them). */
export const OPENAPI_FILE = new URL("../docs/openapi.json", import.meta.url);
export const ASYNCAPI_FILE = new URL("../docs/asyncapi.json", import.meta.url);

/**
 * /openapi.json and /asyncapi.json as a Berth of the in-repo plugins serves them, with default
 * configuration (no chain: neither document depends on which chains are configured), as files.
 */
export async function apiDocuments(): Promise<{ openapi: string; asyncapi: string }> {
  const dir = mkdtempSync(join(tmpdir(), "berth-api-docs-"));
  const host = await createBerthHost({ env: { BERTH_DATA_DIR: dir, LOG_LEVEL: "silent", CHAINS: "none" } });
  try {
    const read = async (url: string) => `${JSON.stringify((await host.app.inject({ method: "GET", url })).json(), null, 2)}\n`;
    return { openapi: await read("/openapi.json"), asyncapi: await read("/asyncapi.json") };
  } finally {
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
